/**
 * `npm run mock` behaves like the server (issue 12, point 5; issue 27, point 6): the same bad
 * requests get the same status and error code from the mock as from the real server, malformed JSON
 * included; `Prefer: code=429` gives the server's 429, its headers agreeing with its message, and
 * `code=500` the envelope; CORS follows `CORS_ORIGINS` as on the server, preflights included, and a
 * method a path has no operation for gets the server's 405.
 */
import { expect } from 'chai';
import { startMock } from '../../scripts/mock.ts';
import { awayFromWindowEdge, spendLimit } from '../cross-cutting/support/rate-limits.ts';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectSamePreflights } from './support/preflight.ts';
import { expectAgreeing, readRateLimitAnswer } from './support/rate-limit-answer.ts';

const ORIGIN = 'https://app.example.test';
/** A free key's limit on this file's server: above what `owner` spends on the bad requests, low enough to spend in a test. */
const LIMIT = 20;

describe('npm run mock', function () {
  this.timeout(60_000);
  let mock: Awaited<ReturnType<typeof startMock>>;
  let server: TestServer;
  let owner: TestUser;

  before(async () => {
    mock = await startMock({ port: 0, corsOrigins: [ORIGIN] });
    server = await startTestServer({ RUN_WORKER: 'false', CORS_ORIGINS: ORIGIN, RATE_LIMIT_FREE: String(LIMIT) });
    owner = await createUser(server);
  });
  after(async () => {
    await mock?.close();
    await server?.close();
  });

  const badRequests: Array<{ what: string; method: string; path: string; body?: string; headers?: Record<string, string> }> = [
    { what: 'malformed JSON', method: 'POST', path: '/v1/workspaces', body: '{"name":' },
    { what: 'a body that is not an object', method: 'POST', path: '/v1/workspaces', body: '[1]' },
    { what: 'a missing required field', method: 'POST', path: '/v1/workspaces', body: '{}' },
    { what: 'an unknown field', method: 'POST', path: '/v1/workspaces', body: '{"name":"A","bogus":1}' },
    { what: 'a field of the wrong type', method: 'POST', path: '/v1/workspaces', body: '{"name":42}' },
    { what: 'a wrong content type', method: 'POST', path: '/v1/workspaces', body: 'name=A', headers: { 'Content-Type': 'text/plain' } },
    { what: 'a non-integer page', method: 'GET', path: '/v1/workspaces?page=abc' },
    { what: 'per_page too large', method: 'GET', path: '/v1/workspaces?per_page=1000' },
    {
      what: 'a missing nested field',
      method: 'POST',
      path: '/v1/automations',
      body: '{"project_id":"proj_1","name":"A","type":"event","trigger":{},"actions":[{"type":"create_task","config":{}}]}',
    },
  ];

  for (const request of badRequests) {
    it(`answers ${request.what} with the server's status, code and field`, async () => {
      const send = (base: string, key: string) =>
        fetch(`${base}${request.path}`, {
          method: request.method,
          headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...request.headers },
          ...(request.body === undefined ? {} : { body: request.body }),
        });
      const [fromMock, fromServer] = await Promise.all([send(mock.url, 'wsa_anything'), send(server.url, owner.key)]);
      type Refusal = { error: { code: string; details?: Array<{ field: string }> } };
      const mockBody = (await fromMock.json()) as Refusal;
      const serverBody = (await fromServer.json()) as Refusal;
      expect(fromServer.status, 'the server refuses it').to.be.within(400, 499);
      expect(fromMock.status, `${request.what}: ${JSON.stringify(mockBody)}`).to.equal(fromServer.status);
      expect(mockBody.error.code).to.equal(serverBody.error.code);
      expect(mockBody.error.details?.map((d) => d.field)).to.deep.equal(serverBody.error.details?.map((d) => d.field));
      expect(fromMock.headers.get('x-request-id')).to.match(/^req_/);
    });
  }

  it('answers a valid request from the examples, and Prefer picks a status', async () => {
    const headers = { Authorization: 'Bearer wsa_anything' };
    const ok = await fetch(`${mock.url}/v1/workspaces`, { headers });
    expect(ok.status).to.equal(200);
    expect(((await ok.json()) as { data: unknown[] }).data.length).to.be.above(0);
    const limited = await fetch(`${mock.url}/v1/workspaces`, { headers: { ...headers, Prefer: 'code=429' } });
    expect(limited.status).to.equal(429);
    await limited.arrayBuffer();
    const failed = await fetch(`${mock.url}/v1/workspaces`, { headers: { ...headers, Prefer: 'code=500', 'X-Request-Id': 'mine.500' } });
    expect(failed.status).to.equal(500);
    const envelope = (await failed.json()) as { error: { code: string; request_id: string } };
    expect(envelope.error.code).to.equal('internal_server_error');
    // As from the server: the body names the request's own id, and nothing of Prism's reaches the client.
    expect(envelope.error.request_id).to.equal('mine.500');
    expect(failed.headers.get('x-request-id')).to.equal('mine.500');
    for (const answer of [ok, limited, failed]) expect(answer.headers.get('sl-violations')).to.equal(null);
    const anonymous = await fetch(`${mock.url}/v1/workspaces`);
    expect(anonymous.status).to.equal(401);
    expect(anonymous.headers.get('www-authenticate')).to.equal('Bearer realm="v1"');
  });

  it("gives a key over its limit the server's 429: the same headers and wording, each agreeing with its message", async () => {
    await awayFromWindowEdge();
    const spent = await createUser(server);
    await spendLimit(spent, LIMIT);
    const send = async (base: string, key: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}/v1/users/me`, { headers: { Authorization: `Bearer ${key}`, ...headers } });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    const fromServer = readRateLimitAnswer('server', await send(server.url, spent.key));
    const fromMock = readRateLimitAnswer('mock', await send(mock.url, 'wsa_anything', { Prefer: 'code=429' }));
    expectAgreeing('server', fromServer);
    expectAgreeing('mock', fromMock);
    expect(fromMock.wording).to.equal(fromServer.wording);
  });

  it('answers a preflight from an allowed origin as the server does (204 and the CORS headers)', async () => {
    await expectSamePreflights({ server: server.url, mock: mock.url }, ORIGIN, 204);
  });

  it('answers a preflight from another origin as the server does (200, Allow, no CORS header)', async () => {
    await expectSamePreflights({ server: server.url, mock: mock.url }, 'https://elsewhere.test', 200);
  });

  it("gives a method a path has no operation for the server's 405: Allow and the envelope", async () => {
    for (const [method, path] of [
      ['PUT', '/v1/projects'],
      ['DELETE', '/v1/workspaces'],
    ] as const) {
      const send = async (base: string) => {
        const response = await fetch(`${base}${path}`, { method, headers: { Authorization: 'Bearer wsa_x', 'X-Request-Id': 'same.405' } });
        return { status: response.status, allow: response.headers.get('allow'), body: await response.json() };
      };
      const [fromServer, fromMock] = await Promise.all([send(server.url), send(mock.url)]);
      expect(fromServer.status, `server, ${method} ${path}`).to.equal(405);
      expect(fromMock, `mock, ${method} ${path}`).to.deep.equal(fromServer);
    }
  });

  it('gives another origin no CORS header on an ordinary request, as the server does', async () => {
    for (const base of [server.url, mock.url]) {
      const other = await fetch(`${base}/v1/workspaces`, { headers: { Origin: 'https://elsewhere.test', Authorization: 'Bearer wsa_x' } });
      await other.arrayBuffer();
      expect(other.headers.get('access-control-allow-origin'), base).to.equal(null);
      expect(other.headers.get('access-control-allow-credentials'), base).to.equal(null);
    }
  });
});
