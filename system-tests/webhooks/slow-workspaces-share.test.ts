/**
 * Anyone may make workspaces: several whose receivers answer just inside the time-out held a whole
 * engine's slots (6 × 200 of 1,024), and every other tenant's deliveries waited behind them. The
 * slow workspaces hold three quarters of the engine's slots together at most (slowShare), so a fast
 * workspace's delivery goes out while they hold theirs. The engine runs here with small bounds (16
 * slots, windows of 4 to 8), on the API's deps; its receivers answer on 127.0.0.1 after 1.5 s, not 10.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOutToWebhooks } from '../../server/modules/webhooks/delivery/deliveries.ts';
import { startDeliveryEngine } from '../../server/modules/webhooks/delivery/delivery-engine.ts';

const SLOW_MS = 1_500;
const SLOW_WORKSPACES = 3;
/** Each slow workspace's backlog: 3 × 8 = 24, more than the engine's 16 slots. */
const SLOW_EVENTS = 8;
const bounds = { maxInFlight: 16, perWorkspace: 8, minPerWorkspace: 4 };
/** Three quarters of the engine's 16. */
const SLOW_ALLOWANCE = 12;

const isEvent = (r: ReceivedRequest) => r.body?.type === 'project.created';

describe("a delivery engine with slow workspaces' deliveries queued", () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) => (isEvent(r) && r.path === '/slow' ? { status: 200, delayMs: SLOW_MS } : { status: 200 }),
    });
    // No worker: this test's engine is the only one, and events fan out when the test dispatches them.
    server = await startTestServer({ RUN_WORKER: 'false' }, { caFile: certificates.caFile });
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  const dispatch = async () => {
    while ((await dispatchBatch(server.knex, [fanOutToWebhooks])) > 0);
  };
  const subscribe = async (ws: WorkspaceFixture, path: string) =>
    registerWebhook(ws.owner, { url: receiver.url(path), events: ['project.created'], secret, workspace_id: ws.workspaceId });

  it("sends a fast workspace's delivery while the slow workspaces hold three quarters of its slots", async function () {
    this.timeout(30_000);
    const slow: WorkspaceFixture[] = [];
    for (let i = 0; i < SLOW_WORKSPACES; i++) slow.push(await ownerWithWorkspace(server));
    const fast = await ownerWithWorkspace(server);
    const slowHooks = await Promise.all(slow.map((ws) => subscribe(ws, '/slow')));
    await subscribe(fast, '/fast');

    const engine = startDeliveryEngine(server.deps, { ...bounds, pollIntervalMs: 50 });
    try {
      // Each slow workspace's first delivery, answered after 1.5 s, times its receiver: a window of 8 each.
      for (const ws of slow) await createProject(ws.owner, ws.workspaceId, 'Timing');
      await dispatch();
      for (const [i, ws] of slow.entries()) {
        await waitForLog(ws.owner, slowHooks[i]!.id, (log) => log.some((d) => d.status === 'succeeded'), { what: 'the timing delivery' });
      }
      const timed = receiver.requests.length;

      for (const ws of slow) for (let i = 0; i < SLOW_EVENTS; i++) await createProject(ws.owner, ws.workspaceId, `Backlog ${i}`);
      await dispatch();
      const inBacklog = (r: ReceivedRequest) => r.seq > timed && isEvent(r) && r.path === '/slow';
      await receiver.waitForRequests(SLOW_ALLOWANCE, {
        match: inBacklog,
        timeoutMs: 10_000,
        what: "the slow workspaces' backlog in flight",
      });

      await createProject(fast.owner, fast.workspaceId, 'Quick');
      await dispatch();
      const [arrived] = await receiver.waitForRequests(1, {
        match: (r) => isEvent(r) && r.path === '/fast',
        timeoutMs: 10_000,
        what: "the fast workspace's delivery",
      });
      const before = receiver.requests.filter((r) => inBacklog(r) && r.receivedAt <= arrived!.receivedAt);
      expect(
        before.filter((r) => r.answeredAt !== undefined && r.answeredAt <= arrived!.receivedAt).length,
        'slow requests answered before the fast delivery arrived',
      ).to.equal(0);
      expect(before.length, "the slow workspaces' requests in flight: the allowance, not the engine's 16").to.equal(SLOW_ALLOWANCE);
    } finally {
      await engine.stop(Date.now() + 5_000);
    }
  });
});
