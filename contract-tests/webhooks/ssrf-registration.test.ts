import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { newSecret } from './support/webhooks.ts';
import { expectRegistrationBlocked } from './support/ssrf.ts';

describe('SSRF guard at registration (WEBHOOK_ALLOW_PRIVATE_TARGETS=false)', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    // A live receiver on loopback: if the guard let a request through, it would see the connection.
    receiver = await startReceiver({ tls: certificates, secret });
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }, { caFile: certificates.caFile });
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  it('refuses loopback targets, by IP literal and by a name resolving to loopback, without connecting', async () => {
    for (const url of [
      receiver.url(),
      `https://localhost:${receiver.port}/hook`,
      `https://[::1]:${receiver.port}/hook`,
      `https://[::ffff:127.0.0.1]:${receiver.port}/hook`,
    ]) {
      await expectRegistrationBlocked(server, secret, url);
    }
    expect(receiver.tcpConnections()).to.equal(0);
    expect(receiver.requests).to.deep.equal([]);
  });

  it('names the host as given, never the address a name resolves to nor that it resolved at all (no map of internal names)', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const { error, response } = await owner.client.POST('/v1/webhooks', {
      body: { url: `https://localhost:${receiver.port}/hook`, events: ['project.created'], secret },
    });
    expect(response.status).to.equal(422);
    const said = `${error!.error.message} ${JSON.stringify(error!.error.details)}`;
    expect(said).to.contain('localhost did not resolve to a public address');
    for (const address of ['127.0.0.1', '::1']) expect(said).not.to.contain(address);
  });
});
