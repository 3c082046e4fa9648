// Delivery leases (server/modules/webhooks/delivery/delivery-claims.ts): an engine holds a delivery
// it sends for longer than a receiver may take, so while it lives no other engine claims it and
// sends it a second time, however often they look; only a dead engine's deliveries are claimed again
// (crash.test.ts).
import { expect } from 'chai';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startWorkerProcess, type ChildService } from '../../contract-tests/support/processes.ts';
import { startReceiver, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { createProject, newSecret, registerWebhook, TEST_SECRET_KEY, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';
import { deliveryTimeoutMs } from '../../server/modules/webhooks/delivery/delivery-engine.ts';

describe('delivery leases', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  let other: ChildService | undefined;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) => (r.body?.type === 'ping' ? { status: 200 } : { hang: true }),
    });
    server = await startTestServer({}, { caFile: certificates.caFile });
    // A second engine, in a worker process of its own, looking for due deliveries all along.
    other = await startWorkerProcess({ databaseUrl: server.connectionString, secretKey: TEST_SECRET_KEY, caFile: certificates.caFile });
  });
  after(async () => {
    // The receiver first: closing it ends the hanging delivery, so the workers stop at once.
    await receiver?.close();
    await other?.stop();
    await server?.close();
    await certificates?.remove();
  });

  it('leases an in-flight delivery past the time-out, so another live engine never sends it again meanwhile', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/held'), events: ['project.created'], secret });
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log.length === 1);
    await receiver.waitForRequests(1, {
      match: (r) => r.path === '/held' && r.body?.type === 'project.created',
      what: 'the delivery in flight',
    });

    const stored = await server
      .knex('webhook_deliveries as d')
      .join('webhook_delivery_attempts as a', 'a.delivery_id', 'd.id')
      .where('d.id', delivery!.id)
      .first<{ attempts: number; leased_until: Date; started_at: Date; duration_ms: number | null } | undefined>(
        'd.attempts',
        'd.leased_until',
        'a.started_at',
        'a.duration_ms',
      );
    expect(stored).to.include({ attempts: 1, duration_ms: null });
    expect(stored!.leased_until.getTime() - stored!.started_at.getTime(), 'lease beyond the time-out').to.be.above(deliveryTimeoutMs);

    // Both engines poll every 250 ms: a few seconds is a dozen claims each, none of which may take it.
    await sleep(3_000);
    expect(receiver.requestsTo('/held').filter((r) => r.body?.type === 'project.created')).to.have.length(1);
    const attempts = await server.knex('webhook_delivery_attempts').where({ delivery_id: delivery!.id }).select('number');
    expect(attempts.map((a) => a.number)).to.deep.equal([1]);
  });
});
