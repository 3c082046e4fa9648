import type { Knex } from 'knex';
import type { Workspace } from './workspaces.model.ts';

/** What rules and runs read of a workspace: its names, plan and time zone. */
export type WorkspaceFacts = Pick<Workspace, 'id' | 'name' | 'slug' | 'plan' | 'timezone'>;

/**
 * The workspace's facts. Callers hold a row that references the workspace (a project, a run), whose
 * deletion cascades from it, so the workspace exists; its absence is a broken invariant.
 */
export async function workspaceFacts(db: Knex | Knex.Transaction, workspaceId: string): Promise<WorkspaceFacts> {
  const row = await db('workspaces').where({ id: workspaceId }).first('id', 'name', 'slug', 'plan', 'timezone');
  if (!row) throw new Error(`workspace ${workspaceId} is gone while a row referencing it is held`);
  return row;
}

/** Creates a workspace with its first owner. */
export async function insertWorkspaceWithOwner(
  trx: Knex.Transaction,
  workspace: Pick<Workspace, 'id' | 'name' | 'slug' | 'timezone'>,
  ownerUserId: string,
  memberId: string,
): Promise<void> {
  await trx('workspaces').insert(workspace);
  await trx('members').insert({ id: memberId, workspace_id: workspace.id, user_id: ownerUserId, role: 'owner' });
}
