/**
 * Helpers shared by the project and task contract tests: make projects and tasks through the API,
 * snapshot what these operations can write (to prove a refused request wrote nothing), and check
 * a stored event against the OpenAPI event models.
 */
import { expect } from 'chai';
import type { Schemas } from '../../../sdk/src/index.ts';
import { formatAjvErrors, loadContract } from '../../support/openapi.ts';
import { type TestUser } from '../../support/fixtures.ts';
import { eventsOf } from '../../../system-tests/support/outbox.ts';
import type { TestServer } from '../../support/server.ts';

export type ProjectJson = Schemas['Project'];
export type TaskJson = Schemas['Task'];
export type CreateProjectBody = Schemas['CreateProjectRequest'];
export type CreateTaskBody = Schemas['CreateTaskRequest'];

/** The error envelope, as `rawRequest` returns it. */
export interface ErrorEnvelope {
  error: { code: string; message: string; status: number; details?: Array<{ field: string; message: string }>; request_id: string };
}

/** Creates a project through the API (fails the test if it cannot). */
export async function createProject(user: TestUser, workspaceId: string, body: Partial<CreateProjectBody> = {}): Promise<ProjectJson> {
  const { data, error } = await user.client.POST('/v1/projects', {
    body: { workspace_id: workspaceId, name: 'Website relaunch', ...body },
  });
  if (error || !data) throw new Error(`setup: could not create project: ${JSON.stringify(error)}`);
  return data.data;
}

/** Creates a task through the API (fails the test if it cannot). */
export async function createTask(user: TestUser, projectId: string, body: Partial<CreateTaskBody> = {}): Promise<TaskJson> {
  const { data, error } = await user.client.POST('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: projectId } },
    body: { name: 'Draft the announcement', ...body },
  });
  if (error || !data) throw new Error(`setup: could not create task: ${JSON.stringify(error)}`);
  return data.data;
}

/** Archives a project through the API (fails the test if it cannot). */
export async function archiveProject(user: TestUser, projectId: string): Promise<void> {
  const { error } = await user.client.PATCH('/v1/projects/{project_id}', {
    params: { path: { project_id: projectId } },
    body: { archived: true },
  });
  if (error) throw new Error(`setup: could not archive project: ${JSON.stringify(error)}`);
}

/**
 * Everything the project and task operations can write: project, task and project-member rows and
 * the ids of the outbox's events (not their dispatch stamps, which the worker sets on its own).
 */
export async function snapshot(server: TestServer) {
  const [projects, tasks, projectMembers, events] = await Promise.all([
    server.knex('projects').orderBy('id').select('*'),
    server.knex('tasks').orderBy('id').select('*'),
    server.knex('project_members').orderBy(['project_id', 'member_id']).select('*'),
    server.knex('events').orderBy('seq').pluck('id'),
  ]);
  return { projects, tasks, projectMembers, events };
}

/** Runs `act` and asserts that it wrote nothing at all: no row changed and no event. */
export async function expectNothingWritten(server: TestServer, act: () => Promise<unknown>): Promise<void> {
  const before = await snapshot(server);
  await act();
  expect(await snapshot(server)).to.deep.equal(before);
}

export function projectRow(server: TestServer, id: string) {
  return server.knex('projects').where({ id }).first();
}

export function taskRow(server: TestServer, id: string) {
  return server.knex('tasks').where({ id }).first();
}

export async function projectMemberIds(server: TestServer, projectId: string): Promise<string[]> {
  return server.knex('project_members').where({ project_id: projectId }).orderBy('member_id').pluck('member_id');
}

const contract = loadContract();

/** Asserts a value is valid against a named schema of the document, showing why not. */
export function expectMatchesSchema(name: string, value: unknown): void {
  const { valid, errors } = contract.validateSchema(name, value);
  expect(valid, `${name} does not match:\n${formatAjvErrors(errors)}\nvalue: ${JSON.stringify(value)}`).to.equal(true);
}

type EventSchema = 'ProjectEventData' | 'TaskEventData';

/**
 * Asserts the workspace's outbox holds exactly one event of `type`, written by `actor` for
 * `projectId`, whose data matches the event model; returns its data.
 */
export async function expectOneEvent(
  server: TestServer,
  workspaceId: string,
  type: Schemas['EventType'],
  expected: { actor: TestUser; projectId: string; schema: EventSchema },
): Promise<Record<string, unknown>> {
  const events = await eventsOf(server, workspaceId, type);
  expect(
    events.map((e) => e.type),
    `events of type ${type}`,
  ).to.deep.equal([type]);
  const [event] = events;
  const actor = { type: 'user', id: expected.actor.userId, name: expected.actor.name };
  expect(event!.id).to.match(/^evt_/);
  expect(event!.actor).to.deep.equal(actor);
  expect(event!.project_id).to.equal(expected.projectId);
  expectMatchesSchema(expected.schema, event!.data);
  expect(event!.data).to.include({ workspace_id: workspaceId });
  expect(event!.data.actor).to.deep.equal(actor);
  return event!.data as Record<string, unknown>;
}

/** The types of every event the workspace's outbox holds, oldest first. */
export async function eventTypes(server: TestServer, workspaceId: string): Promise<string[]> {
  return (await eventsOf(server, workspaceId)).map((e) => e.type as string);
}

/** A string of `n` characters. */
export const chars = (n: number) => 'x'.repeat(n);

/** A stored row in the API's shape: the project and task tables hold exactly the API's fields. */
function asJson(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
}

/** The stored project as the API would show it, or undefined when there is no such row. */
export async function storedProject(server: TestServer, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await projectRow(server, id);
  return row ? asJson(row) : undefined;
}

/** The stored task as the API would show it, or undefined when there is no such row. */
export async function storedTask(server: TestServer, id: string): Promise<Record<string, unknown> | undefined> {
  const row = await taskRow(server, id);
  return row ? asJson(row) : undefined;
}
