import { HttpError } from './errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
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
  // Objection wraps the driver's error; knex passes it through.
  const pg = ((err as { nativeError?: PgError })?.nativeError ?? err) as PgError;
  if (typeof pg?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(pg.code)) return undefined;
  switch (pg.code) {
    case '23505':
      return new HttpError(409, uniqueMessages[pg.constraint ?? ''] ?? 'The request conflicts with an existing resource.');
    case '23503':
      return new HttpError(409, 'The request refers to a resource that no longer exists, or one that others still refer to.');
    case '40001':
    case '40P01':
      return new HttpError(409, 'The request conflicted with a concurrent change; retry it.');
    default:
      return undefined;
  }
}
