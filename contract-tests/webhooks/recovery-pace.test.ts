/**
 * Issue 21, point 6: a recovery respects the receiver. It brings a failed delivery's pending retry
 * forward at most once between two of its attempts, never sooner than the retry schedule's first
 * delay after the last attempt, so calling it again and again cannot spend a receiver's retries
 * within seconds (on main, four calls a second apart each queued the same deliveries again).
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import { waitFor } from '../support/wait.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook } from './support/webhooks.ts';

// Long enough for the three repeats below to come well before the earliest delivery's retry, though
// the three deliveries' second attempts are spread by the retry's jitter and a loaded machine.
const firstDelayMs = 4_000;

const recover = (user: TestUser, webhookId: string, since: string) =>
  user.client.POST('/v1/webhooks/{webhook_id}/recover', { params: { path: { webhook_id: webhookId } }, body: { since } });

describe('a recovery paces itself by the retry schedule', () => {
  const secret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness(
    {
      secret,
      respond: (r) => ({ status: (r.body as { type?: unknown } | undefined)?.type === 'ping' ? 200 : 500 }),
      env: { WEBHOOK_RETRY_DELAYS: `${firstDelayMs}ms,1h,1h,1h,1h` },
    },
    (started) => ({ server, receiver } = started),
  );

  it('brings each pending retry forward once per retry window, no sooner than the first delay after the last attempt', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/down'), events: ['project.created'], secret });
    const since = new Date(Date.now() - 1_000).toISOString();
    for (const name of ['One', 'Two', 'Three']) await createProject(owner, workspaceId, name);
    // An attempt has ended once it shows the receiver's answer: one still open reads `duration_ms: 0`,
    // but so does one answered within the millisecond, which a duration test waited on for ever.
    const attemptsEach = async (n: number) => {
      const log = await deliveriesOf(owner, webhook.id);
      return (
        log.length === 3 && log.every((d) => d.status === 'failed' && d.attempts.length === n && d.attempts[n - 1]!.response_status === 500)
      );
    };
    await waitFor(() => attemptsEach(2), { timeoutMs: 20_000, what: 'three deliveries with their first retry spent' });

    expect((await recover(owner, webhook.id, since)).data!.data).to.deep.equal({ queued: 3, remaining: 0 });
    // Repeats inside the window queue nothing, however often they come.
    for (let i = 0; i < 3; i++) {
      const again = await recover(owner, webhook.id, since);
      expect(again.response.status).to.equal(202);
      expect(again.data!.data, `repeat ${i + 1}`).to.deep.equal({ queued: 0, remaining: 0 });
    }
    for (const d of await deliveriesOf(owner, webhook.id)) {
      const last = new Date(d.attempts[1]!.started_at).getTime();
      expect(new Date(d.next_attempt_at!).getTime() - last, d.id).to.be.at.least(firstDelayMs);
    }

    await waitFor(() => attemptsEach(3), { timeoutMs: 20_000, what: 'the brought-forward retries' });
    for (const d of await deliveriesOf(owner, webhook.id)) {
      const [, second, third] = d.attempts.map((a) => new Date(a.started_at).getTime());
      expect(third! - second!, `${d.id}: the retry came no sooner than the first delay`).to.be.at.least(firstDelayMs);
      // The schedule goes on as before: the next retry an hour away.
      expect(new Date(d.next_attempt_at!).getTime() - Date.now()).to.be.above(30 * 60_000);
    }
    // A new window opened with that attempt: one more recovery may bring the next retry forward.
    expect((await recover(owner, webhook.id, since)).data!.data).to.deep.equal({ queued: 3, remaining: 0 });
    expect((await recover(owner, webhook.id, since)).data!.data).to.deep.equal({ queued: 0, remaining: 0 });
    await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: false } });
  });
});
