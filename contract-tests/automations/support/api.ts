/**
 * Helpers of the automation API contract tests: request bodies that are valid as they stand, making
 * automations and runs through the API, reading runs and usage back through it, the bad bodies every
 * operation refuses, and checking a value against a schema of the document. What the service stored
 * (rows, jobs, the outbox) is read by the system tests' system-tests/automations/support/stored.ts.
 */
import { expect } from 'chai';
import type { Schemas } from '../../../sdk/src/index.ts';
import { type TestUser } from '../../support/fixtures.ts';
import { formatAjvErrors, loadContract } from '../../support/openapi.ts';
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

// ---------------------------------------------------------------------------------------------
// Read through the API

/** The ids of an automation's runs (GET …/runs), most recent start first. */
export async function runIdsOf(user: TestUser, automationId: string): Promise<string[]> {
  const { data, error } = await user.client.GET('/v1/automations/{automation_id}/runs', {
    params: { path: { automation_id: automationId }, query: { per_page: 100 } },
  });
  if (!data) throw new Error(`could not list the runs of ${automationId}: ${JSON.stringify(error)}`);
  return data.data.map((run) => run.id);
}

/** The run as GET …/runs lists it, once `done` says it is (bounded wait). */
export async function runWhen(
  user: TestUser,
  automationId: string,
  runId: string,
  done: (run: AutomationRunJson) => boolean,
): Promise<AutomationRunJson> {
  return waitFor(
    async () => {
      const { data } = await user.client.GET('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: automationId } } });
      const run = data?.data.find((r) => r.id === runId);
      return run && done(run) ? run : undefined;
    },
    { timeoutMs: 15_000, what: `run ${runId} to finish` },
  );
}

/** Runs counted for the workspace in the current cycle (GET …/usage). */
export async function runsUsed(user: TestUser, workspaceId: string): Promise<number> {
  const { data, error } = await user.client.GET('/v1/workspaces/{workspace_id}/usage', { params: { path: { workspace_id: workspaceId } } });
  if (!data) throw new Error(`could not read the usage of ${workspaceId}: ${JSON.stringify(error)}`);
  return data.data.runs_used;
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

// ---------------------------------------------------------------------------------------------
// Schemas

const contract = loadContract();

/** Asserts a value is valid against a named schema of the document, showing why not. */
export function expectMatchesSchema(name: string, value: unknown): void {
  const { valid, errors } = contract.validateSchema(name, value);
  expect(valid, `${name} does not match:\n${formatAjvErrors(errors)}\nvalue: ${JSON.stringify(value)}`).to.equal(true);
}

/** A string of `n` characters. */
export const chars = (n: number) => 'x'.repeat(n);
