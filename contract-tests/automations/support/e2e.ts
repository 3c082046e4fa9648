/**
 * Helpers for the automation end-to-end tests: set-up through the API (projects, automations, tasks),
 * reading runs through the API, and bounded waits, including one for "nothing more will happen".
 */
import { expect } from 'chai';
import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { TestUser } from '../../support/fixtures.ts';
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

/** The project's tasks through the API (GET /v1/projects/{project_id}/tasks), up to 100. */
export async function tasksOf(user: TestUser, projectId: string): Promise<Task[]> {
  const { data, error, response } = await user.client.GET('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: projectId }, query: { per_page: 100 } },
  });
  if (!data) fail(`list tasks of ${projectId}`, response, error);
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
 * Waits until the workspace is quiet as far as the API shows: no run of any of its automations is
 * running, and the runs have stayed the same for `quietMs` (an event a run or a change wrote is
 * dispatched within milliseconds, so a run it starts would have appeared). After that, counting
 * runs or tasks is final. The outbox itself is read only by system tests (system-tests/support/settled.ts).
 */
export async function runsSettled(user: TestUser, workspaceId: string, { timeoutMs = 15_000, quietMs = 1_000 } = {}): Promise<void> {
  let last = '';
  let since = Date.now();
  await waitFor(
    async () => {
      const { data, error, response } = await user.client.GET('/v1/automations', {
        params: { query: { workspace_id: workspaceId, per_page: 100 } },
      });
      if (!data) fail(`list automations of ${workspaceId}`, response, error);
      const runs = (await Promise.all(data.data.map((automation) => runsOf(user, automation.id)))).flat();
      const now = runs
        .map((run) => `${run.id}:${run.status}`)
        .sort()
        .join(',');
      if (now !== last) [last, since] = [now, Date.now()];
      return !runs.some((run) => run.status === 'running') && Date.now() - since >= quietMs;
    },
    { what: () => `workspace ${workspaceId} to settle (runs so far: ${last || 'none'})`, timeoutMs },
  );
}

/** Asserts ISO timestamps are in order (each at or after the one before). */
export function inOrder(...timestamps: Array<string | null | undefined>): boolean {
  const ms = timestamps.map((t) => (t ? Date.parse(t) : NaN));
  return ms.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= ms[i - 1]!));
}

/** Asserts the run and each of its steps (of `types`, in order) succeeded, at times in order. */
export function expectSuccessfulRun(run: AutomationRun, types: string[]): void {
  expect(run.status).to.equal('success');
  expect(run.error_message).to.equal(null);
  expect(run.steps.map((s) => [s.index, s.type, s.status, s.error])).to.deep.equal(types.map((type, i) => [i, type, 'success', null]));
  const times = [run.started_at, ...run.steps.flatMap((s) => [s.started_at, s.completed_at]), run.completed_at];
  expect(inOrder(...times), `run, step and completion times in order: ${JSON.stringify(times)}`).to.equal(true);
}
