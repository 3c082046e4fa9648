import type { Knex } from 'knex';

// Retention (docs/decisions.md#retention) removes each workspace's expired rows a batch at a time:
// these indexes find a workspace's oldest events, ended runs and notifications without scanning the
// workspace, and an event's deliveries (the check that keeps an event while a delivery names it, and
// the cascade of `webhook_deliveries.event_id`) without scanning every delivery. Built concurrently,
// outside a transaction, so a large `events` table keeps taking writes while they are made.
export const config = { transaction: false };

const indexes: Array<[name: string, definition: string]> = [
  ['events_retention_idx', 'events (workspace_id, created_at)'],
  ['automation_runs_retention_idx', 'automation_runs (workspace_id, completed_at) where completed_at is not null'],
  ['notifications_retention_idx', 'notifications (workspace_id, created_at)'],
  ['webhook_deliveries_event_idx', 'webhook_deliveries (event_id)'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of indexes) {
    // A concurrent build cut off midway leaves an invalid index of that name: it is built again.
    const { rows } = await knex.raw<{ rows: unknown[] }>(
      `select 1 from pg_class c join pg_index i on i.indexrelid = c.oid
        where c.relname = ? and c.relnamespace = current_schema()::regnamespace and not i.indisvalid`,
      [name],
    );
    if (rows.length > 0) await knex.raw(`drop index concurrently if exists ${name}`);
    await knex.raw(`create index concurrently if not exists ${name} on ${definition}`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [name] of indexes) await knex.raw(`drop index concurrently if exists ${name}`);
}
