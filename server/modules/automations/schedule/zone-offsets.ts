import { Lru } from '../../../auth/lru.ts';
import type { StepBudget } from './step-budget.ts';

export const minuteMs = 60_000;
export const hourMs = 3_600_000;

/**
 * One formatter per zone, since making one costs far more than using it. Each holds about 50 KB of
 * ICU memory outside the JS heap (measured: 418 zones, 21 MB), and the zone is the caller's choice, so
 * only the zones in use are kept.
 */
const formatters = new Lru<Intl.DateTimeFormat>({ maxEntries: 100, maxBytes: 5_000_000, sizeOf: () => 50_000 });

/** What the formatter cache holds, for tests of its bounds. */
export const formatterCacheSize = () => formatters.size;

// The tail of `11/25/2026, GMT-05:00` (or `GMT` alone); seconds appear only in offsets before 1972.
const offsetName = /^GMT(?:([+-])(\d{2}):(\d{2})(?::\d{2})?)?$/;

/** The zone's UTC offset at `at`, in minutes (New York in winter: -300). */
export function offsetMinutes(at: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const text = format.format(at);
  const match = offsetName.exec(text.slice(text.lastIndexOf('GMT')));
  if (!match?.[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A change of the zone's offset: `at` is the first instant (ms) on the new offset. */
export interface OffsetChange {
  at: number;
  before: number;
  after: number;
}

// Offsets are looked up on a 12-hour grid, and a change is found between two grid points whose offsets
// differ. This assumes no zone changes its offset twice within 12 hours: from now on, changes in the
// tz database are at least 35 days apart (measured over 2026–2036 for every zone; Africa/Casablanca's
// Ramadan changes are the closest).
const gridMs = 12 * hourMs;

/**
 * A zone's offsets as one computation learns them, each look-up paid from its budget and remembered,
 * so a walk over many fire times near each other looks up each grid point once. Lives as long as the
 * computation: nothing here outlasts a request.
 */
export class ZoneTimeline {
  private readonly points = new Map<number, number>();
  private readonly changes = new Map<number, OffsetChange | null>();

  constructor(
    readonly timeZone: string,
    private readonly budget: StepBudget,
  ) {}

  private lookup(t: number): number {
    this.budget.spend();
    return offsetMinutes(new Date(t), this.timeZone);
  }

  private atPoint(point: number): number {
    let offset = this.points.get(point);
    if (offset === undefined) {
      offset = this.lookup(point);
      this.points.set(point, offset);
    }
    return offset;
  }

  /**
   * The change in the grid interval (point, point + grid], if its ends differ, placed at the first whole
   * minute on the new offset: fire times are whole minutes, so that is where a skipped time fires, and
   * it takes 10 look-ups where the millisecond would take 26.
   */
  private changeAfter(point: number): OffsetChange | null {
    let change = this.changes.get(point);
    if (change !== undefined) return change;
    const before = this.atPoint(point);
    const after = this.atPoint(point + gridMs);
    change = null;
    if (before !== after) {
      let lo = point;
      let hi = point + gridMs;
      while (hi - lo > minuteMs) {
        const mid = lo + Math.floor((hi - lo) / minuteMs / 2) * minuteMs;
        if (this.lookup(mid) === before) lo = mid;
        else hi = mid;
      }
      change = { at: hi, before, after };
    }
    this.changes.set(point, change);
    return change;
  }

  /** The offset in minutes at instant `t` (ms). */
  offsetAt(t: number): number {
    const point = Math.floor(t / gridMs) * gridMs;
    const change = this.changeAfter(point);
    if (!change) return this.atPoint(point);
    return t < change.at ? change.before : change.after;
  }

  /** The changes with instants in [from, to]; meant for spans of a day or two. */
  changesIn(from: number, to: number): OffsetChange[] {
    const found: OffsetChange[] = [];
    for (let point = Math.floor(from / gridMs) * gridMs; point <= to; point += gridMs) {
      const change = this.changeAfter(point);
      if (change && change.at >= from && change.at <= to) found.push(change);
    }
    return found;
  }

  /**
   * The changes in [from, to), a span of up to about a year: sampled a week apart (changes are at
   * least 35 days apart), then bisected over the grid and to the minute where the offset differs:
   * about 70 look-ups for a year rather than 730.
   */
  changesOver(from: number, to: number): OffsetChange[] {
    const week = 14 * gridMs;
    const found: OffsetChange[] = [];
    let start = Math.floor(from / gridMs) * gridMs;
    let offset = this.atPoint(start);
    for (; start < to; start += week) {
      const next = this.atPoint(start + week);
      if (next === offset) continue;
      let lo = start;
      let hi = start + week;
      while (hi - lo > gridMs) {
        const mid = lo + Math.floor((hi - lo) / gridMs / 2) * gridMs;
        if (this.atPoint(mid) === offset) lo = mid;
        else hi = mid;
      }
      const change = this.changeAfter(lo);
      if (change && change.at >= from && change.at < to) found.push(change);
      offset = next;
    }
    return found;
  }
}

/** `at` as local time with its offset in minutes: `2027-03-14T03:00:00-04:00`. */
export function localIsoTime(at: Date, offset: number): string {
  const wall = new Date(at.getTime() + offset * minuteMs).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}
