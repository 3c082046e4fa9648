/**
 * SECRET_KEY seals webhook secrets and call_webhook header values, and a deployment of several
 * processes over one PostgreSQL shares one key: a secret sealed by the API process opens in a
 * separate worker process. Refusing a missing or weak key: system-tests/startup/secret-key.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { createTestClient } from '../support/client.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { startServiceProcess, startWorkerProcess, type ChildService, type ServiceProcess } from '../support/processes.ts';
import { waitFor } from '../support/wait.ts';
import { runCli } from '../users/support/run-cli.ts';
import { startReceiver, type Receiver } from '../webhooks/support/receiver.ts';
import { newSecret } from '../webhooks/support/webhooks.ts';

describe('SECRET_KEY: shared by every process', () => {
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
      const created = await runCli(database, ['keys', 'create', '--email', 'keys@example.test']);
      expect(created.code, created.stderr).to.equal(0);
      const client = createTestClient({ baseUrl: api.url, apiKey: created.stdout.trim() });
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

      // A time-out is reported by the checks below, with the worker's output.
      await waitFor(
        () =>
          receiver.requests.some((r) => r.path === '/events' && r.body?.type === 'project.created') &&
          receiver.requests.some((r) => r.path === '/action'),
        { timeoutMs: 30_000, intervalMs: 100, what: 'the delivery and the call_webhook request' },
      ).catch(() => undefined);
      const delivery = receiver.requests.find((r) => r.path === '/events' && r.body?.type === 'project.created');
      expect(delivery, `worker output:\n${worker.output().slice(-3000)}`).to.not.equal(undefined);
      expect(delivery!.signatureValid).to.equal(true);
      const action = receiver.requests.find((r) => r.path === '/action');
      expect(action, `worker output:\n${worker.output().slice(-3000)}`).to.not.equal(undefined);
      expect(action!.headers.authorization).to.equal(header);
    });
  });
});
