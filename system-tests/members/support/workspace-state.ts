// What the member and invitation operations stored for a workspace, read from the database.
import type { TestServer } from '../../../contract-tests/support/server.ts';

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
