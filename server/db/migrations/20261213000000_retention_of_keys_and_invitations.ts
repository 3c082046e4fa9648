import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// Retention removes API keys revoked long ago, oldest revocation first
// (server/modules/retention/revoked-keys.ts), and each workspace's ended invitations, oldest first
// (server/modules/retention/expired-rows.ts): these indexes make each batch a range of those rows
// alone rather than a scan of every key or of the workspace's every invitation. Built concurrently,
// outside a transaction.
export const config = { transaction: false };

const indexes = [
  ['api_keys_revoked_idx', 'api_keys (revoked_at) where revoked_at is not null'],
  ['invitations_ended_idx', "invitations (workspace_id, created_at) where status <> 'pending'"],
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of indexes) await createIndexConcurrently(knex, name, definition);
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of indexes) await knex.raw(`drop index concurrently if exists ${name}`);
}
