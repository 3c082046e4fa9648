/**
 * Jobs that failed for good (every attempt used: a mail or chat message its server refused ten
 * times, a schedule's fire) are removed this long after their last attempt (docs/decisions.md#retention).
 * graphile-worker keeps them forever, and a mail's or chat message's payload holds a notification's
 * text and its recipient's address, an invitation's its link: kept, they would outlive the
 * notifications and invitations they were about, and a mail server's outage would add one for each
 * message it refused. A job's payload may come from a workspace of any plan, so the shortest plan's
 * days hold for all.
 */
import type { Knex } from 'knex';
import type { RetentionSettings } from './retention-pass.ts';
import { removeOldest } from './expired-rows.ts';

/** How many days after its last attempt a permanently failed job is kept: as long as the shortest plan keeps its history. */
export const failedJobDays = (settings: RetentionSettings): number => Math.min(...Object.values(settings.days));

/**
 * Removes at most `limit` permanently failed jobs whose last attempt was more than `days` ago, oldest
 * first; a job a worker has locked is left alone. graphile-worker's own `DELETE_PERMAFAILED_JOBS`
 * cleanup removes every failed job at once, whatever its age and number: an operator would lose the
 * last error of a job that failed a minute ago, and a backlog would go in one statement. Aged by
 * `run_at`, which each failure sets to the next attempt's time (at most e^10 s, about 6 hours, after
 * it): a job's `created_at` may be long before its first run (a weekly schedule's next fire is
 * queued at the fire before), and a failure must not go the moment it happens.
 */
export const removeFailedJobs = (db: Knex, days: number, limit: number): Promise<number> =>
  removeOldest(
    db,
    { table: 'graphile_worker._private_jobs', key: 'id', age: 'run_at', where: 't.attempts >= t.max_attempts and t.locked_at is null' },
    [],
    days,
    limit,
  );
