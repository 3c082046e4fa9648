import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestCertificates } from '../support/https.ts';
import type { TestServer } from '../support/server.ts';
import { eventRequests, webhookAnsweredBy } from './support/answered-webhook.ts';
import { useWebhookHarness } from './support/harness.ts';
import { receivedEventIds, startReceiver, verifiedEvents, type Receiver, type Responder } from './support/receiver.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

// The test server's retry delays: 100ms,200ms,300ms,400ms,500ms, each ±20%.
const RETRY_DELAYS_MS = [100, 200, 300, 400, 500];

describe('delivery attempts, retries and failures', () => {
  let server: TestServer;
  let receiver: Receiver;
  let certificates: TestCertificates;
  const secret = newSecret();
  useWebhookHarness({ secret }, (started) => ({ server, receiver, certificates } = started));

  const setup = (path: string, respond: Responder) => webhookAnsweredBy({ server, receiver }, secret, path, respond);

  it('retries a receiver that fails twice: three signed attempts of one evt_ id, the log shows 3 attempts and succeeded', async () => {
    const { owner, workspaceId, webhook } = await setup('/flaky', (_r, previous) => ({ status: previous < 2 ? 500 : 200 }));
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'succeeded', { what: 'the delivery to succeed' });
    const [eventId] = receivedEventIds(receiver, '/flaky', 'project.created');
    expect(eventId).to.match(/^evt_/);

    const seen = verifiedEvents(eventRequests(receiver, '/flaky'));
    expect(seen.map((r) => r.body.id)).to.deep.equal([eventId, eventId, eventId]);
    expect(seen.map((r) => r.headers['service-delivery-attempt'])).to.deep.equal(['1', '2', '3']);
    expect(new Set(seen.map((r) => r.rawBody.toString())).size, 'the same bytes on every attempt').to.equal(1);
    // Each retry waited at least its configured delay less the 20% jitter.
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]!.receivedAt - seen[i - 1]!.receivedAt).to.be.at.least(RETRY_DELAYS_MS[i - 1]! * 0.8 - 5);

    expect(delivery).to.deep.include({ event_id: eventId, status: 'succeeded', next_attempt_at: null });
    expect(delivery!.attempts.map((a) => [a.number, a.response_status, a.error])).to.deep.equal([
      [1, 500, 'the receiver answered 500'],
      [2, 500, 'the receiver answered 500'],
      [3, 200, null],
    ]);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const { owner, workspaceId, webhook } = await setup('/moved', (_r, previous) =>
      previous === 0 ? { status: 302, headers: { location: receiver.url('/elsewhere') } } : { status: 200 },
    );
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'succeeded', {
      what: 'the retry after the redirect',
    });
    expect(delivery!.attempts.map((a) => [a.response_status, a.error])).to.deep.equal([
      [302, 'redirect 302 (redirects are not followed)'],
      [200, null],
    ]);
    expect(receiver.requestsTo('/elsewhere')).to.deep.equal([]);
  });

  it('counts an answer after 11 s as a failed attempt (time-out at 10 s), then retries', async function () {
    this.timeout(30_000);
    const { owner, workspaceId, webhook } = await setup('/slow', (_r, previous) =>
      previous === 0 ? { status: 200, delayMs: 11_000 } : { status: 200 },
    );
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'succeeded', {
      timeoutMs: 20_000,
      what: 'the retry after the time-out',
    });
    const [first, second] = delivery!.attempts;
    expect(delivery!.attempts).to.have.length(2);
    expect(first!.response_status).to.equal(null);
    expect(first!.error).to.contain('time-out');
    // The request went out (it shows), the answer never came (none shows).
    expect(first!.request!.headers['service-delivery-attempt']).to.equal('1');
    expect(first!.response).to.equal(null);
    expect(first!.duration_ms).to.be.within(10_000, 10_900);
    expect(second).to.deep.include({ number: 2, response_status: 200, error: null });
    expect(eventRequests(receiver, '/slow')).to.have.length(2);
  });

  it('reuses pooled connections: fewer TLS handshakes than requests over several deliveries', async () => {
    const pooled = await startReceiver({ tls: certificates, secret });
    try {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const webhook = await registerWebhook(owner, { url: pooled.url(), events: ['project.created'], secret });
      for (let i = 1; i <= 6; i++) {
        await createProject(owner, workspaceId, `Pooled ${i}`);
        await waitForLog(owner, webhook.id, (log) => log.length === i && log.every((d) => d.status === 'succeeded'), {
          what: `delivery ${i}`,
        });
      }
      expect(verifiedEvents(pooled.requests.filter((r) => r.body?.type !== 'ping'))).to.have.length(6);
      expect(pooled.requests).to.have.length(7); // with the registration ping
      expect(pooled.handshakes()).to.be.lessThan(pooled.requests.length).and.at.most(2);
    } finally {
      await pooled.close();
    }
  });
});
