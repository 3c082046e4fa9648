/**
 * Revoked API keys are removed this long after their revocation (docs/decisions.md#retention): a
 * user's list of keys would otherwise grow by every key ever made, since only active keys are
 * bounded (20). Keys belong to users, not workspaces, so one age holds for all: the longest a plan
 * keeps its history. Nothing references a key by foreign key; an event's actor names the user.
 */
import type { Knex } from 'knex';
import type { RetentionSettings } from './retention-pass.ts';
import { removeOldest } from './expired-rows.ts';

/** How many days a revoked key is kept: as long as any plan keeps its history. */
export const revokedKeyDays = (settings: RetentionSettings): number => Math.max(...Object.values(settings.days));

/**
 * Removes at most `limit` keys revoked more than `days` ago, oldest revocation first, skipping any
 * another transaction holds; returns how many went. A batch as the other kinds' (expired-rows.ts).
 */
export const removeRevokedKeys = (db: Knex, days: number, limit: number): Promise<number> =>
  removeOldest(db, { table: 'api_keys', key: 'id', age: 'revoked_at', where: 't.revoked_at is not null' }, [], days, limit);
