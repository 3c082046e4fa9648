import type { Cron } from 'croner';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import { intervalSteps, minimumIntervalMinutes } from './cron.ts';
import { fireTimes, type DstEffect } from './fire-times.ts';
import { cachedInterval } from './intervals.ts';
import { OutOfSteps, StepBudget } from './step-budget.ts';
import { WallClock } from './wall-clock.ts';
import { localIsoTime, ZoneTimeline } from './zone-offsets.ts';

/** How far ahead a preview looks: a yearly schedule shows its 100 fire times, a leap-day one 24 or 25. */
export const previewYears = 100;

/**
 * Steps for the fire times of one preview: learning the pattern (at most 2,917 questions to croner,
 * none when a question before taught it), a step for each month searched (at most 1,212 in 100
 * years), and a few offset look-ups a fire time (about 6 when they are years apart, fewer when near
 * each other, 12 more where a DST change is met). The most we measured is 4,059 (a pattern that never
 * fires, searched for 100 years from scratch); yearly fire times in a DST gap take about 1,700.
 */
export const previewSteps = 8_000;

type ScheduleNote = { code: 'horizon' | 'search_budget'; message: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function noteFor(input: { found: number; count: number; endYear: number; firesCut: boolean; intervalCut: boolean }): ScheduleNote | null {
  const { found, count, endYear } = input;
  if (input.firesCut || input.intervalCut) {
    const parts = [
      input.firesCut ? `only ${found} of the ${count} fire times asked for were found within the search budget; ask for fewer` : undefined,
      input.intervalCut ? 'the shortest interval is over the part of the coming year searched within the budget' : undefined,
    ].filter(Boolean);
    const text = parts.join('; ');
    return { code: 'search_budget', message: `${text[0]!.toUpperCase()}${text.slice(1)}.` };
  }
  if (found >= count) return null;
  const horizon = `before ${endYear + 1}, the end of the preview's ${previewYears}-year search`;
  if (found === 0) return { code: 'horizon', message: `Does not fire ${horizon}.` };
  return {
    code: 'horizon',
    message: `Fires so rarely that only ${plural(found, 'fire time', 'fire times')} of the ${count} asked for ${found === 1 ? 'falls' : 'fall'} ${horizon}.`,
  };
}

/** A schedule to preview: its pattern, parsed, the expression as the client gave it, and the zone it fires in. */
export interface ParsedSchedule {
  cron: Cron;
  expression: string;
  timeZone: string;
}

/** What a preview is asked: how many fire times, against which plan, from when (now) and within how many steps. */
export interface PreviewOptions {
  plan: Plan;
  count: number;
  from?: Date;
  steps?: number;
}

/**
 * The next `count` fire times of a schedule and its shortest interval against the plan (GET …/schedule,
 * POST …/schedule-preview). Both searches are bounded in steps and the fire times in years; what either
 * bound cut short, `note` says.
 */
export function schedulePreview(
  { cron, expression, timeZone }: ParsedSchedule,
  { plan, count, from = new Date(), steps = previewSteps }: PreviewOptions,
) {
  const budget = new StepBudget(steps);
  const endYear = from.getUTCFullYear() + previewYears;
  const fires: Array<{ at: string; local: string; dst: DstEffect }> = [];
  let firesCut = false;
  try {
    const wall = new WallClock(cron, budget);
    for (const fire of fireTimes(wall, new ZoneTimeline(timeZone, budget), { after: from, until: Date.UTC(endYear + 1, 0, 1) })) {
      fires.push({ at: fire.at.toISOString(), local: localIsoTime(fire.at, fire.offset), dst: fire.dst });
      if (fires.length >= count) break;
    }
  } catch (err) {
    if (!(err instanceof OutOfSteps)) throw err;
    firesCut = true;
  }
  const interval = cachedInterval(cron, timeZone, { stopBelow: 0, steps: intervalSteps });
  const shortest = interval.shortest ?? null;
  const minimum = minimumIntervalMinutes[plan];
  return {
    schedule: expression,
    timezone: timeZone,
    fires,
    shortest_interval_minutes: shortest,
    plan,
    plan_minimum_minutes: minimum,
    allowed: shortest === null || shortest >= minimum,
    note: noteFor({ found: fires.length, count, endYear, firesCut, intervalCut: !interval.complete }),
  };
}
