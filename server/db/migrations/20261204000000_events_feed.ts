import type { Knex } from 'knex';

// The events feed (docs/decisions.md#events-feed) follows the outbox in the order of the transactions
// that wrote it: each event keeps its transaction's id, and the feed shows an event only once every
// transaction older than it has ended, so a reader following it never skips one that commits late.
// Rows written before this share the migration's id; their order among themselves is `seq`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table events add column xact_id xid8 not null default pg_current_xact_id();
    create index events_feed_idx on events (workspace_id, xact_id, seq);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists events_feed_idx;
    alter table events drop column xact_id;
  `);
}
