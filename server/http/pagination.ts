import type { Knex } from 'knex';

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
  // The query is untyped: say here what each statement gives back.
  const total: PromiseLike<{ total: string | number } | undefined> = query.clone().clearSelect().clearOrder().count({ total: '*' }).first();
  const onePage: PromiseLike<Row[]> = query
    .clone()
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted, rows] = await Promise.all([total, onePage]);
  return { data: rows.map(toJson), meta: { total: Number(counted?.total ?? 0), page, per_page: perPage } };
}
