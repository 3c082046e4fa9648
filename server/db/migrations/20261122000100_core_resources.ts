import type { Knex } from 'knex';

// Identity, workspaces, membership, projects, tasks and the event outbox. Ids are prefixed,
// time-ordered text (see server/ids.ts), so "newest first" is `order by id desc`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table users (
      id text primary key,
      email citext not null constraint users_email_unique unique,
      name text not null,
      created_at timestamptz not null default now()
    );

    create table workspaces (
      id text primary key,
      name text not null check (char_length(name) between 1 and 255),
      slug text not null constraint workspaces_slug_unique unique check (slug ~ '^[a-z0-9-]+$'),
      timezone text not null default 'UTC',
      plan text not null default 'free' check (plan in ('free', 'pro', 'enterprise')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table api_keys (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      name text not null,
      scope text not null check (scope in ('admin', 'editor', 'read-only')),
      workspace_id text references workspaces(id) on delete set null,
      prefix text not null,
      key_hash bytea not null constraint api_keys_hash_unique unique,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create index api_keys_user_idx on api_keys (user_id, id desc);

    create table members (
      id text primary key,
      workspace_id text not null references workspaces(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'editor', 'viewer')),
      joined_at timestamptz not null default now(),
      constraint members_workspace_user_unique unique (workspace_id, user_id)
    );
    create index members_user_idx on members (user_id);

    create table invitations (
      id text primary key,
      workspace_id text not null references workspaces(id) on delete cascade,
      email citext not null,
      role text not null check (role in ('owner', 'admin', 'editor', 'viewer')),
      status text not null default 'pending' check (status in ('pending', 'accepted', 'expired')),
      invited_by text references users(id) on delete set null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index invitations_workspace_idx on invitations (workspace_id, id desc);
    -- One live invitation per address and workspace; a re-invite expires the old one first.
    create unique index invitations_pending_unique on invitations (workspace_id, email) where status = 'pending';
    create index invitations_pending_expiry_idx on invitations (expires_at) where status = 'pending';

    create table projects (
      id text primary key,
      workspace_id text not null references workspaces(id) on delete cascade,
      name text not null check (char_length(name) between 1 and 255),
      description text not null default '',
      color text not null default '#6B7280' check (color ~ '^#[0-9A-Fa-f]{6}$'),
      visibility text not null default 'private' check (visibility in ('private', 'shared')),
      archived boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index projects_workspace_idx on projects (workspace_id, archived, id desc);

    create table project_members (
      project_id text not null references projects(id) on delete cascade,
      member_id text not null references members(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (project_id, member_id)
    );
    create index project_members_member_idx on project_members (member_id);

    create table tasks (
      id text primary key,
      project_id text not null references projects(id) on delete cascade,
      name text not null check (char_length(name) between 1 and 255),
      description text not null default '',
      status text not null default 'open' check (status in ('open', 'completed')),
      assignee_member_id text references members(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create index tasks_project_idx on tasks (project_id, status, id desc);
    create index tasks_assignee_idx on tasks (assignee_member_id) where assignee_member_id is not null;

    -- The outbox: every state change writes its event in its own transaction; a dispatcher fans
    -- events out to automation runs and webhook deliveries in batches and stamps dispatched_at.
    create table events (
      seq bigint generated always as identity primary key,
      id text not null constraint events_id_unique unique,
      workspace_id text not null references workspaces(id) on delete cascade,
      project_id text,
      type text not null,
      actor jsonb not null,
      data jsonb not null,
      -- The automations whose actions led to this event, oldest first (the loop guard); empty for
      -- changes made by users and the system.
      automation_chain text[] not null default '{}',
      created_at timestamptz not null default now(),
      dispatched_at timestamptz
    );
    create index events_undispatched_idx on events (seq) where dispatched_at is null;
    create index events_workspace_idx on events (workspace_id, seq desc);

    -- Automation runs counted per billing cycle (calendar month, UTC) for the plan limits.
    create table workspace_run_usage (
      workspace_id text not null references workspaces(id) on delete cascade,
      cycle_start timestamptz not null,
      runs integer not null default 0,
      primary key (workspace_id, cycle_start)
    );

    -- Requests per API key per one-minute window, summed across server processes (see http/rate-limit.ts).
    create unlogged table rate_limit_counters (
      key_id text not null,
      window_start timestamptz not null,
      count integer not null,
      primary key (key_id, window_start)
    );

    -- Mail that has no SMTP server to go to (development): stored so it can be read.
    create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table if exists mail_outbox;
    drop table if exists rate_limit_counters;
    drop table if exists workspace_run_usage;
    drop table if exists events;
    drop table if exists tasks;
    drop table if exists project_members;
    drop table if exists projects;
    drop table if exists invitations;
    drop table if exists members;
    drop table if exists api_keys;
    drop table if exists workspaces;
    drop table if exists users;
  `);
}
