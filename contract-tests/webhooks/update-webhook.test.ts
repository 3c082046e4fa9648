import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { newSecret, registerWebhook } from './support/webhooks.ts';

describe('PATCH /v1/webhooks/{webhook_id}', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  const byId = (id: string) => ({ params: { path: { webhook_id: id } } });
  /** The webhook as an admin of its workspace reads it: what the service holds now. */
  const read = async (admin: TestUser, id: string) => {
    const { data, response } = await admin.client.GET('/v1/webhooks/{webhook_id}', byId(id));
    expect(response.status).to.equal(200);
    return data!.data;
  };

  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));
  beforeEach(() => {
    receiver.respondWith(() => ({ status: 200 }));
  });

  it('replaces events whole, keeps the rest, and sends no ping when the url is not changed', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, {
      url: receiver.url(),
      events: ['project.created', 'project.updated', 'task.created'],
      secret,
    });
    const pings = receiver.requests.length;
    const { data, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      ...byId(webhook.id),
      body: { events: ['member.joined', 'member.joined'], url: webhook.url },
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.include({
      id: webhook.id,
      url: webhook.url,
      enabled: true,
      events: ['member.joined'],
      created_at: webhook.created_at,
    });
    expect(Date.parse(data!.data.updated_at)).to.be.greaterThan(Date.parse(webhook.updated_at));
    expect(JSON.stringify(data)).to.not.contain(secret);
    expect(receiver.requests.length).to.equal(pings);
    const stored = await read(owner, webhook.id);
    expect(stored.events).to.deep.equal(['member.joined']);
  });

  it('pings a new url, signed with the original secret, before saving it', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/old'), events: ['project.created'], secret });
    const { data, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      ...byId(webhook.id),
      body: { url: receiver.url('/new') },
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.include({ url: receiver.url('/new') });
    expect(data!.data.events).to.deep.equal(['project.created']);
    const pings = receiver.requestsTo('/new');
    expect(pings).to.have.length(1);
    expect(pings[0]!.signatureValid, 'signed with the secret given at registration').to.equal(true);
    expect(pings[0]!.body).to.deep.include({ type: 'ping', data: { webhook_id: webhook.id } });
    expect((await read(owner, webhook.id)).url).to.equal(receiver.url('/new'));
  });

  it('answers 422 naming the cause when the new url fails its ping, keeping the old url', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/kept'), events: ['project.created'], secret });
    receiver.respondWith((r) => (r.path === '/broken' ? { status: 500 } : { status: 200 }));
    const { error, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      ...byId(webhook.id),
      body: { url: receiver.url('/broken'), events: ['task.created'] },
    });
    expect(response.status).to.equal(422);
    expect(error!.error.message).to.contain('answered 500');
    expect(error!.error.details).to.deep.equal([{ field: '/url', message: 'ping failed: the receiver answered 500' }]);
    expect(receiver.requestsTo('/broken')).to.have.length(1);
    const stored = await read(owner, webhook.id);
    expect(stored).to.include({ url: receiver.url('/kept') });
    expect(stored.events).to.deep.equal(['project.created']);
    const { data } = await owner.client.GET('/v1/webhooks/{webhook_id}', byId(webhook.id));
    expect(data!.data).to.deep.equal(webhook);
  });

  it('answers 422 for a plain http:// url without pinging it', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
    const before = receiver.requests.length;
    const { error, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      ...byId(webhook.id),
      body: { url: `http://127.0.0.1:${receiver.port}/plain` },
    });
    expect(response.status).to.equal(422);
    expect(error!.error.details!.map((d) => d.field)).to.include('/url');
    expect(receiver.requests.length).to.equal(before);
    expect((await read(owner, webhook.id)).url).to.equal(webhook.url);
  });

  it('answers 422 for a secret (an unknown field: the secret cannot be changed), leaving the secret as it was', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
    const before = await read(owner, webhook.id);
    const res = await rawRequest<{ error: { code: string; details: Array<{ field: string }> } }>(server.url, {
      method: 'PATCH',
      path: `/v1/webhooks/${webhook.id}`,
      apiKey: owner.key,
      body: { secret: newSecret() },
    });
    expect(res.status).to.equal(422);
    expect(res.body.error.code).to.equal('unprocessable_entity');
    expect(res.body.error.details.map((d) => d.field)).to.deep.equal(['/secret']);
    expect(await read(owner, webhook.id)).to.deep.equal(before);
    // The next ping is still signed with the secret given at registration.
    const moved = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      ...byId(webhook.id),
      body: { url: receiver.url('/same-secret') },
    });
    expect(moved.response.status).to.equal(200);
    expect(receiver.requestsTo('/same-secret').map((r) => r.signatureValid)).to.deep.equal([true]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
    const res = await rawRequest<{ error: { code: string } }>(server.url, {
      method: 'PATCH',
      path: `/v1/webhooks/${webhook.id}`,
      apiKey: owner.key,
      headers: { 'content-type': 'application/json' },
      body: '{"enabled": fal',
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('bad_request');
    expect((await read(owner, webhook.id)).enabled).to.equal(true);
  });

  it('answers 403 to an editor and to an admin whose key is only editor-scoped, changing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const adminWithEditorKey = await memberWithRole(server, workspaceId, 'admin', 'editor');
    for (const caller of [editor, adminWithEditorKey]) {
      const { error, response } = await caller.client.PATCH('/v1/webhooks/{webhook_id}', { ...byId(webhook.id), body: { enabled: false } });
      expect(response.status).to.equal(403);
      expect(error!.error.code).to.equal('forbidden');
    }
    expect((await read(owner, webhook.id)).enabled).to.equal(true);
  });

  it('answers 404 for another workspace’s webhook and for an unknown id', async () => {
    const theirs = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(theirs.owner, { url: receiver.url(), events: ['project.created'], secret });
    const { owner } = await ownerWithWorkspace(server);
    for (const id of [webhook.id, 'wh_doesnotexist0000000']) {
      const { error, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', { ...byId(id), body: { enabled: false } });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
    }
    expect((await read(theirs.owner, webhook.id)).enabled).to.equal(true);
  });
});
