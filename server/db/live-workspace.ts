import type { Knex } from 'knex';

/**
 * Whether the workspace still exists and is not marked deleted: a mail or chat message about it,
 * queued before its deletion, is then not sent (docs/decisions.md, "Deleting a workspace").
 */
export async function workspaceLive(db: Knex, workspaceId: string): Promise<boolean> {
  return (await db('workspaces').where({ id: workspaceId }).whereNull('deleted_at').first('id')) !== undefined;
}
