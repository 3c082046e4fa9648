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
 * meanwhile) is logged and left to the retention job (removeMarkedWorkspace), and the answer is still
 * 204. A process removes one workspace at a time (oneAtATime).
 */
export async function deleteMarkedThenRemoved(knex: Knex, cache: AuthCache, log: Logger, workspaceId: string): Promise<void> {
  const change = await knex.transaction(async (trx) => {
    const marked = await trx('workspaces').where({ id: workspaceId }).whereNull('deleted_at').update({ deleted_at: trx.fn.now() });
    // Another request's deletion marked it first.
    if (marked === 0) throw notFound(`Workspace ${workspaceId} not found.`);
    return cache.announce(trx, authChange.workspace(workspaceId));
  });
  try {
    await change.done;
    await oneAtATime(knex, () => transactionRetryingConflicts(knex, (trx) => trx.raw(removeSql, [workspaceId, workspaceId])));
  } catch (err) {
    log.warn({ err, workspaceId }, 'workspace marked deleted but not yet removed: the retention job removes it');
  }
}

/**
 * Deletes a marked workspace, by id or (`?` null) the one marked longest ago, unless another
 * transaction holds its row: the retention job and a request's removal never wait on each other's
 * cascade, whoever locks it first removes it.
 */
const removeSql = `delete from workspaces where id = (
  select id from workspaces where deleted_at is not null and (id = ?::text or ?::text is null)
  order by deleted_at limit 1 for update skip locked
) returning id`;

/**
 * The removals under way in this process, one at a time: each holds a pooled connection for its
 * whole cascade, and an owner may delete many large workspaces at once. The others wait their turn
 * here, holding none.
 */
const removals = new WeakMap<Knex, Promise<unknown>>();
function oneAtATime<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
  const turn = (removals.get(knex) ?? Promise.resolve()).then(work);
  removals.set(
    knex,
    turn.catch(() => {}),
  );
  return turn;
}

/**
 * Removes one workspace marked deleted whose removal is not under way, with everything it holds; its
 * id, or undefined when there is none. For the retention job: what a failed deletion left behind.
 * Nobody waits on its cascade's locks for long, since the mark ended every access to it.
 */
export async function removeMarkedWorkspace(knex: Knex): Promise<string | undefined> {
  const { rows } = await oneAtATime(knex, () =>
    transactionRetryingConflicts(knex, (trx) => trx.raw<{ rows: Array<{ id: string }> }>(removeSql, [null, null])),
  );
  return rows[0]?.id;
}
