import type { Knex } from 'knex';

export interface JobOptions {
  runAt?: Date;
  jobKey?: string;
  maxAttempts?: number;
  queueName?: string;
}

/**
 * Enqueues a graphile-worker job on the caller's connection, so it commits or rolls back with the
 * change that caused it: a crash can neither lose the job nor run one for a change that never happened.
 */
export async function enqueueJob(db: Knex | Knex.Transaction, task: string, payload: object, options: JobOptions = {}): Promise<void> {
  await db.raw(
    `select graphile_worker.add_job(
       identifier => ?, payload => ?::json, queue_name => ?, run_at => ?, max_attempts => ?, job_key => ?
     )`,
    [task, JSON.stringify(payload), options.queueName ?? null, options.runAt ?? null, options.maxAttempts ?? 25, options.jobKey ?? null],
  );
}
