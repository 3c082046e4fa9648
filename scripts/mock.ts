/**
 * `npm run mock`: Prism serving the contract, behind a front that refuses requests as the server
 * does, so a frontend built against the mock sees the server's answers to bad input and switching
 * to the server changes only the base URL.
 *
 * The front validates each request with the server's own generated validators and rule
 * (generated/validators.js, server/http/validation.ts): malformed JSON and a missing field are 400,
 * an invalid or unknown field 422, all in the error envelope, which Prism alone cannot do (it hangs
 * on malformed JSON, answers 422 for a missing field and ignores `unevaluatedProperties`). It sets
 * `X-Request-Id` and applies `CORS_ORIGINS` like the server (Prism's own CORS is off). A method a
 * path of the contract has no operation for is answered as the server's router answers it: `OPTIONS`
 * (a preflight CORS leaves alone) 200 with `Allow`, any other 405. A valid request goes on to Prism,
 * which answers from the examples (`Prefer: code=404`, `example=…`); the 429's headers are the
 * document's examples, written from the same numbers as its message (spec/common/errors.tsp).
 *
 *   MOCK_PORT (default 4010; 0 picks a free one), MOCK_HOST (default 127.0.0.1), CORS_ORIGINS
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Router from '@koa/router';
import Koa from 'koa';
import type { Context } from 'koa';
import { operations, type OperationInfo } from '../generated/operations.ts';
import { validators } from '../generated/validators.js';
import { loadConfig } from '../server/config.ts';
import { corsMiddleware } from '../server/http/cors.ts';
import { errorBody, requestIdFor } from '../server/http/error-middleware.ts';
import { HttpError, methodNotAllowed } from '../server/http/errors.ts';
import { concretePathsFirst } from '../server/http/router.ts';
import { jsonBodyOf, notJsonMessage } from '../server/http/json-body.ts';
import { nodeListener } from '../server/http/node-listener.ts';
import { validationError, type InputPart } from '../server/http/validation.ts';
import { startPrism } from './prism-process.ts';

/** The 3.0 document: Prism honours its `additionalProperties: false` (it ignores 3.1's unevaluatedProperties). */
export const documentPath = fileURLToPath(new URL('../generated/openapi-3.0.yaml', import.meta.url));

function check(op: OperationInfo, part: InputPart, data: unknown): void {
  const validate = (validators as Record<string, Partial<Record<InputPart, ((d: unknown) => boolean) & { errors?: unknown }>>>)[
    op.operationId
  ]?.[part];
  if (validate && !validate(data)) throw validationError(part, (validate.errors ?? []) as Parameters<typeof validationError>[1]);
}

async function readBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The server's refusals of a request, before Prism sees it; the raw body to pass on otherwise. */
async function refuseLikeTheServer(ctx: Context, op: OperationInfo): Promise<Buffer> {
  const raw = await readBody(ctx);
  if (op.authenticated && !/^Bearer \S+$/.test(ctx.get('Authorization'))) {
    ctx.set('WWW-Authenticate', 'Bearer realm="v1"');
    throw new HttpError(401, 'Missing API key: send Authorization: Bearer <API_KEY>.');
  }
  try {
    check(op, 'path', { ...ctx.params });
  } catch {
    throw new HttpError(404, `No resource at ${ctx.path}.`);
  }
  check(op, 'query', { ...ctx.query });
  const read = () => {
    try {
      return JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      throw new HttpError(400, notJsonMessage);
    }
  };
  const body = jsonBodyOf(ctx, op, { present: raw.length > 0, read });
  if (body === undefined) return raw;
  check(op, 'body', body);
  return raw;
}

/** An error envelope from an example names the example's request id: this request's, as the server's does. */
function withThisRequestId(body: Buffer, requestId: string): Buffer {
  try {
    const envelope = JSON.parse(body.toString('utf8')) as { error?: { request_id?: unknown } };
    if (!envelope.error || typeof envelope.error !== 'object') return body;
    envelope.error.request_id = requestId;
    return Buffer.from(JSON.stringify(envelope));
  } catch {
    return body;
  }
}

export async function startMock(options: { host?: string; port?: number; corsOrigins?: string[] | '*' } = {}) {
  const prism = await startPrism(['mock', '--cors=false', documentPath]);
  const upstream = prism.url;

  const koa = new Koa();
  const router = new Router();
  koa.use(async (ctx, next) => {
    ctx.state.requestId = requestIdFor(ctx);
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
      // allowedMethods() sets 405 and Allow but no body: the server's envelope for it.
      if (ctx.status === 405 && ctx.body === undefined) throw methodNotAllowed(ctx.method, ctx.path, ctx.response.get('Allow'));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      for (const [name, value] of Object.entries(err.headers)) ctx.set(name, value);
      ctx.status = err.status;
      ctx.body = errorBody(err, ctx.state.requestId);
    }
  });
  const cors = corsMiddleware(options.corsOrigins ?? []);
  if (cors) koa.use(cors);
  const forward = async (ctx: Context, raw: Buffer) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(ctx.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length', 'origin'].includes(name)) headers.set(name, value);
    }
    const answer = await fetch(`${upstream}${ctx.url}`, { method: ctx.method, headers, ...(raw.length > 0 ? { body: raw } : {}) });
    ctx.status = answer.status;
    // Prism's own report of the answer against the document (sl-violations) is Prism's business, not the client's.
    const dropped = ['content-length', 'connection', 'transfer-encoding', 'x-request-id', 'sl-violations'];
    answer.headers.forEach((value, name) => {
      if (!dropped.includes(name) && !name.startsWith('access-control-')) ctx.set(name, value);
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (body.length > 0) ctx.body = answer.status >= 400 ? withThisRequestId(body, ctx.state.requestId) : body;
  };
  for (const op of operations as readonly OperationInfo[]) {
    router[op.method](op.koaPath, async (ctx) => {
      // A deprecated path says so on its refusals too, as the server's does.
      if (op.deprecationHeaders) ctx.set(op.deprecationHeaders);
      await forward(ctx, await refuseLikeTheServer(ctx, op));
    });
  }
  koa.use(concretePathsFirst());
  koa.use(router.routes());
  // A path of the contract, a method it has no operation for: Prism knows no OPTIONS and answered a
  // preflight the CORS middleware passed on (no CORS_ORIGINS, or another origin) 405 where the server
  // answers 200 with Allow. The server's router answers these with allowedMethods(); so does this one.
  koa.use(router.allowedMethods());
  // A path the contract does not have (the router matched no route of any method): Prism's 404 says so.
  koa.use(async (ctx) => {
    if ((ctx as { matched?: unknown[] }).matched?.length) return;
    await forward(ctx, await readBody(ctx));
  });

  const server = http.createServer(nodeListener(koa));
  server.listen(options.port ?? 4010, options.host ?? '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await prism.stop();
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: '' }, { needsSecretKey: false });
  const mock = await startMock({
    host: process.env.MOCK_HOST || '127.0.0.1',
    port: process.env.MOCK_PORT ? Number(process.env.MOCK_PORT) : 4010,
    corsOrigins: config.corsOrigins,
  });
  console.log(`mock: the contract on ${mock.url} (Prism behind the server's request checks)`);
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

// No top-level await: the tests import this module, and a module with one cannot be require()d, so
// mocha would load their files as ES modules, with their own copy of the shared test state.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
