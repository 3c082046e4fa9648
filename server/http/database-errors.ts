import { HttpError } from './errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  table?: string;
  severity?: string;
  routine?: string;
  message?: string;
}

const isPgError = (pg: PgError): boolean => typeof pg?.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code);

/**
 * What may be logged of a database error. The driver's error carries the statement's bound values in
 * `where` and `detail` (and PostgreSQL quotes offending values in its message): none of that is
 * logged, since a value may be a secret (a call_webhook header, an e-mail address). The statement
 * itself is logged with its placeholders. Undefined for errors that are not the database's.
 */
export function loggableDatabaseError(err: unknown): Record<string, unknown> | undefined {
  const pg = err as PgError;
  if (!isPgError(pg)) return undefined;
  const text = String((err as Error).message ?? pg.message ?? '');
  return {
    type: 'DatabaseError',
    code: pg.code,
    severity: pg.severity,
    routine: pg.routine,
    table: pg.table,
    column: pg.column,
    constraint: pg.constraint,
    // Quoted parts of PostgreSQL's own words are values; the knex prefix is SQL with $n placeholders.
    message: text.replace(/"[^"]*"|'[^']*'/g, '"…"'),
  };
}

/** Maps a unique-constraint name to what the client is told; constraints not listed get a generic message. */
const uniqueMessages: Record<string, string> = {
  workspaces_slug_unique: 'That slug is already taken; choose another.',
};

/**
 * Database errors that reach the edge are the client's doing when they are constraint violations
 * (a race lost against a concurrent request); SQL never leaks into the message.
 */
export function httpErrorFromDatabase(err: unknown): HttpError | undefined {
  // knex passes the driver's error through as it is.
  const pg = err as PgError;
  if (!isPgError(pg)) return undefined;
  switch (pg.code) {
    case '23505':
      return new HttpError(409, uniqueMessages[pg.constraint ?? ''] ?? 'The request conflicts with an existing resource.');
    case '23503':
      return new HttpError(409, 'The request refers to a resource that no longer exists, or one that others still refer to.');
    case '40001':
    case '40P01':
      return new HttpError(409, 'The request conflicted with a concurrent change; retry it.');
    // Values the database cannot hold that got past validation: the client's to change, not a fault.
    case '22001':
    case '22021':
    case '22P02':
    case '22P05':
    case '54000':
      return new HttpError(
        422,
        'The request holds a value the database cannot store (a character it refuses, or text too long); change it and retry.',
      );
    default:
      return undefined;
  }
}
