import type { Cron } from 'croner';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import { dstEffect, localIsoTime, minimumIntervalMinutes, nextFireTime, shortestIntervalMinutes } from './cron.ts';

/** The next `count` fire times of a schedule and its shortest interval against the plan (GET …/schedule, POST …/schedule-preview). */
export function schedulePreview(cron: Cron, schedule: string, timeZone: string, plan: Plan, count: number, from = new Date()) {
  const fires: Array<{ at: string; local: string; dst: 'moved' | 'repeat_skipped' | null }> = [];
  let at: Date | null = from;
  while (fires.length < count && at) {
    at = nextFireTime(cron, timeZone, at);
    if (at) fires.push({ at: at.toISOString(), local: localIsoTime(at, timeZone), dst: dstEffect(cron, timeZone, at) });
  }
  const shortest = shortestIntervalMinutes(cron, timeZone, from) ?? null;
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
