import { Cron } from 'croner';
import { Lru } from '../../../auth/lru.ts';
import type { StepBudget } from './step-budget.ts';

const minuteMs = 60_000;
const dayMs = 86_400_000;
const options = { utcOffset: 0, mode: '5-part', legacyMode: true, paused: true } as const;

/**
 * Any pattern that fires at all fires within 40 years of any time: whether a day matches depends only
 * on its month, the month's length and the weekday it starts on, and each such month comes round at
 * least every 40 years (the longest wait is for a leap February starting on a given weekday, e.g. the
 * 29th on a Monday: 2072, then 2112). So a search that finds nothing in 41 years will never find one.
 */
export const everFiresYears = 41;

/** The values 0…n-1 that `accepts` lets through, in order. */
function allowed(n: number, accepts: (value: number) => boolean): number[] {
  const values: number[] = [];
  for (let value = 0; value < n; value++) if (accepts(value)) values.push(value);
  return values;
}

/** What a pattern allows, learnt from croner: its minutes, hours and months, and the matching days of each kind of month met. */
interface Learnt {
  minutes: number[];
  hours: number[];
  months: boolean[];
  days: Map<number, number>;
}

/**
 * What each pattern has taught, kept for the next computation (a preview asks three questions of one
 * pattern, and a tenant may ask about it again): at most 91 masks and 96 small numbers, about 5 KB, so
 * 300 patterns are 1.5 MB at most.
 */
const learnt = new Lru<Learnt>({ maxEntries: 1_000, maxBytes: 1_500_000, sizeOf: () => 5_000 });

/** What the cache of learnt patterns holds, for tests of its bounds. */
export const learntCacheSize = () => learnt.size;

/**
 * A cron pattern on the wall clock (local time read as UTC), searched without croner's own search.
 * Croner walks every day of every month a pattern names, testing each against the day-of-week rules;
 * for `0 0 1-21 * +0L,1L,2L,3L,4L,5L,6L` (which never fires) that costs about 2 ms a year, 200 ms to
 * its limit of the year 3000. Here croner only answers whether one instant matches (`match`, the same
 * rules its search uses): once per minute and hour value, and once per day of each kind of month the
 * search meets (a month's matching days depend only on the month, its length and the weekday it starts
 * on: at most 91 kinds, 2,821 days, each learnt once). Each month searched and each of those questions
 * is a step of `budget`, so no pattern costs more than its steps.
 */
export class WallClock {
  private readonly minutes: number[];
  private readonly hours: number[];
  private readonly months: boolean[];
  private readonly masks: Map<number, number>;

  constructor(
    private readonly cron: Cron,
    private readonly budget: StepBudget,
  ) {
    const pattern = cron.getPattern()!;
    let known = learnt.get(pattern);
    if (!known) {
      const [minute, hour, , month] = pattern.split(' ');
      const probe = (fields: string, at: (value: number) => number, n: number) => {
        const fieldOnly = new Cron(fields, options);
        return allowed(n, (value) => {
          budget.spend();
          return fieldOnly.match(new Date(at(value)));
        });
      };
      const minutes = probe(`${minute} * * * *`, (m) => Date.UTC(2000, 0, 1, 0, m), 60);
      const hours = probe(`* ${hour} * * *`, (h) => Date.UTC(2000, 0, 1, h), 24);
      const months = probe(`* * * ${month} *`, (m) => Date.UTC(2000, m, 1), 12);
      known = { minutes, hours, months: Array.from({ length: 12 }, (_, m) => months.includes(m)), days: new Map() };
      learnt.set(pattern, known);
    }
    ({ minutes: this.minutes, hours: this.hours, months: this.months, days: this.masks } = known);
  }

  /** The days of a month that match, as bits (day d is bit d-1), learnt once per kind of month. */
  private days(year: number, month: number): number {
    if (!this.months[month] || this.hours.length === 0 || this.minutes.length === 0) return 0;
    const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const kind = month * 64 + firstWeekday * 8 + length - 28;
    let mask = this.masks.get(kind);
    if (mask === undefined) {
      mask = 0;
      for (let day = 1; day <= length; day++) {
        this.budget.spend();
        if (this.cron.match(new Date(Date.UTC(year, month, day, this.hours[0], this.minutes[0])))) mask |= 1 << (day - 1);
      }
      this.masks.set(kind, mask);
    }
    return mask;
  }

  /** The first time of day (ms) at or after `ms` into a day that the minute and hour fields allow. */
  private timeFrom(ms: number): number | undefined {
    const minute = ms / minuteMs;
    for (const h of this.hours) {
      if (h < Math.floor(minute / 60)) continue;
      for (const m of this.minutes) if (h * 60 + m >= minute) return (h * 60 + m) * minuteMs;
    }
    return undefined;
  }

  /** The last time of day (ms) at or before `ms` into a day that the minute and hour fields allow. */
  private timeUpTo(ms: number): number | undefined {
    const minute = ms / minuteMs;
    for (let i = this.hours.length - 1; i >= 0; i--) {
      const h = this.hours[i]!;
      if (h > Math.floor(minute / 60)) continue;
      for (let j = this.minutes.length - 1; j >= 0; j--)
        if (h * 60 + this.minutes[j]! <= minute) return (h * 60 + this.minutes[j]!) * minuteMs;
    }
    return undefined;
  }

  /** The first matching wall time strictly after `after` and at most `until` (ms, wall clock read as UTC). */
  next(after: number, until: number): number | undefined {
    let t = Math.floor(after / minuteMs) * minuteMs + minuteMs;
    while (t <= until) {
      this.budget.spend();
      const date = new Date(t);
      const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
      const ahead = this.days(year, month) >>> (day - 1);
      if (ahead === 0) {
        t = Date.UTC(year, month + 1, 1);
        continue;
      }
      const skip = 31 - Math.clz32(ahead & -ahead);
      const dayStart = Date.UTC(year, month, day + skip);
      const time = this.timeFrom(skip === 0 ? t - dayStart : 0);
      if (time !== undefined) return dayStart + time <= until ? dayStart + time : undefined;
      t = dayStart + dayMs;
    }
    return undefined;
  }

  /** The last matching wall time strictly before `before` and at least `since`. */
  previous(before: number, since: number): number | undefined {
    let t = Math.ceil(before / minuteMs) * minuteMs - minuteMs;
    while (t >= since) {
      this.budget.spend();
      const date = new Date(t);
      const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
      const behind = day === 31 ? this.days(year, month) : this.days(year, month) & ((1 << day) - 1);
      if (behind === 0) {
        t = Date.UTC(year, month, 1) - minuteMs;
        continue;
      }
      const last = 32 - Math.clz32(behind);
      const dayStart = Date.UTC(year, month, last);
      const time = this.timeUpTo(last === day ? t - dayStart : dayMs - minuteMs);
      if (time !== undefined) return dayStart + time >= since ? dayStart + time : undefined;
      t = dayStart - minuteMs;
    }
    return undefined;
  }

  /** Whether the pattern names wall time `at` itself. */
  matches(at: number): boolean {
    if (at % minuteMs !== 0) return false;
    const date = new Date(at);
    return (
      ((this.days(date.getUTCFullYear(), date.getUTCMonth()) >>> (date.getUTCDate() - 1)) & 1) === 1 &&
      this.hours.includes(date.getUTCHours()) &&
      this.minutes.includes(date.getUTCMinutes())
    );
  }
}
