/**
 * The checks of a request's JSON body that come before its schema, shared by the server's router
 * and `npm run mock` (scripts/mock.ts) so both refuse alike: absent (400 when required), not a JSON
 * media type, not JSON, not an object.
 */
import type { Context } from 'koa';
import type { OperationInfo } from '../../generated/operations.ts';
import { badRequest } from './errors.ts';

export const notJsonMessage = 'Request body is not valid JSON: send a JSON object with Content-Type: application/json.';

/** The body of an operation that takes one: `undefined` when absent and optional, else a JSON object. `read` parses it. */
export function jsonBodyOf(ctx: Context, op: OperationInfo, present: boolean, read: () => unknown): Record<string, unknown> | undefined {
  if (!op.hasBody) return undefined;
  if (!present) {
    if (op.bodyRequired) throw badRequest('Request body is required: send a JSON object with Content-Type: application/json.');
    return undefined;
  }
  if (!ctx.is('application/json', 'application/merge-patch+json')) {
    throw badRequest(`Content-Type must be application/json (got '${ctx.get('Content-Type') || 'none'}').`);
  }
  const body = read();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Request body must be a JSON object.');
  return body as Record<string, unknown>;
}
