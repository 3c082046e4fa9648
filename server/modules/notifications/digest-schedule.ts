import { Cron } from 'croner';

export type DigestFrequency = 'hourly' | 'daily';

const patterns = new Map<string, Cron>();

/**
 * The latest time a digest schedule (a cron pattern, e.g. `0 9 * * *`) fired at or before `now` in a
 * time zone, or null if it never did. Each pattern and zone is parsed once per process.
 */
export function latestTick(pattern: string, timezone: string, now: Date): Date | null {
  const key = `${pattern}\u0000${timezone}`;
  let cron = patterns.get(key);
  if (!cron) {
    cron = new Cron(pattern, { timezone, paused: true });
    patterns.set(key, cron);
  }
  // previousRuns looks strictly before its reference: a tick at this very millisecond counts too.
  return cron.previousRuns(1, new Date(now.getTime() + 1))[0] ?? null;
}
