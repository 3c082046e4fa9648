import type { Knex } from 'knex';

// Deleting a workspace cascades to its runs through `automation_runs.workspace_id`, whose only indexes
// were partial (waiting runs; ended runs, for retention): the cascade's lookup could use neither and read
// every run of every workspace, so one workspace's deletion cost grew with the whole table (issue 28,
// point 5; system-tests/scale/index-use.test.ts checks each foreign key of the big tables). Built
// concurrently, outside a transaction, so runs keep being written while it is made.
export const config = { transaction: false };

const name = 'automation_runs_workspace_idx';

export async function up(knex: Knex): Promise<void> {
  // A concurrent build cut off midway leaves an invalid index of that name: it is built again.
  const { rows } = await knex.raw<{ rows: unknown[] }>(
    `select 1 from pg_class c join pg_index i on i.indexrelid = c.oid
      where c.relname = ? and c.relnamespace = current_schema()::regnamespace and not i.indisvalid`,
    [name],
  );
  if (rows.length > 0) await knex.raw(`drop index concurrently if exists ${name}`);
  await knex.raw(`create index concurrently if not exists ${name} on automation_runs (workspace_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index concurrently if exists ${name}`);
}
