// Refused deletions keep the webhook. Deleting one, and what it removes: system-tests/webhooks/delete-webhook.test.ts.
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { newSecret, registerWebhook } from './support/webhooks.ts';

describe('DELETE /v1/webhooks/{webhook_id}', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  const byId = (id: string) => ({ params: { path: { webhook_id: id } } });

  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));

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
    expect((await owner.client.GET('/v1/webhooks/{webhook_id}', byId(webhook.id))).response.status).to.equal(200);
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
    expect((await theirs.owner.client.GET('/v1/webhooks/{webhook_id}', byId(webhook.id))).response.status).to.equal(200);
  });
});
