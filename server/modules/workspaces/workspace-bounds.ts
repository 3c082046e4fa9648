import type { Knex } from 'knex';
import { invalid, type InvalidError } from '../../errors.ts';
import { atUserBound, lockUserForBound } from '../keys/user-bounds.ts';

/**
 * The refusal of one more of something a workspace holds at most `max` of (docs/decisions.md#bounds):
 * 422 naming `workspace_id`, the bound and what to do about it, in the same words for every bound.
 */
export function atWorkspaceBound(
  workspaceId: string,
  { max, what, counted, remedy }: { max: number; what: string; counted?: string; remedy: string },
): InvalidError {
  return invalid(
    `Workspace ${workspaceId} already has ${max.toLocaleString('en-US')} ${what}${counted ? ` (${counted})` : ''}, the most a workspace may have; ${remedy}.`,
    [{ field: '/workspace_id', message: `already has the maximum of ${max} ${what}` }],
  );
}

/**
 * Workspaces a user may own (docs/decisions.md#bounds): every per-workspace bound (webhooks, projects,
 * waiting runs, delivery places) multiplies by the workspaces one person can make.
 */
export const maxOwnedWorkspacesPerUser = 100;

/**
 * Refuses to make the user an owner of one more workspace (creating one, accepting an invitation as
 * owner, being made one) while they own the most allowed: checked on every way in, so no two users
 * can hand workspaces back and forth past it. `another`: the request makes someone else an owner,
 * and the refusal names the role it asked for and says what is theirs to do.
 */
export async function assertRoomToOwn(trx: Knex.Transaction, userId: string, { another = false } = {}): Promise<void> {
  await lockUserForBound(trx, userId);
  const owned = await trx('members').where({ user_id: userId, role: 'owner' }).count({ n: '*' }).first();
  if (Number(owned?.n) >= maxOwnedWorkspacesPerUser) {
    const holds = `owns ${maxOwnedWorkspacesPerUser} workspaces`;
    throw another
      ? atUserBound({
          subject: 'This member',
          holds,
          remedy: 'they must delete one, or hand one to another owner and leave it, before they can be made an owner here',
          field: '/role',
        })
      : atUserBound({
          holds,
          remedy: 'one must be deleted (DELETE /v1/workspaces/{workspace_id}), or handed to another owner and left, first',
        });
  }
}
