import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { type TestServer } from '../support/server.ts';
import { type Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { newSecret, registerWebhook } from './support/webhooks.ts';

describe('reading webhooks', () => {
  const secret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));

  describe('GET /v1/webhooks', () => {
    it('lists the home workspace’s webhooks newest first, without secrets or other workspaces’ webhooks', async () => {
      const { owner } = await ownerWithWorkspace(server);
      const elsewhere = await ownerWithWorkspace(server);
      await registerWebhook(elsewhere.owner, { url: receiver.url(), events: ['project.created'], secret });
      const first = await registerWebhook(owner, { url: receiver.url('/a'), events: ['project.created'], secret });
      const second = await registerWebhook(owner, { url: receiver.url('/b'), events: ['member.invited', 'task.created'], secret });

      const { data, response } = await owner.client.GET('/v1/webhooks');
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([second, first]);
      expect(JSON.stringify(data)).to.not.contain(secret);
      for (const webhook of data!.data) expect(webhook).to.not.have.property('secret');
    });

    it('lists another workspace named by workspace_id, also for an admin holding a read-only key', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
      const admin = await memberWithRole(server, workspaceId, 'admin', 'read-only');
      const { data, response } = await admin.client.GET('/v1/webhooks', { params: { query: { workspace_id: workspaceId } } });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([webhook]);
    });

    it('answers 400 when the key has no home workspace and no workspace_id is given', async () => {
      const { owner } = await ownerWithWorkspace(server);
      const homeless = await keyFor(server, owner, 'admin', null);
      const { error, response } = await homeless.client.GET('/v1/webhooks');
      expect(response.status).to.equal(400);
      expect(error!.error).to.include({ code: 'bad_request', status: 400 });
      expect(error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'is required' }]);
    });

    it('answers 403 to an editor of the workspace', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { error, response } = await editor.client.GET('/v1/webhooks', { params: { query: { workspace_id: workspaceId } } });
      expect(response.status).to.equal(403);
      expect(error!.error.code).to.equal('forbidden');
    });

    it('answers 404 for a workspace the caller is not a member of', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const stranger = await createUser(server);
      const { error, response } = await stranger.client.GET('/v1/webhooks', { params: { query: { workspace_id: workspaceId } } });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
    });
  });

  describe('GET /v1/webhooks/{webhook_id}', () => {
    it('returns the webhook as created, without its secret', async () => {
      const { owner } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created', 'project.deleted'], secret });
      const { data, response } = await owner.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal(webhook);
      expect(JSON.stringify(data)).to.not.contain(secret);
    });

    it('answers 403 to an editor of the webhook’s workspace', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { error, response } = await editor.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } });
      expect(response.status).to.equal(403);
      expect(error!.error.code).to.equal('forbidden');
    });

    it('answers 404 for another workspace’s webhook and for an unknown id', async () => {
      const theirs = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(theirs.owner, { url: receiver.url(), events: ['project.created'], secret });
      const { owner } = await ownerWithWorkspace(server);
      for (const id of [webhook.id, 'wh_doesnotexist0000000']) {
        const { error, response } = await owner.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: id } } });
        expect(response.status).to.equal(404);
        expect(error!.error.code).to.equal('not_found');
      }
    });
  });
});
