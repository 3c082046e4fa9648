/**
 * Issue 13, point 2: every delivery also carries the Standard Webhooks headers (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`), verified here by the `standardwebhooks` npm package
 * as any receiver would, and by the SDK's `verifyWebhook`, which refuses a delivery whose
 * timestamp is outside its tolerance (a replay) and still takes `Service-Signature` alone.
 */
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { constructWebhookEvent, verifyWebhook, WebhookSignatureError } from '../../sdk/src/webhooks.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { type TestServer } from '../support/server.ts';
import { verifiedEvents, type Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { waitFor } from '../support/wait.ts';
import { createProject, newSecret, registerWebhook } from './support/webhooks.ts';

describe('Standard Webhooks signatures beside Service-Signature', () => {
  const secret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));

  async function oneDelivery() {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await registerWebhook(owner, { url: receiver.url('/std'), events: ['project.created'], secret });
    const project = await createProject(owner, workspaceId, 'Signed twice');
    const ofProject = () =>
      verifiedEvents(receiver.requestsTo('/std')).filter(
        (r) => r.body.type === 'project.created' && (r.body.data as { project?: { id?: string } }).project?.id === project.id,
      );
    await waitFor(() => ofProject().length > 0, { what: 'the project.created delivery' });
    const [delivery] = ofProject();
    return delivery!;
  }

  it('signs every delivery so the standardwebhooks package verifies it, the ping included', async () => {
    const delivery = await oneDelivery();
    const headers = delivery.headers as Record<string, string>;
    expect(headers['webhook-id']).to.equal(delivery.body.id);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).to.be.below(60);
    const verifier = new Webhook(Buffer.from(secret, 'utf8').toString('base64'));
    expect(verifier.verify(delivery.rawBody.toString('utf8'), headers)).to.deep.equal(delivery.body);
    const ping = receiver.requestsTo('/std').find((r) => r.body?.type === 'ping')!;
    expect(verifier.verify(ping.rawBody.toString('utf8'), ping.headers as Record<string, string>)).to.have.property('type', 'ping');
    // A changed body or another secret does not verify.
    expect(() => verifier.verify(delivery.rawBody.toString('utf8').replace('Signed twice', 'Signed thrice'), headers)).to.throw();
    expect(() => new Webhook(Buffer.from(newSecret()).toString('base64')).verify(delivery.rawBody.toString('utf8'), headers)).to.throw();
  });

  it('the SDK verifies either scheme and refuses a replay outside its tolerance', async () => {
    const delivery = await oneDelivery();
    const headers = delivery.headers as Record<string, string>;
    const sentAt = Number(headers['webhook-timestamp']) * 1000;
    const payload = delivery.rawBody;
    expect(await verifyWebhook({ payload, headers, secret })).to.equal(true);
    // Six minutes later the same bytes are a replay; a wider tolerance takes them.
    expect(await verifyWebhook({ payload, headers, secret, now: sentAt + 360_000 })).to.equal(false);
    expect(await verifyWebhook({ payload, headers, secret, now: sentAt + 360_000, toleranceSeconds: 600 })).to.equal(true);
    // A timestamp moved to look fresh then breaks the signature.
    const moved = { ...headers, 'webhook-timestamp': String(sentAt / 1000 + 360) };
    expect(await verifyWebhook({ payload, headers: moved, secret, now: sentAt + 360_000 })).to.equal(false);
    expect(await verifyWebhook({ payload, headers: new Headers(headers), secret })).to.equal(true);
    // Without the Standard Webhooks headers, Service-Signature alone is checked.
    const only = { 'service-signature': headers['service-signature']! };
    expect(await verifyWebhook({ payload, headers: only, secret })).to.equal(true);
    expect(await verifyWebhook({ payload: Buffer.concat([payload, Buffer.from(' ')]), headers: only, secret })).to.equal(false);
    expect(await verifyWebhook({ payload, headers, secret: newSecret() })).to.equal(false);
    const event = await constructWebhookEvent({ payload, headers, secret });
    expect(event.id).to.equal(delivery.body.id);
    let refused: unknown;
    await constructWebhookEvent({ payload, headers, secret, now: sentAt + 360_000 }).catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(WebhookSignatureError);
  });
});
