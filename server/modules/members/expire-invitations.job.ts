import type { Task } from 'graphile-worker';
import type { CronPayload } from '../../queue/cron-payload.ts';
import type { AppDeps } from '../../context.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      expire_invitations: CronPayload;
    }
  }
}

/** Persists what reads already show: pending invitations past `expires_at` become `expired`. */
export const expireInvitations =
  (deps: AppDeps): Task<'expire_invitations'> =>
  async (_payload, helpers) => {
    const expired = await deps
      .knex('invitations')
      .where('status', 'pending')
      .where('expires_at', '<=', deps.knex.fn.now())
      .update({ status: 'expired' });
    if (expired > 0) helpers.logger.info(`expired ${expired} invitation(s)`);
  };
