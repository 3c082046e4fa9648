import type { Listener } from '../db/listener.ts';
import type { Logger } from '../log.ts';
import { listenForSignal } from '../events/cross-process-signal.ts';
import { localSignals, type SignalName } from '../events/signals.ts';
import { wakeSignal } from './wake-signal.ts';
import { outageLog, repeatedFailures } from '../db/outage-log.ts';
import { nothingHeld, type DispatchFirst, type HeldWork } from './dispatch-first.ts';

/** Woken by work that ended, a loop waits this long for other work to end before claiming. */
const roomCoalesceMs = 3;
/** The most one claim takes. */
const maxClaim = 256;

export interface ClaimLoopOptions {
  /** What is claimed, for the log: `due deliveries`. */
  what: string;
  /** The signal that says new work is due (raised after commits here, heard from other processes). */
  signal: SignalName;
  /**
   * How often to look for work that became due without a signal (its time came, a lease ran out);
   * while some workspace's work is held, with the claim that follows each release of it, or as what
   * is held changes (dispatch-first.ts).
   */
  pollIntervalMs: number;
  /** How much more work this engine may take now. */
  room: () => number;
  /**
   * Claims at most `limit`, and of each workspace in `caps` at most that many, and starts it; resolves
   * with how many it claimed.
   */
  claim: (limit: number, caps: ReadonlyMap<string, number>) => Promise<number>;
}

export interface ClaimLoopContext {
  listener: Listener;
  log: Logger;
  /** Its worker's dispatcher, which claims are held for while it is behind (none: never held). */
  dispatchFirst?: DispatchFirst | undefined;
}

export interface ClaimLoop {
  /**
   * A piece of the workspace's work ended: claim again soon (wake-ups within a few milliseconds are
   * taken together), unless that workspace's work is held (dispatch-first.ts).
   */
  roomFreed(workspaceId: string): void;
  /** Logs a failure of `what` (once per 30 s while it goes on). */
  failed(err: unknown, what: string): void;
  /** The database answered again. */
  recovered(): void;
  /** Claims nothing more; resolves once the loop ended. */
  stop(): Promise<void>;
}

/**
 * The claim loop of an engine that works apart from the job slots (deliveries, runs): it claims
 * whenever it is told new work is due here or in another process, whenever its own work ended and
 * left room, and otherwise every `pollIntervalMs`; it claims again at once while claims come back
 * full. Of a workspace whose events its worker's dispatcher is behind on, it claims little and seldom
 * (dispatch-first.ts), and a wake-up that names only such workspaces (their work was queued, or ended
 * while the engine had room) sends no claim: a claim then passes over their due work, however much, to
 * find other workspaces'. Failures are reported as db/outage-log.ts says: the database out of reach as
 * warnings after a grace, any other failure at error level at once; both every 30 s, with how long,
 * and their end.
 */
export function startClaimLoop(context: ClaimLoopContext, options: ClaimLoopOptions): ClaimLoop {
  const { log, dispatchFirst } = context;
  const { signal, wait } = wakeSignal();
  let stopped = false;
  let roomTimer: NodeJS.Timeout | undefined;
  /** When the loop last let held work through (dispatch-first.ts). */
  let lastReleaseAt = 0;
  const holds = (): HeldWork => dispatchFirst?.held(lastReleaseAt) ?? nothingHeld;
  const isHeld = (workspaceId: string) => dispatchFirst?.holds(workspaceId, lastReleaseAt) ?? false;
  /** Whether the last claim was bounded by the engine's room, so that any work ending may let more be claimed. */
  let roomBound = false;
  const heard = (scope: string | undefined) => {
    if (scope === undefined || !isHeld(scope)) signal();
  };
  const offLocal = localSignals.on(options.signal, heard);
  const remote = listenForSignal(context.listener, options.signal, (scopes) => {
    if (scopes === undefined) signal();
    else for (const scope of scopes) heard(scope);
  });
  const offCaughtUp = dispatchFirst?.onCaughtUp(signal);

  const outage = outageLog(log);
  const otherFailures = repeatedFailures(log, {
    level: 'error',
    graceMs: 0,
    fields: (err) => ({ err }),
    message: (what) => `${what} failed; retrying`,
  });
  const failed = (err: unknown, what: string) => {
    if (!outage.unreachable(err, what)) otherFailures.failed(err, what);
  };
  const recovered = () => {
    outage.answered();
    otherFailures.ended();
  };

  const loop = (async () => {
    /** Woken by a signal, or going on at once: not by the poll's (or a hold's) timer. */
    let signalled = true;
    /** The workspaces held at the last claim sent: a timer that finds them still held sends none. */
    let heldAtLastClaim = '';
    /**
     * The last claim let held work through and took less than it might: that work's older rows may
     * have filled its candidates, so the others' due work went unseen. One claim without it follows.
     */
    let othersOwed = false;
    while (!stopped) {
      const limit = Math.min(options.room(), maxClaim);
      let { caps } = holds();
      const followUp = othersOwed;
      if (followUp) caps = new Map([...caps.keys()].map((workspaceId) => [workspaceId, 0]));
      const releasing = [...caps.values()].some((most) => most > 0);
      const heldNow = [...caps.keys()].join(' ');
      // A timer while the same work is held and none let through: a claim would pass over all of the
      // held work that is due, thousands of rows, for what other workspaces have come due by time
      // (a retry), which the claim after the next release (within holdMs) looks for. Queued work comes
      // with a signal; a backlog that began or whose span ended changes what is held.
      const idleWhileHeld: boolean = !signalled && caps.size > 0 && !releasing && heldNow === heldAtLastClaim;
      let claimed = 0;
      let answered = false;
      const claimAt = performance.now();
      const sent: boolean = limit > 0 && !idleWhileHeld;
      if (sent) {
        if (releasing) lastReleaseAt = claimAt;
        heldAtLastClaim = heldNow;
        try {
          claimed = await options.claim(limit, caps);
          answered = true;
          recovered();
        } catch (err) {
          failed(err, `claiming ${options.what}`);
        }
      }
      if (stopped) break;
      if (limit === 0 || sent) roomBound = limit === 0 || claimed === limit;
      // As they stand after this claim: held work a claim just let through is held again, and held
      // work whose hold ended meanwhile may be claimed now, unless this was a release's follow-up
      // (slow claims would then go release, follow-up, release without a wait).
      const { caps: after, askAgainMs } = holds();
      othersOwed = answered && releasing && claimed < limit;
      const goOn: boolean =
        (claimed > 0 && claimed === limit) ||
        othersOwed ||
        (!followUp && limit > 0 && lastReleaseAt !== claimAt && [...after.values()].some((most) => most > 0));
      signalled = goOn || (await wait(askAgainMs > 0 ? Math.min(askAgainMs, options.pollIntervalMs) : options.pollIntervalMs));
    }
  })();

  return {
    roomFreed(workspaceId) {
      // Its room is for held work only, unless the engine had no room for another's.
      if (!roomBound && isHeld(workspaceId)) return;
      roomTimer ??= setTimeout(() => {
        roomTimer = undefined;
        signal();
      }, roomCoalesceMs);
    },
    failed,
    recovered,
    async stop() {
      stopped = true;
      offLocal();
      offCaughtUp?.();
      signal();
      await loop;
      await remote.cancel();
      clearTimeout(roomTimer);
    },
  };
}
