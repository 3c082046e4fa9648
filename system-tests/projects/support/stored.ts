/**
 * What the project and task operations stored, read from the database: the rows and outbox events a
 * request wrote (to prove a refused request wrote nothing), and a stored event checked against the
 * OpenAPI event models.
 */
import { expect } from 'chai';
import type { Schemas } from '../../../sdk/src/index.ts';
import { formatAjvErrors, loadContract } from '../../../contract-tests/support/openapi.ts';
import type { TestUser } from '../../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';
import { eventsOf } from '../../support/outbox.ts';

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
  const data = event!.data as Record<string, unknown>;
  expect(data).to.include({ workspace_id: workspaceId });
  expect(data.actor).to.deep.equal(actor);
  return data;
}

/** The types of every event the workspace's outbox holds, oldest first. */
export async function eventTypes(server: TestServer, workspaceId: string): Promise<string[]> {
  return (await eventsOf(server, workspaceId)).map((e) => e.type as string);
}

/** A stored row in the API's shape: the project table holds exactly the API's fields, the task table those and its workspace. */
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
  if (!row) return undefined;
  // Not a field of the API's task: the shard key, which must be its project's.
  const { workspace_id: workspaceId, ...task } = row;
  expect(workspaceId, `task ${id}'s workspace`).to.equal((await projectRow(server, task.project_id))?.workspace_id);
  return asJson(task);
}
