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
  /** Batches dispatched at once, each of a different workspace. */
  lanes?: number;
}

/**
 * Moves events from the outbox into jobs, one workspace at a time: the oldest undispatched event of a
 * workspace not in `busy` names the workspace, and up to `batchSize` of its events are claimed with
 * SKIP LOCKED, fanned out, their jobs enqueued with one add_jobs, and stamped dispatched, all in one
 * transaction: a crash before commit leaves the events for the next claim, so none is lost, and none
 * is fanned out twice. `onClaimed` hears the workspace as soon as its events are claimed.
 */
export async function dispatchBatch(
  knex: Knex,
  fanOuts: FanOut[],
  batchSize = 200,
  busy: readonly string[] = [],
  onClaimed?: (workspaceId: string) => void,
): Promise<number> {
  return knex.transaction(async (trx) => {
    const { rows: events } = (await trx.raw(
      `with head as (
         select workspace_id from events
         where dispatched_at is null and workspace_id <> all(?::text[])
         order by seq limit 1
         for update skip locked
       )
       select seq, id, workspace_id, project_id, type, data, automation_chain, created_at from events
       where dispatched_at is null and workspace_id = (select workspace_id from head)
       order by seq limit ?
       for update skip locked`,
      [[...busy], batchSize],
    )) as { rows: OutboxEvent[] };
    if (events.length === 0) return 0;
    onClaimed?.(events[0]!.workspace_id);
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
 * The dispatch loop of a worker process: up to `lanes` batches at once, each of one workspace and no
 * two of the same, so a workspace whose events fan out to many runs holds one lane while the others
 * dispatch everyone else's events. It waits for a commit in this process (no query), an
 * announcement from another process (LISTEN), a lane that finished, or the poll interval.
 */
export function startDispatcher(knex: Knex, log: Logger, fanOuts: FanOut[], options: DispatcherOptions = {}): { stop(): Promise<void> } {
  const batchSize = options.batchSize ?? 200;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const lanes = options.lanes ?? 4;
  let stopped = false;
  let wake: (() => void) | undefined;
  // A signal seen while the loop was not waiting: the next wait ends at once rather than after the poll interval.
  let missed = false;
  const signal = () => {
    if (wake) wake();
    else missed = true;
  };
  eventSignals.on('committed', signal);
  const listener = options.connectionString ? listenForCommits(options.connectionString, signal, log) : undefined;

  const busy = new Set<string>();
  const running = new Set<Promise<void>>();
  /** Starts a lane; resolves once it claimed (true) or found nothing to claim (false). */
  const startLane = () =>
    new Promise<boolean>((claimed) => {
      let workspace: string | undefined;
      const lane: Promise<void> = dispatchBatch(knex, fanOuts, batchSize, [...busy], (workspaceId) => {
        workspace = workspaceId;
        busy.add(workspaceId);
        claimed(true);
      })
        .then(
          (handled) => {
            // A full batch: that workspace has more waiting.
            if (handled === batchSize) missed = true;
          },
          (err: unknown) => log.error({ err }, 'event dispatch failed; retrying'),
        )
        .finally(() => {
          if (workspace) busy.delete(workspace);
          running.delete(lane);
          claimed(false);
          if (workspace) signal();
        });
      running.add(lane);
    });

  const loop = (async () => {
    while (!stopped) {
      if (running.size < lanes && (await startLane())) continue;
      if (stopped) break;
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
      eventSignals.off('committed', signal);
      wake?.();
      await loop;
      await Promise.all(running);
      await listener?.stop();
    },
  };
}
