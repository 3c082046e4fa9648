/**
 * Issue 13, point 1: `POST /v1/webhooks/{webhook_id}/rotate-secret` replaces the secret without a
 * gap: while the previous one has not expired, each delivery is signed with both secrets (in
 * `Service-Signature` and in `webhook-signature`), so a receiver on either accepts it; afterwards
 * only the new one signs.
 */
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { verifyWebhook } from '../../sdk/src/webhooks.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from './support/harness.ts';
import { signatureMatches, type Receiver, type ReceivedRequest } from './support/receiver.ts';
import { waitFor } from '../support/wait.ts';
import { createProject, newSecret, registerWebhook } from './support/webhooks.ts';

const rotate = (user: TestUser, webhookId: string, body: { secret: string; expire_previous_in_seconds?: number }) =>
  user.client.POST('/v1/webhooks/{webhook_id}/rotate-secret', { params: { path: { webhook_id: webhookId } }, body });

describe('webhook secret rotation', () => {
  const oldSecret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  // The receiver checks signatures itself below; its per-path check uses the registration secret.
  useWebhookHarness({ secret: oldSecret }, (started) => ({ server, receiver } = started));

  async function deliveryOf(owner: TestUser, workspaceId: string, path: string, name: string): Promise<ReceivedRequest> {
    const project = await createProject(owner, workspaceId, name);
    const mine = () =>
      receiver
        .requestsTo(path)
        .filter((r) => r.body?.type === 'project.created' && (r.body.data as { project?: { id?: string } }).project?.id === project.id);
    await waitFor(() => mine().length > 0, { what: `the delivery for ${name}` });
    return mine()[0]!;
  }

  it('signs with both secrets until the previous one expires, then with the new one only; either verifies meanwhile', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/rotating'), events: ['project.created'], secret: oldSecret });
    expect(webhook.previous_secret_expires_at).to.equal(null);

    const newSecretValue = newSecret();
    // An overlap long enough for the next delivery to be signed inside it on a loaded machine.
    const { data, response } = await rotate(owner, webhook.id, { secret: newSecretValue, expire_previous_in_seconds: 5 });
    expect(response.status).to.equal(200);
    const expires = new Date(data!.data.previous_secret_expires_at!).getTime();
    expect(expires - Date.now()).to.be.within(0, 5_500);
    expect(JSON.stringify(data)).to.not.include(newSecretValue);

    const during = await deliveryOf(owner, workspaceId, '/rotating', 'During the overlap');
    const [first, second] = String(during.headers['service-signature']).split(',');
    expect(signatureMatches(first, during.rawBody, newSecretValue), 'the new secret signs first').to.equal(true);
    expect(signatureMatches(second, during.rawBody, oldSecret), 'the previous one second').to.equal(true);
    const headers = during.headers as Record<string, string>;
    expect(headers['webhook-signature']!.split(' ')).to.have.length(2);
    for (const secret of [newSecretValue, oldSecret]) {
      expect(await verifyWebhook({ payload: during.rawBody, headers, secret }), 'SDK, Standard Webhooks').to.equal(true);
      expect(
        await verifyWebhook({ payload: during.rawBody, headers: { 'service-signature': headers['service-signature']! }, secret }),
        'SDK, ours',
      ).to.equal(true);
      expect(new Webhook(Buffer.from(secret).toString('base64')).verify(during.rawBody.toString('utf8'), headers)).to.have.property('id');
    }
    expect(await verifyWebhook({ payload: during.rawBody, headers, secret: newSecret() })).to.equal(false);

    await waitFor(() => Date.now() > expires + 200, { what: 'the overlap to end', timeoutMs: 8_000 });
    const read = await owner.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } });
    expect(read.data!.data.previous_secret_expires_at).to.equal(null);
    const after = await deliveryOf(owner, workspaceId, '/rotating', 'After the overlap');
    expect(String(after.headers['service-signature']).split(',')).to.have.length(1);
    expect(signatureMatches(after.headers['service-signature'], after.rawBody, newSecretValue)).to.equal(true);
    expect(await verifyWebhook({ payload: after.rawBody, headers: after.headers, secret: oldSecret })).to.equal(false);
  });

  it('drops the previous secret at once with expire_previous_in_seconds 0, and refuses bad input (400, 422), non-admins (403) and other workspaces (404)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/at-once'), events: ['project.created'], secret: oldSecret });
    const fresh = newSecret();
    const { data } = await rotate(owner, webhook.id, { secret: fresh, expire_previous_in_seconds: 0 });
    expect(data!.data.previous_secret_expires_at).to.equal(null);
    const delivery = await deliveryOf(owner, workspaceId, '/at-once', 'Only the new secret');
    expect(String(delivery.headers['service-signature']).split(',')).to.have.length(1);
    expect(signatureMatches(delivery.headers['service-signature'], delivery.rawBody, fresh)).to.equal(true);

    const stored = async () =>
      (await owner.client.GET('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } } })).data!.data;
    // The receiver can see the delivery before its outcome (last_success_at) is recorded: wait for
    // it, so the snapshot changes only if a refused rotation wrote.
    const before = await waitFor(
      async () => {
        const webhookNow = await stored();
        return webhookNow.last_success_at !== null && webhookNow;
      },
      { what: 'the delivery outcome to be recorded' },
    );
    const noSecret = await owner.client.POST('/v1/webhooks/{webhook_id}/rotate-secret', {
      params: { path: { webhook_id: webhook.id } },
      body: {} as never,
    });
    expect(noSecret.response.status).to.equal(400);
    const tooLong = await rotate(owner, webhook.id, { secret: newSecret(), expire_previous_in_seconds: 86_401 });
    expect(tooLong.response.status).to.equal(422);
    expect(tooLong.error!.error.details![0]!.field).to.equal('/expire_previous_in_seconds');
    expect((await rotate(owner, webhook.id, { secret: 'short' })).response.status).to.equal(422);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    expect((await rotate(editor, webhook.id, { secret: newSecret() })).response.status).to.equal(403);
    const stranger = await ownerWithWorkspace(server);
    expect((await rotate(stranger.owner, webhook.id, { secret: newSecret() })).response.status).to.equal(404);
    expect(await stored()).to.deep.equal(before);
    // No refused rotation touched the secret: deliveries are still signed with the new one only.
    const after = await deliveryOf(owner, workspaceId, '/at-once', 'Still only the new secret');
    expect(String(after.headers['service-signature']).split(',')).to.have.length(1);
    expect(signatureMatches(after.headers['service-signature'], after.rawBody, fresh)).to.equal(true);
  });
});
