import type { Knex } from 'knex';

/**
 * Runs `statements` (DDL that takes a table's lock for a moment) in a transaction that waits at most
 * `lockWaitMs` for its locks, and tries again a second later, until half a minute has gone. Queued
 * behind a long transaction holding the table, a plain ALTER would hold every later query on it
 * behind itself for as long. Where the lock is on a table every request reads (a project, a
 * webhook), pass a shorter wait: each try holds those reads for as long. The migration of 2026-12-12
 * holds a copy of this, as it landed before it.
 */
export async function alterBriefly(knex: Knex, statements: string, { lockWaitMs = 2_000 }: { lockWaitMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await knex.transaction(async (trx) => {
        await trx.raw(`set local lock_timeout = ${Math.round(lockWaitMs)}`);
        await trx.raw(statements);
      });
      return;
    } catch (err) {
      // 55P03: the lock was not had within the time-out; 40P01: a deadlock chose this transaction.
      const code = (err as { code?: unknown }).code;
      if ((code !== '55P03' && code !== '40P01') || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/**
 * Runs a statement that scans a whole table without blocking its writes (VALIDATE CONSTRAINT) with
 * no statement time-out: a role's own would cut it off on a large table, and the step would fail
 * on every start.
 */
export async function scanUntimed(knex: Knex, statement: string): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('set local statement_timeout = 0');
    await trx.raw(statement);
  });
}

/**
 * Adds constraint `name` (`definition`: `check (…)`, `foreign key … references …`) to `table` without
 * blocking its writes: added unchecked for a moment's lock (`lockWaitMs` as alterBriefly), unless a
 * run before made it, then checked by a scan (scanUntimed), which also finishes one a run before
 * added and was cut off before checking.
 */
export async function addConstraintOnline(
  knex: Knex,
  table: string,
  name: string,
  definition: string,
  options: { lockWaitMs?: number } = {},
): Promise<void> {
  if (!(await hasConstraint(knex, table, name))) {
    await alterBriefly(knex, `alter table ${table} add constraint ${name} ${definition} not valid`, options);
  }
  await scanUntimed(knex, `alter table ${table} validate constraint ${name}`);
}

/** Whether `table` has a constraint named `name` (a migration run again after an interruption skips what it made). */
async function hasConstraint(knex: Knex, table: string, name: string): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: unknown[] }>(`select 1 from pg_constraint where conname = ? and conrelid = ?::regclass`, [
    name,
    table,
  ]);
  return rows.length > 0;
}
