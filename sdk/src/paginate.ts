/**
 * Auto-pagination: walk every page of a list operation as one async iterator of items.
 */
import type { FetchOptions } from 'openapi-fetch';
import type { paths } from './generated/openapi-types.ts';
import { unwrap } from './client.ts';
import type { ApiClient, FetchResultLike } from './client.ts';

/** The `meta` object of every paginated list. */
export interface PageMeta {
  /** Number of items across all pages. */
  total: number;
  /** The page returned, from 1. */
  page: number;
  /** The page size used. */
  per_page: number;
}

type GetOperation<P extends keyof paths> = paths[P] extends { get: infer Op } ? Op : never;

type OkJsonBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

/** Paths whose GET returns a paginated list (`{ data: [...], meta: { total, page, per_page } }`). */
export type PaginatedPath = {
  [P in keyof paths]: OkJsonBody<GetOperation<P>> extends { data: readonly unknown[]; meta: PageMeta } ? P : never;
}[keyof paths];

/** The item type of a paginated path's list. */
export type ListItem<P extends PaginatedPath> = OkJsonBody<GetOperation<P>> extends { data: readonly (infer Item)[] } ? Item : never;

/** The request options of a paginated path's GET (path parameters, filters, `per_page`, headers). */
export type PaginateInit<P extends PaginatedPath> = FetchOptions<GetOperation<P>>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** `init` is required exactly when the operation has required parameters (e.g. a path id). */
export type PaginateArgs<P extends PaginatedPath> = [RequiredKeys<PaginateInit<P>>] extends [never]
  ? [init?: PaginateInit<P>]
  : [init: PaginateInit<P>];

interface LooseInit {
  params?: { query?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

type LooseGet = (path: string, init: LooseInit) => Promise<FetchResultLike>;

/**
 * Iterates over every item of a paginated list, fetching page after page (following
 * `meta.total`, `meta.page` and `meta.per_page`) until the last one. Failed pages throw the
 * matching {@link ApiError}. Start page and page size come from `init.params.query.page` /
 * `per_page` (defaults: 1 and the server's default).
 *
 * @example
 * ```ts
 * for await (const project of paginate(api, "/v1/workspaces/{workspace_id}/projects", {
 *   params: { path: { workspace_id }, query: { per_page: 100 } },
 * })) {
 *   console.log(project.name);
 * }
 * ```
 */
export async function* paginate<P extends PaginatedPath>(
  client: ApiClient,
  path: P,
  ...args: PaginateArgs<P>
): AsyncGenerator<ListItem<P>, void, undefined> {
  const init = (args[0] ?? {}) as LooseInit;
  const get = client.GET as unknown as LooseGet;
  let page = toPositiveInteger(init.params?.query?.['page'], 'page') ?? 1;
  for (;;) {
    const query = { ...init.params?.query, page };
    const body = unwrap(await get(path, { ...init, params: { ...init.params, query } }));
    const { data, meta } = assertListBody(body, path, page);
    for (const item of data) yield item as ListItem<P>;
    const current = Math.max(meta.page, page);
    if (data.length === 0 || current * meta.per_page >= meta.total) return;
    page = current + 1;
  }
}

function assertListBody(body: unknown, path: string, page: number): { data: unknown[]; meta: PageMeta } {
  const candidate = body as { data?: unknown; meta?: Partial<PageMeta> } | null | undefined;
  const meta = candidate?.meta;
  if (
    !Array.isArray(candidate?.data) ||
    !meta ||
    !Number.isInteger(meta.total) ||
    !Number.isInteger(meta.page) ||
    !Number.isInteger(meta.per_page) ||
    (meta.per_page as number) < 1
  ) {
    throw new TypeError(
      `paginate: GET ${path} (page ${page}) did not return a list body { data: [...], meta: { total, page, per_page } }.`,
    );
  }
  return { data: candidate.data, meta: meta as PageMeta };
}

function toPositiveInteger(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    // Numbers and strings as given; anything else (an object from untyped code) as its JSON.
    const given = typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
    throw new TypeError(`paginate: \`${name}\` must be a positive integer, got ${given}.`);
  }
  return number;
}
