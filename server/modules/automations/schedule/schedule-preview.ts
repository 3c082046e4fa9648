import type { Cron } from 'croner';
import { Lru } from '../../../auth/lru.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import { dstEffect, localIsoTime, minimumIntervalMinutes, nextFireTime, shortestIntervalMinutes } from './cron.ts';

/** The year-long walk for the shortest interval costs milliseconds; a tenant may ask for one schedule again and again. */
const shortestCache = new Lru<number | null>({ maxEntries: 1_000, ttlMs: 3_600_000 });

function cachedShortest(cron: Cron, timeZone: string, from: Date): number | null {
  const key = `${timeZone}|${cron.getPattern()}`;
  const cached = shortestCache.get(key);
  if (cached !== undefined) return cached;
  const shortest = shortestIntervalMinutes(cron, timeZone, from) ?? null;
  shortestCache.set(key, shortest);
  return shortest;
}

/** The next `count` fire times of a schedule and its shortest interval against the plan (GET …/schedule, POST …/schedule-preview). */
export function schedulePreview(cron: Cron, schedule: string, timeZone: string, plan: Plan, count: number, from = new Date()) {
  const fires: Array<{ at: string; local: string; dst: 'moved' | 'repeat_skipped' | null }> = [];
  let at: Date | null = from;
  while (fires.length < count && at) {
    at = nextFireTime(cron, timeZone, at);
    if (at) fires.push({ at: at.toISOString(), local: localIsoTime(at, timeZone), dst: dstEffect(cron, timeZone, at) });
  }
  const shortest = cachedShortest(cron, timeZone, from);
  const minimum = minimumIntervalMinutes[plan];
  return {
    schedule,
    timezone: timeZone,
    fires,
    shortest_interval_minutes: shortest,
    plan,
    plan_minimum_minutes: minimum,
    allowed: shortest === null || shortest >= minimum,
  };
}
