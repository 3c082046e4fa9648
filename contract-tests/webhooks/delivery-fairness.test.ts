// One workspace's receiver that hangs holds only that workspace's window of requests in flight; the
// delivery engine goes on claiming and sending every other workspace's deliveries meanwhile.
import { expect } from 'chai';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { createProject, newSecret, registerWebhook } from './support/webhooks.ts';

const HANGING_EVENTS = 80;
/** The window of a workspace whose receiver has not answered yet (windowFloor in process/workspace-windows.ts). */
const FIRST_WINDOW = 64;
/** Claimed one or two at a time, a workspace's requests stop once less than a quarter of its window is free. */
const TRICKLED_WINDOW = FIRST_WINDOW - FIRST_WINDOW / 4;

describe('delivery fairness between workspaces', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) => (r.body?.type === 'ping' || r.path !== '/hang' ? { status: 200 } : { hang: true }),
    });
    server = await startTestServer({}, { caFile: certificates.caFile });
  });
  after(async () => {
    await receiver?.close();
    await server?.close();
    await certificates?.remove();
  });

  it('delivers another workspace’s event while one workspace’s receiver holds its whole window of requests', async function () {
    this.timeout(30_000);
    const hanging = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    await registerWebhook(hanging.owner, { url: receiver.url('/hang'), events: ['project.created'], secret });
    await registerWebhook(other.owner, { url: receiver.url('/ok'), events: ['project.created'], secret });
    for (let i = 0; i < HANGING_EVENTS; i++) await createProject(hanging.owner, hanging.workspaceId, `Hanging ${i}`);
    const held = () => receiver.requestsTo('/hang').filter((r) => r.body?.type === 'project.created');
    await receiver.waitForRequests(TRICKLED_WINDOW, {
      match: (r) => r.path === '/hang' && r.body?.type === 'project.created',
      what: 'the hanging workspace’s window in flight',
    });

    await createProject(other.owner, other.workspaceId, 'Elsewhere');
    await receiver.waitForRequests(1, {
      match: (r) => r.path === '/ok' && r.body?.type === 'project.created',
      what: 'the other workspace’s delivery',
    });
    // It arrived while the hanging receiver still held every request it got, well inside the 10 s time-out.
    expect(held().filter((r) => r.answeredAt !== undefined)).to.deep.equal([]);
    expect(held().length, 'the hanging workspace’s requests in flight: within its window, not all its deliveries')
      .to.be.at.least(TRICKLED_WINDOW)
      .and.at.most(FIRST_WINDOW);
  });
});
