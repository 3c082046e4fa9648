import type { Knex } from 'knex';
import type pg from 'pg';
import { builtRows } from '../db/fixed-statement.ts';

export interface PageInput {
  page?: number;
  per_page?: number;
}

export interface PageOf<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

/** Runs a list query for one page plus its total. The query must carry its own order. */
export async function pageOf<Row, T>(query: Knex.QueryBuilder, input: PageInput, toJson: (row: Row) => T): Promise<PageOf<T>> {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  const [counted, rows] = await Promise.all([
    builtRows<{ total: string | number }>(query.clone().clearSelect().clearOrder().count({ total: '*' })),
    builtRows<Row & pg.QueryResultRow>(
      query
        .clone()
        .limit(perPage)
        .offset((page - 1) * perPage),
    ),
  ]);
  return { data: rows.map(toJson), meta: { total: Number(counted[0]?.total ?? 0), page, per_page: perPage } };
}
