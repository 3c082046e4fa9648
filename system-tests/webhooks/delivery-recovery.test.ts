/**
 * Issue 13, point 3: the delivery log filters by status, event type and time, and
 * `POST /v1/webhooks/{webhook_id}/recover` queues permanently failed deliveries of a window again,
 * once, as new deliveries of the same event: each dead delivery records the one it was recovered
 * into, and a long outage's dead deliveries (written here, as no API makes a thousand) are queued
 * a thousand per call. A real HTTPS receiver first refuses, then accepts. Refusals and retries
 * brought forward: contract-tests/webhooks/delivery-recovery.test.ts.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { useWebhookHarness } from '../../contract-tests/webhooks/support/harness.ts';
import type { Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { recover, refusingReceiver } from '../../contract-tests/webhooks/support/recovery.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook } from '../../contract-tests/webhooks/support/webhooks.ts';

describe('delivery log filters and bulk recovery', () => {
  describe('permanently failed deliveries', () => {
    const secret = newSecret();
    const state = { accepting: false };
    let server: TestServer;
    let receiver: Receiver;
    useWebhookHarness({ secret, respond: refusingReceiver(state) }, (started) => ({ server, receiver } = started));

    it('filters the log, recovers each failed delivery once as a new delivery of its event, and a repeat queues nothing', async () => {
      state.accepting = false;
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url('/dead'), events: ['project.created', 'project.updated'], secret });
      const start = new Date(Date.now() - 1_000).toISOString();
      const projects = [];
      for (const name of ['One', 'Two', 'Three']) projects.push(await createProject(owner, workspaceId, name));
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'permanently_failed' })).length === 3, {
        timeoutMs: 30_000,
        what: 'three permanently failed deliveries',
      });
      const failed = await deliveriesOf(owner, webhook.id, { status: 'permanently_failed', event_type: 'project.created', since: start });
      expect(failed).to.have.length(3);
      expect(await deliveriesOf(owner, webhook.id, { event_type: 'project.updated' })).to.deep.equal([]);
      expect(await deliveriesOf(owner, webhook.id, { since: new Date(Date.now() + 60_000).toISOString() })).to.deep.equal([]);
      expect(await deliveriesOf(owner, webhook.id, { until: start })).to.deep.equal([]);

      const acceptedFrom = Date.now();
      state.accepting = true;
      const { data, response } = await recover(owner, webhook.id, { since: start });
      expect(response.status).to.equal(202);
      expect(data!.data).to.deep.equal({ queued: 3, remaining: 0 });
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'succeeded' })).length === 3, {
        what: 'the three recovered deliveries to succeed',
      });
      const succeeded = await deliveriesOf(owner, webhook.id, { status: 'succeeded' });
      expect(succeeded.map((d) => d.event_id).sort()).to.deep.equal(failed.map((d) => d.event_id).sort());
      for (const d of failed) {
        // Once each since the receiver accepts: recovery sent every event again, and only once.
        const accepted = receiver.requestsFor(d.event_id).filter((r) => r.receivedAt >= acceptedFrom);
        expect(accepted, d.event_id).to.have.length(1);
      }
      const again = await recover(owner, webhook.id, { since: start });
      expect(again.response.status).to.equal(202);
      expect(again.data!.data).to.deep.equal({ queued: 0, remaining: 0 });
      const rows = await server
        .knex('webhook_deliveries')
        .where({ webhook_id: webhook.id, status: 'permanently_failed' })
        .pluck('recovered_into');
      expect(rows.sort()).to.deep.equal(succeeded.map((d) => d.id).sort());
    });

    it('queues at most 1,000 per call and says how many remain', async () => {
      state.accepting = false;
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url('/many'), events: ['project.created'], secret });
      const since = new Date(Date.now() - 1_000).toISOString();
      await createProject(owner, workspaceId, 'Copied');
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'permanently_failed' })).length === 1, {
        timeoutMs: 30_000,
        what: 'a permanently failed delivery',
      });
      // 1,004 more dead deliveries of the same event, as if a long outage had left them.
      await server.knex.raw(
        `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, attempts)
         select 'dlv_copy' || lpad(g::text, 18, '0'), workspace_id, webhook_id, event_id, event_type, 'permanently_failed', 6
         from webhook_deliveries, generate_series(1, 1004) g where webhook_id = ?`,
        [webhook.id],
      );
      state.accepting = true;
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 1000, remaining: 5 });
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 5, remaining: 0 });
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 0, remaining: 0 });
      await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: false } });
    });
  });
});
