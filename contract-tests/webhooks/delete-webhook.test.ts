import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { sleep } from '../support/wait.ts';
import { createProject, newSecret, registerWebhook, storedWebhook, waitForLog } from './support/webhooks.ts';

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

  it('answers 403 to an editor and to an admin whose key is only editor-scoped, keeping the webhook', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith(() => ({ status: 200 }));
    const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const adminWithEditorKey = await memberWithRole(server, workspaceId, 'admin', 'editor');
    for (const caller of [editor, adminWithEditorKey]) {
      const { error, response } = await caller.client.DELETE('/v1/webhooks/{webhook_id}', byId(webhook.id));
      expect(response.status).to.equal(403);
      expect(error!.error.code).to.equal('forbidden');
    }
    expect(await storedWebhook(server, webhook.id)).to.not.equal(undefined);
  });

  it('answers 404 for another workspace’s webhook and for an unknown id, keeping the other webhook', async () => {
    const theirs = await ownerWithWorkspace(server);
    receiver.respondWith(() => ({ status: 200 }));
    const webhook = await registerWebhook(theirs.owner, { url: receiver.url(), events: ['project.created'], secret });
    const { owner } = await ownerWithWorkspace(server);
    for (const id of [webhook.id, 'wh_doesnotexist0000000']) {
      const { error, response } = await owner.client.DELETE('/v1/webhooks/{webhook_id}', byId(id));
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
    }
    expect(await storedWebhook(server, webhook.id)).to.not.equal(undefined);
  });
});
