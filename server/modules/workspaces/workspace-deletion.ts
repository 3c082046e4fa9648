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
 * meanwhile) is logged and left to the retention job (removeMarkedWorkspaces), and the answer is still
 * 204. A process runs at most two removals at once (inRemovalPlace).
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
    const outcome = await inRemovalPlace(knex, () => removeMarked(knex, workspaceId));
    if (outcome === undefined)
      log.warn({ workspaceId }, 'workspace marked deleted; no removal place came in time: the retention job removes it');
    // Another removal holds its lock: the retention job's, or (a hash two ids share) another workspace's.
    else if (outcome === 'taken')
      log.info({ workspaceId }, 'workspace marked deleted; another removal holds its lock: it or the retention job removes it');
  } catch (err) {
    log.warn({ err, workspaceId }, 'workspace marked deleted but not yet removed: the retention job removes it');
  }
}

/**
 * The advisory lock class of a workspace's removal (with the id's hash), held for its transaction:
 * a request's removal and the retention job's never run on the same workspace at once, nor wait
 * for each other. The workspace's row itself cannot serve: `FOR UPDATE SKIP LOCKED` also passes over
 * it while any write holds it `FOR KEY SHARE` (every insert whose foreign key names the workspace).
 */
const removalLock = 0x77736472;

/**
 * Removes a marked workspace with everything it holds, in one transaction, unless another removal
 * of it holds its lock (`taken`: that one removes it). Waits, as any delete, for the writes under
 * way in it to commit.
 */
function removeMarked(
  knex: Knex,
  workspaceId: string,
  { lockTimeout }: { lockTimeout?: string } = {},
): Promise<'removed' | 'taken' | 'gone'> {
  return transactionRetryingConflicts(knex, async (trx) => {
    const { rows } = await trx.raw<{ rows: Array<{ locked: boolean }> }>('select pg_try_advisory_xact_lock(?, hashtext(?)) as locked', [
      removalLock,
      workspaceId,
    ]);
    if (!rows[0]!.locked) return 'taken';
    if (lockTimeout) await trx.raw(`select set_config('lock_timeout', ?, true)`, [lockTimeout]);
    const deleted = await trx('workspaces').where({ id: workspaceId }).whereNotNull('deleted_at').delete();
    return deleted > 0 ? 'removed' : 'gone';
  });
}

/** Removals a process runs at once: each holds a pooled connection for its whole cascade. */
export const removalPlaces = 2;
/** How long a deletion waits for a place before it leaves the removal to the retention job. */
const removalPlaceWaitMs = 10_000;

/** Each knex's removal places: how many are free, and who waits for one. */
const places = new WeakMap<Knex, { free: number; waiting: Array<() => void> }>();

/**
 * Runs `work` once one of the process's removal places is free, holding no connection meanwhile:
 * an owner deleting many large workspaces at once would otherwise hold a connection for each. Undefined
 * when no place came within removalPlaceWaitMs (a cascade stuck on a lock holds its place).
 */
export async function inRemovalPlace<T>(knex: Knex, work: () => Promise<T>, waitMs = removalPlaceWaitMs): Promise<T | undefined> {
  let state = places.get(knex);
  if (!state) places.set(knex, (state = { free: removalPlaces, waiting: [] }));
  const current = state;
  if (current.free === 0) {
    const turn = await new Promise<boolean>((resolve) => {
      const give = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = current.waiting.indexOf(give);
        if (at >= 0) current.waiting.splice(at, 1);
        resolve(false);
      }, waitMs);
      current.waiting.push(give);
    });
    if (!turn) return undefined;
  } else current.free -= 1;
  try {
    return await work();
  } finally {
    // The place passes straight to the next in line, or is freed.
    const next = current.waiting.shift();
    if (next) next();
    else current.free += 1;
  }
}

/**
 * Removes the workspaces marked deleted more than a minute ago (by then every process confirmed it
 * dropped their members or was given up on, and the request's own removal has had its turn) that no
 * other removal holds, oldest mark first, in this process's removal places, starting none after
 * `deadline`: what a deletion whose removal failed or timed out left behind. For the retention job,
 * which runs one at a time for every tenant: a removal waits at most 5 s for any lock (a transaction
 * left open in the workspace), and one that fails is logged and passed over. Returns the ids removed.
 */
export async function removeMarkedWorkspaces(knex: Knex, deadline: number, log: (message: string) => void): Promise<string[]> {
  const candidates: string[] = await knex('workspaces')
    .whereNotNull('deleted_at')
    .where('deleted_at', '<', knex.raw(`now() - interval '1 minute'`))
    .orderBy('deleted_at')
    .limit(20)
    .pluck('id');
  const removed: string[] = [];
  for (const workspaceId of candidates) {
    if (Date.now() >= deadline) break;
    try {
      const outcome = await inRemovalPlace(knex, () => removeMarked(knex, workspaceId, { lockTimeout: '5s' }));
      if (outcome === 'removed') removed.push(workspaceId);
    } catch (err) {
      log(`could not remove workspace ${workspaceId}, marked deleted: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return removed;
}
