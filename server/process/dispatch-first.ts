/**
 * While its worker's dispatcher is behind, an engine claims at most `heldClaim` every `holdMs`:
 * a burst's backlog of thousands of events then fans out in about a second, and other work still
 * starts meanwhile, a little of it.
 */
export const dispatchFirstDefaults = { holdMs: 500, heldClaim: 64 };

/**
 * Fan-out before execution, within one worker process (issue 29, point 3). The dispatcher shares
 * the process's one thread, and the machine's cores, with the runs and deliveries it makes: on 2
 * cores a backlog of 5,000 subscribed events fanned out at 1.3–1.4 times the API's write rate while
 * its runs and deliveries went on beside it. So while the dispatcher is behind (a claim came back
 * full: more events wait), the engines claim little and seldom, and claim at once when it caught
 * up. Work already claimed goes on meanwhile.
 */
export interface DispatchFirst {
  /** The dispatcher: whether events wait behind the batches it claimed. */
  behind(now: boolean): void;
  /**
   * An engine about to claim, having last claimed at `lastClaimAt` (epoch ms), room for `room`: the
   * most it may claim now, and, when that is 0, how long to wait before asking again.
   */
  claimable(lastClaimAt: number, room: number): { most: number; holdMs: number };
  /** Calls `wake` whenever the dispatcher caught up; returns what stops it. */
  onCaughtUp(wake: () => void): () => void;
}

export function dispatchFirst({ holdMs, heldClaim } = dispatchFirstDefaults): DispatchFirst {
  let behindSince: number | undefined;
  const waiting = new Set<() => void>();
  return {
    behind(now) {
      if (now) {
        behindSince ??= Date.now();
        return;
      }
      if (behindSince === undefined) return;
      behindSince = undefined;
      for (const wake of waiting) wake();
    },
    claimable(lastClaimAt, room) {
      if (behindSince === undefined) return { most: room, holdMs: 0 };
      // Held from the backlog's start, or the engine's last claim in it, whichever is later.
      const left = Math.max(lastClaimAt, behindSince) + holdMs - Date.now();
      return left > 0 ? { most: 0, holdMs: left } : { most: Math.min(room, heldClaim), holdMs: 0 };
    },
    onCaughtUp(wake) {
      waiting.add(wake);
      return () => void waiting.delete(wake);
    },
  };
}
