// The SSRF guard at registration for private, link-local, metadata and unique-local targets. The
// policy itself is asked first (server/net/address-policy.ts), so that a broken policy fails here
// instead of the service sending traffic to those addresses. Loopback targets and what the refusals
// say: contract-tests/webhooks/ssrf-registration.test.ts.
import { expect } from 'chai';
import { isBlockedAddress } from '../../server/net/address-policy.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectRegistrationBlocked } from '../../contract-tests/webhooks/support/ssrf.ts';
import { newSecret } from '../../contract-tests/webhooks/support/webhooks.ts';

describe('SSRF guard at registration for non-loopback private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS=false)', () => {
  let server: TestServer;
  const secret = newSecret();

  before(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('refuses private, link-local, metadata and unique-local targets before any connection', async () => {
    const targets = ['10.0.0.1', '169.254.169.254', '192.168.1.1', '172.16.0.1', '100.64.0.1', 'fd00::1', 'fe80::1'];
    // Precondition, so that a broken policy fails here instead of sending traffic anywhere.
    for (const address of targets) expect(isBlockedAddress(address), address).to.equal(true);
    for (const address of targets) {
      await expectRegistrationBlocked(
        server,
        secret,
        address.includes(':') ? `https://[${address}]/hook` : `https://${address}/latest/meta-data`,
      );
    }
  });
});
