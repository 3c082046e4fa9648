import type { Knex } from 'knex';

// A recovery brings a failed delivery's pending retry forward at most once between two of its
// attempts: `recovered_at` says when it last did, so a repeat before the next attempt skips it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table webhook_deliveries add column recovered_at timestamptz`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table webhook_deliveries drop column recovered_at`);
}
