import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// Retention removes API keys revoked long ago, oldest revocation first
// (server/modules/retention/revoked-keys.ts): this index makes each batch a range of the revoked
// keys alone rather than a scan of every key. Built concurrently, outside a transaction.
export const config = { transaction: false };

const name = 'api_keys_revoked_idx';

export async function up(knex: Knex): Promise<void> {
  await createIndexConcurrently(knex, name, 'api_keys (revoked_at) where revoked_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index concurrently if exists ${name}`);
}
