/**
 * SECRET_KEY seals webhook secrets and call_webhook header values. With DATABASE_URL (a deployment of
 * several processes over one PostgreSQL) it must be given, strong, and the same in every process:
 * the service refuses to start without it before touching the database, and a secret sealed by the
 * API process opens in a separate worker process.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { createTestClient } from '../support/client.ts';
import { createUser } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { runToExit, startServiceProcess, startWorkerProcess, type ChildService, type ServiceProcess } from '../support/processes.ts';
import { startReceiver, type Receiver } from '../webhooks/support/receiver.ts';
import { newSecret } from '../webhooks/support/webhooks.ts';
import { createKnex } from '../../server/db/knex.ts';

/** Runs `npm run serve`'s entry point with a data folder of its own; it is expected to refuse to start. */
async function startExpectingRefusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-secret-'));
  try {
    return await runToExit('server/main.ts', { DATA_DIR: dataDir, PORT: '0', RUN_WORKER: 'false', ...env });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function tablesOf(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(`select table_name from information_schema.tables where table_schema = 'public'`)).rows.map(
      (r) => r.table_name,
    );
  } finally {
    await client.end();
  }
}

describe('SECRET_KEY: required with DATABASE_URL, strong, and shared by every process', () => {
  describe('refusals before anything starts', () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase('secret_key', { migrated: false });
    });
    after(async () => {
      await database?.drop();
    });

    it('without SECRET_KEY, exits 1 with a message naming SECRET_KEY and how to make one, and leaves the database untouched', async () => {
      const { code, output } = await startExpectingRefusal({ DATABASE_URL: database.connectionString });
      expect(code).to.equal(1);
      expect(output).to.contain('Configuration error: SECRET_KEY is required when DATABASE_URL is set');
      expect(output).to.contain('openssl rand -base64 32');
      expect(await tablesOf(database.connectionString)).to.deep.equal([]);
    });

    for (const [label, key] of [
      ['too short', 'short-key-123'],
      ['long but from two characters', 'ab'.repeat(40)],
      ['31 random bytes in hex', randomBytes(31).toString('hex')],
    ] as const) {
      it(`refuses a key that is ${label}, without echoing it, and leaves the database untouched`, async () => {
        const { code, output } = await startExpectingRefusal({ DATABASE_URL: database.connectionString, SECRET_KEY: key });
        expect(code).to.equal(1);
        expect(output).to.contain('SECRET_KEY is too weak');
        expect(output).not.to.contain(key);
        expect(await tablesOf(database.connectionString)).to.deep.equal([]);
      });
    }
  });

  describe('npm run serve and npm run worker as separate processes with one key', () => {
    const secretKey = randomBytes(32).toString('base64');
    const secret = newSecret();
    let database: TestDatabase;
    let certificates: TestCertificates;
    let receiver: Receiver;
    let api: ServiceProcess;
    let worker: ChildService;

    before(async () => {
      database = await createTestDatabase('shared_key');
      certificates = await createTestCertificates();
      receiver = await startReceiver({ tls: certificates, secret });
      const common = { databaseUrl: database.connectionString, secretKey, caFile: certificates.caFile };
      api = await startServiceProcess({ ...common, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' } });
      worker = await startWorkerProcess(common);
    });
    after(async () => {
      await worker?.stop();
      await api?.stop();
      await receiver?.close();
      await certificates?.remove();
      await database?.drop();
    });

    it("a webhook secret sealed by the API process signs the worker process's delivery, and a sealed call_webhook header opens there too", async function () {
      this.timeout(60_000);
      const knex = createKnex(database.connectionString);
      try {
        const user = await createUser({ url: api.url, knex });
        const client = createTestClient({ baseUrl: api.url, apiKey: user.key });
        const workspace = await client.POST('/v1/workspaces', { body: { name: 'Keys' } });
        const workspaceId = workspace.data!.data.id;
        const hook = await client.POST('/v1/webhooks', {
          body: { workspace_id: workspaceId, url: receiver.url('/events'), events: ['project.created'], secret },
        });
        expect(hook.response.status, JSON.stringify(hook.error)).to.equal(201);
        const project = await client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Sealed', visibility: 'shared' } });
        const header = `Bearer ${randomBytes(8).toString('hex')}`;
        const automation = await client.POST('/v1/automations', {
          body: {
            project_id: project.data!.data.id,
            name: 'Call out',
            type: 'event',
            trigger: { event: 'task.created' },
            actions: [
              {
                type: 'call_webhook',
                config: { url: receiver.url('/action'), headers: { Authorization: header }, body: '{"task":"{{task.name}}"}' },
              },
            ],
          },
        });
        expect(automation.response.status, JSON.stringify(automation.error)).to.equal(201);
        await client.POST('/v1/projects/{project_id}/tasks', {
          params: { path: { project_id: project.data!.data.id } },
          body: { name: 'Go' },
        });

        const deadline = Date.now() + 30_000;
        while (
          Date.now() < deadline &&
          !(
            receiver.requests.some((r) => r.path === '/events' && r.body?.type === 'project.created') &&
            receiver.requests.some((r) => r.path === '/action')
          )
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const delivery = receiver.requests.find((r) => r.path === '/events' && r.body?.type === 'project.created');
        expect(delivery, `worker output:\n${worker.output().slice(-3000)}`).to.not.equal(undefined);
        expect(delivery!.signatureValid).to.equal(true);
        const action = receiver.requests.find((r) => r.path === '/action');
        expect(action, `worker output:\n${worker.output().slice(-3000)}`).to.not.equal(undefined);
        expect(action!.headers.authorization).to.equal(header);
      } finally {
        await knex.destroy();
      }
    });
  });
});
