/**
 * Issue 21, point 7: a webhook's registration answer says the same of a host name that does not
 * resolve and of one that resolves to a blocked address, so that an editor cannot map which
 * internal names exist. `.invalid` names never resolve; `localhost` resolves to loopback, which a
 * service that refuses private targets never connects to. The delivery log and the operator's log:
 * system-tests/webhooks/outbound-errors.test.ts.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { newSecret } from './support/webhooks.ts';

const missing = 'does-not-exist.invalid';
const blocked = 'localhost';
/** The words either host is told, the host itself aside. */
const sameWords = (text: string | null | undefined, host: string) => text?.split(host).join('<host>');

describe('webhook registration errors read alike for a name that does not resolve and one that resolves to a blocked address (issue 21, point 7)', () => {
  let certificates: TestCertificates;
  let receiver: Receiver;
  /** Refuses private targets: registration pings are refused. */
  let strict: TestServer;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    strict = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
  });
  after(async () => {
    await strict?.close();
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
});
