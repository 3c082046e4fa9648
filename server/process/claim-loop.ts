import type { Listener } from '../db/listener.ts';
import type { Logger } from '../log.ts';
import { listenForSignal } from '../events/cross-process-signal.ts';
import { localSignals, type SignalName } from '../events/signals.ts';
import { wakeSignal } from './wake-signal.ts';
import { outageLog, repeatedFailures } from '../db/outage-log.ts';
import type { DispatchFirst } from './dispatch-first.ts';

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
  /** Claims at most `limit` and starts it; resolves with how many it claimed. */
  claim: (limit: number) => Promise<number>;
}

export interface ClaimLoopContext {
  listener: Listener;
  log: Logger;
  /** Its worker's dispatcher, which claims are held for while it is behind (none: never held). */
  dispatchFirst?: DispatchFirst | undefined;
}

export interface ClaimLoop {
  /** Work ended: claim again soon (wake-ups within a few milliseconds are taken together). */
  roomFreed(): void;
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
 * full, unless its worker's dispatcher is behind: then it claims little and seldom
 * (dispatch-first.ts). Failures are reported as db/outage-log.ts says: the database out of reach as
 * warnings after a grace, any other failure at error level at once; both every 30 s, with how long,
 * and their end.
 */
export function startClaimLoop(context: ClaimLoopContext, options: ClaimLoopOptions): ClaimLoop {
  const { log, dispatchFirst } = context;
  const { signal, wait } = wakeSignal();
  let stopped = false;
  let roomTimer: NodeJS.Timeout | undefined;
  const offLocal = localSignals.on(options.signal, signal);
  const remote = listenForSignal(context.listener, options.signal, signal);
  const offCaughtUp = dispatchFirst?.onCaughtUp(signal);
  let lastClaimAt = 0;

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
    while (!stopped) {
      const room = Math.min(options.room(), maxClaim);
      const { most: limit, holdMs } = dispatchFirst ? dispatchFirst.claimable(lastClaimAt, room) : { most: room, holdMs: 0 };
      let claimed = 0;
      if (limit > 0) {
        lastClaimAt = performance.now();
        try {
          claimed = await options.claim(limit);
          recovered();
        } catch (err) {
          failed(err, `claiming ${options.what}`);
        }
      }
      if (stopped) break;
      if (claimed > 0 && claimed === limit) continue;
      await wait(holdMs > 0 ? Math.min(holdMs, options.pollIntervalMs) : options.pollIntervalMs);
    }
  })();

  return {
    roomFreed() {
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
