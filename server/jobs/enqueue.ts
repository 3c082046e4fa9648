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

export interface JobSpec {
  task: string;
  payload: object;
  runAt?: Date;
  jobKey?: string;
  maxAttempts?: number;
}

/**
 * Enqueues many jobs in one statement (graphile-worker's add_jobs), on the caller's connection: the
 * fan-out path adds a batch per transaction instead of one add_job (and one NOTIFY) per job.
 */
export async function enqueueJobs(db: Knex | Knex.Transaction, specs: JobSpec[]): Promise<void> {
  if (specs.length === 0) return;
  const rows = specs.map((s) => ({
    identifier: s.task,
    payload: s.payload,
    queue_name: null,
    run_at: s.runAt?.toISOString() ?? null,
    max_attempts: s.maxAttempts ?? 25,
    job_key: s.jobKey ?? null,
    priority: 0,
    flags: null,
  }));
  await db.raw(`select graphile_worker.add_jobs(array(select json_populate_recordset(null::graphile_worker.job_spec, ?::json)))`, [
    JSON.stringify(rows),
  ]);
}

/** Cancels pending jobs by their keys (a job already running is left to finish). */
export async function removeJobs(db: Knex | Knex.Transaction, jobKeys: string[]): Promise<void> {
  if (jobKeys.length === 0) return;
  await db.raw('select graphile_worker.remove_job(k) from unnest(?::text[]) as k', [jobKeys]);
}
