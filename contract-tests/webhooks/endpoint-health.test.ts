/**
 * Issue 28, point 2: endpoint health. A webhook whose every delivery failed for
 * `WEBHOOK_DISABLE_AFTER` (here 4 s, by configuration) is disabled by the service, with its
 * `webhook.disabled` event and the admins' `webhook_disabled` notification; GET shows
 * `disabled_reason` and `last_success_at`; a success in between starts the count again; PATCH
 * `enabled: true` clears the reason. A real HTTPS receiver answers the ping and then 500 or 200.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { useWebhookHarness } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import { refusingReceiver } from './support/recovery.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook } from './support/webhooks.ts';

// Five retries 100 ms apart end well inside the window, so only a later event's failure can pass it:
// each also waits for the engine's next poll (250 ms), about 1.5 s in all, longer on a loaded machine.
const DISABLE_AFTER_MS = 4_000;

describe('endpoint health: a webhook that only fails is disabled', function () {
  this.timeout(60_000);
  const secret = newSecret();
  const state = { accepting: false };
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness(
    {
      secret,
      respond: refusingReceiver(state),
      env: { WEBHOOK_RETRY_DELAYS: '100ms,100ms,100ms,100ms,100ms', WEBHOOK_DISABLE_AFTER: '4s' },
    },
    (started) => ({ server, receiver } = started),
  );

  it('after WEBHOOK_DISABLE_AFTER of failures: disabled with a reason, its event, and the admins notified; enabling clears it', async () => {
    state.accepting = false;
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Health');
    const admin = await memberWithRole(server, workspaceId, 'admin', 'admin');
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const webhook = await registerWebhook(owner, { url: receiver.url('/dead'), events: ['project.created'], secret });
    const get = async () => (await owner.client.webhooks.get({ webhook_id: webhook.id })).data;
    expect(await get()).to.include({ enabled: true, disabled_reason: null, last_success_at: null });

    // Failing since the first attempt; a failure after the window has passed disables it.
    await createProject(owner, workspaceId, 'First failure');
    await waitFor(async () => ((await deliveriesOf(owner, webhook.id))[0]?.attempts.length ?? 0) >= 1, { what: 'the first failure' });
    await new Promise((resolve) => setTimeout(resolve, DISABLE_AFTER_MS + 200));
    expect((await get()).enabled, 'still enabled: only the window has passed, no failure after it yet').to.equal(true);
    await createProject(owner, workspaceId, 'Failure past the window');
    const disabled = await waitFor(
      async () => {
        const current = await get();
        return current.enabled ? undefined : current;
      },
      { what: 'the webhook disabled', timeoutMs: 20_000 },
    );
    expect(disabled.disabled_reason).to.match(
      /^Every delivery failed for 4 seconds \(since \S+Z\); the last: the receiver answered 500\.$/,
    );
    expect(disabled.last_success_at).to.equal(null);
    // Its open deliveries are cancelled, as when a person disables it.
    const log = await deliveriesOf(owner, webhook.id);
    expect(log.filter((d) => d.status === 'pending' || d.status === 'failed')).to.deep.equal([]);

    // The event, in the feed of those who may read it (an admin), not of an editor.
    const events = await waitFor(
      async () => {
        const { data } = await admin.client.events.list({ workspace_id: workspaceId, type: 'webhook.disabled' });
        return data.length > 0 ? data : undefined;
      },
      { what: 'the webhook.disabled event in the feed' },
    );
    expect(events).to.have.length(1);
    const event = events[0]! as {
      type: string;
      data: { reason: string; webhook: { id: string; enabled: boolean; disabled_reason: string } };
    };
    expect(event.data.reason).to.equal(disabled.disabled_reason);
    expect(event.data.webhook).to.include({ id: webhook.id, enabled: false, disabled_reason: disabled.disabled_reason });
    expect((await editor.client.events.list({ workspace_id: workspaceId, type: 'webhook.disabled' })).data).to.deep.equal([]);

    // The owner and the admin are told, in the inbox; the editor is not.
    for (const member of [owner, admin]) {
      const inbox = await waitFor(
        async () => {
          const { data } = await member.client.notifications.list({ workspace_id: workspaceId, category: 'webhook_disabled' });
          return data.length > 0 ? data : undefined;
        },
        { what: 'the webhook_disabled notification' },
      );
      expect(inbox).to.have.length(1);
      expect(inbox[0]!.subject).to.deep.equal({ type: 'webhook', id: webhook.id });
      expect(inbox[0]!.title).to.include(receiver.url('/dead'));
      expect(inbox[0]!.body).to.include(disabled.disabled_reason!);
    }
    expect((await editor.client.notifications.list({ workspace_id: workspaceId, category: 'webhook_disabled' })).data).to.deep.equal([]);

    // Enabled again by an admin: the reason is gone and the count starts afresh.
    const enabled = (await owner.client.webhooks.update({ webhook_id: webhook.id, body: { enabled: true } })).data;
    expect(enabled).to.include({ enabled: true, disabled_reason: null });
    state.accepting = true;
    await createProject(owner, workspaceId, 'Received');
    const healthy = await waitFor(
      async () => {
        const current = await get();
        return current.last_success_at ? current : undefined;
      },
      { what: 'a success recorded' },
    );
    expect(Date.parse(healthy.last_success_at!)).to.be.above(Date.now() - 30_000);
    expect(healthy).to.include({ enabled: true, disabled_reason: null });
  });

  it('a success between failures starts the window again: failures before it do not count', async () => {
    state.accepting = false;
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Flaky');
    const webhook = await registerWebhook(owner, { url: receiver.url('/flaky'), events: ['project.created'], secret });
    const get = async () => (await owner.client.webhooks.get({ webhook_id: webhook.id })).data;
    await createProject(owner, workspaceId, 'Fails');
    await waitFor(async () => ((await deliveriesOf(owner, webhook.id))[0]?.attempts.length ?? 0) >= 1, { what: 'a failure' });
    await new Promise((resolve) => setTimeout(resolve, DISABLE_AFTER_MS + 200));
    // A success now: the failures before it no longer count.
    state.accepting = true;
    await createProject(owner, workspaceId, 'Succeeds');
    await waitFor(async () => ((await get()).last_success_at ? true : undefined), { what: 'the success' });
    state.accepting = false;
    await createProject(owner, workspaceId, 'Fails again');
    await waitFor(
      async () => {
        const [newest] = await deliveriesOf(owner, webhook.id);
        return newest && newest.attempts.length >= 1 && newest.attempts[0]!.response_status === 500 ? true : undefined;
      },
      { what: 'a failure after the success' },
    );
    expect(await get()).to.include({ enabled: true, disabled_reason: null });
  });
});
