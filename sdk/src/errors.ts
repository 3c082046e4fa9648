/**
 * Errors raised by the SDK for failed API calls.
 *
 * Every non-2xx response becomes one {@link ApiError}. Statuses the API documents get a thin
 * subclass so callers can branch with `instanceof` (the stripe-node shape):
 *
 * | status | class                      | code                   |
 * |--------|----------------------------|------------------------|
 * | 400    | {@link BadRequestError}          | `bad_request`          |
 * | 401    | {@link AuthenticationError}      | `unauthorized`         |
 * | 403    | {@link PermissionDeniedError}    | `forbidden`            |
 * | 404    | {@link NotFoundError}            | `not_found`            |
 * | 409    | {@link ConflictError}            | `conflict`             |
 * | 422    | {@link UnprocessableEntityError} | `unprocessable_entity` |
 * | 429    | {@link RateLimitError}           | `rate_limit_exceeded`  |
 *
 * Any other status (500, 503, a proxy's 502, …) is a plain {@link ApiError}. A request that got no answer
 * at all throws {@link ApiConnectionError} (or {@link ApiTimeoutError}) instead.
 */

/** One problem with one input field, as the API reports it in `error.details`. */
export interface ErrorDetail {
  /** JSON Pointer to the field, e.g. `/actions/0/config/channel`. */
  field: string;
  /** What is wrong with the field. */
  message: string;
}

/** The API's error envelope: the body of every error response. */
export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    status: number;
    details?: ErrorDetail[];
    request_id: string;
  };
}

/** Fields an {@link ApiError} is made from. */
export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[] | undefined;
  requestId?: string | undefined;
  headers?: Headers | undefined;
  /** The response body as received (the parsed envelope, raw text, or `undefined` when empty). */
  body?: unknown;
}

/** The base class of every error the API returns. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status of the response. */
  readonly status: number;
  /** Machine-readable error code from the envelope (`not_found`, …), or `http_<status>` when the body was not an envelope. */
  readonly code: string;
  /** Field-level problems (present on validation errors); empty when the API sent none. */
  readonly details: ErrorDetail[];
  /** The request id (envelope `request_id`, else the `X-Request-Id` header); quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** Response headers, when the error came from a response. */
  readonly headers: Headers | undefined;
  /** The raw response body: the parsed envelope, text, or `undefined`. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
    this.headers = init.headers;
    this.body = init.body;
  }

  /**
   * Builds the right subclass for a failed response.
   *
   * @param response the failed `Response` (its body is not read: pass what was already read as `body`)
   * @param body the parsed error body (openapi-fetch's `error`), raw text, or `undefined`
   */
  static fromResponse(response: Response, body?: unknown): ApiError {
    const headerRequestId = response.headers.get('x-request-id') ?? undefined;
    const envelope = isErrorEnvelope(body) ? body.error : undefined;
    const init: ApiErrorInit = {
      status: response.status,
      code: envelope?.code ?? `http_${response.status}`,
      message:
        envelope?.message ??
        (typeof body === 'string' && body.trim() !== ''
          ? body.trim().slice(0, 500)
          : `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`),
      details: envelope?.details,
      requestId: envelope?.request_id ?? headerRequestId,
      headers: response.headers,
      body,
    };
    const ErrorClass = errorClassForStatus(response.status);
    return new ErrorClass(init);
  }
}

/** 400 `bad_request`: malformed JSON, or a required field or parameter is missing. */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}

/** 401 `unauthorized`: the API key is missing, malformed or revoked. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** 403 `forbidden`: the key's scope or the caller's role does not permit the action. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}

/** 404 `not_found`: no such resource, or the caller cannot see it. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 409 `conflict`: the request conflicts with the resource's state (taken slug, archived project, …). */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}

/** 422 `unprocessable_entity`: a field is present but invalid; see {@link ApiError.details}. */
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}

/** 429 `rate_limit_exceeded`: the key's request rate limit is exceeded. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';

  /** Seconds to wait before retrying (the `Retry-After` header), when the server sent it. */
  get retryAfter(): number | undefined {
    const value = this.headers?.get('retry-after');
    if (value == null || value.trim() === '') return undefined;
    const seconds = Number(value);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}

type ApiErrorClass = new (init: ApiErrorInit) => ApiError;

const ERROR_CLASSES: Readonly<Record<number, ApiErrorClass>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
  429: RateLimitError,
};

function errorClassForStatus(status: number): ApiErrorClass {
  return ERROR_CLASSES[status] ?? ApiError;
}

/** Whether a value has the shape of the API's error envelope. */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

/**
 * The request got no answer: the connection was refused or dropped, DNS failed, TLS failed, or
 * (as {@link ApiTimeoutError}) the answer took longer than the `timeout`. Thrown after the retries
 * are spent. `cause` holds what `fetch` threw. Not an {@link ApiError}: there is no response.
 */
export class ApiConnectionError extends Error {
  override name = 'ApiConnectionError';
  /** The method and URL that could not be reached, e.g. `GET http://127.0.0.1:3000/v1/workspaces`. */
  readonly request: string;
  /** Attempts made, retries included. */
  readonly attempts: number;

  constructor(message: string, init: { request: string; attempts: number; cause: unknown }) {
    super(message, { cause: init.cause });
    this.request = init.request;
    this.attempts = init.attempts;
  }
}

/**
 * Why `fetch` got no answer, as it keeps it: Node's fetch throws "fetch failed" with the reason in
 * `cause` (`connect ECONNREFUSED 127.0.0.1:4242`, `bad port`, or, for a name with several addresses,
 * an AggregateError with only a `code`). Internal: the client's error message and `listen` read it.
 */
export function fetchCause(err: unknown): { code?: string; message?: string } | undefined {
  return (err as { cause?: { code?: string; message?: string } } | undefined)?.cause;
}

/** No answer within the `timeout` (per attempt), on every attempt. */
export class ApiTimeoutError extends ApiConnectionError {
  override name = 'ApiTimeoutError';
}
