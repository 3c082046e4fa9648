import type { Knex } from 'knex';

// POST /v1/webhooks/{id}/recover queues each permanently failed delivery of a window again, once:
// `recovered_into` names the delivery that took its place, so a repeated call skips it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhook_deliveries add column recovered_into text;
    create index webhook_deliveries_created_idx on webhook_deliveries (webhook_id, created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index webhook_deliveries_created_idx;
    alter table webhook_deliveries drop column recovered_into;
  `);
}
