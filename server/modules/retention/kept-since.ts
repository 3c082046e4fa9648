import type { Knex } from 'knex';
import type { RetentionSettings } from './retention-pass.ts';

/**
 * The oldest moment a workspace still keeps, as SQL: now minus its plan's days (docs/decisions.md#retention).
 * Reads filter on it, so a row past retention is not shown even before the job removed it. The plan
 * is read in the same statement (an uncorrelated subquery, evaluated once).
 */
export function keptSince(db: Knex, { days }: RetentionSettings, workspaceId: string): Knex.Raw {
  return db.raw(
    `now() - make_interval(days => (select case plan when 'pro' then ?::int when 'enterprise' then ?::int else ?::int end from workspaces where id = ?))`,
    [days.pro, days.enterprise, days.free, workspaceId],
  );
}
