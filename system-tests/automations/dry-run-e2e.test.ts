/**
 * Issue 13, point 5: `POST /v1/automations/{automation_id}/test` renders what each action would send
 * and where, with the real peers listening (HTTPS receiver, Slack-like peer, SMTP): a dry run reaches
 * none of them, writes nothing and counts no run; the run that follows sends what it showed.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../../contract-tests/support/smtp.ts';
import { startReceiver, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { dryRun } from '../../contract-tests/automations/support/api.ts';
import { createAutomation, createProject, createTask, finishedRuns, runsOf } from '../../contract-tests/automations/support/e2e.ts';

type DryRunStep = components['schemas']['DryRunStep'];

const stepOf = <T extends DryRunStep['type']>(steps: DryRunStep[], type: T) =>
  steps.find((s) => s.type === type) as Extract<DryRunStep, { type: T }>;

describe('dry runs with the real peers listening', () => {
  let certificates: TestCertificates;
  let receiver: Receiver;
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret: 'unused-by-call-webhook' });
    slack = await startFakeSlack();
    smtp = await startSmtpServer();
    server = await startTestServer(
      {
        SLACK_API_URL: slack.apiUrl,
        SLACK_BOT_TOKEN: slack.token,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Acme <automations@example.test>',
      },
      { caFile: certificates.caFile },
    );
  });
  after(async () => {
    await server?.close();
    await smtp?.close();
    await slack?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  it('renders every action and reaches no peer, writes nothing and counts no run; the real run then sends what it showed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Dry Co');
    const project = await createProject(owner, workspaceId, 'Website');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Launch tasks everywhere',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'launch' }] },
      actions: [
        {
          type: 'send_slack_message',
          config: { channel: '#launch', message: '{{actor.name}} added {{task.name}} to {{project.name}}{{task.nope}}' },
        },
        { type: 'send_email', config: { to: owner.email, subject: 'New: {{task.name}}', body: 'In {{workspace.name}}: {{task.name}}' } },
        { type: 'create_task', config: { name: 'Follow up on {{task.name}}', description: 'from {{automation.name}}' } },
        {
          type: 'call_webhook',
          config: { url: receiver.url('/hook'), headers: { 'X-Shop-Token': 'tok_live_secret' }, body: '{"task":"{{task.name}}"}' },
        },
      ],
    });
    const tasksBefore = await server.knex('tasks').where({ project_id: project.id }).count({ n: '*' }).first();

    const given = await dryRun(owner, automation.id, {
      data: { task: { name: 'Plan the "launch"' }, actor: { type: 'user', id: null, name: 'Grace' } },
    });
    expect(given.response.status).to.equal(200);
    const tried = given.data!.data;
    expect(tried).to.include({ automation_id: automation.id, would_run: true, reason: 'A run would start and perform its 4 steps.' });
    expect(tried.event).to.include({ source: 'request', id: null, type: 'task.created', created_at: null });
    expect(tried.trigger).to.deep.equal({ matched: true, reason: "A task.created event in this automation's project starts it." });
    expect(tried.filters).to.deep.equal([
      {
        index: 0,
        field: 'task.name',
        operator: 'contains',
        value: 'launch',
        actual: 'Plan the "launch"',
        matched: true,
        reason: 'task.name is "Plan the \\"launch\\"", which contains "launch"',
      },
    ]);
    expect(tried.steps.map((s) => [s.index, s.type, s.problem])).to.deep.equal([
      [0, 'send_slack_message', null],
      [1, 'send_email', null],
      [2, 'create_task', null],
      [3, 'call_webhook', null],
    ]);
    expect(stepOf(tried.steps, 'send_slack_message')).to.include({ channel: '#launch', text: 'Grace added Plan the "launch" to Website' });
    expect(stepOf(tried.steps, 'send_slack_message').unresolved).to.deep.equal(['task.nope']);
    expect(stepOf(tried.steps, 'send_email')).to.include({
      to: owner.email,
      subject: 'New: Plan the "launch"',
      body: 'In Dry Co: Plan the "launch"',
    });
    expect(stepOf(tried.steps, 'create_task')).to.include({
      project_id: project.id,
      name: 'Follow up on Plan the "launch"',
      description: 'from Launch tasks everywhere',
      assignee_member_id: null,
    });
    const call = stepOf(tried.steps, 'call_webhook');
    expect(call).to.include({ method: 'POST', url: receiver.url('/hook'), body: '{"task":"Plan the \\"launch\\""}' });
    // The header's value is a secret: a dry run shows its name only.
    expect(call.headers).to.deep.equal({ 'x-shop-token': '********', 'content-type': 'application/json' });
    expect(JSON.stringify(given.data)).to.not.contain('tok_live_secret');

    // Performing nothing: no peer heard of it, no task, run, run event or counted run exists.
    expect(slack.calls).to.have.length(0);
    expect(smtp.messages).to.have.length(0);
    expect(receiver.requests).to.have.length(0);
    expect(await runsOf(owner, automation.id)).to.deep.equal([]);
    expect(await server.knex('tasks').where({ project_id: project.id }).count({ n: '*' }).first()).to.deep.equal(tasksBefore);
    const runEvents = await server
      .knex('events')
      .where({ workspace_id: workspaceId })
      .whereLike('type', 'automation.run.%')
      .count({ n: '*' })
      .first();
    expect(Number(runEvents!.n)).to.equal(0);
    expect(await server.knex('workspace_run_usage').where({ workspace_id: workspaceId }).first()).to.equal(undefined);

    // The real event, then a dry run without a body: it tries that latest event, and predicts the run.
    const task = await createTask(owner, project.id, 'Write the launch post');
    const [run] = await finishedRuns(owner, automation.id, 1);
    expect(run!.status).to.equal('success');
    const latest = (await dryRun(owner, automation.id)).data!.data;
    expect(latest.event).to.include({ source: 'latest', type: 'task.created' });
    expect(latest.event!.id).to.match(/^evt_/);
    expect((latest.event!.data.task as { id: string }).id).to.equal(task.id);
    expect(latest.would_run).to.equal(true);
    expect(slack.callsTo('#launch').map((c) => c.body!.text)).to.deep.equal([stepOf(latest.steps, 'send_slack_message').text]);
    expect(smtp.messages.map((m) => [m.subject, m.text.trim()])).to.deep.equal([
      [stepOf(latest.steps, 'send_email').subject, stepOf(latest.steps, 'send_email').body],
    ]);
    expect(receiver.requestsTo('/hook').map((r) => [r.rawBody.toString('utf8'), r.headers['x-shop-token']])).to.deep.equal([
      [stepOf(latest.steps, 'call_webhook').body, 'tok_live_secret'],
    ]);
    const followUp = await server
      .knex('tasks')
      .where({ project_id: project.id, name: stepOf(latest.steps, 'create_task').name })
      .first();
    expect(followUp, 'the run created the task the dry run named').to.not.equal(undefined);
    // Still only the one run: the dry runs started none.
    expect(await runsOf(owner, automation.id)).to.have.length(1);
  });
});
