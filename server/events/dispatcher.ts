import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { enqueue, type JobSpec } from '../queue/enqueue.ts';
import type { EventRow } from './record-event.ts';
import type { Listener } from '../db/listener.ts';
import { localSignals } from './signals.ts';
import { listenForSignal } from './cross-process-signal.ts';
import { wakeSignal } from '../process/wake-signal.ts';
import type { DispatchFirst } from '../process/dispatch-first.ts';
import { outageLog } from '../db/outage-log.ts';
import { dispatchClaimSql } from './dispatch-claim.ts';

/** An event as the fan-outs see it. */
export type OutboxEvent = Omit<EventRow, 'actor' | 'dispatched_at'>;

/**
 * Turns a batch of events into work (runs, deliveries), inside the dispatching transaction. `found` is
 * what its `read` found, undefined without one.
 */
export interface FanOut {
  (trx: Knex.Transaction, events: OutboxEvent[], found?: unknown): Promise<JobSpec[]>;
  /**
   * What the fan-out needs to know about each batch, as a scalar SQL expression (its value as JSON)
   * over `claimed`, the batch's events, all of one workspace: read in the claim's own statement and
   * snapshot (dispatch-claim.ts), a round trip fewer than reading it after. Evaluated only when the
   * claim took events.
   */
  read?: string;
}

/** A fan-out whose read's JSON is `T`. */
export function fanOutReading<T>(
  read: string,
  fanOut: (trx: Knex.Transaction, events: OutboxEvent[], found: T) => Promise<JobSpec[]>,
): FanOut {
  return Object.assign((trx: Knex.Transaction, events: OutboxEvent[], found?: unknown) => fanOut(trx, events, found as T), { read });
}

/** The claim's statement for a set of fan-outs' reads, and its name (a named statement's text may not change). */
const claimStatements = new Map<string, { sql: string; name: string; reads: boolean }>();
export function claimStatement(fanOuts: readonly FanOut[]): { sql: string; name: string; reads: boolean } {
  const reads = fanOuts.flatMap((f) => (f.read === undefined ? [] : [f.read]));
  // A read is SQL of the code's, pasted into the claim: a `?` in it would be taken for a binding.
  if (reads.some((read) => read.includes('?'))) throw new Error('a fan-out read may not contain "?"');
  const key = reads.join('\0');
  let statement = claimStatements.get(key);
  if (!statement) {
    // Bounded by the code: the worker's one set of fan-outs, and the tests' few.
    statement = { sql: dispatchClaimSql(reads), name: `dispatch_claim_${claimStatements.size}`, reads: reads.length > 0 };
    claimStatements.set(key, statement);
  }
  return statement;
}

export interface DispatcherOptions {
  /** What each batch is handed to, in order. */
  fanOuts: FanOut[];
  batchSize?: number;
  pollIntervalMs?: number;
  /** The process's listener, to hear other processes' commits; without it, only this process's wake the loop. */
  listener?: Listener;
  /** Batches dispatched at once, each of one workspace. */
  lanes?: number;
  /** How long a workspace whose batch failed waits before its next claim, doubling up to 60 s. */
  firstBackoffMs?: number;
  /** Told which workspaces' events wait behind the batches under way, so the process's engines let their fan-out go first. */
  dispatchFirst?: DispatchFirst;
}

/**
 * A workspace's batches at once in one process while it has a backlog (its batch under way came back
 * full): the second claims the events after the first's, and their fan-outs overlap but for creating
 * runs, which waits on the usage row the first one locked. On 5,000 task events with a webhook and an
 * automation subscribed, two went 2,082–2,478 events a second against 1,884–2,029 for one; three or
 * four no faster (issue 29, point 3). The second lane goes to it only when no other workspace has an
 * event waiting (dispatch-claim.ts), or a workspace draining a backlog fast would take every lane in
 * turn. Without a backlog a workspace keeps one lane: a second one for every event that came during a
 * batch made batches smaller and more, and event → webhook slower under load (p90 40–60 ms against
 * 27–45, at 420 writes a second in one process).
 */
export const backlogLanesPerWorkspace = 2;

/**
 * A backlogged workspace with no batch here and no full claim for this long is taken to have none
 * left: its next claim after a full batch comes within a batch's time (0.1–0.8 s on 2 cores).
 */
const staleBacklogMs = 2_000;

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

/** A claim as `onClaimed` hears it, as soon as its events are claimed. */
export interface Claimed {
  workspaceId: string;
  /** The seq of the last event claimed. */
  lastSeq: number;
  /** Whether it took a whole batch (so more of the workspace's events may be waiting). */
  full: boolean;
}

/**
 * Which events one claim takes: up to `batchSize` (dispatchBatchSize), of a workspace not in `busy`,
 * and of a workspace in `after` only those after its seq (another lane holds, or just gave back, those
 * before).
 */
export interface BatchClaim {
  batchSize?: number;
  busy?: readonly string[];
  after?: ReadonlyMap<string, number>;
  onClaimed?: (claimed: Claimed) => void;
}

/**
 * Moves events from the outbox into jobs, one workspace a batch: the oldest undispatched event of a
 * workspace not in `busy` (and after its seq in `after`) names the workspace, and up to `batchSize` of
 * its events from there on are claimed with SKIP LOCKED and stamped dispatched, fanned out, and their
 * jobs enqueued with one add_jobs, all in one transaction: a crash before commit leaves the events for
 * the next claim, so none is lost, and none is fanned out twice.
 */
export async function dispatchBatch(
  knex: Knex,
  fanOuts: FanOut[],
  { batchSize = dispatchBatchSize, busy = [], after = new Map(), onClaimed }: BatchClaim = {},
): Promise<number> {
  const afterWorkspaces = [...after.keys()];
  const underWay = [...busy, ...afterWorkspaces];
  const claim = claimStatement(fanOuts);
  return knex.transaction(async (trx) => {
    // Claimed and stamped at once: the stamp commits with the fan-out's work, or neither does.
    const { rows: claimed } = (await trx
      .raw(claim.sql, [underWay, underWay, afterWorkspaces, [...after.values()], batchSize])
      .options({ name: claim.name })) as {
      rows: Array<OutboxEvent & { fan_out_reads?: unknown[] | null; workspace_marked: boolean; picked: number }>;
    };
    if (claimed.length === 0) return 0;
    // Rolled back, so the events it locked are claimed again, in order (dispatch-claim.ts, on the stamp).
    if (claimed[0]!.picked !== claimed.length)
      throw new Error(
        `the dispatch claim locked ${claimed[0]!.picked} events and stamped ${claimed.length}: an event waiting for dispatch was updated by something other than the claim`,
      );
    claimed.sort((a, b) => a.seq - b.seq);
    const found = claimed[0]!.fan_out_reads ?? [];
    const marked = claimed[0]!.workspace_marked;
    // The fan-outs get the events as recorded, not the claim's columns about them.
    const events: OutboxEvent[] = claimed.map(({ fan_out_reads: _, workspace_marked: __, picked: ___, ...event }) => event);
    onClaimed?.({ workspaceId: events[0]!.workspace_id, lastSeq: events.at(-1)!.seq, full: events.length === batchSize });
    // A workspace deleted but not yet removed (its removal failed, or is under way): the 204 said it
    // is gone, so its events start no run and reach no webhook or member; they go with its removal.
    if (marked) return events.length;
    let read = 0;
    const jobs: JobSpec[] = [];
    for (const fanOut of fanOuts) jobs.push(...(await fanOut(trx, events, fanOut.read === undefined ? undefined : found[read++])));
    await enqueue(trx, jobs);
    return events.length;
  });
}

/**
 * The dispatch loop of a worker process: up to `lanes` batches at once, each of one workspace, and of
 * one workspace one at a time but while it has a backlog (backlogLanesPerWorkspace), so a workspace
 * whose events fan out to many runs holds at most two lanes while the others dispatch everyone else's
 * events. It waits for a commit in this process (no query), an announcement from another process
 * (LISTEN), a lane that finished, or the poll interval.
 */
export function startDispatcher(knex: Knex, log: Logger, options: DispatcherOptions): { stop(): Promise<void> } {
  const { fanOuts } = options;
  const batchSize = options.batchSize ?? dispatchBatchSize;
  const pollIntervalMs = options.pollIntervalMs ?? 250;
  const lanes = options.lanes ?? 4;
  let stopped = false;
  const { signal, wait } = wakeSignal();
  /**
   * What the wake-ups since the last claim began named: the workspaces whose events were committed,
   * or any (the poll, an announcement naming none, a start). A claim for a workspace whose batch is
   * under way here would find nothing (nor would one for a workspace already claimed): under a write
   * load such claims outnumbered the batches, 1.5 to 2 of them a batch (issue 29, point 2).
   */
  let heard: Set<string> | 'any' = 'any';
  /** Workspaces named while their lane was under way here: looked at again as it ends. */
  const owed = new Set<string>();
  const named = (workspaceId: string) => {
    if (heard !== 'any') heard.add(workspaceId);
  };
  const hear = (scope: string | undefined) => {
    if (scope === undefined) heard = 'any';
    else named(scope);
    signal();
  };
  const offLocal = localSignals.on('events-committed', hear);
  const remote = options.listener
    ? listenForSignal(options.listener, 'events-committed', (scopes) => {
        if (scopes === undefined) hear(undefined);
        else for (const scope of scopes) hear(scope);
      })
    : undefined;

  /** The batches under way, by lane. */
  const underWay = new Map<symbol, Claimed>();
  /** Workspaces that may have no more lanes now, and the others under way (whose next lane takes only later events). */
  const lanesTaken = () => {
    const taken = new Map<string, { lanes: number; full: boolean; lastSeq: number }>();
    for (const { workspaceId, lastSeq, full } of underWay.values()) {
      const was = taken.get(workspaceId) ?? { lanes: 0, full: false, lastSeq };
      taken.set(workspaceId, { lanes: was.lanes + 1, full: was.full || full, lastSeq: Math.max(was.lastSeq, lastSeq) });
    }
    const busy: string[] = [];
    const after = new Map<string, number>();
    for (const [workspaceId, { lanes: held, full, lastSeq }] of taken) {
      if (held >= (full ? backlogLanesPerWorkspace : 1)) busy.push(workspaceId);
      else after.set(workspaceId, lastSeq);
    }
    return { busy, after };
  };
  /**
   * Workspaces whose latest claim here took a whole batch, so more of their events may wait, with
   * when (`performance.now()`): the engines beside this dispatcher hold those workspaces' work
   * meanwhile (process/dispatch-first.ts). Checked as lanes end, not by what is under way alone: a
   * workspace's next claim after a full batch is sent a round trip after it ended, while other
   * workspaces' batches may end.
   */
  const backlogged = new Map<string, number>();
  const backlogFound = (workspaceId: string) => {
    backlogged.set(workspaceId, performance.now());
    options.dispatchFirst?.behind(workspaceId, true);
  };
  const backlogEnded = (workspaceId: string) => {
    if (backlogged.delete(workspaceId)) options.dispatchFirst?.behind(workspaceId, false);
  };
  const lanesOf = (workspaceId: string) => [...underWay.values()].filter((claim) => claim.workspaceId === workspaceId);
  /**
   * A lane ended that did not take a whole batch. Its workspace left no backlog behind it unless a
   * full batch of it is still under way; a failed one cools down, so it leaves too. A lane that found
   * nothing found no event of the backlogged workspaces it could claim (those not passed over as
   * busy or cooling when it began, with no lane here now): those are done. One whose next claim did
   * not come within a few batches' time, while other workspaces' claims kept finding events, is
   * dropped too: a backlog of exactly whole batches leaves nothing to tell it ended.
   */
  const caughtUp = (ended: { workspace: string | undefined; failed: boolean; unclaimable: ReadonlySet<string> }) => {
    const { workspace, failed, unclaimable } = ended;
    if (workspace !== undefined && (failed || !lanesOf(workspace).some((claim) => claim.full))) backlogEnded(workspace);
    const now = performance.now();
    for (const [waiting, since] of backlogged) {
      if (lanesOf(waiting).length > 0) continue;
      const foundNone = workspace === undefined && !failed && !unclaimable.has(waiting);
      if (foundNone || now - since > staleBacklogMs) backlogEnded(waiting);
    }
  };
  const outage = outageLog(log);
  // A workspace whose batch failed (a fan-out threw) waits before it is claimed again, longer each
  // time, so one poisoned batch neither spins the process nor floods the log; the others go on.
  const firstBackoffMs = options.firstBackoffMs ?? 1_000;
  const cooling = new Map<string, { until: number; delayMs: number; since: number }>();
  const coolingNow = () => [...cooling].flatMap(([workspaceId, { until }]) => (until > Date.now() ? [workspaceId] : []));
  /**
   * Whether a claim now may find something: always after a wake-up naming any. Of the workspaces
   * named, those with no lane left here are owed a look when their lane ends, and those cooling after
   * a failure wait for the first poll past it.
   */
  const worthClaiming = (): boolean => {
    if (heard === 'any') return true;
    if (heard.size === 0) return false;
    const { busy } = lanesTaken();
    const resting = coolingNow();
    for (const workspaceId of heard) {
      if (busy.includes(workspaceId)) owed.add(workspaceId);
      if (busy.includes(workspaceId) || resting.includes(workspaceId)) heard.delete(workspaceId);
    }
    return heard.size > 0;
  };
  const lookAgain = (workspaceId: string) => {
    named(workspaceId);
    signal();
  };
  const running = new Set<Promise<void>>();
  /**
   * Starts a lane; resolves once it claimed (with its claim), found nothing to claim (`nothing`, and
   * the workspaces it passed over as under way here) or failed before claiming (`failed`).
   */
  const startLane = () =>
    new Promise<Claimed | { nothing: true; passedOver: string[] } | { failed: true }>((settled) => {
      let workspace: string | undefined;
      let failed = false;
      const token = Symbol('lane');
      const onClaimed = (claim: Claimed) => {
        workspace = claim.workspaceId;
        underWay.set(token, claim);
        if (claim.full) backlogFound(claim.workspaceId);
        settled(claim);
      };
      const { busy, after } = lanesTaken();
      const unclaimable = new Set([...busy, ...coolingNow()]);
      const startedAt = performance.now();
      let full = false;
      const lane: Promise<void> = dispatchBatch(knex, fanOuts, { batchSize, busy: [...unclaimable], after, onClaimed })
        .then(
          (handled) => {
            outage.answered();
            // Only a batch that took the workspace's oldest events, claimed since the failure, took the
            // failed ones through: one claimed before it, or a second lane's (events after another
            // lane's), says nothing of them and keeps the backoff.
            if (workspace && !after.has(workspace) && (cooling.get(workspace)?.since ?? Infinity) < startedAt) cooling.delete(workspace);
            full = handled === batchSize;
          },
          (err: unknown) => {
            failed = true;
            const unreachable = outage.unreachable(err, 'event dispatch');
            if (!workspace) return unreachable ? undefined : log.error({ err }, 'event dispatch failed; retrying');
            const delayMs = Math.min(maxBackoffMs, cooling.has(workspace) ? cooling.get(workspace)!.delayMs * 2 : firstBackoffMs);
            cooling.set(workspace, { until: Date.now() + delayMs, delayMs, since: performance.now() });
            if (unreachable) return;
            log.error(
              { err, workspaceId: workspace, retryInMs: delayMs },
              "a batch of the workspace's events failed to dispatch; retrying later",
            );
          },
        )
        .finally(() => {
          underWay.delete(token);
          running.delete(lane);
          if (!full) caughtUp({ workspace, failed, unclaimable });
          settled(failed ? { failed: true } : { nothing: true, passedOver: [...busy, ...after.keys()] });
          // A full batch: that workspace has more waiting. Named while its batch was under way: it may have.
          if (workspace && (owed.delete(workspace) || full)) lookAgain(workspace);
          // A lane is free: what was named while every lane was taken is looked at now.
          else if (heard === 'any' || heard.size > 0) signal();
        });
      running.add(lane);
    });

  // The poll looks for what came without a wake-up (another process's lost NOTIFY, a cooling
  // workspace's turn) at least every pollIntervalMs, however many named wake-ups come meanwhile.
  let pollAt = 0;
  const loop = (async () => {
    while (!stopped) {
      if (Date.now() >= pollAt) heard = 'any';
      if (running.size < lanes && worthClaiming()) {
        const looking = heard;
        heard = new Set();
        if (looking === 'any') pollAt = Date.now() + pollIntervalMs;
        const lane = await startLane();
        if ('workspaceId' in lane) {
          // More may be waiting: anywhere after a look for any, in the other workspaces named, or
          // after a full batch (a second lane).
          if (looking === 'any') heard = 'any';
          else for (const other of looking) if (other !== lane.workspaceId) lookAgain(other);
          if (lane.full) lookAgain(lane.workspaceId);
          continue;
        }
        if ('failed' in lane) {
          // Looked for again on the next wake-up or poll, not at once: the database may be away.
          if (looking === 'any') heard = 'any';
          else for (const workspaceId of looking) named(workspaceId);
        } else if (looking === 'any') {
          // Nothing, but it passed over the workspaces under way here: any of their events committed
          // after their claims are looked for as their lanes end (now, for those that ended meanwhile).
          const stillUnderWay = new Set([...underWay.values()].map((claim) => claim.workspaceId));
          for (const workspaceId of lane.passedOver) {
            if (stillUnderWay.has(workspaceId)) owed.add(workspaceId);
            else lookAgain(workspaceId);
          }
        }
      }
      if (stopped) break;
      // With every lane taken, the next to end signals.
      await wait(running.size >= lanes ? pollIntervalMs : Math.max(0, pollAt - Date.now()));
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
