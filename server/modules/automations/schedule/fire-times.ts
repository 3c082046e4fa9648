import type { WallClock } from './wall-clock.ts';
import { hourMs, minuteMs, type OffsetChange, type ZoneTimeline } from './zone-offsets.ts';

export type DstEffect = 'moved' | 'repeat_skipped' | null;

/** One fire time: the instant, the zone's offset then (minutes), and how a DST change touched it. */
export interface Fire {
  at: Date;
  offset: number;
  dst: DstEffect;
}

/** The instants a wall-clock time stands for in the zone, by the rules in `fireTimes`. */
type Resolved =
  { kind: 'once' | 'repeated'; at: number; offset: number; change?: OffsetChange } | { kind: 'skipped'; change: OffsetChange };

function resolve(wall: number, timeline: ZoneTimeline): Resolved | undefined {
  // The instants a wall time can stand for lie within [wall - 14 h, wall + 12 h] (offsets run from
  // -12:00 to +14:00); at most one offset change falls there.
  const changes = timeline.changesIn(wall - 15 * hourMs, wall + 13 * hourMs);
  const offsets = [timeline.offsetAt(wall - 15 * hourMs), ...changes.map((c) => c.after)];
  const valid = [...new Set(offsets)]
    .map((offset) => ({ at: wall - offset * minuteMs, offset }))
    .filter((c) => timeline.offsetAt(c.at) === c.offset)
    .sort((a, b) => a.at - b.at);
  const change = changes[0];
  if (valid.length > 0) return { kind: valid.length > 1 ? 'repeated' : 'once', ...valid[0]!, change };
  const gap = changes.find((c) => c.before < c.after && wall >= c.at + c.before * minuteMs && wall < c.at + c.after * minuteMs);
  return gap ? { kind: 'skipped', change: gap } : undefined;
}

/** The stretch fire times are searched in: strictly after the instant `after`, up to the wall time `until`. */
export interface FireSpan {
  after: Date;
  until: number;
}

/**
 * The fire times of a wall-clock pattern in a zone, strictly after `after` and up to the wall time
 * `until`, in order, each step paid from the budget the clock and the timeline share. The decisions'
 * rules: a local time the clocks skipped (spring forward) fires once, at the first valid instant after
 * the gap (the change itself), `moved` unless the pattern also names that instant's own wall-clock
 * time; a local time that comes twice (clocks go back) fires in the first pass only, `repeat_skipped`.
 * Each wall-clock match costs a search of the wall clock (a step a month) and a few memoised offset
 * look-ups, however far apart the matches are: nothing walks the hours between them.
 */
export function* fireTimes(wall: WallClock, timeline: ZoneTimeline, { after, until }: FireSpan): Generator<Fire, void, undefined> {
  let last = after.getTime();
  // Every wall time before `after`'s own maps to an instant at or before `after`.
  let cursor = last + timeline.offsetAt(last) * minuteMs;
  for (;;) {
    const w = wall.next(cursor, until);
    if (w === undefined) return;
    cursor = w;
    const resolved = resolve(w, timeline);
    if (!resolved) continue;
    if (resolved.kind === 'skipped') {
      const { change } = resolved;
      const wallAfterGap = change.at + change.after * minuteMs;
      // The rest of the gap maps to the same instant: go on from the first wall time after it.
      cursor = wallAfterGap;
      if (change.at <= last) continue;
      last = change.at;
      yield { at: new Date(change.at), offset: change.after, dst: wall.matches(wallAfterGap) ? null : 'moved' };
      continue;
    }
    if (resolved.at <= last) {
      // A first pass already behind us (`after` lies in the second pass): skip to the end of the repeat.
      if (resolved.kind === 'repeated' && resolved.change)
        cursor = Math.max(cursor, resolved.change.at + resolved.change.before * minuteMs - 1);
      continue;
    }
    last = resolved.at;
    yield { at: new Date(resolved.at), offset: resolved.offset, dst: resolved.kind === 'repeated' ? 'repeat_skipped' : null };
  }
}
