import { createTestCertificates, type TestCertificates } from '../../support/https.ts';
import { startWorkerProcess, type ChildService, type ProcessOptions } from '../../support/processes.ts';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { startReceiver, type Receiver, type ReceiverOptions } from './receiver.ts';
import { TEST_SECRET_KEY } from './webhooks.ts';

export interface WebhookHarnessOptions {
  secret: ReceiverOptions['secret'];
  respond?: ReceiverOptions['respond'];
  env?: Record<string, string>;
  /**
   * Deliveries made by a worker process of their own, with this SECRET_KEY and environment, and not
   * by the test server, which then runs no worker: the API and the worker can differ (the worker
   * may refuse the private targets the API lets registration ping, or hold another key).
   */
  worker?: { secretKey: string; env?: ProcessOptions['env'] };
}

/**
 * The harness's `worker` for the SSRF tests: the API allows private targets, so registration pings
 * reach the loopback receiver, and the worker, with the API's key, refuses them at every attempt.
 */
export const workerRefusingPrivateTargets = (retryDelays: string): WebhookHarnessOptions['worker'] => ({
  secretKey: TEST_SECRET_KEY,
  env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_RETRY_DELAYS: retryDelays },
});

/**
 * The usual setup of a webhook test file, as mocha hooks: test certificates, an HTTPS receiver
 * signing-checked with `secret`, and a test server that trusts their CA (with `worker`, a worker
 * process beside it that trusts it too); `started` gets them, and the certificates for more
 * receivers, once they run. Everything is stopped after the file.
 */
export function useWebhookHarness(
  options: WebhookHarnessOptions,
  started: (parts: { server: TestServer; receiver: Receiver; worker: ChildService | undefined; certificates: TestCertificates }) => void,
): void {
  let certificates: TestCertificates | undefined;
  let server: TestServer | undefined;
  let receiver: Receiver | undefined;
  let worker: ChildService | undefined;
  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret: options.secret, ...(options.respond ? { respond: options.respond } : {}) });
    const env = options.worker ? { ...options.env, RUN_WORKER: 'false' } : options.env;
    server = await startTestServer(env, { caFile: certificates.caFile });
    if (options.worker) {
      worker = await startWorkerProcess({
        databaseUrl: server.connectionString,
        secretKey: options.worker.secretKey,
        caFile: certificates.caFile,
        ...(options.worker.env ? { env: options.worker.env } : {}),
      });
    }
    started({ server, receiver, worker, certificates });
  });
  after(async () => {
    await worker?.stop();
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });
}
