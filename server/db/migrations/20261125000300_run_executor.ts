import type { Knex } from 'knex';

// The execution of a run that may still act on it (server/automations/run-automation.ts): each job
// execution claims the run with a fresh token, and every step it saves names it, so a worker that
// was judged dead and comes back finds itself replaced and stops instead of repeating steps.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table automation_runs add column executor text');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table automation_runs drop column executor');
}
