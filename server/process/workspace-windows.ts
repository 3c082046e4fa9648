import { Lru } from '../auth/lru.ts';
import type { ClaimRoom } from '../db/windowed-claim.ts';

/**
 * The least window the engines (deliveries, runs) give a workspace. A slot that quick work frees
 * stays empty for a claim round (the claim and what it reads, 10–20 ms under load), longer than the
 * work itself: at 32, one workspace's quick runs stopped near 1,000 a second and its deliveries to a
 * fast receiver at 0.53 of a bare sender; at 64, 1,271–1,362 runs a second and 0.61–0.64 (issues 23, 29).
 */
export const windowFloor = 64;

export interface WindowBounds {
  /** The window of a workspace whose work answers fast: served over a few warm connections rather than a TLS handshake each (windowFloor). */
  min?: number;
  /** The most of one workspace's work in flight in one engine: work that hangs holds no more than this. */
  max: number;
}

/**
 * How much of each workspace's work an engine (deliveries, runs) keeps in flight: about what keeps up
 * 1,000 a second at the time the workspace's work takes (so many milliseconds, so many at once),
 * between the bounds. The time is a moving average kept a minute after the last piece ended, so the
 * window a burst grew is there for the next burst rather than built up again.
 */
export function workspaceWindows({ min = windowFloor, max }: WindowBounds) {
  const busy = new Map<string, number>();
  const tookMs = new Lru<number>({ maxEntries: 10_000, ttlMs: 60_000 });
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
  return {
    room,
    /** A piece of the workspace's work is in flight from now. */
    started(workspaceId: string): void {
      busy.set(workspaceId, (busy.get(workspaceId) ?? 0) + 1);
    },
    /** A piece of the workspace's work ended after `ms`. */
    ended(workspaceId: string, ms: number): void {
      const average = tookMs.get(workspaceId);
      tookMs.set(workspaceId, average === undefined ? ms : average * 0.8 + ms * 0.2);
      const left = (busy.get(workspaceId) ?? 1) - 1;
      if (left === 0) busy.delete(workspaceId);
      else busy.set(workspaceId, left);
    },
    /**
     * What a claim of at most `total` may take: each named workspace its room, any other `min`; a
     * workspace in `caps` no more than its cap there (dispatch-first.ts).
     */
    claimRoom(total: number, caps: ReadonlyMap<string, number> = new Map()): ClaimRoom {
      const rooms = room();
      for (const [workspaceId, cap] of caps) rooms.set(workspaceId, Math.min(rooms.get(workspaceId) ?? min, cap));
      return { total, room: rooms, perWorkspace: min };
    },
  };
}
