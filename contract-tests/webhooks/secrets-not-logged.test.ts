import { expect } from 'chai';
import { createTestClient } from '../support/client.ts';
import { createUser, ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { startServiceProcess, type ServiceProcess } from '../support/processes.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { deliveriesOf, newSecret, waitForLog } from './support/webhooks.ts';

// Secrets are write-only: not in any response (the other files check those) and not in any log
// line. The service runs as its own process (API and worker) at debug level, so everything it
// would ever write is captured, through registration, a failed ping, a URL change and deliveries.
describe('webhook secrets and API keys in logs', () => {
  let certificates: TestCertificates;
  let receiver: Receiver;
  let database: TestServer;
  let service: ServiceProcess;

  before(async () => {
    certificates = await createTestCertificates();
    database = await startTestServer({ RUN_WORKER: 'false' });
    service = await startServiceProcess({
      databaseUrl: database.connectionString,
      caFile: certificates.caFile,
      env: { RUN_WORKER: 'true', LOG_LEVEL: 'debug', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '0ms,0ms,0ms,0ms,0ms' },
    });
  });
  after(async () => {
    await service?.stop();
    await database?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  it('never writes a webhook secret or an API key to the log, whatever happens to the webhook', async () => {
    const secret = newSecret();
    const refusedSecret = newSecret();
    receiver = await startReceiver({ tls: certificates, secret });
    const { owner, workspaceId } = await ownerWithWorkspace(database);
    const api = createTestClient({ baseUrl: service.url, apiKey: owner.key });

    receiver.respondWith(() => ({ status: 500 }));
    const refused = await api.POST('/v1/webhooks', {
      body: { url: receiver.url('/refused'), events: ['project.created'], secret: refusedSecret },
    });
    expect(refused.response.status).to.equal(422);

    let calls = 0;
    receiver.respondWith((request) => ({ status: request.body?.type === 'project.created' && calls++ === 0 ? 500 : 200 }));
    const created = await api.POST('/v1/webhooks', { body: { url: receiver.url('/a'), events: ['project.created'], secret } });
    expect(created.response.status).to.equal(201);
    const webhookId = created.data!.data.id;
    const moved = await api.PATCH('/v1/webhooks/{webhook_id}', {
      params: { path: { webhook_id: webhookId } },
      body: { url: receiver.url('/b') },
    });
    expect(moved.response.status).to.equal(200);
    await api.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Logged?' } });
    await waitForLog(owner, webhookId, (log) => log[0]?.status === 'succeeded', { what: 'the delivery to succeed after one failure' });
    expect((await deliveriesOf(owner, webhookId))[0]!.attempts).to.have.length(2);
    const stranger = await createUser(database);
    await createTestClient({ baseUrl: service.url, apiKey: `${stranger.key.slice(0, -1)}x` }).GET('/v1/workspaces');

    const output = service.output();
    // The log covers these very requests (the PATCH's request line names the webhook).
    expect(output, 'the log records the webhook requests').to.contain(`/v1/webhooks/${webhookId}`);
    for (const [name, value] of [
      ['webhook secret', secret],
      ['refused webhook secret', refusedSecret],
      ['API key', owner.key],
      ['mistyped API key', stranger.key.slice(0, -1)],
    ] as const) {
      expect(output.includes(value), `${name} appears in the log`).to.equal(false);
    }
  });
});
