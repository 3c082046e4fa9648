import type { Knex } from 'knex';

// POST /v1/webhooks/{id}/rotate-secret keeps the previous secret (sealed like the current one) until
// it expires, so deliveries are signed with both while the receiver switches.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhooks
      add column previous_secret_ciphertext text,
      add column previous_secret_expires_at timestamptz
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table webhooks drop column previous_secret_ciphertext, drop column previous_secret_expires_at`);
}
