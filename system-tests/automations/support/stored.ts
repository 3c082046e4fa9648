/**
 * What the automation operations stored, read straight from the tables: automation rows (in the
 * API's shape, and the `paused_by_archive` flag the API does not show), run rows, the
 * `schedule:<id>` graphile-worker job, the run-usage counter, the outbox's `automation.*` events;
 * everything they could write for one workspace, to show a refused request wrote nothing; and a wait
 * for the dispatcher.
 *
 * Glossary
 * - schedule job: the one pending `fire_schedule` job of an enabled scheduled automation, keyed
 *   `schedule:<automation_id>`; its `run_at` is the automation's `next_run_at`.
 * - cycle start: the first instant of the current calendar month in UTC, the key of the
 *   `workspace_run_usage` row that counts the month's runs.
 */
import { expect } from 'chai';
import { rawRequest } from '../../../contract-tests/support/client.ts';
import { keyFor, memberWithRole, type TestUser } from '../../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';
import { waitFor } from '../../../contract-tests/support/wait.ts';
import {
  expectMatchesSchema,
  type AutomationJson,
  type BadInput,
  type ErrorEnvelope,
} from '../../../contract-tests/automations/support/api.ts';
import { contractEventsOf } from '../../support/outbox.ts';

// ---------------------------------------------------------------------------------------------
// Stored state

/** The stored automation in the API's shape (dates as ISO strings), or undefined when there is no row. */
export async function storedAutomation(server: TestServer, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await server.knex('automations').where({ id }).first();
  if (!row) return undefined;
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    type: row.type,
    enabled: row.enabled,
    trigger: row.trigger,
    actions: row.actions,
    author: { member_id: row.author_member_id, name: row.author_name },
    next_run_at: row.next_run_at ? row.next_run_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored `paused_by_archive` flag (not in the API) of an automation. */
export async function pausedByArchive(server: TestServer, id: string): Promise<boolean> {
  return (await server.knex('automations').where({ id }).first('paused_by_archive'))!.paused_by_archive;
}

/** graphile-worker's jobs with their task names and payloads (its public `jobs` view has no payload). */
/** A graphile-worker job as these helpers read it (its private tables are not among knex's typed tables). */
interface JobRow {
  identifier: string;
  key: string | null;
  run_at: Date;
  payload: Record<string, unknown>;
}

function jobsTable(server: TestServer) {
  return server.knex<JobRow>('graphile_worker._private_jobs as j').join('graphile_worker._private_tasks as t', 't.id', 'j.task_id');
}

/** The pending `schedule:<id>` job of an automation (its task, fire time and payload), or undefined. */
export async function scheduleJob(
  server: TestServer,
  automationId: string,
): Promise<{ task: string; run_at: string; payload: Record<string, unknown> } | undefined> {
  const row = await jobsTable(server)
    .where('j.key', `schedule:${automationId}`)
    .first<JobRow | undefined>('t.identifier', 'j.run_at', 'j.payload');
  return row ? { task: row.identifier, run_at: new Date(row.run_at).toISOString(), payload: row.payload } : undefined;
}

/** The ids of an automation's stored runs, most recent first. */
export async function runIds(server: TestServer, automationId: string): Promise<string[]> {
  return server
    .knex('automation_runs')
    .where({ automation_id: automationId })
    .orderBy([
      { column: 'started_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .pluck('id');
}

/** The first instant of the current month in UTC: the key of this cycle's run counter. */
export function cycleStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Runs counted for the workspace in the current cycle (0 without a counter row). */
export async function runsCounted(server: TestServer, workspaceId: string): Promise<number> {
  const row = await server.knex('workspace_run_usage').where({ workspace_id: workspaceId, cycle_start: cycleStart() }).first('runs');
  return Number(row?.runs ?? 0);
}

/** Sets this cycle's run counter of the workspace (as if that many runs had happened). */
export async function setRunsCounted(server: TestServer, workspaceId: string, runs: number): Promise<void> {
  await server
    .knex('workspace_run_usage')
    .insert({ workspace_id: workspaceId, cycle_start: cycleStart(), runs })
    .onConflict(['workspace_id', 'cycle_start'])
    .merge({ runs });
}

/**
 * Everything the automation operations can write for one workspace: its automations, their runs
 * and schedule jobs, its run counter and the ids of its events (not their dispatch stamps, which
 * the worker sets on its own).
 */
export async function snapshot(server: TestServer, workspaceId: string) {
  const projectIds = server.knex('projects').where({ workspace_id: workspaceId }).select('id');
  const automations = await server.knex('automations').whereIn('project_id', projectIds).orderBy('id').select('*');
  const ids = automations.map((a: { id: string }) => a.id);
  const [runs, jobs, usage, events] = await Promise.all([
    server.knex('automation_runs').whereIn('automation_id', ids).orderBy('id').select('*'),
    jobsTable(server)
      .whereIn(
        'j.key',
        ids.map((id: string) => `schedule:${id}`),
      )
      .orderBy('j.key')
      .select('j.key', 'j.run_at', 'j.payload'),
    server.knex('workspace_run_usage').where({ workspace_id: workspaceId }).orderBy('cycle_start').select('*'),
    server.knex('events').where({ workspace_id: workspaceId }).orderBy('seq').pluck('id'),
  ]);
  return { automations, runs, jobs, usage, events };
}

/** Runs `act` and asserts that it wrote nothing for the workspace: no row changed and no event. */
export async function expectNothingWritten(server: TestServer, workspaceId: string, act: () => Promise<unknown>): Promise<void> {
  const before = await snapshot(server, workspaceId);
  await act();
  expect(await snapshot(server, workspaceId)).to.deep.equal(before);
}

/** What a refused SDK call answers. */
interface Refusal {
  error?: { error: { code: string; status: number } };
  response: Response;
}

/**
 * Sends `request` as a viewer of the workspace and as the owner's read-only key: each gets 403
 * forbidden, and nothing is written for the workspace.
 */
export async function expectViewerAndReadOnlyRefused(
  server: TestServer,
  { owner, workspaceId }: { owner: TestUser; workspaceId: string },
  request: (user: TestUser) => Promise<Refusal>,
): Promise<void> {
  const viewer = await memberWithRole(server, workspaceId, 'viewer');
  const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
  for (const [label, user] of [
    ['viewer', viewer],
    ['read-only key', readOnly],
  ] as const) {
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await request(user);
      expect(response.status, label).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Refused requests

/**
 * Sends the request raw (the typed client cannot send most of these bodies) and asserts the
 * refusal: status, error code, the field named in `details` and in the message, and that nothing
 * was written for the workspace.
 */
export async function expectRefused(
  server: TestServer,
  workspaceId: string,
  user: TestUser,
  method: string,
  path: string,
  input: BadInput,
): Promise<ErrorEnvelope> {
  let body: ErrorEnvelope | undefined;
  await expectNothingWritten(server, workspaceId, async () => {
    const res = await rawRequest<ErrorEnvelope>(server.url, { method, path, apiKey: user.key, body: input.body, headers: input.headers });
    expect(res.status, `${input.label}: ${res.text.slice(0, 300)}`).to.equal(input.status);
    expect(res.body.error.code, input.label).to.equal(input.status === 400 ? 'bad_request' : 'unprocessable_entity');
    if (input.field) {
      const fields = [...new Set((res.body.error.details ?? []).map((d) => d.field))];
      expect(fields, `${input.label}: ${JSON.stringify(res.body.error.details)}`).to.have.members([
        input.field,
        ...(input.alsoFields ?? []),
      ]);
      expect(res.body.error.message, input.label).to.contain(input.field.slice(1).replace(/\//g, '.'));
    }
    body = res.body;
  });
  return body!;
}

// ---------------------------------------------------------------------------------------------
// Events

/**
 * Asserts the workspace's outbox holds exactly one event of `type` about the automation, written by
 * `actor`, whose data is `{workspace_id, actor, project_id, automation}` valid against
 * `AutomationEventData`; returns its `automation`.
 */
export async function expectAutomationEvent(
  server: TestServer,
  workspaceId: string,
  type: 'automation.created' | 'automation.updated' | 'automation.deleted',
  expected: { actor: TestUser; automationId: string; projectId: string },
): Promise<AutomationJson> {
  const events = (await contractEventsOf(server, workspaceId, [type])).filter((e) => e.data.automation.id === expected.automationId);
  expect(events, `${type} events of ${expected.automationId}`).to.have.length(1);
  const [event] = events;
  const actor = { type: 'user', id: expected.actor.userId, name: expected.actor.name };
  expect(event!.id).to.match(/^evt_/);
  expect(event!.actor).to.deep.equal(actor);
  expect(event!.project_id).to.equal(expected.projectId);
  expectMatchesSchema('AutomationEventData', event!.data);
  expect(Object.keys(event!.data).sort()).to.deep.equal(['actor', 'automation', 'project_id', 'workspace_id']);
  expect(event!.data).to.include({ workspace_id: workspaceId, project_id: expected.projectId });
  expect(event!.data.actor).to.deep.equal(actor);
  return event!.data.automation;
}

// ---------------------------------------------------------------------------------------------
// Waiting

/** Waits until the dispatcher has handled every event of the workspace written so far. */
export async function eventsDispatched(server: TestServer, workspaceId: string, timeoutMs = 10_000): Promise<void> {
  await waitFor(
    async () => {
      const row = await server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at').count({ n: '*' }).first();
      return Number(row?.n ?? 0) === 0;
    },
    { timeoutMs, what: `every event of ${workspaceId} dispatched` },
  );
}
