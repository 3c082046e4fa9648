/**
 * While its worker's dispatcher is behind, an engine claims at most `heldClaim` every `holdMs`, for
 * at most `maxSpanMs` in a row: a burst's backlog of thousands of events then fans out in about a
 * second while other work still starts, a little of it; a backlog that lasts (a tenant whose events
 * each fan out to many rows, writing without pause) stops holding anyone after 5 s, so it cannot
 * throttle every tenant's deliveries and runs for longer.
 */
export const dispatchFirstDefaults: Readonly<DispatchFirstSettings> = Object.freeze({ holdMs: 500, heldClaim: 64, maxSpanMs: 5_000 });

export interface DispatchFirstSettings {
  holdMs: number;
  heldClaim: number;
  maxSpanMs: number;
}

/**
 * Fan-out before execution, within one worker process (issue 29, point 3). The dispatcher shares
 * the process's one thread, and the machine's cores, with the runs and deliveries it makes: on 2
 * cores a backlog of 5,000 subscribed events fanned out at 1.1–1.4 times the API's write rate while
 * its runs and deliveries went on beside it. So while the dispatcher is behind (a claim came back
 * full: more events wait), the engines claim little and seldom, and claim at once when it caught
 * up. Work already claimed goes on meanwhile. Times are `performance.now()`: a wall clock stepped
 * back must not stretch a hold.
 */
export interface DispatchFirst {
  /** The dispatcher: whether events wait behind the batches it claimed. */
  behind(now: boolean): void;
  /**
   * An engine about to claim, having last claimed at `lastClaimAt` (0: never), with room for `room`:
   * the most it may claim now, and, when that is 0, how long to wait before asking again.
   */
  claimable(lastClaimAt: number, room: number): { most: number; holdMs: number };
  /** Calls `wake` whenever the dispatcher caught up; returns what stops it. */
  onCaughtUp(wake: () => void): () => void;
  /** How long the dispatcher has been behind in all, in seconds (the metric an operator sees). */
  behindSeconds(): number;
}

export function dispatchFirst({ holdMs, heldClaim, maxSpanMs }: DispatchFirstSettings = dispatchFirstDefaults): DispatchFirst {
  let behindSince: number | undefined;
  let behindBeforeMs = 0;
  const waiting = new Set<() => void>();
  return {
    behind(now) {
      if (now) {
        behindSince ??= performance.now();
        return;
      }
      if (behindSince === undefined) return;
      behindBeforeMs += performance.now() - behindSince;
      behindSince = undefined;
      for (const wake of waiting) wake();
    },
    claimable(lastClaimAt, room) {
      const now = performance.now();
      if (behindSince === undefined || now - behindSince >= maxSpanMs) return { most: room, holdMs: 0 };
      // Held from the backlog's start, or the engine's last claim in it, whichever is later.
      const left = Math.max(lastClaimAt, behindSince) + holdMs - now;
      // Asked again when the hold ends, or the span, whichever comes first.
      return left > 0 ? { most: 0, holdMs: Math.min(left, behindSince + maxSpanMs - now) } : { most: Math.min(room, heldClaim), holdMs: 0 };
    },
    onCaughtUp(wake) {
      waiting.add(wake);
      return () => void waiting.delete(wake);
    },
    behindSeconds: () => (behindBeforeMs + (behindSince === undefined ? 0 : performance.now() - behindSince)) / 1000,
  };
}
