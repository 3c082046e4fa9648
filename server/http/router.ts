import { pointerTo } from '../errors.ts';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { operations, type OperationInfo } from '../../generated/operations.ts';
import { validators } from '../../generated/validators.js';
import type { AnyHandler as ErasedHandler, AnyOperationRequest, Handlers, OperationId } from '../../generated/handlers.ts';
import type { Caller } from '../auth/access.ts';
import type { Knex } from 'knex';
import type { AppDeps, HandlerContext } from '../context.ts';
import { HttpError, UnauthorizedError, badRequest, databaseUnavailable, methodNotAllowed, notImplemented } from './errors.ts';
import { jsonBodyOf, type SentBody } from './json-body.ts';
import { idempotencyKeyOf, once, type KeyWrite, type PostOperationId, type ReplayAuthorizers } from './idempotency.ts';
import { validationError, type InputPart } from './validation.ts';

export type HandlerMap = Partial<Handlers<HandlerContext>>;

// The generated erased types: what the table holds once each handler was checked against its operation.
type AnyHandler = ErasedHandler<HandlerContext>;
type AnyAuthorize = (req: AnyOperationRequest, ctx: HandlerContext) => Promise<void>;
/** The replay checks of the POSTs this router has handlers for. */
export type AuthorizerMap = Partial<ReplayAuthorizers<HandlerContext>>;

export interface RouteGuards {
  /** Resolves the caller of an authenticated operation (401 when it cannot); `overBudget` looks keys up only in shared, bounded queries. */
  authenticate(ctx: Context, overBudget?: boolean): Promise<Caller>;
  /** Runs after authentication, before validation: rate limits. */
  admit(ctx: Context, caller: Caller): void;
  /** The 429 for a client address out of failed authentications, if it is. */
  anonymousRefusal(ctx: Context): HttpError | undefined;
  /** Counts a failed authentication against the client address. */
  countAnonymous(ctx: Context): void;
  /** Reads the JSON body: only once the caller is known, so an anonymous client costs no parsing. */
  parseBody(ctx: Context): Promise<void>;
}

/**
 * Who is calling. A client address that spent its budget of failed authentications gets 429 unless
 * its key is valid: past the budget its keys are looked up only in shared queries (one in flight per
 * process, whatever the rate of guesses), so an anonymous sender behind the same proxy as everyone
 * cannot lock out the clients beside it, nor make each guess cost a query of its own.
 */
async function callerOf(ctx: Context, guards: RouteGuards): Promise<Caller> {
  const refusal = guards.anonymousRefusal(ctx);
  try {
    return await guards.authenticate(ctx, refusal !== undefined);
  } catch (err) {
    if (refusal && err instanceof UnauthorizedError) throw refusal;
    if (err instanceof UnauthorizedError) guards.countAnonymous(ctx);
    throw err;
  }
}

function validate(operationId: OperationId, part: InputPart, data: unknown): void {
  const validator = validators[operationId][part];
  if (validator && !validator(data)) throw validationError(part, validator.errors ?? []);
}

function requestHasBody(ctx: Context): boolean {
  return ctx.req.headers['transfer-encoding'] !== undefined || Number(ctx.request.length ?? 0) > 0;
}

/**
 * Far more JSON values than any valid request has (the largest: 20 actions and 20 filters). Schema
 * validation collects every error (allErrors) and its cost grows faster than the number of values,
 * so a 1 MB body of 200,000 tiny array items held the event loop for minutes: such bodies are
 * refused before validation.
 */
const maxBodyValues = 10_000;

/**
 * Far deeper than any valid request nests (the deepest: a dry run's free-form `data`, an event's few
 * levels; an automation's header values sit 5 deep). Recursive walks after this point
 * (`JSON.stringify`, the idempotency key's canonical form, Ajv) overflowed the stack at 4,000 to
 * 6,000 levels and answered 500, so depth is bounded before any of them runs.
 */
const maxBodyDepth = 64;

/** The values counted (up to `maxValues` + 1) and whether a container nests past `maxDepth`; iterative, so any depth is safe. */
function jsonExtent(value: unknown, maxValues: number, maxDepth: number): { values: number; tooDeep: boolean } {
  let values = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0 && values <= maxValues) {
    const [item, depth] = stack.pop()!;
    values++;
    if (item === null || typeof item !== 'object') continue;
    if (depth > maxDepth) return { values, tooDeep: true };
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return { values, tooDeep: false };
}

/** The body koa-body read (a class: no closure made per request). */
class KoaBody implements SentBody {
  readonly present: boolean;
  constructor(private readonly ctx: Context) {
    this.present = requestHasBody(ctx);
  }
  read(): unknown {
    return this.ctx.request.body;
  }
}

/** The JSON body of an operation that takes one: absent, or a JSON object of a bounded size and depth. */
function bodyOf(ctx: Context, op: OperationInfo): unknown {
  if (!op.hasBody) return undefined;
  const body = jsonBodyOf(ctx, op, new KoaBody(ctx));
  if (body === undefined) return undefined;
  const extent = jsonExtent(body, maxBodyValues, maxBodyDepth);
  if (extent.tooDeep) {
    throw badRequest(`Request body nests JSON more than ${maxBodyDepth} levels deep; no valid request nests that deep.`, [
      { field: '/', message: `must not nest objects and arrays more than ${maxBodyDepth} levels deep` },
    ]);
  }
  if (extent.values > maxBodyValues) {
    throw new HttpError(422, `Request body has more than ${maxBodyValues} JSON values; no valid request is that large.`, {
      details: [{ field: '/', message: `must not have more than ${maxBodyValues} JSON values` }],
    });
  }
  return body;
}

/** Half of a surrogate pair standing alone (no quantifiers: one look at each code unit). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Why PostgreSQL's text and jsonb would refuse a string: U+0000, or half of a UTF-16 surrogate pair. */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  loneSurrogate.lastIndex = 0;
  if (loneSurrogate.test(text)) return 'must not contain a lone UTF-16 surrogate (half of an escaped \\uD800-\\uDFFF pair)';
  return undefined;
}

/**
 * The JSON Pointer of the first string (or object key) in `value` that PostgreSQL cannot store, and
 * why. Iterative, so deeply nested JSON cannot overflow the stack.
 */
function unstorableAt(value: unknown): { at: string; message: string } | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, at] = stack.pop()!;
    if (typeof item === 'string') {
      const message = unstorable(item);
      if (message) return { at: at || '/', message };
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const path = pointerTo(at, key);
        const message = unstorable(key);
        if (message) return { at: path, message: `(as a field name) ${message}` };
        stack.push([child, path]);
      }
    }
  }
  return undefined;
}

/** Text PostgreSQL cannot store is invalid input: 400 in the query, 422 in the body, naming where it is. */
function rejectUnstorableText(part: InputPart, value: unknown): void {
  const found = unstorableAt(value);
  if (found === undefined) return;
  // The pointer may itself hold the bad characters: show it escaped, so the answer is valid JSON text.
  const field = found.at.replace(loneSurrogate, '\uFFFD');
  const details = [{ field, message: found.message }];
  const name = field.slice(1).replace(/\//g, '.');
  if (part === 'body') throw new HttpError(422, `Request body field '${name}' ${found.message}.`, { details });
  throw badRequest(`${part === 'query' ? 'Query' : 'Path'} parameter '${name}' ${found.message}.`, details);
}

/** What a handler is given: the deps (on `knex`, a transaction's when replays are guarded), the caller, the request's id and logger. */
class RequestContext implements HandlerContext {
  readonly deps: AppDeps;
  readonly requestId: string;
  constructor(
    deps: AppDeps,
    knex: Knex,
    readonly caller: Caller,
    private readonly ctx: Context,
    readonly keyWrite?: KeyWrite,
  ) {
    this.deps = knex === deps.knex ? deps : { ...deps, knex };
    this.requestId = ctx.state.requestId;
  }
  get log() {
    return this.ctx.state.log;
  }
}

/** An operation of the contract, its handler and, for a POST, the check its replays pass first. */
interface Bound {
  op: OperationInfo;
  handler?: AnyHandler | undefined;
  authorize?: AnyAuthorize | undefined;
  /** Whether its work writes a keyed request's key in its own statement (KeyWrite). */
  writesKey?: boolean;
}

function bind({ op, handler, authorize, writesKey = false }: Bound, deps: AppDeps, guards: RouteGuards) {
  const operationId = op.operationId as OperationId;
  // A POST may be replayed, and a replay without its access check would answer whoever holds the key.
  if (op.method === 'post' && handler && !authorize) throw new Error(`${op.operationId} has a handler but no replay authorizer.`);
  return async (ctx: Context): Promise<void> => {
    // On every answer of a deprecated path, errors too: a client sees the successor whatever it sent.
    if (op.deprecationHeaders) ctx.set(op.deprecationHeaders);
    // Liveness answers whatever the database does; everything else fails fast while it is away.
    if (operationId !== 'getHealth' && !deps.database.available) throw databaseUnavailable();
    const caller = op.authenticated ? await callerOf(ctx, guards) : undefined;
    if (caller) guards.admit(ctx, caller);
    if (op.hasBody) await guards.parseBody(ctx);
    const path: Record<string, string> = { ...(ctx.params as Record<string, string>) };
    const query: Record<string, unknown> = { ...ctx.query };
    const body = bodyOf(ctx, op);
    try {
      validate(operationId, 'path', path);
      rejectUnstorableText('path', path);
    } catch {
      throw new HttpError(404, `No resource at ${ctx.path}.`);
    }
    validate(operationId, 'query', query);
    rejectUnstorableText('query', query);
    if (body !== undefined) {
      validate(operationId, 'body', body);
      rejectUnstorableText('body', body);
    }
    const key = op.method === 'post' && caller ? idempotencyKeyOf(ctx.req.headers['idempotency-key']) : undefined;
    if (!handler) throw notImplemented(op.operationId);
    const req = { path, query, body };
    // Without an idempotency key (nearly every request), no closure is made for the replay machinery.
    const result =
      key === undefined
        ? await handler(req, new RequestContext(deps, deps.knex, caller as Caller, ctx))
        : await once(
            deps.knex,
            {
              apiKeyId: caller!.keyId,
              userId: caller!.userId,
              secretKey: deps.config.secretKey,
              key,
              method: op.method,
              path: ctx.path,
              query,
              body,
            },
            {
              run: (knex) => handler(req, new RequestContext(deps, knex, caller as Caller, ctx)),
              authorize: () => authorize!(req, new RequestContext(deps, deps.knex, caller as Caller, ctx)),
              inOneStatement: writesKey
                ? (write) => handler(req, new RequestContext(deps, deps.knex, caller as Caller, ctx, write))
                : undefined,
            },
          );
    ctx.status = result.status;
    for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
    if (result.body !== undefined) ctx.body = result.body;
  };
}

/** The code behind the operations: their handlers, and the checks replays of POSTs pass first (a POST with a handler needs one). */
export interface Implementation {
  handlers: HandlerMap;
  authorizers?: AuthorizerMap;
  /** The POSTs whose work writes a keyed request's key in its own statement (KeyWrite). */
  keyWriters?: ReadonlySet<PostOperationId>;
}

/** Whether a concrete path fills an OpenAPI path template (`/v1/notifications/mark-read` fills `/v1/notifications/{notification_id}`). */
function fills(template: string, concrete: string): boolean {
  const a = template.split('/');
  const b = concrete.split('/');
  return a.length === b.length && a.every((part, i) => part === b[i] || /^\{.+\}$/.test(part));
}

/**
 * OpenAPI matches a concrete path before a template (`/v1/notifications/mark-read` is never the
 * notification `mark-read`), while the router would run a template's route for a method the concrete
 * path lacks, and count that method in its `Allow`. So, ahead of the router, such a path answers any
 * method it lacks itself: `OPTIONS` 200 and another 405, each with only the path's own methods in
 * `Allow`, as the router answers any other path (the mock mounts this too). A deprecated operation
 * keeps its old reading until its sunset (docs/guide.md).
 */
export function concretePathsFirst(): Middleware {
  const ops = operations as readonly OperationInfo[];
  const allowed = new Map<string, string[]>();
  for (const path of new Set(ops.filter((op) => !op.path.includes('{') && !op.deprecationHeaders).map((op) => op.path))) {
    const own = ops.filter((op) => op.path === path).map((op) => op.method);
    const captured = ops.some((op) => op.path !== path && fills(op.path, path) && !own.includes(op.method));
    if (captured)
      allowed.set(
        path,
        [...own, ...(own.includes('get') ? ['head'] : [])].map((m) => m.toUpperCase()),
      );
  }
  return (ctx, next): Promise<void> => {
    const own = allowed.get(ctx.path);
    // Every API request passes here: handed on without a promise of this layer's own.
    if (!own || own.includes(ctx.method)) return next() as Promise<void>;
    ctx.set('Allow', own.join(', '));
    if (ctx.method !== 'OPTIONS') return Promise.reject(methodNotAllowed(ctx.method, ctx.path, own.join(', ')));
    ctx.status = 200;
    ctx.body = '';
    return Promise.resolve();
  };
}

/** The path up to its second segment (`/v1/projects` of `/v1/projects/{id}/tasks`), lower case as the routes match. */
function sectionOf(path: string): string {
  const second = path.indexOf('/', 1);
  // One segment, with or without a trailing slash (which the routes allow): `/healthz`.
  if (second < 0 || second === path.length - 1) return (second < 0 ? path : path.slice(0, second)).toLowerCase();
  const end = path.indexOf('/', second + 1);
  return (end < 0 ? path : path.slice(0, end)).toLowerCase();
}

/** The router's two middlewares, as `@koa/router` gives them. */
export interface Routes {
  routes(): Middleware;
  allowedMethods(): Middleware;
}

/**
 * Routes every operation of the contract; one without a handler answers 501 so the gap is visible.
 * One `@koa/router` per section of the paths (every second segment is literal): a router tests each
 * of its routes' patterns on every request, and with all 73 in one, the tests (and a debug call's
 * arguments for each) were a sixth of what a request allocated (issue 29, point 1). A path of no
 * section goes to an empty router, which answers as the one router did (404, or 501 to an unknown method).
 */
export function createRouter(
  { handlers, authorizers = {}, keyWriters = new Set() }: Implementation,
  deps: AppDeps,
  guards: RouteGuards,
): Routes {
  const sections = new Map<string, Router>();
  const table = handlers as Record<string, AnyHandler | undefined>;
  const checks = authorizers as Record<string, AnyAuthorize | undefined>;
  for (const op of operations as readonly OperationInfo[]) {
    const section = sectionOf(op.koaPath);
    if (op.koaPath.slice(0, section.length).includes(':')) throw new Error(`${op.operationId}: a path parameter in ${section}`);
    let router = sections.get(section);
    if (!router) sections.set(section, (router = new Router()));
    const route = bind(
      {
        op,
        handler: table[op.operationId],
        authorize: checks[op.operationId],
        writesKey: (keyWriters as ReadonlySet<string>).has(op.operationId),
      },
      deps,
      guards,
    );
    router[op.method](op.operationId, op.koaPath, route);
  }
  const none = new Router();
  const each = (middleware: (router: Router) => Middleware): Middleware => {
    const bySection = new Map([...sections].map(([section, router]) => [section, middleware(router)]));
    const otherwise = middleware(none);
    return (ctx, next): Promise<void> => (bySection.get(sectionOf(ctx.path)) ?? otherwise)(ctx, next) as Promise<void>;
  };
  // The router's middleware types ask for the context it adds itself (params, router): Koa's plain one goes in.
  return {
    routes: () => each((router) => router.routes() as unknown as Middleware),
    allowedMethods: () => each((router) => router.allowedMethods() as unknown as Middleware),
  };
}
