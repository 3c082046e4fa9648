import type { Listener } from '../db/listener.ts';
import type { Logger } from '../log.ts';
import { listenForSignal } from '../events/cross-process-signal.ts';
import { localSignals, type SignalName } from '../events/signals.ts';
import { wakeSignal } from './wake-signal.ts';
import { outageLog, repeatedFailures } from '../db/outage-log.ts';
import type { DispatchFirst, HeldWork } from './dispatch-first.ts';

/** Woken by work that ended, a loop waits this long for other work to end before claiming. */
const roomCoalesceMs = 3;
/** The most one claim takes. */
const maxClaim = 256;

export interface ClaimLoopOptions {
  /** What is claimed, for the log: `due deliveries`. */
  what: string;
  /** The signal that says new work is due (raised after commits here, heard from other processes). */
  signal: SignalName;
  /** How often to look for work that became due without a signal (its time came, a lease ran out). */
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
 * (dispatch-first.ts), and a wake-up that names only such workspaces (their work was queued, or
 * ended) sends no claim: a claim then passes over their due work, however much, to find other
 * workspaces'. Failures are reported as db/outage-log.ts says: the database out of reach as
 * warnings after a grace, any other failure at error level at once; both every 30 s, with how long,
 * and their end.
 */
export function startClaimLoop(context: ClaimLoopContext, options: ClaimLoopOptions): ClaimLoop {
  const { log, dispatchFirst } = context;
  const { signal, wait } = wakeSignal();
  let stopped = false;
  let roomTimer: NodeJS.Timeout | undefined;
  /** When the loop last took held work (dispatch-first.ts). */
  let lastReleaseAt = 0;
  const noneHeld: HeldWork = { caps: new Map(), askAgainMs: 0 };
  const holds = (): HeldWork => dispatchFirst?.held(lastReleaseAt) ?? noneHeld;
  /** Whether none of the workspace's work may be claimed now. */
  const isHeld = (workspaceId: string) => holds().caps.get(workspaceId) === 0;
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
    let signalled = true;
    while (!stopped) {
      const limit = Math.min(options.room(), maxClaim);
      const { caps } = holds();
      const held = [...caps.values()];
      // A poll while work is held and none released: a claim would pass over the held work, however
      // much is due, for what another workspace has come due by time (a retry), which can wait for the
      // hold, as it did when every workspace's work was held. Signalled work does not wait.
      const pollWhileHeld = !signalled && held.includes(0) && !held.some((most) => most > 0);
      let claimed = 0;
      const claimAt = performance.now();
      if (limit > 0 && !pollWhileHeld) {
        if (held.some((most) => most > 0)) lastReleaseAt = claimAt;
        try {
          claimed = await options.claim(limit, caps);
          recovered();
        } catch (err) {
          failed(err, `claiming ${options.what}`);
        }
      }
      if (stopped) break;
      if (limit === 0 || !pollWhileHeld) roomBound = limit === 0 || claimed === limit;
      if (claimed > 0 && claimed === limit) continue;
      // As they stand after this claim: a workspace it just took a little of is held again, and one
      // whose hold ended meanwhile may be claimed now.
      const { caps: after, askAgainMs } = holds();
      if (limit > 0 && lastReleaseAt !== claimAt && [...after.values()].some((most) => most > 0)) continue;
      signalled = await wait(askAgainMs > 0 ? Math.min(askAgainMs, options.pollIntervalMs) : options.pollIntervalMs);
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
