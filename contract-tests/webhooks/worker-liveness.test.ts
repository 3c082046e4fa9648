// Worker liveness (server/queue/liveness.ts): the sweep releases the jobs of lock holders
// whose heartbeat is older than 10 s, so it must heartbeat under the very ids graphile-worker locks
// jobs with. Otherwise a live worker's long job looks abandoned after 10 s and runs a second time.
import { expect } from 'chai';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { withTrustedCa } from './support/trust.ts';
import { waitFor } from './support/waits.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('worker liveness', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) => (r.body?.type === 'ping' ? { status: 200 } : { hang: true }),
    });
    server = await withTrustedCa(certificates.caFile, () => startTestServer());
  });
  after(async () => {
    // The receiver first: closing it ends the hanging delivery, so the worker stops at once.
    await receiver?.close();
    await server?.close();
    await certificates?.remove();
  });

  it('heartbeats under the lock holder of an in-flight delivery, so the sweep leaves a live worker’s job alone', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/held'), events: ['project.created'], secret });
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log.length === 1);
    await receiver.waitForRequests(1, {
      match: (r) => r.path === '/held' && r.body?.type === 'project.created',
      what: 'the delivery in flight',
    });

    const job = await server
      .knex('graphile_worker.jobs')
      .where({ key: `delivery:${delivery!.id}` })
      .first('locked_by', 'locked_at');
    expect(job?.locked_by, 'the in-flight delivery job is locked').to.be.a('string');
    let heartbeats: Array<{ worker_id: string }> = [];
    await waitFor(
      async () => {
        heartbeats = await server
          .knex('worker_heartbeats')
          .where('last_seen_at', '>', server.knex.raw(`now() - interval '5 seconds'`))
          .select('worker_id');
        return heartbeats.some((h) => h.worker_id === job!.locked_by);
      },
      {
        timeoutMs: 5_000,
        what: () =>
          `a fresh heartbeat for lock holder ${job!.locked_by}; heartbeats: ${JSON.stringify(heartbeats.map((h) => h.worker_id))}`,
      },
    );
  });
});
