// Unit tests of the outbound client's guard (server/net/outbound.ts) against a live loopback
// receiver: with private targets refused, a request is stopped before any TCP connection, whether
// the URL names the address or a host that resolves to it; allowed, the same URL is reached.
import { expect } from 'chai';
import { createOutboundClient, OutboundError, type OutboundClient } from './outbound.ts';
import { startReceiver, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createTestCertificates, withTrustedCa, type TestCertificates } from '../../contract-tests/support/https.ts';

describe('outbound client guard', () => {
  let certificates: TestCertificates;
  let receiver: Receiver;
  let guarded: OutboundClient;
  let open: OutboundClient;

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret: 'unused-secret-0123456789' });
    guarded = await withTrustedCa(certificates.caFile, () => Promise.resolve(createOutboundClient({ allowPrivateTargets: false })));
    open = await withTrustedCa(certificates.caFile, () => Promise.resolve(createOutboundClient({ allowPrivateTargets: true })));
  });
  after(async () => {
    await guarded?.close();
    await open?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  async function refusal(url: string): Promise<OutboundError> {
    try {
      await guarded.send({ url, body: '{}', timeoutMs: 2_000 });
    } catch (err) {
      if (err instanceof OutboundError) return err;
      throw err;
    }
    throw new Error(`${url} was sent`);
  }

  it('refuses loopback by IP literal and by name, at every request, before connecting', async () => {
    for (let round = 0; round < 2; round++) {
      for (const url of [receiver.url('/a'), `https://localhost:${receiver.port}/b`, `https://[::ffff:127.0.0.1]:${receiver.port}/c`]) {
        const err = await refusal(url);
        expect(err.kind, url).to.equal('blocked');
        // A name is told as one that does not resolve would be (issue 21, point 7); a literal address is named.
        expect(err.message, url).to.match(
          /^(blocked address: .* is a private or reserved address|localhost did not resolve to a public address)$/,
        );
      }
    }
    expect(receiver.tcpConnections()).to.equal(0);
  });

  it('reaches the same receiver when private targets are allowed, and refuses http:// either way', async () => {
    const response = await open.send({ url: `https://localhost:${receiver.port}/allowed`, body: '{}', timeoutMs: 2_000 });
    expect(response.status).to.equal(200);
    expect(receiver.requestsTo('/allowed')).to.have.length(1);
    for (const client of [guarded, open]) {
      const err = await client.send({ url: `http://127.0.0.1:${receiver.port}/`, timeoutMs: 1_000 }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(OutboundError);
      expect((err as OutboundError).kind).to.equal('url');
    }
  });
});
