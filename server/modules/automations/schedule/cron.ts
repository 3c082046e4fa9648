import { Cron } from 'croner';
import { Lru } from '../../../auth/lru.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';

/** Minimum minutes between consecutive fire times, by plan. */
export const minimumIntervalMinutes: Readonly<Record<Plan, number>> = { free: 60, pro: 15, enterprise: 1 };

/** A five-field cron expression, or the reason it is not one. */
export function parseSchedule(expression: string, timeZone: string): { cron: Cron } | { error: string } {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return { error: `must have five fields (minute hour day-of-month month day-of-week), got ${fields.length}` };
  }
  try {
    return { cron: new Cron(fields.join(' '), { timezone: timeZone, paused: true, legacyMode: true }) };
  } catch (err) {
    return { error: (err as Error).message.replace(/^CronPattern: /, '') };
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetMinutes(at: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/**
 * True when `at` falls in the second pass of a repeated local hour (clocks went back), i.e. the same
 * wall-clock time already happened earlier that night: the decisions say a repeated hour fires once.
 */
function isRepeatedWallClock(at: Date, timeZone: string): boolean {
  const before = offsetMinutes(new Date(at.getTime() - 6 * 3_600_000), timeZone);
  const shift = before - offsetMinutes(at, timeZone);
  if (shift <= 0) return false;
  // `shift` minutes earlier, still on the old offset, the wall clock read exactly what it reads now.
  return offsetMinutes(new Date(at.getTime() - shift * 60_000), timeZone) === before;
}

const hourMs = 3_600_000;

/**
 * The first instant on the new offset of the first spring-forward transition in (from, to], with the
 * offset before it and the minutes the clocks jumped; undefined when there is none.
 */
function springForwardIn(from: Date, to: Date, timeZone: string): { at: Date; before: number; shift: number } | undefined {
  // Transitions are months apart, so comparing offsets 12 hours apart finds each one.
  for (let start = from.getTime(); start < to.getTime(); start += 12 * hourMs) {
    const end = Math.min(start + 12 * hourMs, to.getTime());
    const before = offsetMinutes(new Date(start), timeZone);
    const after = offsetMinutes(new Date(end), timeZone);
    if (after <= before) continue;
    let lo = start;
    let hi = end;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetMinutes(new Date(mid), timeZone) === after) hi = mid;
      else lo = mid;
    }
    return { at: new Date(hi), before, shift: after - before };
  }
  return undefined;
}

const fixedOffsetCrons = new Map<string, Cron>();

/** The pattern evaluated at a fixed UTC offset: the wall clock as it would have read without the jump. */
function atFixedOffset(pattern: string, offset: number): Cron {
  const key = `${offset} ${pattern}`;
  let cron = fixedOffsetCrons.get(key);
  if (!cron) {
    cron = new Cron(pattern, { utcOffset: offset, paused: true, legacyMode: true });
    fixedOffsetCrons.set(key, cron);
  }
  return cron;
}

/**
 * When clocks jump forward in (after, before], and the jump swallowed a local time the pattern names,
 * the first valid time after the gap (the transition itself); undefined otherwise. Croner does this
 * only for single-value patterns (`30 2 * * *`) and drops the skipped times of lists and steps.
 */
function swallowedByGap(cron: Cron, timeZone: string, after: Date, before: Date): Date | undefined {
  const pattern = cron.getPattern();
  const gap = springForwardIn(after, before, timeZone);
  if (!pattern || !gap || gap.at.getTime() <= after.getTime()) return undefined;
  // Under the old offset, the skipped wall-clock times are the instants [gap.at, gap.at + shift).
  const skipped = atFixedOffset(pattern, gap.before).nextRun(new Date(gap.at.getTime() - 1));
  return skipped && skipped.getTime() < gap.at.getTime() + gap.shift * 60_000 ? gap.at : undefined;
}

/**
 * The next fire time strictly after `after`, in the cron's time zone. A local time that does not exist
 * (clocks went forward) fires once, at the first valid time after the gap; a repeated local time (clocks
 * went back) fires in the first pass only.
 */
export function nextFireTime(cron: Cron, timeZone: string, after: Date): Date | null {
  let from = after;
  for (let guard = 0; guard < 1000; guard++) {
    const next = cron.nextRun(from);
    if (!next) return null;
    const gapFire = swallowedByGap(cron, timeZone, from, next);
    if (gapFire && gapFire.getTime() < next.getTime()) return gapFire;
    if (!isRepeatedWallClock(next, timeZone)) return next;
    from = next;
  }
  return null;
}

/**
 * Offset changes within the next year, each as the last sample before it and the first after (at most
 * `step` apart). Sampled a week apart and bisected where the offset differs: about 60 zone look-ups
 * instead of 3,000 (each costs tens of microseconds), since transitions are months apart.
 */
function offsetChanges(timeZone: string, from: Date, step = 3 * 3_600_000): Array<{ before: number; after: number }> {
  const week = 7 * 86_400_000;
  const changes: Array<{ before: number; after: number }> = [];
  let previous = offsetMinutes(from, timeZone);
  for (let t = from.getTime(); t < from.getTime() + 366 * 86_400_000; t += week) {
    const offset = offsetMinutes(new Date(t + week), timeZone);
    if (offset === previous) continue;
    let lo = t;
    let hi = t + week;
    while (hi - lo > step) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (offsetMinutes(new Date(mid), timeZone) === previous) lo = mid;
      else hi = mid;
    }
    changes.push({ before: lo, after: hi });
    previous = offset;
  }
  return changes;
}

/**
 * The shortest gap between consecutive fire times over the next year. Away from DST changes the gaps
 * are those of the wall clock, so they are walked with a fixed-offset cron (cheap: no zone math, at
 * most 500 fire times: enough to see a daily, weekly or monthly pattern's shortest gap, and each costs
 * tens of microseconds). Across each change the real, zone-aware fire times are walked instead, from
 * the last fire before it to past it, since a skipped or repeated hour shortens or stretches the gap
 * that spans it (a daily 09:00 is 23 hours apart across the spring change). This keeps the check to
 * tens of milliseconds on the request path.
 */
export function shortestIntervalMinutes(cron: Cron, timeZone: string, from: Date, stopBelow = 0): number | undefined {
  try {
    return walkIntervals(cron, timeZone, from, stopBelow);
  } catch (err) {
    if (err instanceof FoundBelow) return err.gap;
    throw err;
  }
}

/** Ends a walk as soon as one gap is below what the plan allows: nothing after it changes the answer. */
class FoundBelow {
  constructor(readonly gap: number) {}
}

const wallClockFires = 500;

/** A day for `m h * * *`, a week for `m h * * d`; undefined when day of month or month is restricted. */
function repeatCycleMs(pattern: string): number | undefined {
  const [, , dayOfMonth, month, dayOfWeek] = pattern.trim().split(/\s+/);
  if (dayOfMonth !== '*' || month !== '*') return undefined;
  return dayOfWeek === '*' ? 86_400_000 : 7 * 86_400_000;
}

function walkIntervals(cron: Cron, timeZone: string, from: Date, stopBelow: number): number | undefined {
  const wallClock = new Cron(cron.getPattern()!, { utcOffset: 0, paused: true, legacyMode: true });
  const horizon = from.getTime() + 366 * 86_400_000;
  let shortest: number | undefined;
  const consider = (a: Date, b: Date) => {
    const gap = (b.getTime() - a.getTime()) / 60_000;
    if (gap < stopBelow) throw new FoundBelow(gap);
    shortest = shortest === undefined ? gap : Math.min(shortest, gap);
  };
  const walls: number[] = [];
  let previous = wallClock.nextRun(from);
  if (!previous) return undefined;
  walls.push(previous.getTime());
  // At least one gap, however far apart the fire times are (`0 0 29 2 *` fires every four years).
  // For the plan check alone, a pattern that repeats daily or weekly needs one cycle: its gaps repeat,
  // and a gap a DST change shortens below a minimum of at most 4 hours lies within the margin below.
  const cycle = stopBelow > 0 && stopBelow <= 240 ? repeatCycleMs(cron.getPattern()!) : undefined;
  const cycleEnd = cycle === undefined ? Infinity : previous.getTime() + cycle;
  for (let i = 0; i < wallClockFires && (i === 0 || (previous.getTime() < horizon && previous.getTime() <= cycleEnd)); i++) {
    const next = wallClock.nextRun(previous);
    if (!next) break;
    consider(previous, next);
    walls.push(next.getTime());
    previous = next;
  }
  // For the plan check, a gap that a change shortens below the minimum was under the minimum plus the
  // largest shift (2 hours) before it, so that much around each change is enough.
  const margin = cycle !== undefined ? stopBelow * 60_000 + 2 * 3_600_000 : 6 * 3_600_000;
  for (const change of offsetChanges(timeZone, from)) {
    // The wall-clock time just before the change, and the last wall-clock fire at or before it.
    const offsetBefore = offsetMinutes(new Date(change.before), timeZone) * 60_000;
    const wallBefore = change.before + offsetBefore;
    // When the walked fires end before the change, the pattern is dense, and a gap short enough to
    // matter (under the plan's minimum plus the shift) lies within the margin around it.
    const covered = walls.length > 0 && walls[walls.length - 1]! > wallBefore;
    const lastBefore = covered ? walls.filter((w) => w <= wallBefore).pop() : undefined;
    const start = lastBefore === undefined ? change.before - margin : lastBefore - offsetBefore - 60_000;
    let at = nextFireTime(cron, timeZone, new Date(start));
    while (at && at.getTime() <= change.after + margin) {
      const next = nextFireTime(cron, timeZone, at);
      if (!next) break;
      consider(at, next);
      at = next;
    }
  }
  return shortest;
}

/**
 * The plan check of a schedule: the shortest gap, or the first gap found below `minimum` (the walk
 * stops there). Results are kept for an hour in a bounded cache, since each costs milliseconds of CPU
 * and a tenant may send the same expression again and again.
 */
const intervalCache = new Lru<number | null>({ maxEntries: 1_000, ttlMs: 3_600_000 });

export function checkedInterval(cron: Cron, timeZone: string, minimum: number): number | undefined {
  const key = `${minimum}|${timeZone}|${cron.getPattern()}`;
  const cached = intervalCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  // Fire times are whole minutes, so no gap is under a minute: a minimum of one needs no walk.
  if (minimum <= 1) return cron.nextRun() ? minimum : undefined;
  const shortest = shortestIntervalMinutes(cron, timeZone, new Date(), minimum);
  intervalCache.set(key, shortest ?? null);
  return shortest;
}

/** `at` as local time in the zone, with its offset: `2027-03-14T03:00:00-04:00`. */
export function localIsoTime(at: Date, timeZone: string): string {
  const offset = offsetMinutes(at, timeZone);
  const wall = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/**
 * How a DST change touched a fire time of `nextFireTime`: `moved` when the pattern does not name its
 * wall-clock time (it stands in for a time the clocks skipped), `repeat_skipped` when the same wall
 * clock comes again after the clocks go back (the repeat does not fire); null otherwise.
 */
export function dstEffect(cron: Cron, timeZone: string, at: Date): 'moved' | 'repeat_skipped' | null {
  const pattern = cron.getPattern();
  if (!pattern) return null;
  const offset = offsetMinutes(at, timeZone);
  if (
    atFixedOffset(pattern, offset)
      .nextRun(new Date(at.getTime() - 1))
      ?.getTime() !== at.getTime()
  )
    return 'moved';
  const later = offsetMinutes(new Date(at.getTime() + 6 * hourMs), timeZone);
  const shift = offset - later;
  if (shift > 0 && offsetMinutes(new Date(at.getTime() + shift * 60_000), timeZone) === later) return 'repeat_skipped';
  return null;
}
