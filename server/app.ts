import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import type { AppDeps } from './context.ts';
import { createAuthenticator } from './http/authenticate.ts';
import { countRequest } from './metrics/http-metrics.ts';
import { corsMiddleware } from './http/cors.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { readBody } from './http/json-body.ts';
import { concretePathsFirst, createRouter } from './http/router.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { authorizers, handlers, keyWriters } from './modules/handlers.ts';
import { referenceRoutes } from './modules/reference/reference-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';

export interface App {
  koa: Koa;
  /** Stops background work the app owns (the rate limiter's sync). */
  close(): Promise<void>;
}

/** koa-body as a parser: nothing runs after it. */
const nothingAfter = () => Promise.resolve();

/** The HTTP application. The middleware order is written out here and nowhere else. */
export function createApp(deps: AppDeps): App {
  // Behind TRUST_PROXY_HOPS proxies the client is the address the outermost one saw (the Nth entry
  // from the right of X-Forwarded-For); with none, the header is the client's own text and ignored.
  const hops = deps.config.trustProxyHops;
  const koa = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  const authenticate = createAuthenticator(deps.knex, deps.authCache, deps.log);
  const rateLimiter = createRateLimiter(deps);
  // JSON bodies only (PATCH may also say merge-patch); the router turns other content types into 400.
  const bodyParser = koaBody({
    json: true,
    jsonStrict: false,
    jsonLimit: '1mb',
    text: false,
    urlencoded: false,
    multipart: false,
    jsonTypes: ['application/json', 'application/merge-patch+json'],
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
  });
  const parseJson = (ctx: Koa.Context): Promise<void> => bodyParser(ctx, nothingAfter) as Promise<void>;
  const router = createRouter({ handlers, authorizers, keyWriters }, deps, {
    authenticate,
    admit: (ctx, caller) => rateLimiter.admit(ctx, caller),
    anonymousRefusal: (ctx) => rateLimiter.anonymousRefusal(ctx),
    countAnonymous: (ctx) => rateLimiter.countAnonymous(ctx),
    parseBody: (ctx) => readBody(ctx, parseJson),
  });

  // 1. Request id, access log, and the error envelope for everything below (unknown routes included);
  // once its status is settled, each request is counted and timed for the metrics, and while draining
  // for a shutdown, its response closes its keep-alive connection behind it.
  koa.use(
    errorMiddleware(deps.log, deps.database, (ctx, seconds) => {
      countRequest(deps.metrics, ctx, seconds);
      if (deps.lifecycle.draining) ctx.set('Connection', 'close');
    }),
  );
  // 1b. CORS for the browser origins in CORS_ORIGINS: preflights answered here, before the key is asked for.
  // With none configured, nothing to do: every request would pass through a layer that does nothing.
  const cors = corsMiddleware(deps.config.corsOrigins);
  if (cors) koa.use(cors);
  // 2. The contract itself and its reference page (/openapi.json, /openapi.yaml, /docs): no key, no database.
  koa.use(referenceRoutes({ publicUrl: deps.config.publicUrl }));
  // 2b. The settings page (/settings and its files): no key, no database; the page asks the API with the key typed in.
  koa.use(settingsRoutes());
  // 3. Every operation of the contract: authenticate → rate limit → read the body → validate → handler;
  // a concrete path's missing methods first, or the template beside it would take them.
  koa.use(concretePathsFirst());
  koa.use(router.routes());
  // 4. Known path, wrong method: 405 with Allow (the error middleware adds the envelope).
  koa.use(router.allowedMethods());

  return { koa, close: () => rateLimiter.close() };
}
