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
});
