import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { enqueue, type JobSpec } from '../queue/enqueue.ts';
import { eventSignals, type EventRow } from './record-event.ts';
import { listenForCommits } from './commit-signal.ts';

/** An event as the fan-outs see it. */
export type OutboxEvent = Omit<EventRow, 'actor' | 'dispatched_at'>;

/** Turns a batch of events into work (runs, deliveries), inside the dispatching transaction. */
export type FanOut = (trx: Knex.Transaction, events: OutboxEvent[]) => Promise<JobSpec[]>;

export interface DispatcherOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  /** The database to LISTEN on for other processes' commits; without it, only this process's wake the loop. */
  connectionString?: string;
}

/**
 * Moves events from the outbox into jobs. A batch is claimed with SKIP LOCKED, fanned out, its jobs
 * enqueued with one add_jobs, and stamped dispatched, all in one transaction: a crash before commit
 * leaves the events for the next claim, so none is lost, and none is fanned out twice.
 */
export async function dispatchBatch(knex: Knex, fanOuts: FanOut[], batchSize = 200): Promise<number> {
  return knex.transaction(async (trx) => {
    const events: OutboxEvent[] = await trx('events')
      .whereNull('dispatched_at')
      .orderBy('seq')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .select('seq', 'id', 'workspace_id', 'project_id', 'type', 'data', 'automation_chain', 'created_at');
    if (events.length === 0) return 0;
    const jobs: JobSpec[] = [];
    for (const fanOut of fanOuts) jobs.push(...(await fanOut(trx, events)));
    await enqueue(trx, jobs);
    await trx('events')
      .whereIn(
        'seq',
        events.map((e) => e.seq),
      )
      .update({ dispatched_at: trx.fn.now() });
    return events.length;
  });
}

/**
 * The dispatch loop of a worker process: drains the outbox in batches, then waits for a commit in
 * this process (no query), an announcement from another process (LISTEN), or the poll interval.
 */
export function startDispatcher(knex: Knex, log: Logger, fanOuts: FanOut[], options: DispatcherOptions = {}): { stop(): Promise<void> } {
  const batchSize = options.batchSize ?? 200;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  let stopped = false;
  let wake: (() => void) | undefined;
  // A commit seen while a batch runs: the next wait ends at once rather than after the poll interval.
  let missed = false;
  const onCommit = () => {
    if (wake) wake();
    else missed = true;
  };
  eventSignals.on('committed', onCommit);
  const listener = options.connectionString ? listenForCommits(options.connectionString, onCommit, log) : undefined;

  const loop = (async () => {
    while (!stopped) {
      let handled = 0;
      try {
        handled = await dispatchBatch(knex, fanOuts, batchSize);
      } catch (err) {
        log.error({ err }, 'event dispatch failed; retrying');
      }
      if (handled === batchSize || stopped) continue;
      if (missed) {
        missed = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    async stop() {
      stopped = true;
      eventSignals.off('committed', onCommit);
      wake?.();
      await loop;
      await listener?.stop();
    },
  };
}
