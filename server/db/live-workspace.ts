import type { Knex } from 'knex';

/**
 * Whether the workspace a job is about still exists and is not marked deleted: a mail or chat message
 * about it, queued before its deletion, is then not sent (docs/decisions.md, "Deleting a workspace").
 * A job naming none (queued by an earlier version, or about no workspace) goes.
 */
export async function workspaceLive(db: Knex, workspaceId: string | undefined): Promise<boolean> {
  if (workspaceId === undefined) return true;
  return (await db('workspaces').where({ id: workspaceId }).whereNull('deleted_at').first('id')) !== undefined;
}
