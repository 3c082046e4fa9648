import { expect } from 'chai';
import { isBlockedAddress } from '../../server/net/address-policy.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { withTrustedCa } from './support/trust.ts';
import { newSecret, webhookCount } from './support/webhooks.ts';

describe('SSRF guard at registration (WEBHOOK_ALLOW_PRIVATE_TARGETS=false)', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    // A live receiver on loopback: if the guard let a request through, it would see the connection.
    receiver = await startReceiver({ tls: certificates, secret });
    server = await withTrustedCa(certificates.caFile, () => startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' }));
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  /**
   * Registers `url`, expecting an immediate 422 and no row: a blocked literal address is named as
   * one; a name says only that it did not resolve to a public address (issue 21, point 7).
   */
  async function expectBlocked(url: string): Promise<void> {
    const { owner } = await ownerWithWorkspace(server);
    const before = await webhookCount(server);
    const started = Date.now();
    const { error, response } = await owner.client.POST('/v1/webhooks', { body: { url, events: ['project.created'], secret } });
    const elapsed = Date.now() - started;
    expect(response.status, url).to.equal(422);
    expect(error!.error.code).to.equal('unprocessable_entity');
    const refusal = /blocked address|did not resolve to a public address/;
    expect(error!.error.message, url).to.match(refusal);
    expect(error!.error.details).to.have.length(1);
    expect(error!.error.details![0]!.message, url).to.match(refusal);
    // Refused before connecting: a connect to an unroutable address would take seconds.
    expect(elapsed, `${url} answered after ${elapsed} ms`).to.be.below(1_000);
    expect(await webhookCount(server)).to.equal(before);
  }

  it('refuses loopback targets, by IP literal and by a name resolving to loopback, without connecting', async () => {
    for (const url of [
      receiver.url(),
      `https://localhost:${receiver.port}/hook`,
      `https://[::1]:${receiver.port}/hook`,
      `https://[::ffff:127.0.0.1]:${receiver.port}/hook`,
    ]) {
      await expectBlocked(url);
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

  it('refuses private, link-local, metadata and unique-local targets before any connection', async () => {
    const targets = ['10.0.0.1', '169.254.169.254', '192.168.1.1', '172.16.0.1', '100.64.0.1', 'fd00::1', 'fe80::1'];
    // Precondition, so that a broken policy fails here instead of sending traffic anywhere.
    for (const address of targets) expect(isBlockedAddress(address), address).to.equal(true);
    for (const address of targets) {
      await expectBlocked(address.includes(':') ? `https://[${address}]/hook` : `https://${address}/latest/meta-data`);
    }
  });
});
