import type { Knex } from 'knex';

// POST /v1/automations/{id}/runs/{run_id}/retry makes a new run that names the failed one it retries.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table automation_runs add column retry_of text references automation_runs(id) on delete set null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table automation_runs drop column retry_of`);
}
