import type { Knex } from 'knex';
import { authChange } from '../../auth/auth-change.ts';
import { notifyAuthChange } from '../../auth/auth-cache.ts';
import type { Plan, Workspace } from './workspaces.model.ts';

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

/** Creates a workspace with its first owner: the user, as the member `memberId`. */
export async function insertWorkspaceWithOwner(
  trx: Knex.Transaction,
  workspace: Pick<Workspace, 'id' | 'name' | 'slug' | 'timezone'>,
  owner: { userId: string; memberId: string },
): Promise<void> {
  await trx('workspaces').insert(workspace);
  await trx('members').insert({ id: owner.memberId, workspace_id: workspace.id, user_id: owner.userId, role: 'owner' });
}

/**
 * Puts a workspace on a plan (the operator's change: there is no API for it); false when there is
 * no such workspace. Keys homed in it take the plan's rate limit at once, in every process.
 */
export async function setWorkspacePlan(trx: Knex.Transaction, workspaceId: string, plan: Plan): Promise<boolean> {
  const changed = await trx('workspaces').where({ id: workspaceId }).update({ plan, updated_at: new Date() });
  if (changed === 0) return false;
  await notifyAuthChange(trx, authChange.workspace(workspaceId));
  return true;
}
