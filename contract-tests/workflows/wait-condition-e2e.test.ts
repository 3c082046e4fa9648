/**
 * Issue 24, point 4: "task created → wait → condition task.status is open → send_slack_message", with
 * real peers on 127.0.0.1 (an HTTPS receiver, a Slack-like API, an SMTP server). A wait lasts
 * WORKFLOW_MINUTE per minute (300 ms here), never a real minute. Left open, the task's reminder
 * arrives after the wait; completed during the wait, the condition reads the task again, is
 * `not_met`, and nothing after it is sent.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { sleep } from '../support/wait.ts';
import { createProject, createTask } from '../automations/support/e2e.ts';
import { slackEnv } from '../automations/support/e2e-service.ts';
import { createWorkflow, endedRuns, waitingRuns, type Workflow } from './support/workflows.ts';

const minuteMs = 300;

describe('a workflow that waits and re-checks (task created → wait → condition → Slack)', function () {
  this.timeout(60_000);
  let certs: TestCertificates;
  let endpoint: HttpsReceiver;
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;

  before(async () => {
    certs = await createTestCertificates();
    endpoint = await startHttpsReceiver(certs);
    slack = await startFakeSlack();
    smtp = await startSmtpServer();
    server = await startTestServer({ ...slackEnv(slack), SMTP_URL: smtp.url, WORKFLOW_MINUTE: `${minuteMs}ms` }, { caFile: certs.caFile });
    const fixture = await ownerWithWorkspace(server, 'Workflows');
    owner = fixture.owner;
    projectId = (await createProject(owner, fixture.workspaceId, 'Reminders')).id;
  });
  after(async () => {
    await server?.close();
    await Promise.all([endpoint?.close(), slack?.close(), smtp?.close()]);
    await certs?.remove();
  });

  /** The workflow under test, enabled: a webhook and a mail when the task is made, then wait 5 minutes and remind if still open. */
  async function reminder(tag: string): Promise<Workflow> {
    const workflow = await createWorkflow(owner, {
      project_id: projectId,
      name: `Remind ${tag}`,
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: tag }] },
      steps: [
        {
          type: 'action',
          action: { type: 'call_webhook', config: { url: `${endpoint.url}/made/${tag}`, body: '{"task":"{{task.id}}"}' } },
        },
        { type: 'action', action: { type: 'send_email', config: { to: `${tag}@example.com`, subject: 'Made {{task.name}}', body: 'ok' } } },
        { type: 'wait', minutes: 5 },
        { type: 'condition', filters: [{ field: 'task.status', operator: 'is', value: 'open' }] },
        { type: 'action', action: { type: 'send_slack_message', config: { channel: `#${tag}`, message: 'Still open: {{task.name}}' } } },
      ],
    });
    expect(workflow.enabled).to.equal(true);
    return workflow;
  }

  it('left open, reminds after the wait', async () => {
    const tag = `open-${process.pid}`;
    const workflow = await reminder(tag);
    const task = await createTask(owner, projectId, `Write ${tag}`);
    const [waiting] = await waitingRuns(owner, workflow.id);
    expect(waiting!.resume_at).to.be.a('string');
    expect(waiting!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'waiting', 'pending', 'pending']);
    expect(waiting!.steps[2]!.resume_at).to.equal(waiting!.resume_at);
    expect(endpoint.requestsTo(`/made/${tag}`), 'the webhook before the wait').to.have.length(1);
    expect((await smtp.waitFor((m) => m.subject === `Made Write ${tag}`, 10_000)).subject).to.equal(`Made Write ${tag}`);
    expect(slack.callsTo(`#${tag}`), 'nothing before the wait ends').to.have.length(0);

    const [run] = await endedRuns(owner, workflow.id);
    expect(run, run!.error_message ?? '').to.include({ status: 'success', error_message: null, resume_at: null });
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success', 'success', 'success']);
    const [call] = slack.callsTo(`#${tag}`);
    expect(call!.body!.text).to.equal(`Still open: ${task.name}`);
    expect(call!.receivedAt, 'the reminder comes after the wait').to.be.at.least(Date.parse(waiting!.resume_at!));
    expect(Date.parse(waiting!.resume_at!) - Date.parse(waiting!.steps[2]!.started_at!)).to.equal(5 * minuteMs);
  });

  it('completed during the wait, the condition is not met and nothing more is sent', async () => {
    const tag = `done-${process.pid}`;
    const workflow = await reminder(tag);
    const task = await createTask(owner, projectId, `Close ${tag}`);
    await waitingRuns(owner, workflow.id);
    const { response } = await owner.client.PATCH('/v1/tasks/{task_id}', {
      params: { path: { task_id: task.id } },
      body: { status: 'completed' },
    });
    expect(response.status).to.equal(200);

    const [run] = await endedRuns(owner, workflow.id);
    expect(run, run!.error_message ?? '').to.include({ status: 'success', error_message: null });
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success', 'not_met', 'skipped']);
    expect(run!.steps[3]!.error).to.equal(null);
    await sleep(2 * minuteMs);
    expect(slack.callsTo(`#${tag}`), 'no reminder for a completed task').to.have.length(0);
  });
});
