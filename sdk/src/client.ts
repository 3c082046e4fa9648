/**
 * The typed client: openapi-fetch over the generated `paths` (`api.GET("/v1/projects/{project_id}", …)`) and
 * the per-resource methods over it (`api.projects.get({ project_id })`), with the API key and the request id
 * added by middleware and the transport of retries.ts under both.
 */
import createOpenApiFetchClient from 'openapi-fetch';
import type { Client, HeadersOptions, Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi-types.ts';
import { ApiError } from './errors.ts';
import { createResources, type ApiResources } from './resources.ts';
import { retryingFetch, type RetryOptions } from './retries.ts';

/** The path-based client: openapi-fetch's `Client` typed by the API's `paths`. */
export type ApiClient = Client<paths>;

/** What {@link createClient} returns: the path-based client and the resources, on one object. */
export type WsaClient = ApiClient &
  ApiResources & {
    /** A client like this one with some options changed (`api.withOptions({ timeout: 5_000 })`). */
    withOptions(overrides: Partial<Omit<ClientOptions, 'baseUrl'>>): WsaClient;
  };

/** Options of {@link createClient}. */
export interface ClientOptions extends RetryOptions {
  /**
   * The service's origin, e.g. `https://api.example.com` or `http://127.0.0.1:3000`. Paths in the
   * document already start with `/v1`, so do not append it.
   */
  baseUrl: string;
  /**
   * API key (`wsa_…`), sent as `Authorization: Bearer <apiKey>` on every request. May be omitted
   * only for the unauthenticated probes (`/healthz`, `/readyz`). A per-call `Authorization` header
   * wins over it.
   */
  apiKey?: string | undefined;
  /** A `fetch` to use instead of `globalThis.fetch` (tests, proxies, retries). */
  fetch?: ((input: Request) => Promise<Response>) | undefined;
  /** Headers sent on every request. */
  headers?: HeadersOptions | undefined;
  /**
   * Sent as `X-Request-Id` on every request that does not already carry one, so the server's logs
   * and error bodies use your id. A function is called once per request.
   */
  requestId?: string | (() => string) | undefined;
}

/** Name of the request-id header, in requests and responses. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Creates a typed client for the v1 API. Every attempt may take `timeout` ms (default 60 s); a
 * request that got no answer, a 429, 502, 503 or 504 is sent again up to `maxRetries` times
 * (default 2) after an exponential, jittered wait or the server's `Retry-After`; every POST then
 * carries an `Idempotency-Key`, so a retry never does the work twice. No answer at all ends in an
 * `ApiConnectionError` (`ApiTimeoutError` for a time-out).
 *
 * @example
 * ```ts
 * const wsa = createClient({ baseUrl: "http://127.0.0.1:3000", apiKey: process.env.WSA_API_KEY });
 * const project = (await wsa.projects.get({ project_id })).data;              // throws ApiError subclasses
 * const { data, error } = await wsa.GET("/v1/projects/{project_id}", { params: { path: { project_id } } });
 * ```
 */
export function createClient(options: ClientOptions): WsaClient {
  if (typeof options?.baseUrl !== 'string' || options.baseUrl === '') {
    throw new TypeError("createClient: `baseUrl` is required, e.g. 'http://127.0.0.1:3000'.");
  }
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const transport = (call: RetryOptions) => retryingFetch(send, { ...options, ...definedOnly(call) });
  const client = createOpenApiFetchClient<paths>({
    baseUrl: options.baseUrl,
    fetch: transport({}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  if (options.apiKey !== undefined) client.use(bearerAuthMiddleware(options.apiKey));
  if (options.requestId !== undefined) client.use(requestIdMiddleware(options.requestId));
  // What the caller adds with `use` (logging, tracing) goes with every client `withOptions` derives.
  const added: Middleware[] = [];
  const use = client.use.bind(client);
  const eject = client.eject.bind(client);
  client.use = (...middleware) => {
    added.push(...middleware);
    use(...middleware);
  };
  client.eject = (...middleware) => {
    for (const item of middleware) if (added.includes(item)) added.splice(added.indexOf(item), 1);
    eject(...middleware);
  };
  return Object.assign(client, createResources(client, transport), {
    withOptions: (overrides: Partial<Omit<ClientOptions, 'baseUrl'>>) => {
      const derived = createClient({ ...options, ...definedOnly(overrides) });
      if (added.length > 0) derived.use(...added);
      return derived;
    },
  });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Middleware that sends `Authorization: Bearer <apiKey>` unless the request already has an
 * `Authorization` header.
 */
export function bearerAuthMiddleware(apiKey: string): Middleware {
  if (typeof apiKey !== 'string' || apiKey === '' || /[\r\n]/.test(apiKey)) {
    throw new TypeError('createClient: `apiKey` must be a non-empty string without line breaks.');
  }
  return {
    onRequest({ request }) {
      if (!request.headers.has('authorization')) {
        request.headers.set('Authorization', `Bearer ${apiKey}`);
      }
      return request;
    },
  };
}

/** Middleware that sends `X-Request-Id` unless the request already has one. */
export function requestIdMiddleware(requestId: string | (() => string)): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has(REQUEST_ID_HEADER)) {
        const id = typeof requestId === 'function' ? requestId() : requestId;
        if (id) request.headers.set(REQUEST_ID_HEADER, id);
      }
      return request;
    },
  };
}

/** The shape of every openapi-fetch result: `data` on success, `error` otherwise, and the response. */
export interface FetchResultLike {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success data of an openapi-fetch result (`undefined` for a 204). */
export type Unwrapped<R extends FetchResultLike> = [Exclude<R['data'], undefined>] extends [never]
  ? undefined
  : Exclude<R['data'], undefined>;

/**
 * Returns a result's `data`, or throws the {@link ApiError} subclass for its status.
 *
 * Accepts the result or the promise of it.
 *
 * @example
 * ```ts
 * const { data: project } = await unwrap(api.GET("/v1/projects/{project_id}", { params: { path: { project_id } } }));
 * ```
 */
export function unwrap<R extends FetchResultLike>(result: Promise<R>): Promise<Unwrapped<R>>;
export function unwrap<R extends FetchResultLike>(result: R): Unwrapped<R>;
export function unwrap<R extends FetchResultLike>(result: R | Promise<R>): Unwrapped<R> | Promise<Unwrapped<R>> {
  if (isPromiseLike(result)) return Promise.resolve(result).then((settled) => unwrapResult(settled));
  return unwrapResult(result);
}

function unwrapResult<R extends FetchResultLike>(result: R): Unwrapped<R> {
  if (typeof result?.response?.ok !== 'boolean') {
    throw new TypeError('unwrap: expected an openapi-fetch result ({ data | error, response }).');
  }
  // openapi-fetch leaves `error` undefined for an empty error body, so decide on the status.
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
  return result.data as Unwrapped<R>;
}

function isPromiseLike<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
