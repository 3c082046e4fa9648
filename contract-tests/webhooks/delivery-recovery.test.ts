/**
 * Issue 13, point 3: the delivery log filters by status, event type and time, and
 * `POST /v1/webhooks/{webhook_id}/recover` queues the failed deliveries of a window again, once:
 * permanently failed ones as new deliveries of the same event, failed ones (retry pending) at once.
 * A real HTTPS receiver first refuses, then accepts.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import { waitFor } from '../support/wait.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook } from './support/webhooks.ts';

const recover = (user: TestUser, webhookId: string, body: { since: string; until?: string }) =>
  user.client.POST('/v1/webhooks/{webhook_id}/recover', { params: { path: { webhook_id: webhookId } }, body });

/** Events answer 500 until `accepting` is set; pings always 200. */
function refusingReceiver(state: { accepting: boolean }) {
  return (r: { body?: { type?: unknown } }) => ({ status: r.body?.type === 'ping' || state.accepting ? 200 : 500 });
}

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
        `insert into webhook_deliveries (id, webhook_id, event_id, event_type, status, attempts)
         select 'dlv_copy' || lpad(g::text, 18, '0'), webhook_id, event_id, event_type, 'permanently_failed', 6
         from webhook_deliveries, generate_series(1, 1004) g where webhook_id = ?`,
        [webhook.id],
      );
      state.accepting = true;
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 1000, remaining: 5 });
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 5, remaining: 0 });
      expect((await recover(owner, webhook.id, { since })).data!.data).to.deep.equal({ queued: 0, remaining: 0 });
      await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: false } });
    });

    it('refuses a window that is empty (422), a missing since (400), another workspace (404), a non-admin (403) and a disabled webhook (409), queueing nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url('/refusals'), events: ['project.created'], secret });
      const since = new Date(Date.now() - 60_000).toISOString();
      const before = await server.knex('webhook_deliveries').where({ webhook_id: webhook.id }).count({ n: '*' }).first();

      const empty = await recover(owner, webhook.id, { since, until: since });
      expect(empty.response.status).to.equal(422);
      expect(empty.error!.error.details).to.deep.equal([{ field: '/until', message: 'must be after since' }]);
      const future = await recover(owner, webhook.id, { since: new Date(Date.now() + 60_000).toISOString() });
      expect(future.response.status).to.equal(422);
      expect(future.error!.error.details![0]!.field).to.equal('/since');
      const noSince = await owner.client.POST('/v1/webhooks/{webhook_id}/recover', {
        params: { path: { webhook_id: webhook.id } },
        body: {} as never,
      });
      expect(noSince.response.status).to.equal(400);
      const other = await ownerWithWorkspace(server);
      expect((await recover(other.owner, webhook.id, { since })).response.status).to.equal(404);
      const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
      expect((await recover(editor, webhook.id, { since })).response.status).to.equal(403);
      await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: false } });
      const disabled = await recover(owner, webhook.id, { since });
      expect(disabled.response.status).to.equal(409);
      expect(disabled.error!.error.message).to.match(/disabled; enable it before recovering/);
      expect(await server.knex('webhook_deliveries').where({ webhook_id: webhook.id }).count({ n: '*' }).first()).to.deep.equal(before);
    });
  });

  describe('failed deliveries with a retry pending', () => {
    const secret = newSecret();
    const state = { accepting: false };
    let server: TestServer;
    let receiver: Receiver;
    useWebhookHarness(
      { secret, respond: refusingReceiver(state), env: { WEBHOOK_RETRY_DELAYS: '300ms,1h,1h,1h,1h' } },
      (started) => ({ server, receiver } = started),
    );

    it('brings the pending retry forward instead of adding a delivery', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url('/later'), events: ['project.created'], secret });
      const since = new Date(Date.now() - 1_000).toISOString();
      await createProject(owner, workspaceId, 'Retried an hour later');
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'failed' }))[0]?.attempts.length === 2, {
        what: 'a failed delivery, its first retry spent',
      });
      const [waiting] = await deliveriesOf(owner, webhook.id, { status: 'failed' });
      expect(new Date(waiting!.next_attempt_at!).getTime() - Date.now()).to.be.above(30 * 60_000);

      state.accepting = true;
      const { data } = await recover(owner, webhook.id, { since });
      expect(data!.data).to.deep.equal({ queued: 1, remaining: 0 });
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'succeeded' })).length === 1, {
        what: 'the retry, now',
      });
      const log = await deliveriesOf(owner, webhook.id);
      expect(log).to.have.length(1);
      expect(log[0]!.attempts.map((a) => a.response_status)).to.deep.equal([500, 500, 200]);
    });
  });
});
