import type { Knex } from 'knex';
import { enqueue, removeJobs } from '../../../queue/enqueue.ts';
import type { Automation } from '../automations.model.ts';
import { nextFireTime, parseSchedule } from './cron.ts';

export const scheduleJobKey = (automationId: string) => `schedule:${automationId}`;

/** Where the next fire time is looked for: in the workspace's zone, strictly after `after` (now unless given). */
export interface NextFireSearch {
  timeZone: string;
  after?: Date;
}

/**
 * Keeps the one pending `fire_schedule` job of a scheduled automation (a job key, so several workers
 * never fire one time twice) and its `next_run_at`: set while enabled, cleared otherwise.
 */
export async function reschedule(
  trx: Knex.Transaction,
  automation: Automation,
  { timeZone, after = new Date() }: NextFireSearch,
): Promise<Date | null> {
  let next: Date | null = null;
  if (automation.type === 'scheduled' && automation.enabled && automation.trigger.schedule) {
    const parsed = parseSchedule(automation.trigger.schedule, timeZone);
    if (!('error' in parsed)) next = nextFireTime(parsed.cron, timeZone, after);
  }
  await trx('automations').where({ id: automation.id }).update({ next_run_at: next });
  if (next) {
    await enqueue(trx, [
      {
        task: 'fire_schedule',
        payload: { automation_id: automation.id, at: next.toISOString() },
        jobKey: scheduleJobKey(automation.id),
        runAt: next,
        maxAttempts: 5,
      },
    ]);
  } else {
    await removeJobs(trx, [scheduleJobKey(automation.id)]);
  }
  automation.next_run_at = next;
  return next;
}

/** Cancels automations' schedules; runs already queued still execute (and see the automation's state), or go with a deleted automation. */
export async function cancelSchedules(trx: Knex.Transaction, automationIds: string[]): Promise<void> {
  await removeJobs(trx, automationIds.map(scheduleJobKey));
}
