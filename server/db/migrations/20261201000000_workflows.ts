import type { Knex } from 'knex';

// Workflows share the automations' table and their runs the runs' table: one author, trigger, run
// and step model for the one run engine. `kind` tells them apart; a workflow keeps its steps in
// `steps` (its `actions` stays empty) and a workflow run the steps it started with in
// `workflow_steps`. A waiting run has `status = 'waiting'`, no executor, and `next_step_at` (the
// engine's due time) equal to `resume_at`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table automations
      add column kind text not null default 'automation' check (kind in ('automation', 'workflow')),
      add column description text not null default '',
      add column steps jsonb;
    alter table automation_runs
      drop constraint automation_runs_status_check,
      add constraint automation_runs_status_check check (status in ('running', 'waiting', 'success', 'failed', 'cancelled')),
      add column workflow_steps jsonb,
      add column resume_at timestamptz;
    create index automation_runs_waiting_idx on automation_runs (workspace_id) where status = 'waiting';
    create index automations_kind_project_idx on automations (project_id, kind);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    delete from automations where kind = 'workflow';
    drop index automations_kind_project_idx;
    drop index automation_runs_waiting_idx;
    alter table automation_runs
      drop column workflow_steps,
      drop column resume_at,
      drop constraint automation_runs_status_check,
      add constraint automation_runs_status_check check (status in ('running', 'success', 'failed'));
    alter table automations drop column kind, drop column description, drop column steps;
  `);
}
