import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import { expect } from 'chai';
import type { AppDeps } from '../context.ts';
import { DatabaseAvailability } from '../db/availability.ts';
import { createLogger } from '../log.ts';
import type { Caller } from '../auth/access.ts';
import { errorMiddleware } from './error-middleware.ts';
import { nodeListener } from './node-listener.ts';
import { createRouter } from './router.ts';

// The router binds every operation of the contract, whatever the handler map holds: an operation
// without a handler is still authenticated and validated, then answers 501 in the error envelope.
describe('the router', () => {
  const caller: Caller = {
    keyId: 'key_1',
    userId: 'usr_1',
    userName: 'T',
    userEmail: 't@example.test',
    scope: 'admin',
    homeWorkspaceId: null,
    homePlan: 'free',
  };
  let server: http.Server;
  let url: string;

  before(async () => {
    const koa = new Koa();
    const parser = koaBody();
    const database = new DatabaseAvailability('postgres://unused', createLogger('silent'));
    const router = createRouter({ handlers: {} }, { database } as AppDeps, {
      authenticate: () => Promise.resolve(caller),
      admit: () => {},
      anonymousRefusal: () => undefined,
      countAnonymous: () => {},
      parseBody: async (ctx) => {
        await parser(ctx, async () => {});
      },
    });
    koa.use(errorMiddleware(createLogger('silent'), database));
    koa.use(router.routes());
    koa.use(router.allowedMethods());
    server = http.createServer(nodeListener(koa));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 501 not_implemented, naming the operation, for an operation with no handler', async () => {
    const response = await fetch(`${url}/v1/projects/proj_1`);
    expect(response.status).to.equal(501);
    const body = (await response.json()) as { error: { code: string; message: string; status: number; request_id: string } };
    expect(body.error).to.include({ code: 'not_implemented', status: 501 });
    expect(body.error.message).to.contain('getProject');
    expect(body.error.request_id).to.equal(response.headers.get('x-request-id'));
  });

  it('still validates the request of an unimplemented operation before answering 501', async () => {
    const response = await fetch(`${url}/v1/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).to.equal(400);
  });

  // Each section of the paths (`/v1/projects`) has a router of its own: the paths still match as one router matched them.
  it('matches a path whatever its case, and a one-segment path with a trailing slash', async () => {
    const upper = await fetch(`${url}/V1/Projects/proj_1`);
    expect(upper.status).to.equal(501);
    expect(((await upper.json()) as { error: { message: string } }).error.message).to.contain('getProject');
    const slash = await fetch(`${url}/healthz/`);
    expect(slash.status).to.equal(501);
    expect(((await slash.json()) as { error: { message: string } }).error.message).to.contain('getHealth');
  });

  it('answers 405 with the path’s own methods in Allow, 404 to a path of no section, 501 to a method no route has', async () => {
    const wrongMethod = await fetch(`${url}/v1/projects/proj_1/tasks`, { method: 'PUT' });
    expect(wrongMethod.status).to.equal(405);
    expect(wrongMethod.headers.get('allow')).to.equal('HEAD, GET, POST');
    expect((await fetch(`${url}/v1/nowhere/1`)).status).to.equal(404);
    expect((await fetch(`${url}/v1`)).status).to.equal(404);
    expect((await fetch(`${url}/v1/nowhere`, { method: 'PROPFIND' })).status).to.equal(501);
  });
});
