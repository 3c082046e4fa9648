import type { Knex } from 'knex';

// Webhooks, their deliveries and attempts, and the heartbeats that let workers reclaim the jobs of
// a worker that died (graphile-worker alone would wait four hours).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table webhooks (
      id text primary key,
      workspace_id text not null references workspaces(id) on delete cascade,
      url text not null check (url like 'https://%'),
      events text[] not null check (cardinality(events) > 0),
      -- AES-256-GCM with a key derived from SECRET_KEY; never returned, never logged.
      secret_ciphertext text not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index webhooks_workspace_idx on webhooks (workspace_id, id desc);

    create table webhook_deliveries (
      id text primary key,
      webhook_id text not null references webhooks(id) on delete cascade,
      event_id text not null references events(id) on delete cascade,
      event_type text not null,
      status text not null default 'pending'
        check (status in ('pending', 'succeeded', 'failed', 'permanently_failed', 'cancelled')),
      next_attempt_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, id desc);
    create index webhook_deliveries_open_idx on webhook_deliveries (webhook_id) where status in ('pending', 'failed');

    create table webhook_delivery_attempts (
      delivery_id text not null references webhook_deliveries(id) on delete cascade,
      number integer not null,
      started_at timestamptz not null default now(),
      -- Null until the attempt ends; an attempt left open by a dead worker is closed as interrupted.
      duration_ms integer,
      response_status integer,
      error text,
      primary key (delivery_id, number)
    );

    create unlogged table worker_heartbeats (
      worker_id text primary key,
      pid integer not null,
      last_seen_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table worker_heartbeats;
    drop table webhook_delivery_attempts;
    drop table webhook_deliveries;
    drop table webhooks;
  `);
}
