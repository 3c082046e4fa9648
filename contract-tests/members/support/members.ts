/**
 * Small helpers shared by the member and invitation tests: inviting through the API, a snapshot of
 * what a workspace stores (to prove a refused request wrote nothing), event-data checks against the
 * OpenAPI schemas, and a bounded poll.
 */
import { expect } from 'chai';
import type { Role } from '../../../server/auth/auth-cache.ts';
import type { TestUser } from '../../support/fixtures.ts';
import { loadContract } from '../../support/openapi.ts';
import type { TestServer } from '../../support/server.ts';

export const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Invites through the API and returns the invitation; any error fails the calling test. */
export async function invite(inviter: TestUser, workspaceId: string, email: string, role: Role) {
  const { data, error, response } = await inviter.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email, role },
  });
  if (!data) throw new Error(`invite ${email}: ${response.status} ${JSON.stringify(error)}`);
  return data.data;
}

/**
 * Everything the member and invitation operations write for a workspace: members (with roles),
 * invitations (with status and expiry), events, and every task's assignee. Equal snapshots before
 * and after a refused request prove it changed nothing.
 */
export async function workspaceState(server: TestServer, workspaceId: string) {
  const { knex } = server;
  return {
    members: await knex('members').where({ workspace_id: workspaceId }).orderBy('id').select('id', 'user_id', 'role'),
    invitations: await knex('invitations')
      .where({ workspace_id: workspaceId })
      .orderBy('id')
      .select('id', 'email', 'role', 'status', 'expires_at', 'accepted_at'),
    events: (await knex('events').where({ workspace_id: workspaceId }).orderBy('seq').select('id')).map((e: { id: string }) => e.id),
    tasks: await knex('tasks as t')
      .join('projects as p', 'p.id', 't.project_id')
      .where('p.workspace_id', workspaceId)
      .orderBy('t.id')
      .select('t.id', 't.assignee_member_id'),
  };
}

/** Fails with the validator's errors unless `value` matches the named schema of the OpenAPI document. */
export function expectSchema(name: string, value: unknown): void {
  const { valid, errors } = loadContract().validateSchema(name, value);
  expect(valid, `${name}: ${JSON.stringify(errors)}\nvalue: ${JSON.stringify(value)}`).to.equal(true);
}

/** Polls `probe` until it returns something other than `undefined`, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs a race-sensitive scenario `times` times and fails listing every round where `round` returned
 * a complaint. A race lost only now and then is caught by repetition, not by luck.
 */
export async function everyRound(times: number, round: (index: number) => Promise<string | undefined>): Promise<void> {
  const complaints: string[] = [];
  for (let i = 0; i < times; i++) {
    const complaint = await round(i);
    if (complaint !== undefined) complaints.push(`round ${i + 1}: ${complaint}`);
  }
  expect(complaints, `${complaints.length} of ${times} rounds failed`).to.deep.equal([]);
}
