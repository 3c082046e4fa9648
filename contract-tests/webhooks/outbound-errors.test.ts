/**
 * Issue 21, point 7: a webhook's registration answer and its delivery log say the same of a host
 * name that does not resolve and of one that resolves to a blocked address, so that an editor
 * cannot map which internal names exist; the operator's log still tells the two apart. `.invalid`
 * names never resolve; `localhost` resolves to loopback, which a service that refuses private
 * targets never connects to.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { startWorkerProcess, type ChildService } from '../support/processes.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { withTrustedCa } from './support/trust.ts';
import { createProject, newSecret, registerWebhook, TEST_SECRET_KEY, waitForLog } from './support/webhooks.ts';

const missing = 'does-not-exist.invalid';
const blocked = 'localhost';
/** The words either host is told, the host itself aside. */
const sameWords = (text: string | null | undefined, host: string) => text?.split(host).join('<host>');

describe('webhook errors read alike for a name that does not resolve and one that resolves to a blocked address (issue 21, point 7)', () => {
  let certificates: TestCertificates;
  let receiver: Receiver;
  /** Refuses private targets: registration pings are refused. */
  let strict: TestServer;
  /** Allows them, so registration pings reach the loopback receiver; the worker beside it refuses them. */
  let server: TestServer;
  let worker: ChildService | undefined;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    strict = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    server = await withTrustedCa(certificates.caFile, () => startTestServer({ RUN_WORKER: 'false' }));
    worker = await startWorkerProcess({
      databaseUrl: server.connectionString,
      secretKey: TEST_SECRET_KEY,
      caFile: certificates.caFile,
      // One attempt is all the test reads; the retries would only add noise.
      env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_RETRY_DELAYS: '1h,1h,1h,1h,1h' },
    });
  });
  after(async () => {
    await worker?.stop();
    await Promise.all([server?.close(), strict?.close()]);
    await receiver?.close();
    await certificates?.remove();
  });

  it('refuses both at registration with the same words (422)', async () => {
    const { owner } = await ownerWithWorkspace(strict);
    const said: string[] = [];
    for (const [host, url] of [
      [missing, `https://${missing}/hook`],
      [blocked, `https://${blocked}:${receiver.port}/hook`],
    ] as const) {
      const { error, response } = await owner.client.POST('/v1/webhooks', { body: { url, events: ['project.created'], secret } });
      expect(response.status, url).to.equal(422);
      expect(error!.error.details).to.deep.equal([{ field: '/url', message: `ping failed: ${host} did not resolve to a public address` }]);
      said.push(sameWords(error!.error.message.split(url).join('<url>'), host)!);
    }
    expect(said[0]).to.equal(said[1]);
    expect(receiver.tcpConnections()).to.equal(0);
  });

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
    const attempted = (log: { attempts: unknown[] }[]) => (log[0]?.attempts.length ?? 0) > 0;
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
