/**
 * What every response shares, whatever the route: unknown routes get a 404 envelope, a known path
 * with a method it does not have gets 405 with `Allow` (derived from generated/operations.ts) and
 * the envelope, and every response carries `X-Request-Id`, reusing a valid one the client sent,
 * equal to `error.request_id` on failures.
 */
import { expect } from 'chai';
import { createTestClient, rawRequest } from '../support/client.ts';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { allOperations, concretePath } from './support/operation-table.ts';

interface Envelope {
  error: { code: string; message: string; status: number; request_id: string };
}

const generatedRequestId = /^req_[0-9a-f]{16}$/;

/**
 * Each path of the contract with the methods the contract gives it, but for deprecated operations:
 * the one there is (`POST /v1/automations/schedule-preview`) sits beside a parameter route, and until
 * its sunset another method on it reads its last segment as an id (docs/guide.md; schedule-preview.test.ts
 * pins its GET).
 */
const methodsByPath = new Map<string, { example: string; methods: Set<string> }>();
for (const op of allOperations.filter((o) => !o.deprecationHeaders)) {
  const entry = methodsByPath.get(op.path) ?? { example: concretePath(op), methods: new Set<string>() };
  entry.methods.add(op.method.toUpperCase());
  methodsByPath.set(op.path, entry);
}
const candidateMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('routing and request ids', () => {
  let server: TestServer;
  let user: TestUser;
  before(async () => {
    server = await startTestServer();
    user = await createUser(server);
  });
  after(async () => {
    await server?.close();
  });

  describe('an unknown route', () => {
    const unknown = [
      { method: 'GET', path: '/v1/nope' },
      { method: 'GET', path: '/nope' },
      { method: 'GET', path: '/v2/workspaces' },
      { method: 'POST', path: '/v1/workspaces/ws_0000000000/unknown' },
      { method: 'DELETE', path: '/v1/users/me/keys' },
      { method: 'GET', path: '/' },
    ];
    for (const { method, path } of unknown) {
      it(`${method} ${path} answers 404 not_found with the envelope, with or without a key`, async () => {
        for (const apiKey of [user.key, undefined]) {
          const response = await rawRequest<Envelope>(server.url, { method, path, ...(apiKey ? { apiKey } : {}) });
          expect(response.status).to.equal(404);
          expect(response.body.error).to.include({ code: 'not_found', status: 404 });
          expect(response.body.error.message).to.contain(path);
          expect(response.body.error.request_id).to.equal(response.headers.get('x-request-id'));
        }
      });
    }
  });

  describe('a known path with a method it does not have', () => {
    for (const [template, { example, methods }] of methodsByPath) {
      const wrong = candidateMethods.filter((m) => !methods.has(m));
      const allowed = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort();
      it(`${wrong.join(', ')} ${template} answer 405 with Allow: ${allowed.join(', ')} and the envelope`, async () => {
        for (const method of wrong) {
          // The document has no 405 error model to check against (it lists no 405 anywhere), so
          // the envelope's shape is checked here instead.
          const response = await rawRequest<Envelope>(server.url, { method, path: example, apiKey: user.key, contract: false });
          expect(response.status, method).to.equal(405);
          const allow = (response.headers.get('allow') ?? '')
            .split(',')
            .map((m) => m.trim())
            .filter(Boolean)
            .sort();
          expect(allow, `Allow of ${method}`).to.deep.equal(allowed);
          expect(response.headers.get('content-type')).to.match(/^application\/json/);
          expect(response.body.error).to.have.all.keys('code', 'message', 'status', 'request_id');
          expect(response.body.error).to.include({ code: 'method_not_allowed', status: 405 });
          expect(response.body.error.message).to.contain(method);
          expect(response.body.error.request_id).to.equal(response.headers.get('x-request-id'));
        }
      });
    }
  });

  describe('X-Request-Id', () => {
    it('reuses a valid id the client sends, on a success and on an error, where it equals error.request_id', async () => {
      const ok = await rawRequest(server.url, {
        method: 'GET',
        path: '/v1/users/me',
        apiKey: user.key,
        headers: { 'X-Request-Id': 'client-id_0123.abc' },
      });
      expect(ok.status).to.equal(200);
      expect(ok.headers.get('x-request-id')).to.equal('client-id_0123.abc');

      const failed = await rawRequest<Envelope>(server.url, {
        method: 'GET',
        path: '/v1/users/me',
        headers: { 'X-Request-Id': 'trace-4711-abcdef' },
      });
      expect(failed.status).to.equal(401);
      expect(failed.headers.get('x-request-id')).to.equal('trace-4711-abcdef');
      expect(failed.body.error.request_id).to.equal('trace-4711-abcdef');
    });

    it('the SDK’s requestId option reaches the server and comes back', async () => {
      const client = createTestClient({ baseUrl: server.url, apiKey: user.key, requestId: () => 'sdk-generated-0001' });
      const { response } = await client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: 'ws_0000000000' } } });
      expect(response.status).to.equal(404);
      expect(response.headers.get('x-request-id')).to.equal('sdk-generated-0001');
    });

    const invalid = [
      { name: 'too short', value: 'abc' },
      { name: 'too long', value: 'a'.repeat(129) },
      { name: 'with characters outside [A-Za-z0-9._-]', value: 'evil id<script>' },
    ];
    for (const { name, value } of invalid) {
      it(`replaces an id that is ${name} with a generated one`, async () => {
        const response = await rawRequest<Envelope>(server.url, { method: 'GET', path: '/v1/nope', headers: { 'X-Request-Id': value } });
        const id = response.headers.get('x-request-id');
        expect(id).to.match(generatedRequestId);
        expect(response.body.error.request_id).to.equal(id);
      });
    }

    it('generates a distinct id for each request that sends none, including anonymous health probes', async () => {
      const ids = new Set<string>();
      for (const path of ['/v1/users/me', '/v1/users/me', '/healthz']) {
        const response = await rawRequest(server.url, { method: 'GET', path, apiKey: user.key });
        expect(response.status).to.equal(200);
        const id = response.headers.get('x-request-id');
        expect(id).to.match(generatedRequestId);
        ids.add(id!);
      }
      expect(ids.size).to.equal(3);
    });
  });
});
