import type { Task } from 'graphile-worker';
import type { AppDeps } from '../../context.ts';
import type { CronPayload } from '../../queue/cron-payload.ts';
import { enqueue } from '../../queue/enqueue.ts';
import { nextPass, removeExpiredRows } from './retention-pass.ts';
import { removeInBatches } from '../../db/batched-removal.ts';
import { removeMarkedWorkspaces } from '../workspaces/workspace-deletion.ts';
import { removeRevokedKeys, revokedKeyDays } from './revoked-keys.ts';
import { failedJobDays, removeFailedJobs } from './failed-jobs.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      /**
       * `from`: the workspace where the previous job's pass stopped. `leftOver`: the first workspace of
       * this round whose visit ended with rows left, carried from job to job until the round ends.
       */
      remove_expired_rows: CronPayload & { from?: string; leftOver?: string };
    }
  }
}

/**
 * One job at a time across every worker: jobs of one named queue run in series, and the key keeps
 * one pending. A crontab line due while a continuation is pending replaces it, so that pass starts
 * again from the first workspace: one indexed probe per kind for each workspace already done.
 */
export const retentionJob = { jobKey: 'remove_expired_rows', queueName: 'retention' } as const;

/** How long one job removes rows before it hands the rest to the next: a worker slot is never held for long. */
const budgetMs = 10_000;

/** Every few minutes (crontab), and at once again while a backlog remains: expired rows removed (docs/decisions.md#retention). */
export const removeExpiredRowsJob =
  (deps: AppDeps): Task<'remove_expired_rows'> =>
  async (payload, helpers) => {
    const deadline = Date.now() + budgetMs;
    // What a deletion whose removal failed or waited too long left behind: gone to the API already, its rows go first.
    if (!helpers.abortSignal?.aborted) {
      const warn = (message: string) => helpers.logger.warn(message);
      for (const id of await removeMarkedWorkspaces(deps.knex, deadline, warn)) {
        helpers.logger.info(`removed workspace ${id}, marked deleted and left for retention to remove`);
      }
    }
    // Keys belong to users and jobs to no workspace the pass visits: their batches go first.
    const stop = () => Date.now() >= deadline || helpers.abortSignal?.aborted === true;
    const { batchSize } = deps.config.retention;
    const keys = await removeInBatches(
      (limit) => removeRevokedKeys(deps.knex, revokedKeyDays(deps.config.retention), limit),
      batchSize,
      stop,
    );
    const failedJobs = await removeInBatches(
      (limit) => removeFailedJobs(deps.knex, failedJobDays(deps.config.retention), limit),
      batchSize,
      stop,
    );
    const pass = await removeExpiredRows(deps.knex, deps.config.retention, {
      from: payload.from,
      deadline,
      signal: helpers.abortSignal,
    });
    const next = nextPass(pass, payload.leftOver);
    if (next) await enqueue(deps.knex, [{ task: 'remove_expired_rows', payload: next, ...retentionJob }]);
    const { deliveries, runs, notifications, digests, invitations, events } = pass.removed;
    if (deliveries + runs + notifications + digests + invitations + events + keys + failedJobs > 0) {
      helpers.logger.info(
        `retention removed ${events} event(s), ${runs} run(s), ${deliveries} delivery(ies) with their attempts, ${notifications} notification(s), ${digests} digest record(s), ${invitations} ended invitation(s), ${keys} revoked key(s), ${failedJobs} permanently failed job(s)` +
          (next ? `; continuing from ${next.from}` : ''),
      );
    }
  };
