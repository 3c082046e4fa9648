/**
 * Helpers for the automation end-to-end tests: set-up through the API (projects, automations, tasks),
 * reading runs through the API, and bounded waits, including one for "nothing more will happen".
 */
import type { components } from '../../../generated/openapi-types.ts';
import type { TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

export type Automation = components['schemas']['Automation'];
export type AutomationRun = components['schemas']['AutomationRun'];
export type CreateAutomation = components['schemas']['CreateAutomationRequest'];
export type Action = components['schemas']['Action'];
export type Task = components['schemas']['Task'];

function fail(what: string, response: Response, error: unknown): never {
  throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(error)}`);
}

export async function createProject(user: TestUser, workspaceId: string, name: string, visibility: 'private' | 'shared' = 'shared') {
  const { data, error, response } = await user.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name, visibility } });
  if (!data) fail(`create project ${name}`, response, error);
  return data.data;
}

export async function createAutomation(user: TestUser, body: CreateAutomation): Promise<Automation> {
  const { data, error, response } = await user.client.POST('/v1/automations', { body });
  if (!data) fail(`create automation ${body.name}`, response, error);
  return data.data;
}

export async function createTask(user: TestUser, projectId: string, name: string, extra: { description?: string } = {}): Promise<Task> {
  const { data, error, response } = await user.client.POST('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: projectId } },
    body: { name, ...extra },
  });
  if (!data) fail(`create task ${name}`, response, error);
  return data.data;
}

/** The automation's runs through the API (GET /v1/automations/{automation_id}/runs), newest first. */
export async function runsOf(user: TestUser, automationId: string): Promise<AutomationRun[]> {
  const { data, error, response } = await user.client.GET('/v1/automations/{automation_id}/runs', {
    params: { path: { automation_id: automationId }, query: { per_page: 100 } },
  });
  if (!data) fail(`list runs of ${automationId}`, response, error);
  return data.data;
}

/** Waits until the automation has `count` runs, none still running, and returns them (oldest first). */
export async function finishedRuns(user: TestUser, automationId: string, count = 1, timeoutMs = 15_000): Promise<AutomationRun[]> {
  let last: AutomationRun[] = [];
  try {
    return await waitFor(
      async () => {
        last = await runsOf(user, automationId);
        return last.length >= count && last.every((r) => r.status !== 'running') ? [...last].reverse() : undefined;
      },
      { what: `${count} finished run(s) of ${automationId}`, timeoutMs: timeoutMs },
    );
  } catch (err) {
    throw new Error(`${(err as Error).message}; runs so far: ${JSON.stringify(last)}`);
  }
}

/**
 * Waits until the workspace is quiet: every event it wrote has been dispatched (so every run an event
 * starts exists, created in the dispatching transaction) and no run is still running. After that,
 * nothing more happens without a new change, so counting runs or tasks is final.
 */
export async function settled(server: Pick<TestServer, 'knex'>, workspaceId: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(
    async () => {
      const pending = await server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at').count({ n: '*' }).first();
      const running = await server
        .knex('automation_runs')
        .where({ workspace_id: workspaceId, status: 'running' })
        .count({ n: '*' })
        .first();
      return Number(pending?.n) === 0 && Number(running?.n) === 0 ? true : undefined;
    },
    { what: `workspace ${workspaceId} to settle`, timeoutMs: timeoutMs },
  );
}

/** Asserts ISO timestamps are in order (each at or after the one before). */
export function inOrder(...timestamps: Array<string | null | undefined>): boolean {
  const ms = timestamps.map((t) => (t ? Date.parse(t) : NaN));
  return ms.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= ms[i - 1]!));
}

/**
 * Makes the current hour's slot of an hourly automation due now, as the scheduler would at the top
 * of the hour, plus two stray jobs for the same slot, all committed together so that every worker
 * polling can claim one at the same moment. Returns the slot.
 */
export async function makeHourlySlotDue(server: Pick<TestServer, 'knex'>, automationId: string): Promise<Date> {
  const slot = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const payload = JSON.stringify({ automation_id: automationId, at: slot.toISOString() });
  await server.knex.transaction(async (trx) => {
    await trx('automations').where({ id: automationId }).update({ next_run_at: slot });
    await trx.raw(`select graphile_worker.add_job('fire_schedule', ?::json, job_key => ?, run_at => now(), max_attempts => 5)`, [
      payload,
      `schedule:${automationId}`,
    ]);
    await trx.raw(
      `select graphile_worker.add_job('fire_schedule', ?::json, run_at => now(), max_attempts => 1) from generate_series(1, 2)`,
      [payload],
    );
  });
  return slot;
}
