/**
 * Issue 26, point 1: each delivery attempt shows what was sent and what came back (docs/decisions.md#events-and-deliveries):
 * the request's headers as sent with the signatures masked and its exact body, the answer's
 * status, headers and first 4 KB of its body (cut, and saying so), the duration and the error.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('what a delivery attempt sent and got back', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  useWebhookHarness({ secret, env: { WEBHOOK_RETRY_DELAYS: '0ms,0ms,0ms,0ms,0ms' } }, (started) => ({ server, receiver } = started));

  it('shows the request as sent (signatures masked) and the answer of a 500 then a 200, with their bodies', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const path = '/exchange';
    const webhook = await registerWebhook(owner, { url: receiver.url(path), events: ['project.created'], secret });
    receiver.respondWith((r, previous) =>
      r.path !== path
        ? { status: 200 }
        : previous === 0
          ? { status: 500, headers: { 'content-type': 'application/json', 'x-trace': 'abc' }, body: '{"error":"database down"}' }
          : { status: 200, body: 'thanks' },
    );
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (l) => l[0]?.status === 'succeeded', { what: 'the delivery to succeed' });
    const sent = receiver.requestsTo(path).filter((r) => r.body?.type === 'project.created');
    expect(sent).to.have.length(2);
    const [failed, succeeded] = delivery!.attempts;

    expect(failed).to.deep.include({ number: 1, response_status: 500, error: 'the receiver answered 500' });
    expect(failed!.request!.body).to.equal(sent[0]!.rawBody.toString('utf8'));
    expect(failed!.request!.headers).to.deep.include({
      'content-type': 'application/json',
      'service-event-id': delivery!.event_id,
      'service-delivery-attempt': '1',
      'service-signature': 'sha256=********',
      'webhook-signature': 'v1,********',
      'webhook-timestamp': sent[0]!.headers['webhook-timestamp'],
    });
    expect(JSON.stringify(delivery)).not.to.contain(String(sent[0]!.headers['service-signature']).slice(7, 30));
    expect(failed!.response).to.deep.include({ body: '{"error":"database down"}', body_truncated: false });
    expect(failed!.response!.headers).to.deep.include({ 'content-type': 'application/json', 'x-trace': 'abc' });

    expect(succeeded).to.deep.include({ number: 2, response_status: 200, error: null });
    expect(succeeded!.request!.headers['service-delivery-attempt']).to.equal('2');
    expect(succeeded!.request!.body).to.equal(sent[1]!.rawBody.toString('utf8'));
    expect(succeeded!.response!.body).to.equal('thanks');
  });

  it('keeps the first 4 KB of a long answer and says it was cut', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const path = '/long-answer';
    const webhook = await registerWebhook(owner, { url: receiver.url(path), events: ['project.created'], secret });
    receiver.respondWith((r) => (r.path === path ? { status: 200, body: 'é'.repeat(10_000) } : { status: 200 }));
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (l) => l[0]?.status === 'succeeded', { what: 'the delivery' });
    const { response } = delivery!.attempts[0]!;
    expect(response!.body_truncated).to.equal(true);
    expect(Buffer.byteLength(response!.body)).to.equal(4096);
    expect(response!.body.startsWith('éééé')).to.equal(true);
  });
});
