import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable, type DatabaseAvailability } from '../db/availability.ts';
import { ConflictError, DomainError, ForbiddenError, InvalidError, MissingError, NotFoundError } from '../errors.ts';
import { HttpError, codeForStatus, databaseUnavailable, methodNotAllowed, type ErrorDetail } from './errors.ts';
import { httpErrorFromDatabase } from './database-errors.ts';
import { notJsonMessage } from './json-body.ts';

declare module 'koa' {
  /** What the error middleware, the first one, puts on every request for the layers after it. */
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

const incomingRequestId = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's `X-Request-Id` when it is a sane one, else a new `req_…` id. */
export function requestIdFor(ctx: Context): string {
  const given = ctx.get('X-Request-Id');
  if (incomingRequestId.test(given)) return given;
  // randomUUID draws from a cached pool of entropy: no system call per request, as randomBytes makes.
  // 16 hex digits, all random: the UUID's fixed version and variant digits (13th and 17th) are left out.
  const hex = randomUUID().replaceAll('-', '');
  return `req_${hex.slice(0, 12)}${hex.slice(13, 16)}${hex.slice(17, 18)}`;
}

interface ErrorBody {
  error: { code: string; message: string; status: number; details?: ErrorDetail[]; request_id: string };
}

/** The envelope of every error answer, from the refusal and the request's id. */
export function errorBody({ status, message, details }: Pick<HttpError, 'status' | 'message' | 'details'>, requestId: string): ErrorBody {
  return {
    error: { code: codeForStatus(status), message, status, ...(details?.length ? { details } : {}), request_id: requestId },
  };
}

/** The status each kind of domain error is answered with: the one place a rule's refusal meets HTTP. */
function statusOf(err: DomainError): number {
  if (err instanceof NotFoundError) return 404;
  if (err instanceof ForbiddenError) return 403;
  if (err instanceof ConflictError) return 409;
  if (err instanceof MissingError) return 400;
  if (err instanceof InvalidError) return 422;
  return 500;
}

/** Turns what a handler or middleware threw into an HttpError; unknown errors become a 500 (logged, not shown). */
function toHttpError(err: unknown, log: Logger, database: DatabaseAvailability): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) return new HttpError(statusOf(err), err.message, { details: err.details });
  if (isDatabaseUnreachable(err)) {
    database.markDown(err);
    return databaseUnavailable();
  }
  const fromDb = httpErrorFromDatabase(err);
  if (fromDb) {
    if (fromDb.status === 422) log.warn({ err }, 'the database refused a value validation let through');
    return fromDb;
  }
  const status = (err as { status?: unknown })?.status;
  // koa-body and koa's own ctx.throw raise 4xx errors with a message meant for the client.
  if (typeof status === 'number' && status >= 400 && status < 500 && (err as { expose?: boolean }).expose !== false) {
    const text = String((err as Error).message);
    // The JSON parser refuses prototype-poisoning keys outright; say so rather than "not JSON".
    const message =
      status !== 400
        ? text
        : /prototype/i.test(text)
          ? 'Request body contains a forbidden key (__proto__ or constructor.prototype).'
          : notJsonMessage;
    return new HttpError(status, message);
  }
  log.error({ err }, 'unhandled error');
  return new HttpError(500, 'Internal server error. Quote the request_id when reporting it.');
}

/**
 * What the first middleware puts on every request: its id, and a logger bound to it, made when first
 * used (most requests log nothing below the access line, and a child logger costs its bindings'
 * serialization on every request that makes one). A class, not a getter defined on Koa's object per
 * request: that cost a property redefinition and a closure each time.
 */
class RequestState {
  private child: Logger | undefined;
  constructor(
    private readonly root: Logger,
    readonly requestId: string,
  ) {}
  get log(): Logger {
    return (this.child ??= this.root.child({ request_id: this.requestId }));
  }
}

/**
 * The first middleware: request id, access log, and the error envelope for every failure and for
 * unknown routes. `ended` sees each request once its status is settled (the metrics, the draining
 * header): in this layer rather than in layers of their own around it, as every request passes here.
 */
export function errorMiddleware(log: Logger, database: DatabaseAvailability, ended?: (ctx: Context, seconds: number) => void) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    const requestId = requestIdFor(ctx);
    const started = process.hrtime.bigint();
    ctx.state = new RequestState(log, requestId);
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new HttpError(
          404,
          `No route for ${ctx.method} ${ctx.path}. Every endpoint is under /v1; the API reference is at /docs (the document at /openapi.json).`,
        );
      }
      // The router's allowedMethods() sets 405 and Allow but no body; give it the envelope too.
      if (ctx.status === 405 && ctx.body === undefined) {
        throw methodNotAllowed(ctx.method, ctx.path, ctx.response.get('Allow'));
      }
    } catch (err) {
      const httpError = toHttpError(err, ctx.state.log, database);
      ctx.status = httpError.status;
      for (const [name, value] of Object.entries(httpError.headers)) ctx.set(name, value);
      ctx.body = errorBody(httpError, requestId);
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      ended?.(ctx, seconds);
      if (log.isLevelEnabled('info'))
        ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(seconds * 10_000) / 10 }, 'request');
    }
  };
}
