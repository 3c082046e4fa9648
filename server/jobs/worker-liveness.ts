import type { Knex } from 'knex';
import type { WorkerUtils } from 'graphile-worker';
import type { Logger } from '../log.ts';

const heartbeatMs = 2_000;
/** A worker silent this long is dead: its locked jobs are released for others (not after graphile's 4 hours). */
export const staleAfterMs = 10_000;

/**
 * Heartbeats for this process's graphile-worker ids, and a sweep that unlocks the jobs of workers
 * whose heartbeat stopped (a SIGKILL, a lost machine): their in-flight work runs again elsewhere.
 */
export function startLiveness(knex: Knex, utils: WorkerUtils, workerIds: () => string[], log: Logger): { stop(): Promise<void> } {
  let stopped = false;
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
    const dead: string[] = await knex('worker_heartbeats').where('last_seen_at', '<', knex.raw(`now() - make_interval(secs => ?)`, [staleSeconds])).pluck('worker_id');
    // Locks held by workers that never beat at all (died at once) also expire after the same time.
    const unknown: string[] = await knex('graphile_worker.jobs')
      .whereNotNull('locked_by')
      .where('locked_at', '<', knex.raw(`now() - make_interval(secs => ?)`, [staleSeconds]))
      .whereNotIn('locked_by', knex('worker_heartbeats').select('worker_id'))
      .distinct()
      .pluck('locked_by');
    const ids = [...new Set([...dead, ...unknown])];
    if (ids.length === 0) return;
    await utils.forceUnlockWorkers(ids);
    await knex('worker_heartbeats').whereIn('worker_id', ids).delete();
    log.warn({ workers: ids }, 'released the jobs of workers that stopped without finishing them');
  };
  const tick = async () => {
    try {
      await beat();
      await sweep();
    } catch (err) {
      if (!stopped) log.warn({ err }, 'worker liveness check failed');
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
      if (ids.length) await knex('worker_heartbeats').whereIn('worker_id', ids).delete().catch(() => {});
    },
  };
}
