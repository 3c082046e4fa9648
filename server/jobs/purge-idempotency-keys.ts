import type { Task } from 'graphile-worker';
import type { AppDeps } from '../context.ts';
import { purgeExpiredKeys } from '../http/idempotency.ts';

/** Hourly: stored responses of idempotent requests past their 24 hours are deleted. */
export const purgeIdempotencyKeys =
  (deps: AppDeps): Task =>
  async (_payload, helpers) => {
    const purged = await purgeExpiredKeys(deps.knex);
    if (purged > 0) helpers.logger.info(`purged ${purged} expired idempotency key(s)`);
  };
