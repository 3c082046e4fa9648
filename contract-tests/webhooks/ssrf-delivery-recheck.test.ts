// The SSRF guard is applied again at every delivery attempt, not only at registration: a webhook
// registered while private targets were allowed (the API process here) is refused by a worker
// process that does not allow them, at every attempt, and the receiver never sees a connection
// from it.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness, workerRefusingPrivateTargets } from './support/harness.ts';
import type { Receiver } from './support/receiver.ts';
import type { ChildService } from '../support/processes.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('SSRF guard at every delivery attempt', () => {
  let server: TestServer;
  let receiver: Receiver;
  let worker: ChildService | undefined;
  const secret = newSecret();
  useWebhookHarness(
    { secret, worker: workerRefusingPrivateTargets('5ms,5ms,5ms,5ms,5ms') },
    (started) => ({ server, receiver, worker } = started),
  );

  it('refuses every attempt to a loopback webhook with a blocked-address error; only the registration ping ever connected', async function () {
    this.timeout(40_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/internal'), events: ['project.created'], secret });
    expect(receiver.requests.map((r) => r.body?.type)).to.deep.equal(['ping']);
    const connectionsAfterPing = receiver.tcpConnections();

    await createProject(owner, workspaceId);
    const [delivery] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'permanently_failed', {
      timeoutMs: 30_000, // includes the worker process starting
      what: 'the worker to give up on the blocked target',
    }).catch((err: Error) => {
      throw new Error(`${err.message}\nworker output:\n${worker?.output()}`);
    });
    expect(delivery!.attempts).to.have.length(6);
    for (const attempt of delivery!.attempts) {
      expect(attempt.response_status).to.equal(null);
      expect(attempt.error).to.contain('blocked address').and.contain('127.0.0.1');
    }
    expect(receiver.requests.map((r) => r.body?.type)).to.deep.equal(['ping']);
    expect(receiver.tcpConnections()).to.equal(connectionsAfterPing);
  });
});
