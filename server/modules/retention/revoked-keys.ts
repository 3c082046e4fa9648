/**
 * Revoked API keys are removed this long after their revocation (docs/decisions.md#retention): a
 * user's list of keys would otherwise grow by every key ever made, since only active keys are
 * bounded (20). Keys belong to users, not workspaces, so one age holds for all: the longest a plan
 * keeps its history. Nothing references a key by foreign key; an event's actor names the user.
 */
import type { Knex } from 'knex';
import type { RetentionSettings } from './retention-pass.ts';

/** How many days a revoked key is kept: as long as any plan keeps its history. */
export const revokedKeyDays = (settings: RetentionSettings): number => Math.max(...Object.values(settings.days));

/**
 * Removes at most `limit` keys revoked more than `days` ago, oldest revocation first, skipping any
 * another transaction holds; returns how many went. One statement and transaction, like the other
 * kinds' batches (expired-rows.ts).
 */
export async function removeRevokedKeys(db: Knex, days: number, limit: number): Promise<number> {
  const result = await db.raw<{ rowCount: number | null }>(
    `delete from api_keys where id = any(array(
       select k.id from api_keys k
       where k.revoked_at < now() - make_interval(days => ?::int)
       order by k.revoked_at
       limit ?
       for update of k skip locked
     ))`,
    [days, limit],
  );
  return result.rowCount ?? 0;
}
