/**
 * Issue 21, point 7: a webhook's delivery log says the same of a host name that does not resolve
 * and of one that resolves to a blocked address, so that an editor cannot map which internal names
 * exist; the operator's log still tells the two apart. `.invalid` names never resolve; `localhost`
 * resolves to loopback, which a service that refuses private targets never connects to. The stored
 * URL is changed under the webhook, as no registration ping could reach a name that does not
 * resolve. The registration answers: contract-tests/webhooks/outbound-errors.test.ts.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { ChildService } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { useWebhookHarness, workerRefusingPrivateTargets } from '../../contract-tests/webhooks/support/harness.ts';
import type { Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createProject, newSecret, registerWebhook, waitForLog } from '../../contract-tests/webhooks/support/webhooks.ts';

const missing = 'does-not-exist.invalid';
const blocked = 'localhost';
/** The words either host is told, the host itself aside. */
const sameWords = (text: string | null | undefined, host: string) => text?.split(host).join('<host>');

describe('webhook errors read alike for a name that does not resolve and one that resolves to a blocked address (issue 21, point 7)', () => {
  let receiver: Receiver;
  let server: TestServer;
  let worker: ChildService | undefined;
  const secret = newSecret();
  // One attempt is all the test reads; the retries would only add noise.
  useWebhookHarness(
    { secret, worker: workerRefusingPrivateTargets('1h,1h,1h,1h,1h') },
    (started) => ({ server, receiver, worker } = started),
  );

  it("records the same error on both deliveries' attempts, and the operator's log keeps the cause", async function () {
    this.timeout(40_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const toBlocked = await registerWebhook(owner, {
      url: `https://${blocked}:${receiver.port}/hook`,
      events: ['project.created'],
      secret,
    });
    // No registration ping could reach a name that does not resolve: the stored URL is changed under it.
    const toMissing = await registerWebhook(owner, { url: receiver.url('/later-missing'), events: ['project.created'], secret });
    await server
      .knex('webhooks')
      .where({ id: toMissing.id })
      .update({ url: `https://${missing}/hook` });
    const connections = receiver.tcpConnections();

    await createProject(owner, workspaceId);
    // An attempt is logged before its request goes out ('in progress') and closed with its outcome.
    const attempted = (log: { attempts: Array<{ error: string | null }> }[]) =>
      log[0]?.attempts[0] !== undefined && log[0].attempts[0].error !== 'in progress';
    const errors: string[] = [];
    for (const [host, webhook] of [
      [missing, toMissing],
      [blocked, toBlocked],
    ] as const) {
      const [delivery] = await waitForLog(owner, webhook.id, attempted, { timeoutMs: 30_000, what: `an attempt to ${host}` });
      const [attempt] = delivery!.attempts;
      expect(attempt!.response_status).to.equal(null);
      expect(attempt!.error).to.equal(`${host} did not resolve to a public address`);
      errors.push(sameWords(attempt!.error, host)!);
    }
    expect(errors[0]).to.equal(errors[1]);
    expect(receiver.tcpConnections()).to.equal(connections);
    const output = worker!.output();
    expect(output).to.contain('the name could not be resolved').and.contain('the name resolves to a blocked address');
  });
});
