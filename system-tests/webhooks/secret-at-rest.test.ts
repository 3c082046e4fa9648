// A webhook's secret at rest: sealed with the server's key, never stored as it is or in pieces.
// What a client sees of registration: contract-tests/webhooks/create-webhook.test.ts.
import { expect } from 'chai';
import { secretBox } from '../../server/secrets/secret-box.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { useWebhookHarness } from '../../contract-tests/webhooks/support/harness.ts';
import type { Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { TEST_SECRET_KEY, newSecret } from '../../contract-tests/webhooks/support/webhooks.ts';
import { storedWebhook } from './support/stored.ts';

describe('POST /v1/webhooks: the secret at rest', () => {
  const secret = newSecret();
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness({ secret }, (started) => ({ server, receiver } = started));

  it('stores the secret encrypted: not the plaintext, no piece of it, yet it opens to the secret with the server’s key', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const { data, response } = await owner.client.POST('/v1/webhooks', {
      body: { url: receiver.url('/created'), events: ['project.created'], secret },
    });
    expect(response.status).to.equal(201);
    const webhook = data!.data;

    const stored = await storedWebhook(server, webhook.id);
    expect(stored!.secret_ciphertext).to.be.a('string').and.not.equal(secret);
    for (let i = 0; i + 6 <= secret.length; i++) expect(stored!.secret_ciphertext).to.not.contain(secret.slice(i, i + 6));
    expect(secretBox(TEST_SECRET_KEY).open(stored!.secret_ciphertext)).to.equal(secret);
    expect(stored).to.include({ workspace_id: workspaceId, enabled: true });
  });
});
