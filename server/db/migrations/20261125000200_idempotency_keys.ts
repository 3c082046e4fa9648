import type { Knex } from 'knex';

// The stored first response of each POST sent with an Idempotency-Key (server/http/idempotency.ts).
// A row commits in the same transaction as the work it answers for, so it exists exactly when the
// work was done. No foreign key: a deleted user's keys simply expire.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table idempotency_keys (
      user_id text not null,
      key text not null,
      request_hash text not null,
      request_line text not null,
      response_status smallint,
      response_headers jsonb not null default '{}',
      response_body text,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    );
    create index idempotency_keys_created_at on idempotency_keys (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table idempotency_keys');
}
