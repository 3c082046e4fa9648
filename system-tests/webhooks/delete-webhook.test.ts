// Deleting a webhook removes it and its deliveries at once, and stops a delivery between its retries.
// Refused deletions: contract-tests/webhooks/delete-webhook.test.ts.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { useWebhookHarness } from '../../contract-tests/webhooks/support/harness.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';
import { storedWebhook } from './support/stored.ts';

describe('DELETE /v1/webhooks/{webhook_id}', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  const byId = (id: string) => ({ params: { path: { webhook_id: id } } });

  // Retries 0.8 s apart (±20%): long enough to delete between two attempts, not while one is in flight.
  useWebhookHarness(
    { secret, env: { WEBHOOK_RETRY_DELAYS: '800ms,800ms,800ms,800ms,800ms' } },
    (started) => ({ server, receiver } = started),
  );

  it('deletes the webhook and stops its retrying delivery at once', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith((r) => (r.body?.type === 'ping' ? { status: 200 } : { status: 503 }));
    const webhook = await registerWebhook(owner, { url: receiver.url('/doomed'), events: ['project.created'], secret });
    await createProject(owner, workspaceId);
    // The first attempt failed and closed; the retry waits about 0.8 s.
    await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'failed' && log[0].attempts.length === 1, {
      what: 'a failed first attempt',
    });

    const { response } = await owner.client.DELETE('/v1/webhooks/{webhook_id}', byId(webhook.id));
    expect(response.status).to.equal(204);
    const seenAtDelete = receiver.requestsTo('/doomed').length;
    expect(await storedWebhook(server, webhook.id)).to.equal(undefined);
    expect(await server.knex('webhook_deliveries').where({ webhook_id: webhook.id })).to.deep.equal([]);
    const get = await owner.client.GET('/v1/webhooks/{webhook_id}', byId(webhook.id));
    expect(get.response.status).to.equal(404);

    // Past the retry's due time (0.96 s at most) plus the worker's 1 s poll: nothing more arrives.
    await sleep(2_500);
    expect(receiver.requestsTo('/doomed').length).to.equal(seenAtDelete);
  });
});
