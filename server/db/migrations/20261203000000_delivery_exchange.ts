import type { Knex } from 'knex';

// What each delivery attempt sent and got back (docs/decisions.md#events-and-deliveries): the
// request's headers with the signatures masked, and the answer's headers and first 4 KB. The
// request's body is the event's envelope, read from the event rather than stored once per attempt.
// Null for attempts made before this, and for what an attempt never got to (no answer).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhook_delivery_attempts
      add column request_headers jsonb,
      add column response_headers jsonb,
      add column response_body text,
      add column response_body_truncated boolean
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhook_delivery_attempts
      drop column request_headers, drop column response_headers, drop column response_body, drop column response_body_truncated
  `);
}
