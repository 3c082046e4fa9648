/**
 * `npm run mock` behaves like the server (issue 12, point 5): the same bad requests get the same
 * status and error code from the mock as from the real server, malformed JSON included; `Prefer`
 * gives sane rate-limit headers and a 500; CORS follows `CORS_ORIGINS` as on the server.
 */
import { expect } from 'chai';
import { startMock } from '../../scripts/mock.ts';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ORIGIN = 'https://app.example.test';

describe('npm run mock', function () {
  this.timeout(60_000);
  let mock: Awaited<ReturnType<typeof startMock>>;
  let server: TestServer;
  let owner: TestUser;

  before(async () => {
    mock = await startMock({ port: 0, corsOrigins: [ORIGIN] });
    server = await startTestServer({ RUN_WORKER: 'false', CORS_ORIGINS: ORIGIN });
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

  it('answers a valid request from the examples, and Prefer picks a status with sane headers', async () => {
    const headers = { Authorization: 'Bearer wsa_anything' };
    const ok = await fetch(`${mock.url}/v1/workspaces`, { headers });
    expect(ok.status).to.equal(200);
    expect(((await ok.json()) as { data: unknown[] }).data.length).to.be.above(0);
    const limited = await fetch(`${mock.url}/v1/workspaces`, { headers: { ...headers, Prefer: 'code=429' } });
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    for (const name of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'])
      expect(Number(limited.headers.get(name)), name).to.be.at.least(0);
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

  it('applies CORS_ORIGINS as the server does', async () => {
    const preflight = (base: string, origin: string) =>
      fetch(`${base}/v1/projects`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    const [fromMock, fromServer] = await Promise.all([preflight(mock.url, ORIGIN), preflight(server.url, ORIGIN)]);
    expect(fromMock.status).to.equal(fromServer.status);
    for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
      expect(fromMock.headers.get(name), name).to.equal(fromServer.headers.get(name));
    }
    const other = await fetch(`${mock.url}/v1/workspaces`, {
      headers: { Origin: 'https://elsewhere.test', Authorization: 'Bearer wsa_x' },
    });
    expect(other.headers.get('access-control-allow-origin')).to.equal(null);
    expect(other.headers.get('access-control-allow-credentials')).to.equal(null);
  });
});
