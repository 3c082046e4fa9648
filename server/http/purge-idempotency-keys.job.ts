import type { Task } from 'graphile-worker';
import type { CronPayload } from '../queue/cron-payload.ts';
import type { AppDeps } from '../context.ts';
import { purgeExpiredKeys } from './idempotency.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      purge_idempotency_keys: CronPayload;
    }
  }
}

/** Hourly: stored responses of idempotent requests past their 24 hours are deleted. */
export const purgeIdempotencyKeys =
  (deps: AppDeps): Task<'purge_idempotency_keys'> =>
  async (_payload, helpers) => {
    const purged = await purgeExpiredKeys(deps.knex);
    if (purged > 0) helpers.logger.info(`purged ${purged} expired idempotency key(s)`);
  };
