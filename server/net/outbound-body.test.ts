// How much of an answer's body the outbound client keeps (server/net/outbound.ts), against a live
// HTTPS server on 127.0.0.1: a short body whole, a long one cut at 4 KB, one that never ends past
// 64 KB given up on rather than held, and one that stalls timed out.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createOutboundClient, keptBodyBytes, OutboundError, type OutboundClient } from './outbound.ts';
import { createTestCertificates, withTrustedCa, type TestCertificates } from '../../contract-tests/support/https.ts';

describe('outbound answer bodies', () => {
  let certificates: TestCertificates;
  let server: Server;
  let client: OutboundClient;
  let base: string;

  before(async () => {
    certificates = await createTestCertificates();
    server = createServer({ key: certificates.key, cert: certificates.cert }, (req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      if (req.url === '/short') res.end('hello\u0000world');
      else if (req.url === '/long') res.end('x'.repeat(10_000));
      // Past the 64 KB a client drains, then nothing more and no end.
      else if (req.url === '/endless') res.write('y'.repeat(70 * 1024));
      else if (req.url === '/stalls') res.write('z'.repeat(100));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = await withTrustedCa(certificates.caFile, () => Promise.resolve(createOutboundClient({ allowPrivateTargets: true })));
  });
  after(async () => {
    await client?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await certificates?.remove();
  });

  it('keeps a short body whole, with NUL (which PostgreSQL cannot store) replaced', async () => {
    const response = await client.send({ url: `${base}/short`, timeoutMs: 2_000 });
    expect(response).to.include({ status: 200, body: 'hello\uFFFDworld', bodyTruncated: false });
  });

  it('keeps the first 4 KB of a longer body and says it was cut', async () => {
    const response = await client.send({ url: `${base}/long`, timeoutMs: 2_000 });
    expect(response.body).to.equal('x'.repeat(keptBodyBytes));
    expect(response.bodyTruncated).to.equal(true);
  });

  it('gives up on a body that goes on past 64 KB, answering with its start, well before the time-out', async () => {
    const started = Date.now();
    const response = await client.send({ url: `${base}/endless`, timeoutMs: 5_000 });
    expect(response.body).to.equal('y'.repeat(keptBodyBytes));
    expect(response.bodyTruncated).to.equal(true);
    expect(Date.now() - started, 'not held until the time-out').to.be.below(5_000);
  });

  it('times out a body that stalls, as a time-out', async () => {
    const err = await client.send({ url: `${base}/stalls`, timeoutMs: 300 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(OutboundError);
    expect((err as OutboundError).kind).to.equal('timeout');
  });
});
