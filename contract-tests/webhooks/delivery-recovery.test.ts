/**
 * Issue 13, point 3: `POST /v1/webhooks/{webhook_id}/recover` refuses what it cannot recover, and
 * brings a failed delivery's pending retry forward instead of adding a delivery. A real HTTPS
 * receiver first refuses, then accepts. Recovering permanently failed deliveries:
 * system-tests/webhooks/delivery-recovery.test.ts.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import { waitFor } from '../support/wait.ts';
import { recover, refusingReceiver } from './support/recovery.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook } from './support/webhooks.ts';

describe('bulk recovery of deliveries', () => {
  describe('refusals', () => {
    const secret = newSecret();
    const state = { accepting: false };
    let server: TestServer;
    let receiver: Receiver;
    useWebhookHarness({ secret, respond: refusingReceiver(state) }, (started) => ({ server, receiver } = started));

    it('refuses a window that is empty (422), a missing since (400), another workspace (404), a non-admin (403) and a disabled webhook (409), queueing nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: receiver.url('/refusals'), events: ['project.created'], secret });
      const since = new Date(Date.now() - 60_000).toISOString();
      const before = await deliveriesOf(owner, webhook.id);

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
      expect(await deliveriesOf(owner, webhook.id)).to.deep.equal(before);
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
      // The second attempt is listed from when it leaves; its answer is written with the next retry's time.
      await waitFor(async () => (await deliveriesOf(owner, webhook.id, { status: 'failed' }))[0]?.attempts[1]?.response_status === 500, {
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
