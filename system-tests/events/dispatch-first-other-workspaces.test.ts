/**
 * Issue 29, point 3, and fairness: while a worker's dispatcher is behind on one workspace's events,
 * its delivery engine holds that workspace's deliveries only; another workspace's go out at once.
 * Held as a whole, another workspace's deliveries waited 430–580 ms while one tenant's 60,000 events
 * with no subscriber fanned out. The engine runs here, on the API's deps, beside a gate the test holds.
 */
import { expect } from 'chai';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { startReceiver, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createProject, newSecret, registerWebhook } from '../../contract-tests/webhooks/support/webhooks.ts';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOutToWebhooks } from '../../server/modules/webhooks/delivery/deliveries.ts';
import { startDeliveryEngine } from '../../server/modules/webhooks/delivery/delivery-engine.ts';
import { dispatchFirst } from '../../server/process/dispatch-first.ts';

describe("a delivery engine while its dispatcher is behind on one workspace's events", () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret, respond: () => ({ status: 200 }) });
    // No worker: this test's engine is the only one.
    server = await startTestServer({ RUN_WORKER: 'false' }, { caFile: certificates.caFile });
  });
  after(async () => {
    await receiver?.close();
    await server?.close();
    await certificates?.remove();
  });

  it("holds that workspace's deliveries, sends another's at once, and sends the held ones as the dispatcher catches up", async function () {
    this.timeout(30_000);
    const behind = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    await registerWebhook(behind.owner, { url: receiver.url('/behind'), events: ['project.created'], secret });
    await registerWebhook(other.owner, { url: receiver.url('/other'), events: ['project.created'], secret });
    await createProject(behind.owner, behind.workspaceId, 'Behind');
    await createProject(other.owner, other.workspaceId, 'Other');
    while ((await dispatchBatch(server.knex, [fanOutToWebhooks])) > 0);
    const sent = (path: string) => receiver.requestsTo(path).filter((r) => r.body?.type === 'project.created');

    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 1, maxSpanMs: 600_000 });
    gate.behind(behind.workspaceId, true);
    const engine = startDeliveryEngine(server.deps, { dispatchFirst: gate, pollIntervalMs: 50 });
    try {
      await receiver.waitForRequests(1, {
        match: (r) => r.path === '/other' && r.body?.type === 'project.created',
        what: "the other workspace's delivery",
      });
      // Ten polls later, the held one is still waiting (its hold is a minute).
      await sleep(500);
      expect(sent('/behind'), "the held workspace's delivery, not sent").to.deep.equal([]);
      gate.behind(behind.workspaceId, false);
      await receiver.waitForRequests(1, {
        match: (r) => r.path === '/behind' && r.body?.type === 'project.created',
        what: 'the held delivery, as the dispatcher caught up',
      });
    } finally {
      await engine.stop(Date.now() + 5_000);
    }
    expect(sent('/other')).to.have.length(1);
  });
});
