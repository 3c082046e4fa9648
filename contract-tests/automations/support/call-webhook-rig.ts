/**
 * What the call_webhook end-to-end tests run against, as mocha hooks: a real HTTPS server on
 * 127.0.0.1 whose certificate comes from a CA made for the file, a second one from a CA nobody
 * trusts, a fake Slack, and the service split in two over one database. The service trusts the CA
 * only through NODE_EXTRA_CA_CERTS, which Node reads at process start, so the actions run in a
 * worker started as its own process with it; the API the test talks to is the in-process test
 * server without a worker. A failed test prints the worker's output.
 */
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver, type TestCertificates } from '../../support/https.ts';
import { startWorkerProcess, type ChildService } from '../../support/processes.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../support/slack.ts';
import { createAutomation, type Action } from './e2e.ts';
import { slackEnv, type WorkspaceWithProject } from './e2e-service.ts';

export interface CallWebhookRig {
  /** Its certificate is from the CA the worker trusts. */
  receiver: HttpsReceiver;
  /** Its certificate is from a CA the worker does not know. */
  stranger: HttpsReceiver;
  slack: FakeSlack;
  server: TestServer;
  worker: ChildService;
}

export function useCallWebhookRig(started: (rig: CallWebhookRig) => void): void {
  let certs: TestCertificates | undefined;
  let strangerCerts: TestCertificates | undefined;
  let receiver: HttpsReceiver | undefined;
  let stranger: HttpsReceiver | undefined;
  let slack: FakeSlack | undefined;
  let server: TestServer | undefined;
  let worker: ChildService | undefined;

  before(async () => {
    certs = await createTestCertificates();
    strangerCerts = await createTestCertificates({ commonName: 'Untrusted CA' });
    receiver = await startHttpsReceiver(certs);
    stranger = await startHttpsReceiver(strangerCerts);
    slack = await startFakeSlack();
    server = await startTestServer({ RUN_WORKER: 'false' });
    worker = await startWorkerProcess({
      databaseUrl: server.connectionString,
      // One deployment, one key: header values sealed by the API open in the worker.
      secretKey: TEST_SERVER_SECRET_KEY,
      env: { NODE_EXTRA_CA_CERTS: certs.caFile, ...slackEnv(slack) },
    });
    started({ receiver, stranger, slack, server, worker });
  });
  after(async () => {
    await worker?.stop();
    await server?.close();
    await Promise.all([receiver?.close(), stranger?.close(), slack?.close()]);
    await Promise.all([certs?.remove(), strangerCerts?.remove()]);
  });

  afterEach(function () {
    if (this.currentTest?.state === 'failed') console.error(`worker output (last 4 kB):\n${worker?.output().slice(-4000)}`);
  });
}

/** An event automation named "Call out" in the workspace's project, started by task.created. */
export function callOutAutomation(ws: Pick<WorkspaceWithProject, 'owner' | 'projectId'>, actions: Action[]) {
  return createAutomation(ws.owner, {
    project_id: ws.projectId,
    name: 'Call out',
    type: 'event',
    trigger: { event: 'task.created' },
    actions,
  });
}
