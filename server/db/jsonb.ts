import type { Knex } from 'knex';

/**
 * A value for a jsonb column. pg sends a JavaScript array as a PostgreSQL array, not as JSON, so
 * every jsonb value is written as JSON text cast in SQL.
 */
export function jsonb(db: Knex | Knex.Transaction, value: unknown): Knex.Raw {
  return db.raw('?::jsonb', [JSON.stringify(value)]);
}

/**
 * A row of `Table` for an insert or update, with its jsonb columns (those named) written as JSON.
 * Each table with such columns names them once, beside its row type.
 */
export function withJsonb<Table>(
  db: Knex | Knex.Transaction,
  row: Partial<Table>,
  columns: readonly (keyof Table)[],
): { [C in keyof Table]?: Table[C] | Knex.Raw } {
  const out: { [C in keyof Table]?: Table[C] | Knex.Raw } = { ...row };
  for (const column of columns) if (row[column] !== undefined) out[column] = jsonb(db, row[column]);
  return out;
}
