import type { Cron } from 'croner';
import { Lru } from '../../../auth/lru.ts';
import { fireTimes } from './fire-times.ts';
import { OutOfSteps, StepBudget } from './step-budget.ts';
import { everFiresYears, WallClock } from './wall-clock.ts';
import { minuteMs, ZoneTimeline } from './zone-offsets.ts';

const dayMs = 86_400_000;
const wallClockFires = 500;

/** A day for `m h * * *`, a week for `m h * * d`; undefined when day of month or month is restricted. */
function repeatCycleMs(pattern: string): number | undefined {
  const [, , dayOfMonth, month, dayOfWeek] = pattern.trim().split(/\s+/);
  if (dayOfMonth !== '*' || month !== '*') return undefined;
  return dayOfWeek === '*' ? dayMs : 7 * dayMs;
}

/** Ends a walk as soon as one gap is below what the caller asked about: nothing after it changes the answer. */
// Thrown once per walk to stop it at the first gap below the question's bound.
class FoundBelow extends Error {}

/** The shortest gap found, and whether the walk finished within its budget (if not, the shortest in what it walked). */
export interface IntervalResult {
  shortest: number | undefined;
  complete: boolean;
}

/**
 * What an interval walk is asked: from when, the gap below which it may stop at once (0: never, the
 * exact shortest is wanted), and the budget each step is paid from.
 */
export interface IntervalQuestion {
  from: Date;
  stopBelow: number;
  budget: StepBudget;
}

/** A walk's state: its question, and what hears each gap between consecutive fire times. */
interface Walk extends IntervalQuestion {
  consider: (a: Date, b: Date) => void;
}

/**
 * The shortest gap between consecutive fire times over the next year, or the first gap below
 * `stopBelow`. Away from DST changes the gaps are those of the wall clock, so they are walked on the
 * wall clock (cheap: no zone math, at most 500 fire times, enough to see a daily, weekly or monthly
 * pattern's shortest gap). Across each change the real, zone-aware fire times are walked instead, only
 * those whose gaps the change alters, since a skipped or repeated hour shortens or stretches the gap
 * that spans it (a daily 09:00 is 23 hours apart across the spring change). Every step is paid from
 * `budget`; when it runs out the result says so.
 */
export function shortestInterval(cron: Cron, timeZone: string, question: IntervalQuestion): IntervalResult {
  const result: IntervalResult = { shortest: undefined, complete: true };
  const consider = (a: Date, b: Date) => {
    const gap = (b.getTime() - a.getTime()) / minuteMs;
    result.shortest = result.shortest === undefined ? gap : Math.min(result.shortest, gap);
    if (gap < question.stopBelow) throw new FoundBelow();
  };
  try {
    walk(cron, timeZone, { ...question, consider });
  } catch (err) {
    if (err instanceof OutOfSteps) result.complete = false;
    else if (!(err instanceof FoundBelow)) throw err;
  }
  return result;
}

function walk(cron: Cron, timeZone: string, { from, stopBelow, budget, consider }: Walk): void {
  const wallClock = new WallClock(cron, budget);
  // A pattern that fires finds its next fire time within 41 years, so one that finds none there never fires.
  const within41Years = (t: number) => t + (everFiresYears + 1) * 366 * dayMs;
  const horizon = from.getTime() + 366 * dayMs;
  let previous = wallClock.next(from.getTime(), within41Years(from.getTime()));
  if (previous === undefined) return;
  // For the plan check alone, a pattern that repeats daily or weekly needs one cycle: its wall-clock
  // gaps repeat, and the gaps a DST change alters are walked below.
  const cycle = stopBelow > 0 && stopBelow <= 240 ? repeatCycleMs(cron.getPattern()!) : undefined;
  const cycleEnd = cycle === undefined ? Infinity : previous + cycle;
  // At least one gap, however far apart the fire times are (`0 0 29 2 *` fires every four years).
  for (let i = 0; i < wallClockFires && (i === 0 || (previous < horizon && previous <= cycleEnd)); i++) {
    const next = wallClock.next(previous, within41Years(previous));
    if (next === undefined) break;
    consider(new Date(previous), new Date(next));
    previous = next;
  }
  const timeline = new ZoneTimeline(timeZone, budget);
  for (const change of timeline.changesOver(from.getTime(), horizon)) {
    // A gap between real fire times differs from its wall-clock gap only when it spans the change or
    // ends at a wall-clock time the change skips or repeats, [low, high): so walk from the last fire
    // time before those to the first one after the clocks settle.
    const low = change.at + Math.min(change.before, change.after) * minuteMs;
    const settled = change.at + Math.max(0, change.before - change.after) * minuteMs;
    const lastBefore = wallClock.previous(low, low - (everFiresYears + 1) * 366 * dayMs);
    // Wall-clock times before `low` are on the old offset.
    const start = (lastBefore ?? low) - change.before * minuteMs - 1;
    let at: Date | undefined;
    for (const fire of fireTimes(wallClock, timeline, { after: new Date(start), until: within41Years(settled) })) {
      if (at) consider(at, fire.at);
      if (fire.at.getTime() > settled) break;
      at = fire.at;
    }
  }
}

/**
 * Interval results for an hour, since each costs milliseconds of CPU and a tenant may send the same
 * expression again and again; shared by the plan check and both previews. Keys hold the expression
 * (up to 255 characters), so the cache is bounded in bytes as well as entries.
 */
const intervals = new Lru<IntervalResult>({ maxEntries: 2_000, maxBytes: 1_000_000, sizeOf: () => 40, ttlMs: 3_600_000 });

/** A question to the cache: an `IntervalQuestion` from now, with a budget of `steps` should it walk afresh. */
export interface CachedQuestion {
  stopBelow: number;
  steps: number;
}

/** `shortestInterval` from now, through the cache; the exact result (stopBelow 0) answers any question. */
export function cachedInterval(cron: Cron, timeZone: string, { stopBelow, steps }: CachedQuestion): IntervalResult {
  const pattern = cron.getPattern()!;
  const exact = intervals.get(`0|${timeZone}|${pattern}`);
  if (exact) return exact;
  const key = `${stopBelow}|${timeZone}|${pattern}`;
  let result = intervals.get(key);
  if (!result) {
    result = shortestInterval(cron, timeZone, { from: new Date(), stopBelow, budget: new StepBudget(steps) });
    intervals.set(key, result);
  }
  return result;
}

/** What the cache holds, for tests of its bounds. */
export const intervalCacheSize = () => intervals.size;
