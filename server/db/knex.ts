import knex from 'knex';
import type { Knex } from 'knex';
import pg from 'pg';
import { isDatabaseUnreachable } from './availability.ts';

// int8 (bigint, and the type of COUNT(*) / SUM(int)) arrives from pg as a string, because it can
// exceed 2^53. Our counts and bigint ids never get near that, and numbers are what the API
// returns, so parse them once here rather than at every call site. This is process-wide: it
// also applies to graphile-worker's and any other pg client. Timestamps stay JS Dates (pg's default).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export interface CreateKnexOptions {
  pool?: { min?: number; max?: number };
  /** Shown in pg_stat_activity, so a connection can be traced to the part that opened it. */
  applicationName?: string;
  /**
   * Send every statement unnamed, even one a call site named for the server to plan once: through a
   * transaction pooler (PgBouncer before 1.21) a named statement is prepared on one server connection
   * and looked up on another (docs/decisions.md#a-pooler-in-front).
   */
  unnamedStatements?: boolean;
  /** Where knex's own warnings and errors go (else its default, the console). */
  logger?: { warn(o: object, msg?: string): void; error(o: object, msg?: string): void; debug(o: object, msg?: string): void };
}

/**
 * A knex instance over PostgreSQL. Identifiers are used as written (no case mappers): columns
 * are snake_case and so is the API. Call `destroy()` when done, or the pool keeps the process alive.
 */
export function createKnex(connectionString: string, opts: CreateKnexOptions = {}): Knex {
  return knex({
    client: 'pg',
    connection: { connectionString, application_name: opts.applicationName ?? 'wsa' },
    // min 0: idle connections are closed instead of being held open forever, which matters
    // when tests create one knex per throwaway database.
    pool: {
      min: opts.pool?.min ?? 0,
      max: opts.pool?.max ?? 10,
      afterCreate: sendingQueries(Boolean(opts.unnamedStatements)),
    },
    acquireConnectionTimeout: 10_000,
    ...(opts.logger
      ? {
          log: {
            // The pool's "connection terminated" warnings while the database is away: the outage log's to say.
            warn: (message: unknown) =>
              opts.logger![isDatabaseUnreachable(typeof message === 'string' ? { message } : message) ? 'debug' : 'warn'](
                { message },
                'knex warning',
              ),
            error: (message: unknown) => opts.logger!.error({ message }, 'knex error'),
            deprecate: (message: unknown) => opts.logger!.warn({ message }, 'knex deprecation'),
            debug: (message: unknown) => opts.logger!.debug({ message }, 'knex debug'),
          },
        }
      : {}),
  });
}

type QueryArgs = Parameters<pg.Client['query']>;
/** pg's Query has a name its types leave out: the prepared statement's. */
export type NamedQuery = pg.Query & { name?: string };
type Done = (err: Error | null, connection: pg.Client) => void;

/**
 * A statement as pg's own query object, made from text and values. Given a config object, pg copies
 * it through its property descriptors on every call (`cloneQueryConfig`, pg 8.23): 4-19 µs a
 * statement of the worker's and the requests' CPU (issue 29, point 1). From text it makes its own.
 */
export function pgQuery<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] | undefined,
  name: string | undefined,
  callback: (err: Error | undefined, result: pg.QueryResult<Row>) => void,
): NamedQuery {
  const query: NamedQuery = new pg.Query<Row>(text, values, callback);
  if (name) query.name = name;
  return query;
}

/** Whether a config holds only what pgQuery carries over (knex's: text, values and a call site's name). */
function plainConfig(config: pg.QueryConfig): boolean {
  for (const key in config) if (key !== 'text' && key !== 'values' && key !== 'name') return false;
  return typeof config.text === 'string';
}

/**
 * Every statement on a connection goes to pg as a query object (pgQuery); behind a pooler, unnamed:
 * knex passes a call site's `.options({ name })` into pg's query config, and dropping it here keeps
 * the call sites' names (worth keeping on a direct connection) and makes them harmless there.
 */
function sendQueries(connection: pg.Client, unnamed: boolean): void {
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  connection.query = ((...args: QueryArgs) => {
    const [config, values] = args as unknown[];
    if (config instanceof pg.Query) {
      if (unnamed) (config as NamedQuery).name = undefined;
      return query(config);
    }
    if (config && typeof config === 'object' && typeof values === 'function' && plainConfig(config as pg.QueryConfig)) {
      const { text, values: bound, name } = config as pg.QueryConfig;
      return query(pgQuery(text, bound, unnamed ? undefined : name, values as never));
    }
    if (unnamed && config && typeof config === 'object' && (config as pg.QueryConfig).name)
      args[0] = { ...(config as pg.QueryConfig), name: undefined } as never;
    return query(...args);
  }) as pg.Client['query'];
}

/** The pool's afterCreate: each new connection sends its statements as sendQueries does. */
function sendingQueries(unnamed: boolean) {
  return (connection: pg.Client, done: Done): void => {
    sendQueries(connection, unnamed);
    done(null, connection);
  };
}
