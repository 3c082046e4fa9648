import type { ErrorDetail } from '../errors.ts';

export type { ErrorDetail };

const codes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'rate_limit_exceeded',
  500: 'internal_server_error',
  501: 'not_implemented',
  503: 'service_unavailable',
};

export function codeForStatus(status: number): string {
  return codes[status] ?? (status >= 500 ? 'internal_server_error' : 'bad_request');
}

/**
 * An error that becomes the error envelope. Only these (and the body parser's 4xx) expose their message;
 * anything else thrown turns into a 500 whose message says nothing about internals.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string>;
  readonly expose = true;

  constructor(status: number, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = codeForStatus(status);
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** The request has no usable API key; sent with the challenge RFC 9110 asks for. */
export class UnauthorizedError extends HttpError {
  constructor(message: string) {
    super(401, message, { headers: { 'WWW-Authenticate': 'Bearer realm="v1"' } });
  }
}

// What the HTTP layer itself refuses; services and the engine throw the errors of ../errors.ts instead.
export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, { details });
/** 409 for a request that collides with another carrying the same `Idempotency-Key` (the domain's conflicts are `ConflictError`s). */
export const idempotencyConflict = (message: string) => new HttpError(409, message);
/** While PostgreSQL cannot be reached: retry after a second; nothing was written. */
export const databaseUnavailable = () =>
  new HttpError(503, 'The database is not reachable right now; nothing was changed. Retry in a moment.', {
    headers: { 'Retry-After': '1' },
  });
/** 405 for a method the path has no operation for, naming those it has (also in `Allow`). */
export const methodNotAllowed = (method: string, path: string, allow: string) =>
  new HttpError(405, `${method} is not allowed on ${path}; allowed: ${allow || 'none'}.`, { headers: { Allow: allow } });
export const notImplemented = (operationId: string) =>
  new HttpError(501, `Operation ${operationId} is part of the contract but not implemented yet.`);
