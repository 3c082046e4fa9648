// A worker process started with a SECRET_KEY other than the one the webhook secrets were sealed
// with cannot sign deliveries. It must send nothing, and the delivery log must say so truthfully:
// attempts failed inside the service (not "interrupted"), ending permanently_failed after 1 + 5.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import type { ChildService } from '../support/processes.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('a worker with the wrong SECRET_KEY', () => {
  let server: TestServer;
  let receiver: Receiver;
  let worker: ChildService | undefined;
  const secret = newSecret();
  useWebhookHarness(
    {
      secret,
      worker: { secretKey: 'a-different-secret-key-0123456789abcdef0123456789', env: { WEBHOOK_RETRY_DELAYS: '0ms,0ms,0ms,0ms,0ms' } },
    },
    (started) => ({ server, receiver, worker } = started),
  );

  it('sends nothing and records every attempt as an internal failure, ending permanently_failed', async function () {
    this.timeout(40_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/sealed'), events: ['project.created'], secret });
    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'permanently_failed', {
      timeoutMs: 30_000,
      what: 'the delivery to fail for good',
    }).catch((err: Error) => {
      throw new Error(`${err.message}\nworker output:\n${worker?.output()}`);
    });
    expect(delivery!.attempts).to.have.length(6);
    for (const attempt of delivery!.attempts) {
      expect(attempt.response_status).to.equal(null);
      expect(attempt.error).to.contain('internal error');
      expect(attempt.error).to.not.contain(secret);
    }
    expect(receiver.requests.map((r) => r.body?.type)).to.deep.equal(['ping']);
  });
});
