import type { Knex } from 'knex';

// `retry_of` references `automation_runs(id)` with `on delete set null`: without an index every
// deleted run scanned the whole table for runs retrying it, so deleting an automation or workflow
// with 10,000 runs took seconds and 20,000 minutes (quadratic). Only retries carry it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index automation_runs_retry_of_idx on automation_runs (retry_of) where retry_of is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index automation_runs_retry_of_idx');
}
