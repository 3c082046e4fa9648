/**
 * Issue 29, point 3, and fairness: while a worker's dispatcher is behind on one workspace's events,
 * its delivery engine holds that workspace's deliveries only; another workspace's go out at once.
 * Held as a whole, another workspace's deliveries waited 430–580 ms while one tenant's 60,000 events
 * with no subscriber fanned out. The engine runs here, on the API's deps, beside a gate the test holds.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { ReceivedRequest } from '../../contract-tests/support/https.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { createProject } from '../../contract-tests/webhooks/support/webhooks.ts';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOutToWebhooks } from '../../server/modules/webhooks/delivery/deliveries.ts';
import { startDeliveryEngine } from '../../server/modules/webhooks/delivery/delivery-engine.ts';
import { dispatchFirst } from '../../server/process/dispatch-first.ts';

/** The workspace whose `project.created` a request delivered; undefined for any other request (the pings). */
const deliveredFor = (request: ReceivedRequest): string | undefined => {
  const envelope = JSON.parse(request.body) as { type?: string; data?: { workspace_id?: string } };
  return envelope.type === 'project.created' ? envelope.data?.workspace_id : undefined;
};

describe("a delivery engine while its dispatcher is behind on one workspace's events", () => {
  let started: ServerWithPeer;
  before(async () => {
    // No worker: this test's engine is the only one.
    started = await startServerWithWebhookPeer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await started?.close();
  });

  it("holds that workspace's deliveries, sends another's at once, and sends the held ones as the dispatcher catches up", async function () {
    this.timeout(30_000);
    const { server, peer } = started;
    const behind = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    await createWebhookToPeer(behind.owner, behind.workspaceId, peer);
    await createWebhookToPeer(other.owner, other.workspaceId, peer);
    await createProject(behind.owner, behind.workspaceId, 'Behind');
    await createProject(other.owner, other.workspaceId, 'Other');
    while ((await dispatchBatch(server.knex, [fanOutToWebhooks])) > 0);
    const sent = (workspaceId: string) => peer.requests.filter((r) => deliveredFor(r) === workspaceId);

    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 1, maxSpanMs: 600_000 });
    gate.behind(behind.workspaceId, true);
    const engine = startDeliveryEngine(server.deps, { dispatchFirst: gate, pollIntervalMs: 50 });
    try {
      await peer.waitFor((r) => deliveredFor(r) === other.workspaceId, 15_000);
      // Ten polls later, the held one is still waiting (its hold is a minute; polls send no claim meanwhile).
      await sleep(500);
      expect(sent(behind.workspaceId), "the held workspace's delivery, not sent").to.deep.equal([]);
      gate.behind(behind.workspaceId, false);
      await peer.waitFor((r) => deliveredFor(r) === behind.workspaceId, 15_000);
    } finally {
      await engine.stop(Date.now() + 5_000);
    }
    expect(sent(other.workspaceId)).to.have.length(1);
  });
});
