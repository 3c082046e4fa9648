import type { Knex } from 'knex';

// Runs are claimed by the run engine rather than one job each. `next_step_at` is when an engine should
// next take the run: now for a new run, the end of its lease while an engine holds it (an engine that
// dies leaves it due then), the resume time while it waits; null once it ended. `claims` counts how
// often it was taken, so a run whose engine keeps dying ends rather than loops.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table automation_runs add column next_step_at timestamptz, add column claims int not null default 0;
    update automation_runs set next_step_at = now() where status = 'running';
    create index automation_runs_due_idx on automation_runs (next_step_at) where next_step_at is not null;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index automation_runs_due_idx;
    alter table automation_runs drop column next_step_at, drop column claims;
  `);
}
