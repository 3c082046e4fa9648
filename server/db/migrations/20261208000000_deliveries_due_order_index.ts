import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// The delivery claim reads its candidates oldest first. Its index was partial on the open statuses,
// like the open deliveries' index by webhook, so on statistics a quiet hour left (nothing open)
// PostgreSQL took either and, taking the one by webhook, read every open delivery and sorted them:
// 9.4–14.3 ms a claim with 4,176 open, against 3.5 ms in order (issue 29). This index is partial on
// `next_attempt_at is not null` instead, which only the claim's `next_attempt_at <= now()` proves, so
// the claim walks it in order and stops at its limit whatever the statistics say. Built concurrently,
// outside a transaction, so deliveries keep being written while it is made.
export const config = { transaction: false };

const name = 'webhook_deliveries_due_order_idx';

export async function up(knex: Knex): Promise<void> {
  await createIndexConcurrently(knex, name, 'webhook_deliveries (next_attempt_at) where next_attempt_at is not null');
  await knex.raw('drop index concurrently if exists webhook_deliveries_due_idx');
}

export async function down(knex: Knex): Promise<void> {
  await createIndexConcurrently(
    knex,
    'webhook_deliveries_due_idx',
    "webhook_deliveries (next_attempt_at) where status in ('pending', 'failed')",
  );
  await knex.raw(`drop index concurrently if exists ${name}`);
}
