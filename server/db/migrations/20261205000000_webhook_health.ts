import type { Knex } from 'knex';

// Endpoint health (docs/decisions.md#endpoint-health): a webhook whose every delivery has failed
// since `failing_since` for WEBHOOK_DISABLE_AFTER is disabled by the service, saying why.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhooks
      add column disabled_reason text,
      add column last_success_at timestamptz,
      add column failing_since timestamptz;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhooks drop column disabled_reason, drop column last_success_at, drop column failing_since;
  `);
}
