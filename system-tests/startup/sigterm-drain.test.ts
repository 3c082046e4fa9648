/**
 * SIGTERM drains (issue 9, point 1): the API stops accepting connections but answers every request
 * already in flight; a worker lets its running jobs finish; a job still running at SHUTDOWN_TIMEOUT
 * is released at exit so another worker takes it now, not after the liveness bound. Each process
 * exits 0. Requests, deliveries and locks are counted, never timed.
 */
import net from 'node:net';
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { startServiceProcess, startWorkerProcess, type ChildService } from '../../contract-tests/support/processes.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startReceiver, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { sleep, waitFor } from '../../contract-tests/support/wait.ts';
import { createProject, newSecret, registerWebhook, TEST_SECRET_KEY, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';

const IN_FLIGHT = 8;

/** A raw HTTP/1.1 request whose body is sent in two halves, so it is in flight for as long as the test wants. */
function halfSentRequest(origin: string, path: string, key: string, body: string) {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  const cut = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, cut)}`,
        () => resolve(),
      );
    }),
  );
  return {
    sent,
    finish: () => socket.write(body.slice(cut)),
    /** The status and headers of the answer, once the server closed the connection behind it. */
    async answer(): Promise<{ status: number; headers: string }> {
      await closed;
      const head = received.slice(0, received.indexOf('\r\n\r\n'));
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head.toLowerCase() };
    },
  };
}

const refused = (origin: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(origin);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });

async function exitOf(child: ChildService, what: string): Promise<string> {
  await waitFor(() => child.exited() !== undefined, {
    timeoutMs: 30_000,
    what: () => `${what} to exit:\n${child.output().slice(-3000)}`,
  });
  return child.exited()!;
}

describe('SIGTERM drains: in-flight requests and running jobs finish, the rest is released', function () {
  this.timeout(120_000);
  let server: TestServer;
  let certificates: TestCertificates;
  let receiver: Receiver;
  const children: ChildService[] = [];
  const secret = newSecret();
  /** How each event delivery is answered, by the path its webhook points to. */
  const replies: Record<string, { status?: number; delayMs?: number; hang?: boolean }> = {};

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) => (r.body?.type === 'ping' ? { status: 200 } : (replies[r.path] ?? { status: 200 })),
    });
    server = await startTestServer({ RUN_WORKER: 'false' }, { caFile: certificates.caFile });
  });
  after(async () => {
    for (const child of children) await child.stop();
    await receiver?.close();
    await server?.close();
    await certificates?.remove();
  });

  const worker = async (env: Record<string, string>) => {
    const child = await startWorkerProcess({
      databaseUrl: server.connectionString,
      secretKey: TEST_SECRET_KEY,
      caFile: certificates.caFile,
      env,
    });
    children.push(child);
    return child;
  };

  it('the API refuses new connections at once and answers every request in flight, each closing its connection, then exits 0', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const api = await startServiceProcess({
      databaseUrl: server.connectionString,
      secretKey: TEST_SECRET_KEY,
      env: { SHUTDOWN_TIMEOUT: '10s' },
    });
    children.push(api);
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) =>
      halfSentRequest(api.url, '/v1/projects', owner.key, JSON.stringify({ workspace_id: workspaceId, name: `Drained ${i + 1}` })),
    );
    await Promise.all(requests.map((r) => r.sent));
    await sleep(200);

    process.kill(api.pid, 'SIGTERM');
    await waitFor(() => refused(api.url), { timeoutMs: 5_000, what: 'the listening socket to close after SIGTERM' });
    expect(api.exited(), 'the process waits for its requests in flight').to.equal(undefined);
    for (const request of requests) request.finish();

    const answers = await Promise.all(requests.map((r) => r.answer()));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(IN_FLIGHT).fill(201));
    for (const answer of answers) expect(answer.headers).to.match(/\r\nconnection: close(\r\n|$)/);
    const stored = await server
      .knex('projects')
      .where({ workspace_id: workspaceId })
      .whereLike('name', 'Drained %')
      .count({ n: '*' })
      .first();
    expect(Number(stored!.n), 'projects written by the requests in flight').to.equal(IN_FLIGHT);
    expect(await exitOf(api, 'the API')).to.equal('code 0');
  });

  it('readiness answers 503 while a process drains, so a load balancer stops sending to it', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const ready = await owner.client.GET('/readyz');
    expect(ready.response.status).to.equal(200);
    server.deps.lifecycle.draining = true;
    try {
      const draining = await owner.client.GET('/readyz');
      expect(draining.response.status).to.equal(503);
      expect((draining.error as { error: { message: string } }).error.message).to.match(/shutting down/);
      // Connection is hop by hop, so it is asked of the server itself (a proxy does not pass it on).
      const direct = await fetch(`${server.directUrl}/readyz`);
      await direct.arrayBuffer();
      expect(direct.status).to.equal(503);
      expect(direct.headers.get('connection')).to.equal('close');
    } finally {
      server.deps.lifecycle.draining = false;
    }
  });

  it('a worker finishes the deliveries it is running before it exits 0', async () => {
    replies['/slow'] = { status: 200, delayMs: 1_500 };
    const first = await worker({ SHUTDOWN_TIMEOUT: '10s' });
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/slow'), events: ['project.created'], secret });
    for (let i = 1; i <= 3; i++) await createProject(owner, workspaceId, `Slow ${i}`);
    await receiver.waitForRequests(3, {
      match: (r) => r.path === '/slow' && r.body?.type === 'project.created',
      timeoutMs: 20_000,
      what: 'three deliveries in flight',
    });

    process.kill(first.pid, 'SIGTERM');
    expect(await exitOf(first, 'the worker')).to.equal('code 0');
    const sent = receiver.requests.filter((r) => r.path === '/slow' && r.body?.type === 'project.created');
    expect(sent, 'each event sent once').to.have.length(3);
    expect(
      sent.filter((r) => r.answeredAt !== undefined),
      'answers the worker waited for',
    ).to.have.length(3);
    const log = await waitForLog(owner, webhook.id, (l) => l.length === 3);
    expect(log.map((d) => d.status)).to.deep.equal(['succeeded', 'succeeded', 'succeeded']);
    const attempts = await server
      .knex('webhook_delivery_attempts as a')
      .join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .where('d.webhook_id', webhook.id)
      .select<Array<{ response_status: number | null }>>('a.response_status');
    expect(
      attempts.map((a) => a.response_status),
      'one finished attempt per delivery',
    ).to.deep.equal([200, 200, 200]);
  });

  it('deliveries still in flight at SHUTDOWN_TIMEOUT are released at exit, and another worker delivers them', async () => {
    replies['/held'] = { hang: true };
    const first = await worker({ SHUTDOWN_TIMEOUT: '1s' });
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/held'), events: ['project.created'], secret });
    for (let i = 1; i <= 2; i++) await createProject(owner, workspaceId, `Held ${i}`);
    await receiver.waitForRequests(2, {
      match: (r) => r.path === '/held' && r.body?.type === 'project.created',
      timeoutMs: 20_000,
      what: 'two deliveries held open',
    });
    const ids: string[] = await server.knex('webhook_deliveries').where({ webhook_id: webhook.id }).pluck('id');
    const leased = () =>
      server.knex('webhook_deliveries').whereIn('id', ids).where('leased_until', '>', server.knex.fn.now()).count({ n: '*' }).first();
    expect(Number((await leased())!.n), 'deliveries leased by the first worker').to.equal(2);

    process.kill(first.pid, 'SIGTERM');
    expect(await exitOf(first, 'the worker')).to.equal('code 0');
    // Released by the exiting worker itself: otherwise they would wait for their leases to run out.
    expect(Number((await leased())!.n), 'deliveries still leased once the worker exited').to.equal(0);

    replies['/held'] = { status: 200 };
    await worker({});
    await waitForLog(owner, webhook.id, (l) => l.length === 2 && l.every((d) => d.status === 'succeeded'), {
      timeoutMs: 20_000,
      what: 'the released deliveries to succeed on the second worker',
    });
    // The abandoned attempt shows as interrupted, never as a failure the old worker wrote after its release.
    const attempts = await server
      .knex('webhook_delivery_attempts as a')
      .join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .where('d.webhook_id', webhook.id)
      .orderBy(['a.delivery_id', 'a.number'])
      .select<Array<{ number: number; response_status: number | null; error: string | null }>>('a.number', 'a.response_status', 'a.error');
    expect(attempts.map((a) => [a.number, a.response_status, a.error?.split(':')[0] ?? null])).to.deep.equal([
      [1, null, 'interrupted'],
      [2, 200, null],
      [1, null, 'interrupted'],
      [2, 200, null],
    ]);
  });
});
