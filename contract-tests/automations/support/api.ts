/**
 * Helpers of the automation API contract tests: request bodies that are valid as they stand, making
 * automations through the API, reading what the service stored (automation rows, run rows, the
 * `schedule:<id>` graphile-worker job, the run-usage counter, the outbox's events), checking an
 * `automation.*` event against the document's `AutomationEventData`, and a bounded wait.
 *
 * Glossary
 * - schedule job: the one pending `fire_schedule` job of an enabled scheduled automation, keyed
 *   `schedule:<automation_id>`; its `run_at` is the automation's `next_run_at`.
 * - cycle start: the first instant of the current calendar month in UTC, the key of the
 *   `workspace_run_usage` row that counts the month's runs.
 */
import { expect } from 'chai';
import type { Schemas } from '../../../sdk/src/index.ts';
import { rawRequest } from '../../support/client.ts';
import { type TestUser } from '../../support/fixtures.ts';
import { eventsOf } from '../../../system-tests/support/outbox.ts';
import { formatAjvErrors, loadContract } from '../../support/openapi.ts';
import type { TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';

export type AutomationJson = Schemas['Automation'];
export type AutomationRunJson = Schemas['AutomationRun'];
export type CreateAutomationBody = Schemas['CreateAutomationRequest'];
export type CreateEventBody = Schemas['CreateEventAutomationRequest'];
export type CreateScheduledBody = Schemas['CreateScheduledAutomationRequest'];
export type ActionJson = Schemas['Action'];
export type TriggerJson = Schemas['Trigger'];

/** The error envelope, as `rawRequest` returns it. */
export interface ErrorEnvelope {
  error: { code: string; message: string; status: number; details?: Array<{ field: string; message: string }>; request_id: string };
}

// ---------------------------------------------------------------------------------------------
// Bodies

/** An action that succeeds without any outside service: without SMTP the mail lands in `mail_outbox`. */
export const emailAction = (to = 'ops@example.test'): ActionJson => ({
  type: 'send_email',
  config: { to, subject: 'Automation for {{project.name}}', body: 'Hello from {{workspace.name}}' },
});

export const slackAction = (channel = '#launch'): ActionJson => ({
  type: 'send_slack_message',
  config: { channel, message: '{{actor.name}} completed {{task.name}}' },
});

/** A valid body for an event automation (task.created, one e-mail action). */
export function eventBody(projectId: string, overrides: Partial<CreateEventBody> = {}): CreateEventBody {
  return {
    project_id: projectId,
    name: 'Mail on new tasks',
    type: 'event',
    trigger: { event: 'task.created' },
    actions: [emailAction()],
    ...overrides,
  };
}

/** A valid body for a scheduled automation (daily at 09:00, fine for every plan). */
export function scheduledBody(projectId: string, overrides: Partial<CreateScheduledBody> = {}): CreateScheduledBody {
  return {
    project_id: projectId,
    name: 'Morning digest',
    type: 'scheduled',
    trigger: { schedule: '0 9 * * *' },
    actions: [emailAction()],
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Setup through the API

/** Creates an automation through the API (fails the test if it cannot). */
export async function createAutomation(user: TestUser, body: CreateAutomationBody): Promise<AutomationJson> {
  const { data, error } = await user.client.POST('/v1/automations', { body });
  if (error || !data) throw new Error(`setup: could not create automation: ${JSON.stringify(error)}`);
  return data.data;
}

/** Changes an automation through the API (fails the test if it cannot). */
export async function patchAutomation(user: TestUser, id: string, body: Schemas['UpdateAutomationRequest']): Promise<AutomationJson> {
  const { data, error } = await user.client.PATCH('/v1/automations/{automation_id}', { params: { path: { automation_id: id } }, body });
  if (error || !data) throw new Error(`setup: could not update automation: ${JSON.stringify(error)}`);
  return data.data;
}

/** A dry run through the API, with the body given or none; the caller checks the answer. */
export const dryRun = (user: TestUser, automationId: string, body?: Schemas['AutomationDryRunRequest']) =>
  user.client.POST('/v1/automations/{automation_id}/test', {
    params: { path: { automation_id: automationId } },
    ...(body ? { body } : {}),
  });

/** Starts a manual run through the API (fails the test if it cannot). */
export async function startRun(user: TestUser, id: string): Promise<AutomationRunJson> {
  const { data, error } = await user.client.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: id } } });
  if (error || !data) throw new Error(`setup: could not start a run: ${JSON.stringify(error)}`);
  return data.data;
}

/** Archives or unarchives a project through the API (fails the test if it cannot). */
export async function setArchived(user: TestUser, projectId: string, archived: boolean): Promise<void> {
  const { error } = await user.client.PATCH('/v1/projects/{project_id}', {
    params: { path: { project_id: projectId } },
    body: { archived },
  });
  if (error) throw new Error(`setup: could not set archived=${archived}: ${JSON.stringify(error)}`);
}

/** Sets the workspace's plan the way the operator CLI does (a column only the operator writes). */
export async function setPlan(server: TestServer, workspaceId: string, plan: 'free' | 'pro' | 'enterprise'): Promise<void> {
  await server.knex('workspaces').where({ id: workspaceId }).update({ plan });
}

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
function jobsTable(server: TestServer) {
  return server.knex('graphile_worker._private_jobs as j').join('graphile_worker._private_tasks as t', 't.id', 'j.task_id');
}

/** The pending `schedule:<id>` job of an automation (its task, fire time and payload), or undefined. */
export async function scheduleJob(
  server: TestServer,
  automationId: string,
): Promise<{ task: string; run_at: string; payload: Record<string, unknown> } | undefined> {
  const row = await jobsTable(server).where('j.key', `schedule:${automationId}`).first('t.identifier', 'j.run_at', 'j.payload');
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

// ---------------------------------------------------------------------------------------------
// Refused requests

/** One request the service must refuse: the body (an object is sent as JSON, a string as is), the status, and the field named. */
export interface BadInput {
  label: string;
  body: unknown;
  headers?: Record<string, string>;
  status: 400 | 422;
  /** The JSON Pointer `details` must name (the only field named, unless `alsoFields` lists more). */
  field?: string;
  alsoFields?: string[];
}

/** Bodies that are not a JSON object: 400 for every operation that takes a body. */
export const notAnObject: BadInput[] = [
  { label: 'malformed JSON', body: '{"name": "x",', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'a JSON array', body: [{ name: 'x' }], status: 400 },
  { label: 'a JSON string', body: '"x"', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'JSON null', body: 'null', headers: { 'Content-Type': 'application/json' }, status: 400 },
  { label: 'a text/plain body', body: 'name=x', headers: { 'Content-Type': 'text/plain' }, status: 400 },
  { label: 'no body at all', body: undefined, status: 400 },
];

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

const contract = loadContract();

/** Asserts a value is valid against a named schema of the document, showing why not. */
export function expectMatchesSchema(name: string, value: unknown): void {
  const { valid, errors } = contract.validateSchema(name, value);
  expect(valid, `${name} does not match:\n${formatAjvErrors(errors)}\nvalue: ${JSON.stringify(value)}`).to.equal(true);
}

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
  const events = (await eventsOf(server, workspaceId, type)).filter(
    (e) => (e.data as { automation?: { id?: string } }).automation?.id === expected.automationId,
  );
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
  return event!.data.automation as AutomationJson;
}

/** The types of the workspace's events about one automation (by `data.automation.id` or `data.automation_id`), oldest first. */
export async function automationEventTypes(server: TestServer, workspaceId: string, automationId: string): Promise<string[]> {
  return (await eventsOf(server, workspaceId))
    .filter((e) => {
      const data = e.data as { automation?: { id?: string }; automation_id?: string };
      return data.automation?.id === automationId || data.automation_id === automationId;
    })
    .map((e) => e.type as string);
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

/** A string of `n` characters. */
export const chars = (n: number) => 'x'.repeat(n);
