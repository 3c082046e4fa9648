import type { Knex } from 'knex';
import type pg from 'pg';
import { builtRows, fixedRows, type FixedStatement } from '../db/fixed-statement.ts';

export interface PageInput {
  page?: number;
  per_page?: number;
}

export interface PageOf<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

/** One page and the total, read by `read` for the page's limit and offset, as the answer's shape. */
async function pageRead<Row, T>(
  input: PageInput,
  toJson: (row: Row) => T,
  read: (limit: number, offset: number) => Promise<[Array<{ total: string | number }>, Row[]]>,
): Promise<PageOf<T>> {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  const [counted, rows] = await read(perPage, (page - 1) * perPage);
  return { data: rows.map(toJson), meta: { total: Number(counted[0]?.total ?? 0), page, per_page: perPage } };
}

/** Runs a list query for one page plus its total. The query must carry its own order. */
export function pageOf<Row, T>(query: Knex.QueryBuilder, input: PageInput, toJson: (row: Row) => T): Promise<PageOf<T>> {
  return pageRead(input, toJson, (limit, offset) =>
    Promise.all([
      builtRows<{ total: string | number }>(query.clone().clearSelect().clearOrder().count({ total: '*' })),
      builtRows<Row & pg.QueryResultRow>(query.clone().limit(limit).offset(offset)),
    ]),
  );
}

/**
 * A list whose query never changes shape, as two fixed statements: its page (the same parameters,
 * then limit and offset) and its total. Prepared once per connection, so a request builds no SQL.
 */
export interface FixedList {
  page: FixedStatement;
  count: FixedStatement;
}

/** pageOf for a FixedList: `values` fill the filter's placeholders of both statements. */
export function fixedPageOf<Row extends pg.QueryResultRow, T>(
  db: Knex,
  list: FixedList,
  values: Knex.RawBinding[],
  input: PageInput,
  toJson: (row: Row) => T,
): Promise<PageOf<T>> {
  return pageRead(input, toJson, (limit, offset) =>
    Promise.all([fixedRows<{ total: string | number }>(db, list.count, values), fixedRows<Row>(db, list.page, [...values, limit, offset])]),
  );
}
