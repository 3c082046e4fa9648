import type { Knex } from 'knex';

// Server processes holding an auth cache, so a revocation can wait until every one has dropped it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create unlogged table auth_listeners (
      process_id text primary key,
      last_seen_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table auth_listeners');
}
