/**
 * The setting of the tests that stop a worker mid-run (paused-worker, killed-worker): the API without
 * a worker, worker processes started by the test with a short run lease, and the peers their steps
 * reach (an HTTPS endpoint, a Slack-like API, an SMTP server), as mocha hooks. A failed test prints
 * each worker's last output. `env` is more settings for the API and every worker alike (e.g.
 * WORKFLOW_MINUTE).
 */
import {
  createTestCertificates,
  startHttpsReceiver,
  type HttpsReceiver,
  type TestCertificates,
} from '../../../contract-tests/support/https.ts';
import { startWorkerProcess, type ChildService } from '../../../contract-tests/support/processes.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../../contract-tests/support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../contract-tests/support/smtp.ts';
import { slackEnv } from '../../../contract-tests/automations/support/e2e-service.ts';

export interface WorkersWithPeers {
  server: TestServer;
  endpoint: HttpsReceiver;
  slack: FakeSlack;
  smtp: TestSmtpServer;
  /** Starts a worker process whose run lease is `lease`, reaching the peers. */
  worker: () => Promise<ChildService>;
}

export function useWorkersWithPeers(lease: string, started: (parts: WorkersWithPeers) => void, env: Record<string, string> = {}): void {
  let certs: TestCertificates | undefined;
  let parts: Omit<WorkersWithPeers, 'worker'> | undefined;
  const workers: ChildService[] = [];

  before(async () => {
    certs = await createTestCertificates();
    const [endpoint, slack, smtp] = await Promise.all([startHttpsReceiver(certs), startFakeSlack(), startSmtpServer()]);
    const server = await startTestServer({ ...env, RUN_WORKER: 'false' });
    parts = { server, endpoint, slack, smtp };
    const worker = async () => {
      const child = await startWorkerProcess({
        databaseUrl: server.connectionString,
        secretKey: TEST_SERVER_SECRET_KEY,
        env: { NODE_EXTRA_CA_CERTS: certs!.caFile, ...slackEnv(slack), SMTP_URL: smtp.url, RUN_LEASE: lease, ...env },
      });
      workers.push(child);
      return child;
    };
    started({ ...parts, worker });
  });
  after(async () => {
    for (const child of workers) {
      try {
        process.kill(child.pid, 'SIGCONT');
      } catch {
        // already gone
      }
      await child.stop();
    }
    await parts?.server.close();
    await Promise.all([parts?.endpoint.close(), parts?.slack.close(), parts?.smtp.close()]);
    await certs?.remove();
  });
  afterEach(function () {
    if (this.currentTest?.state !== 'failed') return;
    workers.forEach((w, i) => console.error(`worker ${i + 1} (pid ${w.pid}) output, last 4 kB:\n${w.output().slice(-4000)}`));
  });
}
