/**
 * The checks of a request's JSON body that come before its schema, shared by the server's router
 * and `npm run mock` (scripts/mock.ts) so both refuse alike: absent (400 when required), not a JSON
 * media type, not JSON, not an object.
 */
import type { Context } from 'koa';
import type { OperationInfo } from '../../generated/operations.ts';
import { badRequest, type HttpError } from './errors.ts';

export const notJsonMessage = 'Request body is not valid JSON: send a JSON object with Content-Type: application/json.';

/** A request's body as its reader holds it: whether one was sent, and how to parse it (only once the checks before it pass). */
export interface SentBody {
  present: boolean;
  read(): unknown;
}

/** The body of an operation that takes one: `undefined` when absent and optional, else a JSON object. */
export function jsonBodyOf(ctx: Context, op: OperationInfo, sent: SentBody): Record<string, unknown> | undefined {
  if (!op.hasBody) return undefined;
  if (!sent.present) {
    if (op.bodyRequired) throw badRequest('Request body is required: send a JSON object with Content-Type: application/json.');
    return undefined;
  }
  if (!ctx.is('application/json', 'application/merge-patch+json')) {
    throw badRequest(`Content-Type must be application/json (got '${ctx.get('Content-Type') || 'none'}').`);
  }
  const body = sent.read();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** The codings the body parser decodes (`inflation`): a body may arrive compressed with one of them. */
const knownCodings = ['gzip', 'deflate', 'br'];

/**
 * Why a body with a `Content-Encoding` could not be read, as the 400 to answer; undefined when the
 * error is not about its coding. zlib's errors carry no status and became 500s; an unknown coding's
 * 415 is answered as 400, the status the contract documents for a body that cannot be read.
 */
export function undecodableBody(ctx: Context, err: unknown): HttpError | undefined {
  const coding = ctx.get('Content-Encoding').trim();
  if (coding === '' || coding.toLowerCase() === 'identity') return undefined;
  const { status, errno } = (err ?? {}) as { status?: unknown; errno?: unknown };
  if (status === 415) {
    // Echoed only when it looks like a coding name: the header is the client's text.
    const named = /^[A-Za-z0-9._-]{1,32}$/.test(coding) ? `'${coding}'` : 'given';
    return badRequest(
      `Content-Encoding ${named} is not supported: send the body uncompressed, or compressed with ${knownCodings.join(', ')} (lower case, one coding).`,
    );
  }
  if (status === undefined && typeof errno === 'number' && knownCodings.includes(coding)) {
    return badRequest(
      `Request body is not valid ${coding} data, as its Content-Encoding says: compress the whole JSON body with ${coding}, or send it uncompressed without Content-Encoding.`,
    );
  }
  return undefined;
}

/** Reads the body with `parse`; a body its `Content-Encoding` does not describe is a 400, logged once at info. */
export async function readBody(ctx: Context, parse: (ctx: Context) => Promise<unknown>): Promise<void> {
  try {
    await parse(ctx);
  } catch (err) {
    const refusal = undecodableBody(ctx, err);
    if (!refusal) throw err;
    const { code } = err as { code?: unknown };
    ctx.state.log.info({ content_encoding: ctx.get('Content-Encoding').slice(0, 64), reason: code }, 'request body could not be decoded');
    throw refusal;
  }
}
