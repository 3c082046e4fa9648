import type { Knex } from 'knex';

// Notifications (docs/decisions.md#notifications). A notification is made from an outbox event by
// the dispatcher, in the transaction that stamps the event dispatched: none is lost or made twice
// (`event_id, user_id` is unique). It keeps the channels its recipient's preferences chose when it
// was made; the e-mail and chat sends are jobs enqueued in that same transaction.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table notifications (
      id text primary key,
      workspace_id text not null references workspaces(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      member_id text not null,
      project_id text,
      event_id text not null,
      category text not null,
      title text not null,
      body text not null,
      subject_type text not null,
      subject_id text not null,
      in_app boolean not null,
      email text not null check (email in ('off', 'immediate', 'hourly', 'daily')),
      -- When it was sent alone or listed in a digest; a digest takes those still null.
      email_sent_at timestamptz,
      read_at timestamptz,
      created_at timestamptz not null default now(),
      unique (event_id, user_id)
    );
    -- The inbox: one user's, newest first, within a workspace or across theirs.
    create index notifications_inbox_idx on notifications (user_id, workspace_id, created_at desc, id desc) where in_app;
    -- What a digest lists: unread, not yet e-mailed, of its frequency.
    create index notifications_digest_idx on notifications (workspace_id, email, created_at)
      where email in ('hourly', 'daily') and email_sent_at is null and read_at is null;

    create table notification_preferences (
      workspace_id text not null references workspaces(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      -- Only what the member changed: {category: {channel: value}}; the rest reads as the defaults.
      categories jsonb not null default '{}',
      chat_channel text,
      muted_project_ids text[] not null default '{}',
      updated_at timestamptz not null default now(),
      primary key (workspace_id, user_id)
    );

    -- One digest per member, workspace, frequency and scheduled time: a second worker's attempt finds it taken.
    create table notification_digests (
      workspace_id text not null references workspaces(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      frequency text not null check (frequency in ('hourly', 'daily')),
      scheduled_at timestamptz not null,
      notifications integer not null,
      created_at timestamptz not null default now(),
      primary key (workspace_id, user_id, frequency, scheduled_at)
    );

    -- The highest billing-alert threshold (percent) already announced in the cycle, and of which limit:
    -- once per threshold and limit (a plan changed mid-month announces the new plan's thresholds).
    alter table workspace_run_usage add column alerted_percent smallint not null default 0, add column alerted_limit integer;

    -- Each workspace's latest scheduled digest time done, per frequency: the per-minute job does the
    -- work of a time once, however long its notifications wait.
    create table notification_digest_times (
      workspace_id text not null references workspaces(id) on delete cascade,
      frequency text not null check (frequency in ('hourly', 'daily')),
      scheduled_at timestamptz not null,
      primary key (workspace_id, frequency)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table workspace_run_usage drop column alerted_percent, drop column alerted_limit;
    drop table notification_digest_times;
    drop table notification_digests;
    drop table notification_preferences;
    drop table notifications;
  `);
}
