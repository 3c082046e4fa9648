/**
 * Per-resource methods, the stripe-node and Octokit shape: `wsa.projects.create({ body })`,
 * `wsa.tasks.update({ task_id, body })`, `wsa.webhooks.deliveries.list({ webhook_id, status })`. The
 * table (generated/resources.ts) comes from the contract's paths and operationIds; every method is
 * typed from the same document as the path-based client. A method takes the path and query
 * parameters by name, the body as `body`, and per-call options; it resolves to the response body
 * (`undefined` for a 204) and throws the {@link ApiError} subclass for its status.
 */
import type { Client } from 'openapi-fetch';
import type { operations, paths } from './generated/openapi-types.ts';
import { resourceTable, type ResourceMethod } from './generated/resources.ts';
import { ApiError } from './errors.ts';
import { IDEMPOTENCY_KEY_HEADER, type RetryOptions } from './retries.ts';

/** Options of one call: its own time-out, retries and hooks, a signal, an idempotency key, headers. */
export interface CallOptions extends RetryOptions {
  /** Aborts the call (retries included). */
  signal?: AbortSignal | undefined;
  /** The `Idempotency-Key` of a POST, to make your own retries of it safe too. */
  idempotencyKey?: string | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
}

type Empty = Record<never, never>;
type ParametersOf<O> = O extends { parameters: infer P } ? P : Empty;
type PathOf<O> = ParametersOf<O> extends { path: infer P } ? ([P] extends [never] ? Empty : P) : Empty;
type QueryOf<O> = ParametersOf<O> extends { query?: infer Q } ? ([NonNullable<Q>] extends [never] ? Empty : NonNullable<Q>) : Empty;
type JsonOf<B> = B extends { content: { 'application/json': infer J } } ? J : never;
type BodyOf<O> = O extends { requestBody: infer B }
  ? [JsonOf<B>] extends [never]
    ? Empty
    : { body: JsonOf<B> }
  : O extends { requestBody?: infer B }
    ? [JsonOf<NonNullable<B>>] extends [never]
      ? Empty
      : { body?: JsonOf<NonNullable<B>> }
    : Empty;

/** What a method takes: path and query parameters by name, and the body as `body`. */
export type MethodInput<O> = PathOf<O> & QueryOf<O> & BodyOf<O>;
type SuccessOf<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
/** What a method resolves to: the success response's body, `undefined` for a 204. */
export type MethodOutput<O> = O extends { responses: infer R } ? SuccessOf<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;

/** One method, typed by its operation. */
export type ResourceCall<O> =
  Empty extends MethodInput<O>
    ? (input?: MethodInput<O>, options?: CallOptions) => Promise<MethodOutput<O>>
    : (input: MethodInput<O>, options?: CallOptions) => Promise<MethodOutput<O>>;

type Resources<T> = {
  readonly [K in keyof T]: T[K] extends { operationId: infer Id extends keyof operations } ? ResourceCall<operations[Id]> : Resources<T[K]>;
};

/**
 * Method names kept after their operation moved, so code written against an earlier SDK still runs;
 * each calls the new path. (The generator gives a deprecated operation no method of its own.)
 */
interface RenamedMethods {
  readonly automations: {
    /**
     * @deprecated Since 2026-11-25: use `schedulePreviews.preview`, which this calls
     * (`POST /v1/schedule-previews`); this name goes with the next major version.
     */
    readonly previewSchedule: ResourceCall<operations['previewSchedule']>;
  };
}

/** Every resource of the API, each with its methods. */
export type ApiResources = Resources<typeof resourceTable> & RenamedMethods;

type AnyRequest = (path: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Builds the resource methods over a path-based client. `transport` makes the fetch of one call from
 * the client's options merged with the call's.
 */
export function createResources(
  client: Client<paths>,
  transport: (options: RetryOptions) => (request: Request) => Promise<Response>,
): ApiResources {
  const build = (node: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).map(([name, child]) => [
        name,
        isMethod(child) ? method(client, child, transport) : build(child as Record<string, unknown>),
      ]),
    );
  const resources = build(resourceTable) as unknown as Resources<typeof resourceTable>;
  const renamed: RenamedMethods = { automations: { previewSchedule: resources.schedulePreviews.preview } };
  return { ...resources, automations: { ...resources.automations, ...renamed.automations } };
}

function isMethod(node: unknown): node is ResourceMethod {
  return typeof (node as ResourceMethod).operationId === 'string';
}

function method(
  client: Client<paths>,
  spec: ResourceMethod,
  transport: (options: RetryOptions) => (request: Request) => Promise<Response>,
) {
  const send = (client as unknown as Record<string, AnyRequest>)[spec.method]!.bind(client);
  return async (input: Record<string, unknown> = {}, options: CallOptions = {}) => {
    const pick = (names: readonly string[]) => Object.fromEntries(names.filter((n) => input[n] !== undefined).map((n) => [n, input[n]]));
    const known = new Set([...spec.pathParams, ...spec.queryParams, 'body']);
    const unknown = Object.keys(input).filter((key) => !known.has(key));
    if (unknown.length > 0) {
      const takes = [...spec.pathParams, ...spec.queryParams].concat('body' in input ? ['body'] : []);
      throw new TypeError(`${spec.operationId}: unknown argument ${unknown.join(', ')} (it takes ${takes.join(', ') || 'no arguments'}).`);
    }
    for (const name of spec.pathParams) {
      if (typeof input[name] !== 'string' || input[name] === '') throw new TypeError(`${spec.operationId}: \`${name}\` is required.`);
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    const result = await send(spec.path, {
      params: { path: pick(spec.pathParams), query: pick(spec.queryParams) },
      ...(input.body !== undefined ? { body: input.body } : {}),
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
      fetch: transport(options),
    });
    if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
    return result.data;
  };
}
