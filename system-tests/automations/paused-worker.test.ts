/**
 * Side effects that never repeat (issue 9, point 3). A worker is paused (SIGSTOP) past the liveness
 * bound while it runs a four-step automation; the sweep releases its job and a second worker takes
 * the run over; then the first resumes. Every step's effect is counted at its real peer: the Slack
 * message, the e-mail and the task exactly once; the call_webhook step that was in flight when the
 * first worker froze reaches its endpoint again, with the same Idempotency-Key, so the endpoint can
 * tell (the one outcome no one could know). The resumed worker does nothing more.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import {
  createTestCertificates,
  startHttpsReceiver,
  type HttpsReceiver,
  type TestCertificates,
} from '../../contract-tests/support/https.ts';
import { startWorkerProcess, type ChildService } from '../../contract-tests/support/processes.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../../contract-tests/support/smtp.ts';
import { createAutomation, createProject, createTask, finishedRuns } from '../../contract-tests/automations/support/e2e.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('a worker paused past the liveness bound mid-run, then resumed', function () {
  this.timeout(90_000);
  let certs: TestCertificates;
  let endpoint: HttpsReceiver;
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  const workers: ChildService[] = [];

  before(async () => {
    certs = await createTestCertificates();
    endpoint = await startHttpsReceiver(certs);
    slack = await startFakeSlack();
    smtp = await startSmtpServer();
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    for (const worker of workers) {
      try {
        process.kill(worker.pid, 'SIGCONT');
      } catch {
        // already gone
      }
      await worker.stop();
    }
    await server?.close();
    await Promise.all([endpoint?.close(), slack?.close(), smtp?.close()]);
    await certs?.remove();
  });
  afterEach(function () {
    if (this.currentTest?.state !== 'failed') return;
    workers.forEach((w, i) => console.error(`worker ${i + 1} (pid ${w.pid}) output, last 4 kB:\n${w.output().slice(-4000)}`));
  });

  const worker = async () => {
    const started = await startWorkerProcess({
      databaseUrl: server.connectionString,
      secretKey: TEST_SERVER_SECRET_KEY,
      env: { NODE_EXTRA_CA_CERTS: certs.caFile, SLACK_API_URL: slack.apiUrl, SLACK_BOT_TOKEN: slack.token, SMTP_URL: smtp.url },
    });
    workers.push(started);
    return started;
  };

  it('counts every side effect once: Slack, e-mail and task once, the in-flight call under one Idempotency-Key; the resumed worker acts no more', async () => {
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Paused');
    const project = await createProject(owner, workspaceId, 'Frozen');
    const channel = `#paused-${process.pid}`;
    const to = `paused-${process.pid}@example.com`;
    // The first call is held (longer than the pause), every later one is answered at once.
    endpoint.replyFor('/step', { delayMs: 30_000 });
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Four steps',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'Go' }] },
      actions: [
        { type: 'send_slack_message', config: { channel, message: 'step 1 for {{task.name}}' } },
        { type: 'call_webhook', config: { url: `${endpoint.url}/step`, body: '{"task":"{{task.id}}"}' } },
        { type: 'send_email', config: { to, subject: 'step 3', body: 'for {{task.name}}' } },
        { type: 'create_task', config: { name: 'Made by step 4' } },
      ],
    });
    await createTask(owner, project.id, 'Go');

    const held = await endpoint.waitFor((r) => r.path === '/step', 20_000);
    endpoint.replyFor('/step', { status: 200 });
    process.kill(first.pid, 'SIGSTOP');
    const second = await worker();

    const [run] = await finishedRuns(owner, automation.id, 1, 45_000);
    expect(run!.status, run!.error_message ?? '').to.equal('success');
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success', 'success']);

    process.kill(first.pid, 'SIGCONT');
    // It wakes inside the held call (its 10 s time-out long past), goes to save the step, and finds the run taken.
    await waitFor(() => (first.output().includes('another worker took this run over') ? true : undefined), {
      what: 'the resumed worker to notice it was replaced',
      timeoutMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(slack.callsTo(channel), 'Slack messages').to.have.length(1);
    expect(
      smtp.messages.filter((m) => m.to.includes(to)),
      'e-mails',
    ).to.have.length(1);
    const made = await server.knex('tasks').where({ project_id: project.id, name: 'Made by step 4' }).count({ n: '*' }).first();
    expect(Number(made!.n), 'tasks made by step 4').to.equal(1);
    const calls = endpoint.requestsTo('/step');
    expect(calls, 'the in-flight call, done again by the second worker').to.have.length(2);
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])), 'one Idempotency-Key for both').to.deep.equal(
      new Set([held.headers['idempotency-key']]),
    );
    expect(held.headers['idempotency-key']).to.equal(`${run!.id}.1`);
    const after = await finishedRuns(owner, automation.id, 1);
    expect(after[0]!.steps, 'the resumed worker changed nothing').to.deep.equal(run!.steps);
    expect(second.exited()).to.equal(undefined);
  });
});
