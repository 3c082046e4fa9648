import type { Knex } from 'knex';
import type pg from 'pg';
import { pgQuery } from './knex.ts';

/**
 * A statement whose text never changes, prepared once per connection under its name (sent unnamed
 * behind a pooler: knex.ts). Written with knex's `?` placeholders; numbered for pg once, here.
 */
export interface FixedStatement {
  name: string;
  /** With `?` placeholders, for knex inside a transaction. */
  knexText: string;
  /** With `$1`, `$2`… for pg. */
  text: string;
}

export function fixedStatement(name: string, knexText: string): FixedStatement {
  let n = 0;
  return { name, knexText, text: knexText.replace(/\?/g, () => `$${++n}`) };
}

interface Pool {
  acquireConnection(): Promise<pg.Client>;
  releaseConnection(connection: pg.Client): Promise<void>;
}

/**
 * One statement straight on a connection of knex's pool. The hottest statements take this path
 * outside transactions: knex's runner and query building cost a request more server CPU than
 * anything the request itself does (docs/performance.md#reads-and-writes-against-the-bare-server).
 */
async function onPooledConnection<Row extends pg.QueryResultRow>(client: Knex.Client, config: pg.QueryConfig): Promise<Row[]> {
  const pool = client as unknown as Pool;
  const connection = await pool.acquireConnection();
  try {
    // As knex's runner says each statement it sends: whoever watches knex's queries sees these too.
    client.emit('query', {
      __knexUid: (connection as pg.Client & { __knexUid?: string }).__knexUid,
      sql: config.text,
      bindings: config.values,
      ...(config.name ? { options: { name: config.name } } : {}),
    });
    return await new Promise<Row[]>((resolve, reject) => {
      connection.query(pgQuery<Row>(config.text, config.values, config.name, (err, result) => (err ? reject(err) : resolve(result.rows))));
    });
  } finally {
    await pool.releaseConnection(connection);
  }
}

/** The rows of a fixed statement: on the pool's connection, or on the transaction's when `db` is one. */
export async function fixedRows<Row extends pg.QueryResultRow>(
  db: Knex | Knex.Transaction,
  statement: FixedStatement,
  values: Knex.RawBinding[],
): Promise<Row[]> {
  if ((db as Knex.Transaction).isTransaction) {
    const { rows } = await db.raw<{ rows: Row[] }>(statement.knexText, values).options({ name: statement.name });
    return rows;
  }
  return onPooledConnection<Row>(db.client as Knex.Client, { name: statement.name, text: statement.text, values });
}

/** The rows of a built select: compiled by knex, run as fixedRows are (knex runs it when it belongs to a transaction). */
export async function builtRows<Row extends pg.QueryResultRow>(query: Knex.QueryBuilder): Promise<Row[]> {
  const client = query.client as Knex.Client & { transacting?: boolean };
  if (client.transacting) return (await query) as Row[];
  const { sql, bindings } = query.toSQL().toNative();
  return onPooledConnection<Row>(client, { text: sql, values: [...bindings] });
}
