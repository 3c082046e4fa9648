import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// Retention removes each workspace's record of digests sent past its plan's days, oldest first
// (server/modules/retention/expired-rows.ts): this index makes each batch a range of the workspace's
// oldest rows rather than a walk of all its members' digests. Built concurrently, outside a
// transaction, so digests keep being recorded while it is made.
export const config = { transaction: false };

const name = 'notification_digests_retention_idx';

export async function up(knex: Knex): Promise<void> {
  await createIndexConcurrently(knex, name, 'notification_digests (workspace_id, scheduled_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index concurrently if exists ${name}`);
}
