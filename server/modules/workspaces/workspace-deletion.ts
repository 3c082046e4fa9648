import type { Knex } from 'knex';
import type { Logger } from '../../log.ts';
import type { AuthCache } from '../../auth/auth-cache.ts';
import { authChange } from '../../auth/auth-change.ts';
import { transactionRetryingConflicts } from '../../db/retry-conflicts.ts';
import { notFound } from '../../errors.ts';

/**
 * Deletes a workspace in two steps. First it is marked deleted, in a short transaction that takes no
 * lock a request of the workspace holds: from its commit, and once every process has dropped its
 * cached memberships, every access to the workspace answers 404 (auth-cache.ts reads only unmarked
 * workspaces' members). Then it is removed, with everything it holds. That cascade holds the
 * workspace's row, its projects' and the rows it reaches until it commits, 7.7 s for a million
 * events; done in one step, every write the workspace's own clients sent meanwhile waited on those
 * locks holding one of the pool's connections, and 30 of them left the other tenants' requests
 * waiting for a connection as long (docs/decisions.md#deleting-a-workspace).
 *
 * The deletion has happened once the mark commits: a removal that fails after it (the database lost
 * meanwhile) is logged and left to the retention job (removeMarkedWorkspace), and the answer is still 204.
 */
export async function deleteMarkedThenRemoved(knex: Knex, cache: AuthCache, log: Logger, workspaceId: string): Promise<void> {
  const change = await knex.transaction(async (trx) => {
    const marked = await trx('workspaces').where({ id: workspaceId }).whereNull('deleted_at').update({ deleted_at: trx.fn.now() });
    // Another request's deletion marked it first.
    if (marked === 0) throw notFound(`Workspace ${workspaceId} not found.`);
    return cache.announce(trx, authChange.workspace(workspaceId));
  });
  await change.done;
  try {
    await transactionRetryingConflicts(knex, (trx) => trx('workspaces').where({ id: workspaceId }).delete());
  } catch (err) {
    log.warn({ err, workspaceId }, 'workspace marked deleted but not yet removed: the retention job removes it');
  }
}

/**
 * Removes one workspace marked deleted whose removal is not under way (a request's removal holds its
 * row), with everything it holds; its id, or undefined when there is none. For the retention job:
 * what a failed deletion left behind. Nobody waits on the cascade's locks, since the mark ended every
 * access to the workspace.
 */
export async function removeMarkedWorkspace(db: Knex): Promise<string | undefined> {
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(
    `delete from workspaces where id = (
       select id from workspaces where deleted_at is not null order by deleted_at limit 1 for update skip locked
     ) returning id`,
  );
  return rows[0]?.id;
}
