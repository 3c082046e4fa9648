import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { receivedEventIds, verifiedEvents, type Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('delivery log and redelivery', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  const log = (webhookId: string) => ({ params: { path: { webhook_id: webhookId } } });
  const redeliverPath = (webhookId: string, deliveryId: string) => ({
    params: { path: { webhook_id: webhookId, delivery_id: deliveryId } },
  });

  // Retries due at once: a delivery fails for good within a moment (the retries file tests the delays).
  useWebhookHarness({ secret, env: { WEBHOOK_RETRY_DELAYS: '0ms,0ms,0ms,0ms,0ms' } }, (started) => ({ server, receiver } = started));
  beforeEach(() => {
    receiver.respondWith(() => ({ status: 200 }));
  });

  /** A webhook on its own path with two delivered events: the first failed for good, the second succeeded. */
  async function webhookWithHistory(path: string) {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url(path), events: ['project.created', 'project.updated'], secret });
    receiver.respondWith((r) => (r.path === path && r.body?.type === 'project.created' ? { status: 500 } : { status: 200 }));
    const project = await createProject(owner, workspaceId);
    await waitForLog(owner, webhook.id, (l) => l[0]?.status === 'permanently_failed', { what: 'project.created permanently failed' });
    await owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { name: 'Renamed' } });
    const deliveries = await waitForLog(owner, webhook.id, (l) => l.length === 2 && l[0]!.status === 'succeeded', {
      what: 'project.updated delivered',
    });
    return { owner, workspaceId, webhook, deliveries };
  }

  describe('GET /v1/webhooks/{webhook_id}/deliveries', () => {
    it('lists deliveries newest first with their attempts, and filters by status', async () => {
      const { owner, webhook } = await webhookWithHistory('/history');
      const [createdEvent] = receivedEventIds(receiver, '/history', 'project.created');
      const [updatedEvent] = receivedEventIds(receiver, '/history', 'project.updated');
      for (const id of [createdEvent, updatedEvent]) expect(id).to.match(/^evt_/);

      const { data, response } = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', log(webhook.id));
      expect(response.status).to.equal(200);
      expect(data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });
      expect(JSON.stringify(data)).to.not.contain(secret);
      const [updated, created] = data!.data;
      expect(updated).to.deep.include({
        webhook_id: webhook.id,
        event_id: updatedEvent,
        event_type: 'project.updated',
        status: 'succeeded',
        next_attempt_at: null,
      });
      expect(updated!.attempts).to.have.length(1);
      expect(updated!.attempts[0]).to.deep.include({ number: 1, response_status: 200, error: null });
      expect(created).to.deep.include({
        webhook_id: webhook.id,
        event_id: createdEvent,
        event_type: 'project.created',
        status: 'permanently_failed',
        next_attempt_at: null,
      });
      expect(created!.attempts.map((a) => a.number)).to.deep.equal([1, 2, 3, 4, 5, 6]);
      for (const attempt of created!.attempts)
        expect(attempt).to.deep.include({ response_status: 500, error: 'the receiver answered 500' });
      const starts = created!.attempts.map((a) => Date.parse(a.started_at));
      expect([...starts].sort((a, b) => a - b)).to.deep.equal(starts);

      const failed = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', {
        params: { path: { webhook_id: webhook.id }, query: { status: 'permanently_failed' } },
      });
      expect(failed.data!.data.map((d) => d.id)).to.deep.equal([created!.id]);
      expect(failed.data!.meta.total).to.equal(1);
      const paged = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', {
        params: { path: { webhook_id: webhook.id }, query: { page: 2, per_page: 1 } },
      });
      expect(paged.data!.data.map((d) => d.id)).to.deep.equal([created!.id]);
      const none = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', {
        params: { path: { webhook_id: webhook.id }, query: { status: 'cancelled' } },
      });
      expect(none.data).to.deep.equal({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    });

    it('answers 400 for a non-integer page and 422 for per_page above 100', async () => {
      const { owner } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
      const bad = await rawRequest<{ error: { code: string } }>(server.url, {
        method: 'GET',
        path: `/v1/webhooks/${webhook.id}/deliveries?page=abc`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('bad_request');
      const big = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', {
        params: { path: { webhook_id: webhook.id }, query: { per_page: 101 } },
      });
      expect(big.response.status).to.equal(422);
      expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
    });

    it('answers 403 to an editor, and 404 for another workspace’s webhook or an unknown one', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url(), events: ['project.created'], secret });
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const forbidden = await editor.client.GET('/v1/webhooks/{webhook_id}/deliveries', log(webhook.id));
      expect(forbidden.response.status).to.equal(403);
      expect(forbidden.error!.error.code).to.equal('forbidden');

      const stranger = await ownerWithWorkspace(server);
      for (const id of [webhook.id, 'wh_doesnotexist0000000']) {
        const { error, response } = await stranger.owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', log(id));
        expect(response.status).to.equal(404);
        expect(error!.error.code).to.equal('not_found');
      }
    });
  });

  describe('POST /v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver', () => {
    it('answers 201 with a new pending delivery of the same event, which the receiver then gets again', async () => {
      const { owner, webhook } = await webhookWithHistory('/again');
      const [original] = await deliveriesOf(owner, webhook.id, { status: 'permanently_failed' });
      const [eventId] = receivedEventIds(receiver, '/again', 'project.created');
      receiver.respondWith(() => ({ status: 200 }));
      const before = receiver.requestsFor(eventId!).length;

      const { data, response } = await owner.client.POST(
        '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
        redeliverPath(webhook.id, original!.id),
      );
      expect(response.status).to.equal(201);
      const fresh = data!.data;
      expect(fresh.id).to.match(/^dlv_/).and.not.equal(original!.id);
      expect(fresh).to.deep.include({
        webhook_id: webhook.id,
        event_id: eventId,
        event_type: 'project.created',
        status: 'pending',
        attempts: [],
      });

      const deliveries = await waitForLog(owner, webhook.id, (l) => l.find((d) => d.id === fresh.id)?.status === 'succeeded', {
        what: 'the redelivery to succeed',
      });
      expect(deliveries.map((d) => d.id)[0]).to.equal(fresh.id); // newest first
      expect(deliveries.find((d) => d.id === original!.id)!.status).to.equal('permanently_failed');
      const again = verifiedEvents(receiver.requestsFor(eventId!));
      expect(again.length).to.equal(before + 1);
      expect(again.at(-1)!.headers['service-delivery-attempt']).to.equal('1');
      expect(again.map((r) => r.rawBody.toString())).to.satisfy(
        (bodies: string[]) => bodies.every((b) => b === bodies[0]),
        'the same body on every attempt and on redelivery',
      );
    });

    it('answers 409 when the webhook is disabled, creating no delivery', async () => {
      const { owner, webhook, deliveries } = await webhookWithHistory('/disabled');
      await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: false } });
      const { error, response } = await owner.client.POST(
        '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
        redeliverPath(webhook.id, deliveries[0]!.id),
      );
      expect(response.status).to.equal(409);
      expect(error!.error.code).to.equal('conflict');
      expect(error!.error.message).to.contain('disabled');
      expect(await deliveriesOf(owner, webhook.id)).to.have.length(2);
    });

    it('answers 404 for an unknown delivery, another webhook’s delivery, or another workspace’s webhook', async () => {
      const { owner, webhook, deliveries } = await webhookWithHistory('/lost');
      const sibling = await registerWebhook(owner, { url: receiver.url('/sibling'), events: ['project.created'], secret });
      const cases: Array<[string, string]> = [
        [webhook.id, 'dlv_doesnotexist000000'],
        [sibling.id, deliveries[0]!.id],
      ];
      for (const [webhookId, deliveryId] of cases) {
        const { error, response } = await owner.client.POST(
          '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
          redeliverPath(webhookId, deliveryId),
        );
        expect(response.status, `${webhookId}/${deliveryId}`).to.equal(404);
        expect(error!.error.code).to.equal('not_found');
      }
      const stranger = await ownerWithWorkspace(server);
      const foreign = await stranger.owner.client.POST(
        '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
        redeliverPath(webhook.id, deliveries[0]!.id),
      );
      expect(foreign.response.status).to.equal(404);
      expect(await deliveriesOf(owner, webhook.id)).to.have.length(2);
      expect(await deliveriesOf(owner, sibling.id)).to.have.length(0);
    });

    it('answers 403 to an editor and to an admin whose key is only editor-scoped', async () => {
      const { owner, workspaceId, webhook, deliveries } = await webhookWithHistory('/denied');
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const adminWithEditorKey = await memberWithRole(server, workspaceId, 'admin', 'editor');
      for (const caller of [editor, adminWithEditorKey]) {
        const { error, response } = await caller.client.POST(
          '/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver',
          redeliverPath(webhook.id, deliveries[0]!.id),
        );
        expect(response.status).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
      }
      expect(await deliveriesOf(owner, webhook.id)).to.have.length(2);
    });
  });
});
