/**
 * While its worker's dispatcher is behind on a workspace's events, an engine claims that workspace's
 * work at most `heldClaim` at a time every `holdMs`, for at most `maxSpanMs` of that workspace's
 * backlog: a burst's thousands of events then fan out in about a second while its work still starts,
 * a little of it; a backlog that lasts (a tenant whose events each fan out to many rows, writing
 * without pause) stops being held after 5 s, so its own work is not throttled for longer. Other
 * workspaces' work is not held: what is queued for them is claimed at once, and what comes due by
 * time (a retry) within `holdMs` (claim-loop.ts).
 */
export const dispatchFirstDefaults: Readonly<DispatchFirstSettings> = Object.freeze({ holdMs: 500, heldClaim: 64, maxSpanMs: 5_000 });

export interface DispatchFirstSettings {
  holdMs: number;
  heldClaim: number;
  maxSpanMs: number;
}

/** What an engine's claim may take now of the workspaces whose events the dispatcher is behind on. */
export interface HeldWork {
  /** The most of each such workspace's work the claim may take: 0 while held, `heldClaim` once a hold is over. */
  caps: ReadonlyMap<string, number>;
  /** While some workspace's work is held at 0, how long until it may be claimed again (ms); else 0. */
  askAgainMs: number;
}

export const nothingHeld: HeldWork = Object.freeze({ caps: new Map<string, number>(), askAgainMs: 0 });

/**
 * Fan-out before execution, within one worker process (issue 29, point 3). The dispatcher shares
 * the process's one thread, and the machine's cores, with the runs and deliveries it makes: on 2
 * cores a backlog of 5,000 subscribed events fanned out at 1.1–1.4 times the API's write rate while
 * its runs and deliveries went on beside it. So while the dispatcher is behind on a workspace's events
 * (its claim came back full: more wait), the engines claim little of that workspace's work, and
 * seldom, and claim it at once when the dispatcher caught up. Work already claimed goes on meanwhile,
 * and so does every other workspace's: held as a whole, another workspace's deliveries waited 430–580 ms
 * while one tenant's 60,000 events with no subscriber fanned out. The held workspaces' work is let
 * through together, so one that falls behind just before a release may have its first `heldClaim` at
 * once. Times are `performance.now()`: a wall clock stepped back must not stretch a hold.
 */
export interface DispatchFirst {
  /** The dispatcher: whether events of the workspace wait behind the batches it claimed. */
  behind(workspaceId: string, now: boolean): void;
  /**
   * An engine about to claim, which last took held work at `lastReleaseAt` (0: never): what its claim
   * may take of the held workspaces' work now. Their work is let through together, in one claim
   * every `holdMs`, whenever any one's hold is over: a claim let each through at its own time passed
   * over the others' due work, however much, and four workspaces' slow receivers went 5–10 % slower.
   */
  held(lastReleaseAt: number): HeldWork;
  /** Whether none of the workspace's work may be claimed now (`held`'s cap of 0), asked without building the caps. */
  holds(workspaceId: string, lastReleaseAt: number): boolean;
  /** Calls `wake` whenever the dispatcher caught up on a workspace; returns what stops it. */
  onCaughtUp(wake: () => void): () => void;
  /** How long the dispatcher has been behind on some workspace, in all, in seconds (the metric an operator sees). */
  behindSeconds(): number;
}

export function dispatchFirst({ holdMs, heldClaim, maxSpanMs }: DispatchFirstSettings = dispatchFirstDefaults): DispatchFirst {
  /** Each workspace the dispatcher is behind on, since when. */
  const backlogs = new Map<string, number>();
  let behindSince: number | undefined;
  let behindBeforeMs = 0;
  const waiting = new Set<() => void>();
  /**
   * How long until the held work may be claimed again: each backlog is held from its start, or the
   * engine's last release, whichever is later, and all are let through when the first hold is over.
   * Within a millisecond of its end a hold counts as over (a timer set for it may fire early; one
   * that fires earlier still finds it held and waits again).
   */
  const holdLeft = (lastReleaseAt: number, now: number): number => {
    let left = Infinity;
    for (const [, since] of backlogs) if (now - since < maxSpanMs) left = Math.min(left, Math.max(lastReleaseAt, since) + holdMs - now);
    return left;
  };
  return {
    behind(workspaceId, now) {
      if (now) {
        if (!backlogs.has(workspaceId)) backlogs.set(workspaceId, performance.now());
        behindSince ??= performance.now();
        return;
      }
      if (!backlogs.delete(workspaceId)) return;
      if (backlogs.size === 0 && behindSince !== undefined) {
        behindBeforeMs += performance.now() - behindSince;
        behindSince = undefined;
      }
      for (const wake of waiting) wake();
    },
    held(lastReleaseAt) {
      if (backlogs.size === 0) return nothingHeld;
      const now = performance.now();
      const holding: string[] = [];
      let spanLeft = Infinity;
      for (const [workspaceId, since] of backlogs) {
        if (now - since >= maxSpanMs) continue;
        holding.push(workspaceId);
        spanLeft = Math.min(spanLeft, since + maxSpanMs - now);
      }
      if (holding.length === 0) return nothingHeld;
      const left = holdLeft(lastReleaseAt, now);
      const most = left < 1 ? heldClaim : 0;
      // Asked again when the first hold ends, or a span, whichever comes first.
      return { caps: new Map(holding.map((workspaceId) => [workspaceId, most])), askAgainMs: most > 0 ? 0 : Math.min(left, spanLeft) };
    },
    holds(workspaceId, lastReleaseAt) {
      const since = backlogs.get(workspaceId);
      const now = performance.now();
      return since !== undefined && now - since < maxSpanMs && holdLeft(lastReleaseAt, now) >= 1;
    },
    onCaughtUp(wake) {
      waiting.add(wake);
      return () => void waiting.delete(wake);
    },
    behindSeconds: () => (behindBeforeMs + (behindSince === undefined ? 0 : performance.now() - behindSince)) / 1000,
  };
}
