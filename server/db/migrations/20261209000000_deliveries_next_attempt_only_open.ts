import type { Knex } from 'knex';

// The delivery claim reads its candidates by `next_attempt_at` alone (server/modules/webhooks/delivery/
// delivery-claims.ts): a status filter there was one PostgreSQL could not estimate, and it read every
// due delivery on each claim. That holds while only open deliveries have a next attempt, as every
// write makes it; this constraint keeps it so, since a few hundred closed deliveries with a next
// attempt in the past would fill each claim's candidates and leave the engine claiming nothing.
// Outside a transaction: the constraint is added unchecked (a moment's lock) and then checked while
// deliveries go on being written. Each step can run again after an interrupted run.
export const config = { transaction: false };

const name = 'webhook_deliveries_next_attempt_open';

export async function up(knex: Knex): Promise<void> {
  // Through the due-order index: only rows with a next attempt are read.
  await knex.raw(
    `update webhook_deliveries set next_attempt_at = null
      where next_attempt_at is not null and status not in ('pending', 'failed')`,
  );
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `select 1 from pg_constraint where conname = ? and conrelid = 'webhook_deliveries'::regclass`,
    [name],
  );
  if (rows.length === 0) {
    await knex.raw(
      `alter table webhook_deliveries add constraint ${name}
         check (next_attempt_at is null or status in ('pending', 'failed')) not valid`,
    );
  }
  await knex.raw(`alter table webhook_deliveries validate constraint ${name}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table webhook_deliveries drop constraint if exists ${name}`);
}
