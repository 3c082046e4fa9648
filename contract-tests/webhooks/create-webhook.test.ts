import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { loadContract } from '../support/openapi.ts';
import { type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { createTestCertificates } from '../support/https.ts';
import { newSecret, webhookTotal } from './support/webhooks.ts';

describe('POST /v1/webhooks', () => {
  const secret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));
  beforeEach(() => {
    receiver.requests.length = 0;
    receiver.respondWith(() => ({ status: 200 }));
  });

  /** Runs `act` and checks it left no webhook behind in the workspace, as its owner lists them. */
  async function expectNoWebhookCreated(owner: TestUser, workspaceId: string, act: () => Promise<void>): Promise<void> {
    const before = await webhookTotal(owner, workspaceId);
    await act();
    expect(await webhookTotal(owner, workspaceId)).to.equal(before);
  }

  it('registers the webhook after one signed ping of type ping naming the new id, and never returns the secret', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const { data, response } = await owner.client.POST('/v1/webhooks', {
      body: { url: receiver.url('/created'), events: ['project.created', 'automation.run.completed', 'project.created'], secret },
    });
    expect(response.status).to.equal(201);
    const webhook = data!.data;
    expect(webhook.id).to.match(/^wh_/);
    expect(webhook).to.include({ workspace_id: workspaceId, url: receiver.url('/created'), enabled: true });
    expect(webhook.events).to.deep.equal(['project.created', 'automation.run.completed']);
    expect(webhook).to.not.have.property('secret');
    expect(JSON.stringify(data)).to.not.contain(secret);

    // The ping: one signed POST, before the row existed, naming the id the webhook then got.
    expect(receiver.requests).to.have.length(1);
    const [ping] = receiver.requests;
    expect(ping!.method).to.equal('POST');
    expect(ping!.signatureValid, 'ping signature').to.equal(true);
    expect(ping!.headers['content-type']).to.match(/^application\/json/);
    expect(ping!.body).to.include({ type: 'ping' });
    expect(ping!.body!.id).to.match(/^evt_/);
    expect(ping!.body!.data).to.deep.equal({ webhook_id: webhook.id });
    expect(ping!.headers).to.include({ 'service-event-id': ping!.body!.id, 'service-event-type': 'ping', 'service-delivery-attempt': '1' });
    expect(loadContract().checkDelivery(ping!.headers, ping!.body), 'the ping as the webhooks section documents it').to.deep.equal([]);

    // Saved as answered: the webhook reads back the same.
    const read = await owner.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } });
    expect(read.data!.data).to.include({ workspace_id: workspaceId, enabled: true });
  });

  it('registers a disabled webhook in the workspace named by workspace_id, overriding the key’s home', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const other = await owner.client.POST('/v1/workspaces', { body: { name: 'Second' } });
    const otherId = other.data!.data.id;
    const { data, response } = await owner.client.POST('/v1/webhooks', {
      body: { url: receiver.url(), events: ['member.invited'], secret, enabled: false, workspace_id: otherId },
    });
    expect(response.status).to.equal(201);
    expect(data!.data).to.include({ workspace_id: otherId, enabled: false });
    expect(receiver.requests).to.have.length(1);
  });

  it('answers 400 for a missing secret, sending no ping and storing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const res = await rawRequest<{ error: { code: string; details: unknown[] } }>(server.url, {
        method: 'POST',
        path: '/v1/webhooks',
        apiKey: owner.key,
        body: { url: receiver.url(), events: ['project.created'] },
      });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('bad_request');
      expect(res.body.error.details).to.deep.include({ field: '/secret', message: 'is required' });
    });
    expect(receiver.requests).to.have.length(0);
  });

  it('answers 400 when the key has no home workspace and no workspace_id is given', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const homeless = await keyFor(server, owner, 'admin', null);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await homeless.client.POST('/v1/webhooks', {
        body: { url: receiver.url(), events: ['project.created'], secret },
      });
      expect(response.status).to.equal(400);
      expect(error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'is required' }]);
    });
    expect(receiver.requests).to.have.length(0);
  });

  it('answers 422 for a plain http:// URL without pinging it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/webhooks', {
        body: { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['project.created'], secret },
      });
      expect(response.status).to.equal(422);
      expect(error!.error.code).to.equal('unprocessable_entity');
      expect(error!.error.details!.map((d) => d.field)).to.include('/url');
    });
    expect(receiver.requests).to.have.length(0);
  });

  it('answers 422 for a secret shorter than 16 characters, and for an unknown event type', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const short = await owner.client.POST('/v1/webhooks', {
        body: { url: receiver.url(), events: ['project.created'], secret: 'x'.repeat(15) },
      });
      expect(short.response.status).to.equal(422);
      expect(short.error!.error.details!.map((d) => d.field)).to.deep.equal(['/secret']);
      const unknown = await rawRequest<{ error: { details: Array<{ field: string }> } }>(server.url, {
        method: 'POST',
        path: '/v1/webhooks',
        apiKey: owner.key,
        body: { url: receiver.url(), events: ['automation.triggered'], secret },
      });
      expect(unknown.status).to.equal(422);
      expect(unknown.body.error.details.map((d) => d.field)).to.deep.equal(['/events/0']);
    });
    expect(receiver.requests).to.have.length(0);
  });

  it('answers 422 naming the status when the ping is answered 500, and stores nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith(() => ({ status: 500 }));
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/webhooks', {
        body: { url: receiver.url(), events: ['project.created'], secret },
      });
      expect(response.status).to.equal(422);
      expect(error!.error.message).to.contain('answered 500');
      expect(error!.error.details).to.deep.equal([{ field: '/url', message: 'ping failed: the receiver answered 500' }]);
    });
    expect(receiver.requests).to.have.length(1);
  });

  it('answers 422 naming the redirect when the ping is answered 302, without following it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith((r) => (r.path === '/moved' ? { status: 302, headers: { location: receiver.url('/target') } } : { status: 200 }));
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/webhooks', {
        body: { url: receiver.url('/moved'), events: ['project.created'], secret },
      });
      expect(response.status).to.equal(422);
      expect(error!.error.message).to.contain('302').and.contain('redirect');
    });
    expect(receiver.requests.map((r) => r.path)).to.deep.equal(['/moved']);
  });

  it('answers 422 naming the time-out when the receiver does not answer the ping within 5 s', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith(() => ({ hang: true }));
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const started = Date.now();
      const { error, response } = await owner.client.POST('/v1/webhooks', {
        body: { url: receiver.url(), events: ['project.created'], secret },
      });
      const elapsed = Date.now() - started;
      expect(response.status).to.equal(422);
      expect(error!.error.message).to.contain('time-out');
      expect(elapsed).to.be.within(4_900, 8_000);
    });
    expect(receiver.requests).to.have.length(1);
  });

  it('answers 422 naming TLS when the receiver’s certificate is not signed by a trusted CA', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    // A certificate for the same names, signed by another CA the service was never told about.
    const strangers = await createTestCertificates({ commonName: 'Untrusted CA' });
    const impostor = await startReceiver({ tls: strangers, secret });
    try {
      await expectNoWebhookCreated(owner, workspaceId, async () => {
        const { error, response } = await owner.client.POST('/v1/webhooks', {
          body: { url: impostor.url(), events: ['project.created'], secret },
        });
        expect(response.status).to.equal(422);
        expect(error!.error.message).to.contain('TLS');
      });
      expect(impostor.requests).to.have.length(0);
      expect(impostor.handshakes()).to.equal(0);
    } finally {
      await impostor.close();
      await strangers.remove();
    }
  });

  it('answers 422 saying the host did not resolve to a public address, as for a blocked one (issue 21, point 7)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/webhooks', {
        body: { url: 'https://does-not-exist.invalid/hook', events: ['project.created'], secret },
      });
      expect(response.status).to.equal(422);
      expect(error!.error.message).to.contain('does-not-exist.invalid did not resolve to a public address');
    });
  });

  it('answers 403 to an editor, and to an admin whose key is only editor-scoped, without pinging', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const adminWithEditorKey = await memberWithRole(server, workspaceId, 'admin', 'editor');
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      for (const caller of [editor, adminWithEditorKey]) {
        const { error, response } = await caller.client.POST('/v1/webhooks', {
          body: { url: receiver.url(), events: ['project.created'], secret, workspace_id: workspaceId },
        });
        expect(response.status).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
      }
    });
    expect(receiver.requests).to.have.length(0);
  });

  it('answers 404 for a workspace the caller is not a member of', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const stranger = await createUser(server);
    await expectNoWebhookCreated(owner, workspaceId, async () => {
      const { error, response } = await stranger.client.POST('/v1/webhooks', {
        body: { url: receiver.url(), events: ['project.created'], secret, workspace_id: workspaceId },
      });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
    });
    expect(receiver.requests).to.have.length(0);
  });
});
