import { Lru } from '../auth/lru.ts';
import type { ClaimRoom } from '../db/windowed-claim.ts';

/**
 * The least window the engines (deliveries, runs) give a workspace. A slot that quick work frees
 * stays empty for a claim round (the claim and what it reads, 10–20 ms under load), longer than the
 * work itself: at 32, one workspace's quick runs stopped near 1,000 a second and its deliveries to a
 * fast receiver at 0.53 of a bare sender; at 64, 1,271–1,362 runs a second and 0.61–0.64 (issues 23, 29).
 */
export const windowFloor = 64;

/**
 * The most of an engine's slots its slow workspaces (a window past the floor) hold together. Anyone
 * may make workspaces: six whose receivers answered just inside the 10 s time-out held 6 × 200 of a
 * worker's 1,024 slots, and every other tenant's work waited behind them. The rest stays for the
 * workspaces whose work is quick and those not yet timed (a new one).
 */
export const slowShare = 3 / 4;

export interface WindowBounds {
  /** The window of a workspace whose work answers fast: served over a few warm connections rather than a TLS handshake each (windowFloor). */
  min?: number;
  /** The most of one workspace's work in flight in one engine: work that hangs holds no more than this. */
  max: number;
  /** The engine's slots (its `maxInFlight`): its slow workspaces hold `slowShare` of them together at most. None: no such bound. */
  engineMax?: number;
}

/**
 * How much of each workspace's work an engine (deliveries, runs) keeps in flight: about what keeps up
 * 1,000 a second at the time the workspace's work takes (so many milliseconds, so many at once),
 * between the bounds. The time is a moving average kept a minute after the last piece ended, so the
 * window a burst grew is there for the next burst rather than built up again.
 */
export function workspaceWindows({ min = windowFloor, max, engineMax }: WindowBounds) {
  const busy = new Map<string, number>();
  const tookMs = new Lru<number>({ maxEntries: 10_000, ttlMs: 60_000 });
  const allowance = engineMax === undefined ? Infinity : Math.floor(engineMax * slowShare);
  // Slow workspaces with nothing in flight: a claim would give each `min`, unnamed, so they are named to the claim's shared bound.
  const resting = new Set<string>();
  const windowOf = (workspaceId: string) => Math.min(max, Math.max(min, Math.ceil(tookMs.get(workspaceId) ?? 0)));
  /**
   * The room left in each workspace with work in flight; one not named has `min`. Less than a
   * quarter of its window free counts as none: taken a few at a time, a backlogged workspace's oldest
   * work filled every claim's candidates, and other workspaces' work queued behind it went unseen
   * until it drained (four workspaces' receivers answering after 200 ms went 402 a second, not 2,000).
   */
  const room = (): Map<string, number> =>
    new Map(
      [...busy].map(([workspaceId, n]) => {
        const window = windowOf(workspaceId);
        return [workspaceId, window - n < Math.ceil(window / 4) ? 0 : window - n];
      }),
    );
  /**
   * The slow workspaces' shared bound for a claim: what their work in flight leaves of the allowance.
   * Nothing left: each is named with no room. Less than the claim could take: the claim takes at most
   * that many of their rows together, a round of each one's oldest at a time (windowedPick), so one
   * tenant's many slow workspaces do not take what others' have waited for. Each workspace keeps its
   * own window too. Fast and new workspaces are outside it: the rest of the engine is theirs.
   */
  const slowBound = (total: number, rooms: Map<string, number>): Pick<ClaimRoom, 'slow'> => {
    if (allowance === Infinity) return {};
    let left = allowance;
    const slow: string[] = [];
    for (const [workspaceId, n] of busy) {
      if (windowOf(workspaceId) <= min) continue;
      left -= n;
      slow.push(workspaceId);
    }
    for (const workspaceId of resting) {
      // Its time forgotten (or quick again): a workspace like any other.
      if (windowOf(workspaceId) <= min) resting.delete(workspaceId);
      else slow.push(workspaceId);
    }
    if (left <= 0) {
      for (const workspaceId of slow) rooms.set(workspaceId, 0);
      return {};
    }
    const open = slow.filter((workspaceId) => rooms.get(workspaceId) !== 0);
    return left >= total || open.length === 0 ? {} : { slow: { workspaces: open, left } };
  };

  return {
    room,
    /** A piece of the workspace's work is in flight from now. */
    started(workspaceId: string): void {
      busy.set(workspaceId, (busy.get(workspaceId) ?? 0) + 1);
      resting.delete(workspaceId);
    },
    /** A piece of the workspace's work ended after `ms`. */
    ended(workspaceId: string, ms: number): void {
      const average = tookMs.get(workspaceId);
      tookMs.set(workspaceId, average === undefined ? ms : average * 0.8 + ms * 0.2);
      const left = (busy.get(workspaceId) ?? 1) - 1;
      if (left > 0) {
        busy.set(workspaceId, left);
        return;
      }
      busy.delete(workspaceId);
      if (allowance !== Infinity && windowOf(workspaceId) > min) resting.add(workspaceId);
    },
    /**
     * What a claim of at most `total` may take: each named workspace its room, any other `min`; a
     * workspace in `caps` no more than its cap there (dispatch-first.ts).
     */
    claimRoom(total: number, caps: ReadonlyMap<string, number> = new Map()): ClaimRoom {
      const rooms = room();
      for (const [workspaceId, cap] of caps) rooms.set(workspaceId, Math.min(rooms.get(workspaceId) ?? min, cap));
      return { total, room: rooms, perWorkspace: min, ...slowBound(total, rooms) };
    },
  };
}
