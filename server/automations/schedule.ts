import { Cron } from 'croner';

/** Minimum minutes between consecutive fire times, by plan. */
export const minimumIntervalMinutes = { free: 60, pro: 15, enterprise: 1 } as const;

export type SchedulePlan = keyof typeof minimumIntervalMinutes;

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

/**
 * The next fire time strictly after `after`, in the cron's time zone. Skipped local times (clocks went
 * forward) fire once at the next valid time (croner's behaviour); repeated ones fire in the first pass only.
 */
export function nextFireTime(cron: Cron, timeZone: string, after: Date): Date | null {
  let from = after;
  for (let guard = 0; guard < 1000; guard++) {
    const next = cron.nextRun(from);
    if (!next) return null;
    if (!isRepeatedWallClock(next, timeZone)) return next;
    from = next;
  }
  return null;
}

/** The shortest gap between consecutive fire times over the next year (at most 2,000 fire times). */
export function shortestIntervalMinutes(cron: Cron, timeZone: string, from: Date): number | undefined {
  let previous = nextFireTime(cron, timeZone, from);
  if (!previous) return undefined;
  const horizon = from.getTime() + 366 * 86_400_000;
  let shortest: number | undefined;
  for (let i = 0; i < 2000 && previous.getTime() < horizon; i++) {
    const next = nextFireTime(cron, timeZone, previous);
    if (!next) break;
    const gap = (next.getTime() - previous.getTime()) / 60_000;
    shortest = shortest === undefined ? gap : Math.min(shortest, gap);
    previous = next;
  }
  return shortest;
}
