import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { outageLog } from '../db/outage-log.ts';

/** A `worker_heartbeats` row (unlogged): a graphile-worker pool that is alive. */
interface WorkerHeartbeat {
  worker_id: string;
  pid: number;
  last_seen_at: Date;
}

/** The columns of graphile-worker's jobs view that this service and its tests read. */
interface GraphileJob {
  id: string;
  key: string | null;
  task_identifier: string;
  payload: unknown;
  run_at: Date;
  locked_by: string | null;
  locked_at: Date | null;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    worker_heartbeats: WorkerHeartbeat;
    'graphile_worker.jobs': GraphileJob;
  }
}

const heartbeatMs = 2_000;
/** A worker silent this long is dead: its locked jobs are released for others (not after graphile's 4 hours). */
export const staleAfterMs = 10_000;

/**
 * Unlocks the jobs these graphile-worker ids hold, keeping their run time, and wakes every worker
 * listening so one takes them now rather than at its next poll.
 */
export async function releaseJobs(knex: Knex, workerIds: string[]): Promise<number> {
  if (workerIds.length === 0) return 0;
  return knex.transaction(async (trx) => {
    const held = Number((await trx('graphile_worker.jobs').whereIn('locked_by', workerIds).count({ n: '*' }).first())?.n ?? 0);
    await trx.raw('select graphile_worker.force_unlock_workers(?::text[])', [workerIds]);
    if (held > 0) await trx.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [held]);
    return held;
  });
}

/** A moment's view of this process's workers: their graphile-worker ids, and the ids of the jobs they are running. */
interface WorkersNow {
  workerIds: string[];
  running: Set<string>;
}

/**
 * Jobs this process's workers hold in the database but are not running: their completion or failure
 * was never recorded (graphile-worker does not retry that write, and PostgreSQL was away then).
 * Held by a live process, nothing else would ever release them. Released, they run again, which our
 * tasks treat as a no-op when their work is done (a finished run).
 */
async function releaseOrphans(knex: Knex, { workerIds, running }: WorkersNow, log: Logger): Promise<void> {
  const staleSeconds = staleAfterMs / 1000;
  const held: string[] = (
    await knex('graphile_worker.jobs')
      .whereIn('locked_by', workerIds)
      .where('locked_at', '<', knex.raw(`now() - make_interval(secs => ?)`, [staleSeconds]))
      .pluck('id')
  ).map(String);
  const orphans = held.filter((id) => !running.has(id));
  if (orphans.length === 0) return;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `with j as (
         update graphile_worker._private_jobs set locked_by = null, locked_at = null
         where id = any(?::bigint[]) and locked_by = any(?::text[]) returning job_queue_id
       )
       update graphile_worker._private_job_queues q set locked_by = null, locked_at = null from j where q.id = j.job_queue_id`,
      [orphans, workerIds],
    );
    await trx.raw(`select pg_notify('jobs:insert', json_build_object('count', ?::int)::text)`, [orphans.length]);
  });
  log.warn({ jobs: orphans }, 'released jobs this process held but was not running (their outcome was lost while the database was away)');
}

/** This process's workers, read at each check: their graphile-worker ids, and the jobs they run now (none unless given). */
export interface LocalWorkers {
  workerIds: () => string[];
  runningJobs?: () => Set<string>;
}

/**
 * Heartbeats for this process's graphile-worker ids, and a sweep that unlocks the jobs of workers
 * whose heartbeat stopped (a SIGKILL, a lost machine): their in-flight work runs again elsewhere.
 */
export function startLiveness(
  knex: Knex,
  log: Logger,
  { workerIds, runningJobs = () => new Set() }: LocalWorkers,
): { stop(): Promise<void> } {
  let stopped = false;
  // The database out of reach is the outage log's to say once it lasts: with PostgreSQL signalled
  // first (the terminal's Ctrl-C reaches the whole process group), a tick in that second warned.
  const outage = outageLog(log);
  const beat = async () => {
    const ids = workerIds();
    if (ids.length === 0) return;
    await knex('worker_heartbeats')
      .insert(ids.map((id) => ({ worker_id: id, pid: process.pid, last_seen_at: knex.fn.now() })))
      .onConflict('worker_id')
      .merge(['last_seen_at']);
  };
  const sweep = async () => {
    const staleSeconds = staleAfterMs / 1000;
    const dead: string[] = await knex('worker_heartbeats')
      .where('last_seen_at', '<', knex.raw(`now() - make_interval(secs => ?)`, [staleSeconds]))
      .pluck('worker_id');
    // Locks held by workers that never beat at all (died at once) also expire after the same time.
    const unknown = await knex('graphile_worker.jobs')
      .whereNotNull('locked_by')
      .where('locked_at', '<', knex.raw(`now() - make_interval(secs => ?)`, [staleSeconds]))
      .whereNotIn('locked_by', knex('worker_heartbeats').select('worker_id'))
      .distinct()
      .pluck('locked_by');
    const ids = [...new Set([...dead, ...unknown.filter((id) => id !== null)])];
    if (ids.length === 0) return;
    await releaseJobs(knex, ids);
    await knex('worker_heartbeats').whereIn('worker_id', ids).delete();
    log.warn({ workers: ids }, 'released the jobs of workers that stopped without finishing them');
  };
  const tick = async () => {
    try {
      await beat();
      await sweep();
      const ids = workerIds();
      if (ids.length > 0) await releaseOrphans(knex, { workerIds: ids, running: runningJobs() }, log);
      outage.answered();
    } catch (err) {
      if (!stopped && !outage.unreachable(err, 'worker liveness check')) log.warn({ err }, 'worker liveness check failed');
    }
  };
  const timer = setInterval(() => void tick(), heartbeatMs);
  timer.unref();
  void tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      const ids = workerIds();
      if (ids.length)
        await knex('worker_heartbeats')
          .whereIn('worker_id', ids)
          .delete()
          .catch(() => {});
    },
  };
}
