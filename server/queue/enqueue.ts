import type { Knex } from 'knex';

/** The name of a task some slice declared in `GraphileWorker.Tasks` (declaration merging, beside the task). */
export type TaskName = keyof GraphileWorker.Tasks;

/** One job: a declared task with its payload, checked against that task's declaration. */
export type JobSpec = {
  [K in TaskName]: {
    task: K;
    payload: GraphileWorker.Tasks[K];
    runAt?: Date;
    jobKey?: string;
    maxAttempts?: number;
    /** Jobs of one named queue run one at a time, in order, across all workers. */
    queueName?: string;
  };
}[TaskName];

/**
 * Enqueues jobs in one statement (graphile-worker's add_jobs) on the caller's connection, so they
 * commit or roll back with the change that caused them: a crash can neither lose a job nor run one
 * for a change that never happened. A job key replaces the pending job with that key; when that job
 * is already running, a new one is added and the running one will not be retried.
 */
export async function enqueue(db: Knex | Knex.Transaction, jobs: readonly JobSpec[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({
    identifier: job.task,
    payload: job.payload,
    queue_name: job.queueName ?? null,
    run_at: job.runAt?.toISOString() ?? null,
    max_attempts: job.maxAttempts ?? 25,
    job_key: job.jobKey ?? null,
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
