/**
 * CORS for browser apps (`CORS_ORIGINS`; none by default). An allowed origin gets its own origin
 * back (`Vary: Origin`), with the headers a client reads exposed; a preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) from it is answered 204 here, before routing, authentication and
 * rate limits, since browsers send it without the key. Keys travel in `Authorization`, never in
 * cookies, so credentials are not allowed. Another origin gets no CORS header at all, and its
 * browser refuses to hand the answer to the page.
 */
import type { Context, Next } from 'koa';

const allowedMethods = 'GET, POST, PATCH, DELETE';
const allowedHeaders = 'Authorization, Content-Type, Idempotency-Key, X-Request-Id';
const exposedHeaders = 'X-Request-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Idempotent-Replayed, Allow';
/** Seconds a browser may keep a preflight's answer. */
const preflightMaxAge = '600';

/** The middleware for the configured origins, or undefined when none are. */
export function corsMiddleware(origins: readonly string[] | '*') {
  if (origins !== '*' && origins.length === 0) return undefined;
  const allowed = origins === '*' ? undefined : new Set(origins);
  /** Sets the CORS headers an allowed origin gets; true when that answered the request (a preflight). */
  function answeredPreflight(ctx: Context): boolean {
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin || (allowed && !allowed.has(origin))) return false;
    ctx.set('Access-Control-Allow-Origin', allowed ? origin : '*');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Methods', allowedMethods);
      ctx.set('Access-Control-Allow-Headers', allowedHeaders);
      ctx.set('Access-Control-Max-Age', preflightMaxAge);
      ctx.status = 204;
      return true;
    }
    ctx.set('Access-Control-Expose-Headers', exposedHeaders);
    return false;
  }
  return function cors(ctx: Context, next: Next): Promise<void> {
    if (answeredPreflight(ctx)) return Promise.resolve();
    return next();
  };
}
