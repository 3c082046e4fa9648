import { expect } from 'chai';
import type { TestServer } from '../support/server.ts';
import type { FakeSlack } from '../support/slack.ts';
import type { TestSmtpServer } from '../support/smtp.ts';
import { createAutomation, createTask, expectSuccessfulRun, finishedRuns, inOrder } from './support/e2e.ts';
import { useServiceWithSlackAndMail, workspaceWithProject } from './support/e2e-service.ts';

// The real service (API, worker, dispatcher) with its Slack API pointed at a fake Slack Web API and
// its mail at a real SMTP server, both on 127.0.0.1. Every scenario goes through the API: create an
// event automation, create a task, wait for the run; then check what the peer received and what the
// run recorded. The scenarios that also read the events a run writes are
// system-tests/automations/actions-e2e.test.ts.
describe('automation actions end to end (Slack and SMTP peers on 127.0.0.1)', () => {
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  useServiceWithSlackAndMail('Acme Automations <automations@example.test>', (started) => ({ slack, smtp, server } = started));

  const setUp = () => workspaceWithProject(server, { workspace: 'Acme', project: 'Website' });

  describe('send_slack_message', () => {
    it('fails the run when Slack answers HTTP 500', async () => {
      const ws = await setUp();
      const channel = `#down-${ws.tag}`;
      slack.replyFor(channel, { status: 500, body: '<html>Internal Server Error</html>' });
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Slack is down',
        type: 'event',
        trigger: { event: 'task.created' },
        actions: [{ type: 'send_slack_message', config: { channel, message: 'Hello' } }],
      });
      await createTask(ws.owner, ws.projectId, 'Trigger');
      const [run] = await finishedRuns(ws.owner, automation.id);

      expect(slack.callsTo(channel)).to.have.length(1);
      expect(run!.status).to.equal('failed');
      expect(run!.error_message).to.equal('Step 1 (send_slack_message) failed: send_slack_message: Slack answered 500');
      expect(run!.steps[0]).to.include({ status: 'failed', error: 'send_slack_message: Slack answered 500' });
    });
  });

  describe('send_email', () => {
    it('sends the rendered mail over SMTP (envelope, To, From, subject, body) and records a successful run', async () => {
      const ws = await setUp();
      const to = `ops-${ws.tag}@example.test`;
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Mail the team',
        type: 'event',
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is_not_empty' }] },
        actions: [
          {
            type: 'send_email',
            config: {
              to,
              subject: '[{{workspace.name}}] New task: {{task.name}}',
              body: '{{actor.name}} created “{{task.name}}” in {{project.name}}.\nTask: {{task.id}}\nDescription: {{task.description}}',
            },
          },
        ],
      });
      const task = await createTask(ws.owner, ws.projectId, 'Renew the TLS certificate', { description: 'Expires in 14 days' });

      const mail = await smtp.waitFor((m) => m.rcptTo.includes(to));
      expect(mail.rcptTo).to.deep.equal([to]);
      expect(mail.mailFrom).to.equal('automations@example.test');
      expect(mail.to).to.equal(to);
      expect(mail.from).to.equal('Acme Automations <automations@example.test>');
      expect(mail.subject).to.equal(`[${ws.workspaceName}] New task: Renew the TLS certificate`);
      expect(mail.text).to.equal(
        `${ws.owner.name} created “Renew the TLS certificate” in ${ws.projectName}.\nTask: ${task.id}\nDescription: Expires in 14 days`,
      );

      const [run] = await finishedRuns(ws.owner, automation.id);
      expectSuccessfulRun(run!, ['send_email']);
    });
  });

  it('runs the actions in order: each peer is called only after the step before it finished', async () => {
    const ws = await setUp();
    const first = `#first-${ws.tag}`;
    const third = `#third-${ws.tag}`;
    const to = `second-${ws.tag}@example.test`;
    // Slack takes 300 ms to answer the first message: a step that did not wait for it would mail earlier.
    slack.replyFor(first, { delayMs: 300 });
    const automation = await createAutomation(ws.owner, {
      project_id: ws.projectId,
      name: 'Three steps',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [
        { type: 'send_slack_message', config: { channel: first, message: '1: {{task.name}}' } },
        { type: 'send_email', config: { to, subject: '2: {{task.name}}', body: 'second' } },
        { type: 'send_slack_message', config: { channel: third, message: '3: {{task.name}}' } },
      ],
    });
    await createTask(ws.owner, ws.projectId, 'Ordered');
    const [run] = await finishedRuns(ws.owner, automation.id);
    expectSuccessfulRun(run!, ['send_slack_message', 'send_email', 'send_slack_message']);

    const one = slack.callsTo(first)[0]!;
    const two = smtp.messages.find((m) => m.rcptTo.includes(to))!;
    const three = slack.callsTo(third)[0]!;
    expect(two.subject).to.equal('2: Ordered');
    expect(two.receivedAt - one.receivedAt, 'the mail came after Slack answered the first message').to.be.at.least(300);
    expect(three.receivedAt).to.be.at.least(two.receivedAt);
    const [s1, s2, s3] = run!.steps;
    expect(Date.parse(s1!.completed_at!) - Date.parse(s1!.started_at!)).to.be.at.least(300);
    expect(inOrder(s1!.completed_at, s2!.started_at, s2!.completed_at, s3!.started_at)).to.equal(true);
  });
});
