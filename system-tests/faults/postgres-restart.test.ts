/**
 * PostgreSQL restarted under traffic (issue 9, point 4). The service (API and worker in one process)
 * runs over a PostgreSQL of this test's own, which the test stops and starts again while four
 * clients create projects, each retrying with its own Idempotency-Key until it gets its 201. While
 * the database is away every request is answered 503 in the envelope with Retry-After, within 1 s,
 * every operation alike, and /readyz says not ready. Afterwards the API, the worker and the
 * dispatcher work again by themselves: every project exists once, its event once, its automation
 * run once, its delivery once, and the receiver has every event.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded.ts';
import { createKnex } from '../../server/db/knex.ts';
import { authenticatedOperations, callOperation, routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { createUser, keyFor, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { startServiceProcess, type ServiceProcess } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { startReceiver, verifiedEvents, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { sleep, waitFor } from '../../contract-tests/support/wait.ts';
import { newSecret, TEST_SECRET_KEY } from '../../contract-tests/webhooks/support/webhooks.ts';

const PROJECTS = 40;
const CLIENTS = 4;

describe('PostgreSQL restarted under traffic', function () {
  this.timeout(180_000);
  let dataDir: string;
  let postgres: EmbeddedPostgres;
  let knex: Knex;
  let api: ServiceProcess;
  let certificates: TestCertificates;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-restart-'));
    postgres = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' }, unref: true });
    knex = createKnex(postgres.connectionString, { applicationName: 'restart-test' });
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    api = await startServiceProcess({
      databaseUrl: postgres.connectionString,
      secretKey: TEST_SECRET_KEY,
      caFile: certificates.caFile,
      env: { RUN_WORKER: 'true', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    });
  });
  after(async () => {
    await api?.stop();
    await knex?.destroy();
    await postgres?.stop();
    await receiver?.close();
    await certificates?.remove();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  afterEach(function () {
    if (this.currentTest?.state === 'failed') console.error(`service output, last 6 kB:\n${api.output().slice(-6000)}`);
  });

  it('answers 503 fast while it is down, recovers by itself, and loses or doubles nothing', async () => {
    const target = { url: api.url, knex, connectionString: postgres.connectionString } as unknown as TestServer;
    const owner: TestUser = await createUser(target);
    const workspace = await owner.client.POST('/v1/workspaces', { body: { name: 'Restarted' } });
    const workspaceId = workspace.data!.data.id;
    const home = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Home' } });
    const automation = await owner.client.POST('/v1/automations', {
      body: {
        project_id: home.data!.data.id,
        name: 'Mirror',
        type: 'event',
        trigger: { event: 'project.created' },
        actions: [{ type: 'create_task', config: { name: 'for {{project.name}}' } }],
      },
    });
    expect(automation.response.status).to.equal(201);
    const webhook = await owner.client.POST('/v1/webhooks', {
      body: { workspace_id: workspaceId, url: receiver.url('/restart'), events: ['project.created'], secret },
    });
    expect(webhook.response.status, JSON.stringify(webhook.error)).to.equal(201);

    const unavailable: Array<{ ms: number; retryAfter: string | null; code: string }> = [];
    const created: string[] = [];
    let next = 0;
    const deadline = Date.now() + 120_000;
    /** One logical create: its own key, sent until it gets its 201. */
    const createOne = async (name: string) => {
      const key = randomUUID();
      while (Date.now() < deadline) {
        const started = Date.now();
        const res = await rawRequest<{ data: { id: string }; error: { code: string } }>(api.url, {
          method: 'POST',
          path: '/v1/projects',
          apiKey: owner.key,
          headers: { 'Idempotency-Key': key },
          body: { workspace_id: workspaceId, name },
        });
        if (res.status === 201) return created.push(res.body.data.id);
        expect(res.status, `${name}: ${res.text}`).to.equal(503);
        unavailable.push({ ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), code: res.body.error.code });
        await sleep(200);
      }
      throw new Error(`${name} was not created within the bound`);
    };
    const client = async () => {
      while (next < PROJECTS) await createOne(`Load ${String(++next).padStart(2, '0')}`);
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, client));

    await waitFor(() => created.length >= PROJECTS / 4, { timeoutMs: 30_000, what: 'the load to get going' });
    await postgres.stop();
    await waitFor(async () => (await rawRequest(api.url, { method: 'GET', path: '/readyz' })).status === 503, {
      timeoutMs: 5_000,
      what: '/readyz to say not ready',
    });
    // Every operation, whatever its input, is answered the same way while the database is away.
    for (const op of authenticatedOperations) {
      const started = Date.now();
      const res = await callOperation(api.url, op, { apiKey: owner.key });
      expect(res.status, routeOf(op)).to.equal(503);
      expect(res.headers.get('retry-after'), routeOf(op)).to.equal('1');
      expect(Date.now() - started, `${routeOf(op)} answered within 1 s`).to.be.below(1_000);
    }
    await sleep(1_000);
    postgres = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' }, unref: true });
    await load;

    expect(unavailable.length, 'requests that met the outage').to.be.above(0);
    for (const u of unavailable) {
      expect(u.code).to.equal('service_unavailable');
      expect(u.retryAfter).to.equal('1');
      expect(u.ms, 'a 503 within 1 s').to.be.below(1_000);
    }
    // Ready again once the database answers and the LISTEN connection, reconnected, has heard its own
    // probe (docs/operating.md#deploying): the requests above can finish a moment before that.
    await waitFor(async () => (await rawRequest(api.url, { method: 'GET', path: '/readyz' })).status === 200, {
      timeoutMs: 10_000,
      what: '/readyz to say ready again',
    });
    // The auth cache's LISTEN connection is back (it beats only while listening), and a key revoked now is refused at once.
    const restartedAt = (await knex.raw<{ rows: Array<{ t: Date }> }>('select pg_postmaster_start_time() as t')).rows[0]!.t;
    await waitFor(async () => Boolean(await knex('auth_listeners').where('last_seen_at', '>', restartedAt).first()), {
      timeoutMs: 15_000,
      what: 'the auth listener to beat again',
    });
    const spare = await keyFor(target, owner, 'admin');
    expect((await spare.client.GET('/v1/users/me')).response.status).to.equal(200);
    expect(
      (await owner.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: spare.keyId } } })).response.status,
    ).to.equal(204);
    expect((await spare.client.GET('/v1/users/me')).response.status, 'a revoked key after the restart').to.equal(401);

    // Every write once.
    const names = await knex('projects').where({ workspace_id: workspaceId }).whereLike('name', 'Load %').pluck('name');
    expect(names.length, 'projects').to.equal(PROJECTS);
    expect(new Set(names).size, 'distinct projects').to.equal(PROJECTS);
    const events = await knex('events')
      .where({ workspace_id: workspaceId, type: 'project.created' })
      .whereRaw(`data->'project'->>'name' like 'Load %'`)
      .pluck('id');
    expect(events.length, 'project.created events').to.equal(PROJECTS);

    // The worker and the dispatcher came back on their own: one run, one task and one delivery per event.
    await waitFor(
      async () => {
        const runs = await knex('automation_runs')
          .where({ automation_id: automation.data!.data.id })
          .whereNot('status', 'running')
          .count({ n: '*' })
          .first();
        const delivered = await knex('webhook_deliveries')
          .where({ webhook_id: webhook.data!.data.id, status: 'succeeded' })
          .count({ n: '*' })
          .first();
        return Number(runs!.n) >= PROJECTS && Number(delivered!.n) >= PROJECTS;
      },
      { timeoutMs: 60_000, what: 'every run to finish and every delivery to succeed' },
    );
    const runs = await knex('automation_runs').where({ automation_id: automation.data!.data.id }).select('status', 'trigger');
    expect(runs.length, 'runs').to.equal(PROJECTS);
    expect(
      runs.every((r: { status: string }) => r.status === 'success'),
      'every run succeeded',
    ).to.equal(true);
    expect(new Set(runs.map((r) => r.trigger.event_id)).size, 'one run per event').to.equal(PROJECTS);
    const tasks = await knex('tasks').where({ project_id: home.data!.data.id }).whereLike('name', 'for Load %').pluck('name');
    expect(tasks.length, 'tasks the runs made').to.equal(PROJECTS);
    expect(new Set(tasks).size).to.equal(PROJECTS);
    const deliveries = await knex('webhook_deliveries').where({ webhook_id: webhook.data!.data.id }).pluck('event_id');
    expect(deliveries.length, 'one delivery per event').to.equal(PROJECTS);
    const received = new Set(
      verifiedEvents(receiver.requests)
        .filter((r) => r.body.type === 'project.created')
        .map((r) => r.body.id),
    );
    for (const id of events) expect(received.has(id), `event ${id} reached the receiver`).to.equal(true);
  });
});
