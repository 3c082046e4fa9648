import type { Knex } from 'knex';

// Automations and their runs.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table automations (
      id text primary key,
      project_id text not null references projects(id) on delete cascade,
      name text not null check (char_length(name) between 1 and 255),
      type text not null check (type in ('event', 'scheduled')),
      enabled boolean not null default true,
      trigger jsonb not null,
      actions jsonb not null,
      -- Set when archiving the project paused it, so unarchiving resumes exactly these.
      paused_by_archive boolean not null default false,
      -- Scheduled automations: the next fire time while enabled (also held as one graphile-worker job).
      next_run_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index automations_project_idx on automations (project_id, id desc);
    create index automations_event_idx on automations ((trigger->>'event')) where type = 'event' and enabled;

    create table automation_runs (
      id text primary key,
      automation_id text not null references automations(id) on delete cascade,
      workspace_id text not null references workspaces(id) on delete cascade,
      status text not null default 'running' check (status in ('running', 'success', 'failed')),
      trigger jsonb not null,
      -- The actions as they were when the run was created; later edits do not change a queued run.
      actions jsonb not null,
      steps jsonb not null,
      -- The automations whose actions led to this run's trigger (loop guard), oldest first.
      automation_chain text[] not null default '{}',
      started_at timestamptz not null default now(),
      completed_at timestamptz,
      error_message text
    );
    create index automation_runs_automation_idx on automation_runs (automation_id, started_at desc, id desc);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop table automation_runs;
    drop table automations;
  `);
}
