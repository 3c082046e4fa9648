import { Cron } from 'croner';
import { invalid } from '../../../errors.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import { fireTimes } from './fire-times.ts';
import { cachedInterval, shortestInterval, type IntervalQuestion } from './intervals.ts';
import { OutOfSteps, StepBudget } from './step-budget.ts';
import { everFiresYears, WallClock } from './wall-clock.ts';
import { ZoneTimeline } from './zone-offsets.ts';

/** Minimum minutes between consecutive fire times, by plan. */
export const minimumIntervalMinutes: Readonly<Record<Plan, number>> = { free: 60, pro: 15, enterprise: 1 };

/**
 * A five-field cron expression, or the reason it is not one. The cron is the pattern on the wall clock
 * (local time read as UTC), the same in every zone: each use (`nextFireTime`, `checkedInterval`, the
 * preview) is given the zone, and none runs croner's own unbounded search.
 */
export function parseSchedule(expression: string, _timeZone: string): { cron: Cron } | { error: string } {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return { error: `must have five fields (minute hour day-of-month month day-of-week), got ${fields.length}` };
  }
  try {
    return { cron: new Cron(fields.join(' '), { utcOffset: 0, mode: '5-part', paused: true, legacyMode: true }) };
  } catch (err) {
    return { error: (err as Error).message.replace(/^CronPattern: /, '') };
  }
}

/**
 * Steps for one next fire time: learning the pattern (96 questions to croner, and up to 31 for each
 * kind of month met: 2,821 for all 91), a step for each month searched (492 in 41 years) and a few
 * dozen offset look-ups, so at most about 3,500. The budget is never reached; it stands guard should
 * that reasoning ever break, rather than letting a wrong time be booked.
 */
const oneFireSteps = 5_000;

/**
 * The next fire time strictly after `after`, in the zone: a local time that does not exist (clocks
 * went forward) fires once, at the first valid time after the gap; a repeated local time (clocks went
 * back) fires in the first pass only. `null` when the pattern never fires (nothing in 41 years, see
 * `everFiresYears`). Bounded whatever the pattern (see `oneFireSteps`): it throws `OutOfSteps` only if
 * that bound were ever broken.
 */
export function nextFireTime(cron: Cron, timeZone: string, after: Date): Date | null {
  const budget = new StepBudget(oneFireSteps);
  const until = Date.UTC(after.getUTCFullYear() + everFiresYears + 1, 0, 1);
  const first = fireTimes(new WallClock(cron, budget), new ZoneTimeline(timeZone, budget), { after, until }).next();
  return first.done ? null : first.value.at;
}

/**
 * Steps for a full interval walk: learning the pattern (at most 2,917 questions to croner, see
 * `WallClock`), at most 502 wall-clock fire times (a step a month searched), about 55 look-ups to find
 * the year's offset changes and 14 to place each, and around each change the fire times whose gaps it
 * alters (a pattern firing every minute: those in the skipped or repeated hour, up to 120 for a
 * two-hour shift). The most we measured is 3,360 (`0 0 1-21 * +0L,1L,2L,3L,4L,5L,6L`, which never
 * fires, learnt from scratch); a step costs 0.5 to 7 µs, so the budget is at most about 50 ms.
 */
export const intervalSteps = 8_000;

/**
 * The shortest gap between consecutive fire times over the next year (see `intervals.ts`), or
 * undefined when the pattern fires at most once within its search; throws `OutOfSteps` past `budget`
 * (`intervalSteps` unless given). Exact unless `stopBelow` is given.
 */
export function shortestIntervalMinutes(
  cron: Cron,
  timeZone: string,
  { from, stopBelow = 0, budget = new StepBudget(intervalSteps) }: Partial<IntervalQuestion> & Pick<IntervalQuestion, 'from'>,
): number | undefined {
  const result = shortestInterval(cron, timeZone, { from, stopBelow, budget });
  if (!result.complete) throw new OutOfSteps(budget.limit);
  return result.shortest;
}

/**
 * The plan check of a schedule: the shortest gap, or the first gap found below `minimum` (the walk
 * stops there); undefined when it never fires. Cached (`cachedInterval`). A schedule the walk cannot
 * finish within its budget is refused as such (422), never half-checked.
 */
export function checkedInterval(cron: Cron, timeZone: string, minimum: number): number | undefined {
  // Fire times are whole minutes, so no gap is under a minute: a minimum of one needs no walk.
  if (minimum <= 1) return nextFireTime(cron, timeZone, new Date()) ? minimum : undefined;
  const result = cachedInterval(cron, timeZone, { stopBelow: minimum, steps: intervalSteps });
  if (!result.complete) {
    throw invalid(`trigger.schedule is too irregular to check against the plan within ${intervalSteps} steps; simplify it.`, [
      { field: '/trigger/schedule', message: 'is too irregular to check against the plan; use fewer lists and ranges' },
    ]);
  }
  return result.shortest;
}
