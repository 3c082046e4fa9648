/**
 * `api.withOptions(…)` derives a client with some options changed; the middleware the caller added
 * with `use` (logging, tracing) goes with it, and middleware ejected before does not.
 */
import { expect } from 'chai';
import type { Middleware } from 'openapi-fetch';
import { createClient } from '../../sdk/src/index.ts';
import { createUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('SDK withOptions', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('carries the middleware added with use, not the middleware ejected, and changes only the options given', async () => {
    const user = await createUser(server);
    const api = createClient({ baseUrl: server.url, apiKey: user.key, maxRetries: 0 });
    const seen: string[] = [];
    const tracer = (name: string): Middleware => ({
      onRequest({ request }) {
        request.headers.set('X-Trace', name);
        seen.push(`${name} ${new URL(request.url).pathname}`);
        return request;
      },
    });
    const kept = tracer('kept');
    const dropped = tracer('dropped');
    api.use(kept, dropped);
    api.eject(dropped);
    const derived = api.withOptions({ timeout: 5_000 });
    const me = await derived.users.me.get();
    expect(me.data.id).to.equal(user.userId);
    expect(seen).to.deep.equal(['kept /v1/users/me']);

    // The original keeps its own: what is added to it later is not the derived client's.
    api.use(tracer('later'));
    await derived.GET('/v1/users/me');
    await api.GET('/v1/users/me');
    expect(seen.slice(1)).to.deep.equal(['kept /v1/users/me', 'kept /v1/users/me', 'later /v1/users/me']);

    // A derived client with another key authenticates as that key, middleware and all.
    const stranger = await createUser(server);
    const asStranger = api.withOptions({ apiKey: stranger.key });
    expect((await asStranger.users.me.get()).data.id).to.equal(stranger.userId);
    expect(seen.at(-2)).to.equal('kept /v1/users/me');
    expect(seen.at(-1)).to.equal('later /v1/users/me');
  });
});
