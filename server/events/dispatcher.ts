import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { enqueue, type JobSpec } from '../queue/enqueue.ts';
import type { EventRow } from './record-event.ts';
import type { Listener } from '../db/listener.ts';
import { localSignals } from './signals.ts';
import { listenForSignal } from './cross-process-signal.ts';
import { wakeSignal } from '../process/wake-signal.ts';
import { outageLog } from '../db/outage-log.ts';

/** An event as the fan-outs see it. */
export type OutboxEvent = Omit<EventRow, 'actor' | 'dispatched_at'>;

/** Turns a batch of events into work (runs, deliveries), inside the dispatching transaction. */
export type FanOut = (trx: Knex.Transaction, events: OutboxEvent[]) => Promise<JobSpec[]>;

export interface DispatcherOptions {
  /** What each batch is handed to, in order. */
  fanOuts: FanOut[];
  batchSize?: number;
  pollIntervalMs?: number;
  /** The process's listener, to hear other processes' commits; without it, only this process's wake the loop. */
  listener?: Listener;
  /** Batches dispatched at once, each of a different workspace. */
  lanes?: number;
  /** How long a workspace whose batch failed waits before its next claim, doubling up to 60 s. */
  firstBackoffMs?: number;
}

/** The longest a failing workspace waits between claims. */
const maxBackoffMs = 60_000;

/**
 * The most events one claim takes. A batch's cost is mostly its round trips (a claim, each fan-out's
 * reads and writes), each waiting its turn on an event loop the engines keep busy: under a backlog,
 * batches of 200 went 580 task events a second with a webhook and an automation subscribed, batches
 * of 1,000 about 1,500 (issue 29). Without a backlog a claim takes what is there, so a batch is no
 * bigger and no slower for it.
 */
export const dispatchBatchSize = 1_000;

/**
 * Which events one claim takes: up to `batchSize` (dispatchBatchSize), of a workspace not in `busy`;
 * `onClaimed` hears the workspace as soon as its events are claimed.
 */
export interface BatchClaim {
  batchSize?: number;
  busy?: readonly string[];
  onClaimed?: (workspaceId: string) => void;
}

/**
 * Moves events from the outbox into jobs, one workspace at a time: the oldest undispatched event of a
 * workspace not in `busy` names the workspace, and up to `batchSize` of its events are claimed with
 * SKIP LOCKED and stamped dispatched, fanned out, and their jobs enqueued with one add_jobs, all in one
 * transaction: a crash before commit leaves the events for the next claim, so none is lost, and none
 * is fanned out twice.
 */
export async function dispatchBatch(
  knex: Knex,
  fanOuts: FanOut[],
  { batchSize = dispatchBatchSize, busy = [], onClaimed }: BatchClaim = {},
): Promise<number> {
  return knex.transaction(async (trx) => {
    // Claimed and stamped at once: the stamp commits with the fan-out's work, or neither does.
    const { rows: claimed } = (await trx
      .raw(
        `with head as (
           select workspace_id from events
           where dispatched_at is null and workspace_id <> all(?::text[])
           order by seq limit 1
           for update skip locked
         ), picked as (
           select seq from events
           where dispatched_at is null and workspace_id = (select workspace_id from head)
           order by seq limit ?
           for update skip locked
         )
         update events e set dispatched_at = now() from picked where e.seq = picked.seq
         returning e.seq, e.id, e.workspace_id, e.project_id, e.type, e.data, e.automation_chain, e.created_at`,
        [[...busy], batchSize],
      )
      .options({ name: 'dispatch_claim' })) as { rows: OutboxEvent[] };
    if (claimed.length === 0) return 0;
    const events = claimed.sort((a, b) => a.seq - b.seq);
    onClaimed?.(events[0]!.workspace_id);
    const jobs: JobSpec[] = [];
    for (const fanOut of fanOuts) jobs.push(...(await fanOut(trx, events)));
    await enqueue(trx, jobs);
    return events.length;
  });
}

/**
 * The dispatch loop of a worker process: up to `lanes` batches at once, each of one workspace and no
 * two of the same, so a workspace whose events fan out to many runs holds one lane while the others
 * dispatch everyone else's events. It waits for a commit in this process (no query), an
 * announcement from another process (LISTEN), a lane that finished, or the poll interval.
 */
export function startDispatcher(knex: Knex, log: Logger, options: DispatcherOptions): { stop(): Promise<void> } {
  const { fanOuts } = options;
  const batchSize = options.batchSize ?? dispatchBatchSize;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const lanes = options.lanes ?? 4;
  let stopped = false;
  const { signal, wait } = wakeSignal();
  const offLocal = localSignals.on('events-committed', signal);
  const remote = options.listener ? listenForSignal(options.listener, 'events-committed', signal) : undefined;

  const busy = new Set<string>();
  const outage = outageLog(log);
  // A workspace whose batch failed (a fan-out threw) waits before it is claimed again, longer each
  // time, so one poisoned batch neither spins the process nor floods the log; the others go on.
  const firstBackoffMs = options.firstBackoffMs ?? 1_000;
  const cooling = new Map<string, { until: number; delayMs: number }>();
  const coolingNow = () => [...cooling].flatMap(([workspaceId, { until }]) => (until > Date.now() ? [workspaceId] : []));
  let passedOver = false;
  const running = new Set<Promise<void>>();
  /** Starts a lane; resolves once it claimed (true) or found nothing to claim (false). */
  const startLane = () =>
    new Promise<boolean>((claimed) => {
      let workspace: string | undefined;
      const onClaimed = (workspaceId: string) => {
        workspace = workspaceId;
        busy.add(workspaceId);
        claimed(true);
      };
      const lane: Promise<void> = dispatchBatch(knex, fanOuts, { batchSize, busy: [...busy, ...coolingNow()], onClaimed })
        .then(
          (handled) => {
            outage.answered();
            if (workspace) cooling.delete(workspace);
            // A full batch: that workspace has more waiting.
            if (handled === batchSize) passedOver = true;
          },
          (err: unknown) => {
            const unreachable = outage.unreachable(err, 'event dispatch');
            if (!workspace) return unreachable ? undefined : log.error({ err }, 'event dispatch failed; retrying');
            const delayMs = Math.min(maxBackoffMs, cooling.has(workspace) ? cooling.get(workspace)!.delayMs * 2 : firstBackoffMs);
            cooling.set(workspace, { until: Date.now() + delayMs, delayMs });
            if (unreachable) return;
            log.error(
              { err, workspaceId: workspace, retryInMs: delayMs },
              "a batch of the workspace's events failed to dispatch; retrying later",
            );
          },
        )
        .finally(() => {
          if (workspace) busy.delete(workspace);
          running.delete(lane);
          claimed(false);
          // A claim that found nothing while this workspace was busy may have passed over its events.
          if (workspace && passedOver) {
            passedOver = false;
            signal();
          }
        });
      running.add(lane);
    });

  const loop = (async () => {
    while (!stopped) {
      if (running.size < lanes) {
        const excluding = busy.size > 0;
        if (await startLane()) continue;
        if (excluding) passedOver = true;
      }
      if (stopped) break;
      await wait(pollIntervalMs);
    }
  })();

  return {
    async stop() {
      stopped = true;
      offLocal();
      signal();
      await loop;
      await Promise.all(running);
      await remote?.cancel();
    },
  };
}
