import { createTestCertificates, type TestCertificates } from '../../support/https.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { startReceiver, type Receiver, type ReceiverOptions } from './receiver.ts';
import { withTrustedCa } from './trust.ts';

/**
 * The usual setup of a webhook test file, as mocha hooks: test certificates, an HTTPS receiver
 * signing-checked with `secret`, and a test server that trusts their CA; `started` gets the server
 * and the receiver once they run. Everything is stopped after the file.
 */
export function useWebhookHarness(
  options: { secret: ReceiverOptions['secret']; respond?: ReceiverOptions['respond']; env?: Record<string, string> },
  started: (parts: { server: TestServer; receiver: Receiver }) => void,
): void {
  let certificates: TestCertificates | undefined;
  let server: TestServer | undefined;
  let receiver: Receiver | undefined;
  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret: options.secret, ...(options.respond ? { respond: options.respond } : {}) });
    server = await withTrustedCa(certificates.caFile, () => startTestServer(options.env));
    started({ server, receiver });
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });
}
