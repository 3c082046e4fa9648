/**
 * The SDK's retries (issue 9, point 2): a POST whose response is lost on the way is sent again with
 * the same generated Idempotency-Key, and the server replays the first response instead of creating
 * twice. Between the SDK and the real server sits a proxy on 127.0.0.1 that forwards every request
 * and, as told, drops the connection after the server has answered, or answers 503 itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createClient, IDEMPOTENCY_KEY_HEADER, unwrap } from '../../sdk/src/index.ts';
import { ownerWithWorkspace, type WorkspaceFixture } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { projectsNamed } from './support/named.ts';

interface Seen {
  method: string;
  path: string;
  key: string | undefined;
}

/** What the proxy does with the next requests, in order; then it forwards faithfully. */
type Fault = 'drop-after-answer' | '503';

async function startLossyProxy(target: string) {
  const seen: Seen[] = [];
  const faults: Fault[] = [];
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, path: req.url!, key: req.headers['idempotency-key'] as string | undefined });
      const fault = faults.shift();
      if (fault === '503') {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '0' });
        res.end(
          JSON.stringify({ error: { code: 'service_unavailable', message: 'proxy says later', status: 503, request_id: 'req_proxy' } }),
        );
        return;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            // The server did the work and answered; the client never hears of it.
            if (fault === 'drop-after-answer') return req.socket.destroy();
            res.writeHead(answer.statusCode!, answer.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    faults,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe('SDK retries carry an Idempotency-Key, so a lost response never creates twice', function () {
  this.timeout(60_000);
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startLossyProxy>>;
  let fixture: WorkspaceFixture;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    proxy = await startLossyProxy(server.url);
    fixture = await ownerWithWorkspace(server);
  });
  after(async () => {
    await proxy?.close();
    await server?.close();
  });
  beforeEach(() => {
    proxy.seen.length = 0;
    proxy.faults.length = 0;
  });

  const count = (name: string) => projectsNamed(fixture.owner, fixture.workspaceId, name);

  it('a POST whose response was lost is retried with the same generated key and gets the replayed 201; one project exists', async () => {
    const api = createClient({ baseUrl: proxy.url, apiKey: fixture.owner.key });
    proxy.faults.push('drop-after-answer');
    const result = await api.POST('/v1/projects', { body: { workspace_id: fixture.workspaceId, name: 'Lost answer' } });
    expect(result.response.status).to.equal(201);
    expect(result.response.headers.get('idempotent-replayed')).to.equal('true');
    expect(proxy.seen).to.have.length(2);
    expect(proxy.seen[0]!.key).to.match(/^[0-9a-f-]{36}$/);
    expect(proxy.seen[1]!.key, 'the retry sends the same key').to.equal(proxy.seen[0]!.key);
    expect(await count('Lost answer')).to.equal(1);
  });

  it('a key given per call is kept on every attempt', async () => {
    const api = createClient({ baseUrl: proxy.url, apiKey: fixture.owner.key });
    proxy.faults.push('drop-after-answer', 'drop-after-answer');
    const project = await unwrap(
      api.POST('/v1/projects', {
        params: { header: { [IDEMPOTENCY_KEY_HEADER]: 'my-order-42' } },
        body: { workspace_id: fixture.workspaceId, name: 'Own key' },
      }),
    );
    expect(project.data.name).to.equal('Own key');
    expect(proxy.seen.map((s) => s.key)).to.deep.equal(['my-order-42', 'my-order-42', 'my-order-42']);
    expect(await count('Own key')).to.equal(1);
  });

  it('503 with Retry-After is retried; GETs carry no key', async () => {
    const api = createClient({ baseUrl: proxy.url, apiKey: fixture.owner.key });
    proxy.faults.push('503');
    const workspace = await unwrap(api.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: fixture.workspaceId } } }));
    expect(workspace.data.id).to.equal(fixture.workspaceId);
    expect(proxy.seen.map((s) => [s.method, s.key])).to.deep.equal([
      ['GET', undefined],
      ['GET', undefined],
    ]);
  });

  it('gives up after maxRetries and reports the failure; with maxRetries 0 a request is sent once and without a key', async () => {
    const twice = createClient({ baseUrl: proxy.url, apiKey: fixture.owner.key, maxRetries: 1 });
    proxy.faults.push('drop-after-answer', 'drop-after-answer');
    const failed = await twice.POST('/v1/projects', { body: { workspace_id: fixture.workspaceId, name: 'Gave up' } }).then(
      () => 'answered',
      (err: Error) => err.name,
    );
    expect(failed, 'no answer at all is the typed connection error').to.equal('ApiConnectionError');
    expect(proxy.seen).to.have.length(2);
    expect(await count('Gave up'), 'done once, though both answers were lost').to.equal(1);

    proxy.seen.length = 0;
    const once = createClient({ baseUrl: proxy.url, apiKey: fixture.owner.key, maxRetries: 0 });
    await unwrap(once.POST('/v1/projects', { body: { workspace_id: fixture.workspaceId, name: 'No retries' } }));
    expect(proxy.seen.map((s) => s.key)).to.deep.equal([undefined]);
    expect(() => createClient({ baseUrl: proxy.url, maxRetries: -1 })).to.throw(/maxRetries/);
  });
});
