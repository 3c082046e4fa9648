// A delivery that failed for good is settled in the database: no engine holds it, and the attempts it
// counts are those logged. Retries as the receiver and the log see them: contract-tests/webhooks/delivery-retries.test.ts.
import { expect } from 'chai';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { eventRequests, webhookAnsweredBy } from '../../contract-tests/webhooks/support/answered-webhook.ts';
import { useWebhookHarness } from '../../contract-tests/webhooks/support/harness.ts';
import { verifiedEvents, type Receiver, type Responder } from '../../contract-tests/webhooks/support/receiver.ts';
import { createProject, newSecret, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';
import { eventIds } from './support/stored.ts';

describe('a delivery that failed for good', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));

  const setup = (path: string, respond: Responder) => webhookAnsweredBy({ server, receiver }, secret, path, respond);

  it('gives up after 1 + 5 attempts: permanently_failed, no next attempt, and nothing more is sent', async () => {
    const { owner, workspaceId, webhook } = await setup('/down', () => ({ status: 503 }));
    await createProject(owner, workspaceId);
    const [eventId] = await eventIds(server, workspaceId, 'project.created');
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'permanently_failed', {
      what: 'the delivery to fail for good',
    });
    expect(delivery).to.deep.include({ event_id: eventId, next_attempt_at: null });
    expect(delivery!.attempts.map((a) => a.number)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    for (const attempt of delivery!.attempts) expect(attempt).to.deep.include({ response_status: 503, error: 'the receiver answered 503' });
    // Settled: no engine holds it any more, and the attempts counted are those logged.
    expect(await server.knex('webhook_deliveries').where({ id: delivery!.id }).first('status', 'attempts', 'leased_until')).to.deep.equal({
      status: 'permanently_failed',
      attempts: 6,
      leased_until: null,
    });

    await sleep(1_500); // past the longest retry delay and the worker's poll
    const seen = verifiedEvents(eventRequests(receiver, '/down'));
    expect(seen.map((r) => r.body.id)).to.deep.equal(Array(6).fill(eventId));
    expect(seen.map((r) => r.headers['service-delivery-attempt'])).to.deep.equal(['1', '2', '3', '4', '5', '6']);
  });
});
