/**
 * Issue 23, point 1: a dry run and a run of the same event agree on every step of every action type.
 * A run prepares each step as a dry run does and then performs it, so for each automation here the
 * dry run (given the event's data) and the run the event started must say the same: a step the dry
 * run finds a problem in fails the run with that problem, in the dry run's words, and skips the rest;
 * a step it finds none in succeeds, having sent or written what the dry run showed. The peers (an
 * HTTPS endpoint, a Slack-like API, an SMTP server) are real, on 127.0.0.1.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { createAutomation, createProject, createTask, finishedRuns, tasksOf, type Action, type AutomationRun } from './support/e2e.ts';
import { dryRun, setArchived } from './support/api.ts';
import { slackEnv } from './support/e2e-service.ts';

type DryRun = components['schemas']['AutomationDryRun'];

/** The dry run's verdict on each step, against the run's: the same up to the first problem, skipped after it. */
function expectAgreement(label: string, tried: DryRun, run: AutomationRun): void {
  expect(tried.would_run, `${label}: would_run (${tried.reason})`).to.equal(true);
  const failing = tried.steps.findIndex((s) => s.problem !== null);
  for (const [index, step] of tried.steps.entries()) {
    const ran = run.steps[index]!;
    if (failing === -1 || index < failing) expect(ran, `${label}: step ${index}`).to.include({ status: 'success', error: null });
    else if (index === failing) expect(ran, `${label}: step ${index}`).to.include({ status: 'failed', error: step.problem });
    else expect(ran.status, `${label}: step ${index}`).to.equal('skipped');
  }
  if (failing === -1) {
    expect(run, label).to.include({ status: 'success', error_message: null });
    expect(tried.reason).to.equal(`A run would start and perform its ${tried.steps.length} step${tried.steps.length === 1 ? '' : 's'}.`);
  } else {
    const step = tried.steps[failing]!;
    expect(run, label).to.include({ status: 'failed', error_message: `Step ${failing + 1} (${step.type}) failed: ${step.problem}` });
    expect(tried.reason, `${label}: the same step number as the run's error`).to.equal(
      `A run would start, and step ${failing + 1} (${step.type}) would fail: ${step.problem}`,
    );
  }
}

describe('a dry run and a run of the same event agree', function () {
  this.timeout(60_000);
  let certs: TestCertificates;
  let endpoint: HttpsReceiver;
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;

  before(async () => {
    certs = await createTestCertificates();
    endpoint = await startHttpsReceiver(certs);
    slack = await startFakeSlack();
    smtp = await startSmtpServer();
    server = await startTestServer({ ...slackEnv(slack), SMTP_URL: smtp.url }, { caFile: certs.caFile });
  });
  after(async () => {
    await server?.close();
    await Promise.all([endpoint?.close(), slack?.close(), smtp?.close()]);
    await certs?.remove();
  });

  it('on every step of every action type: what it would send or write, and the problem that fails it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Agree');
    const project = await createProject(owner, workspaceId, 'Agreement');
    const closed = await createProject(owner, workspaceId, 'Closed later');
    const doomed = await createTask(owner, project.id, 'Deleted before the event');
    const tag = `${process.pid}-${Date.now()}`;
    const trigger = { event: 'task.created' as const, filters: [{ field: 'task.name', operator: 'is' as const, value: `Go ${tag}` }] };
    const make = (name: string, actions: Action[]) =>
      createAutomation(owner, { project_id: project.id, name, type: 'event', trigger, actions });

    const everyType = await make('Every type succeeds', [
      { type: 'send_slack_message', config: { channel: `#agree-${tag}`, message: 'Slack: {{task.name}} in {{project.name}}' } },
      { type: 'send_email', config: { to: `agree-${tag}@example.com`, subject: 'Mail: {{task.name}}', body: 'Body of {{task.id}}' } },
      { type: 'create_task', config: { name: 'Made for {{task.name}}', description: 'From {{task.id}}' } },
      { type: 'update_task', config: { name: 'Renamed {{task.name}}', status: 'completed' } },
      { type: 'call_webhook', config: { url: `${endpoint.url}/agree/{{task.id}}`, body: '{"name":"{{task.name}}"}' } },
    ]);
    const failures: Array<[string, Action[]]> = [
      ['an e-mail to a name', [{ type: 'send_email', config: { to: '{{task.name}}', subject: 's', body: 'b' } }]],
      [
        'a task into a project archived since',
        [
          { type: 'send_slack_message', config: { channel: `#archived-${tag}`, message: 'before the failing step' } },
          { type: 'create_task', config: { name: 'Never made', project_id: closed.id } },
          { type: 'send_email', config: { to: `never-${tag}@example.com`, subject: 'never', body: 'sent' } },
        ],
      ],
      ['an update of a task deleted since', [{ type: 'update_task', config: { task_id: doomed.id, status: 'completed' } }]],
      [
        'an update naming a member who is no assignee',
        [{ type: 'update_task', config: { assignee_member_id: 'mem_notamember0000000000' } }],
      ],
      ['a webhook URL past its bound', [{ type: 'call_webhook', config: { url: `${endpoint.url}/long/{{task.description}}` } }]],
      ['a webhook URL that is no URL', [{ type: 'call_webhook', config: { url: 'https://{{task.description}}' } }]],
    ];
    const failing = [];
    for (const [name, actions] of failures) failing.push({ name, automation: await make(name, actions) });
    await setArchived(owner, closed.id, true);
    const { error } = await owner.client.DELETE('/v1/tasks/{task_id}', { params: { path: { task_id: doomed.id } } });
    expect(error).to.equal(undefined);

    const task = await createTask(owner, project.id, `Go ${tag}`, { description: 'x'.repeat(9_000) });
    const data = { project_id: project.id, task };
    const tryWith = async (automationId: string) => (await dryRun(owner, automationId, { event_type: 'task.created', data })).data!.data;

    // Every action type succeeding: the run did what the dry run showed.
    const tried = await tryWith(everyType.id);
    const [run] = await finishedRuns(owner, everyType.id, 1, 20_000);
    expectAgreement('every type', tried, run!);
    const [slackStep, mailStep, createStep, updateStep, callStep] = tried.steps;
    expect(slack.callsTo(`#agree-${tag}`).map((c) => c.body?.text)).to.deep.equal([(slackStep as { text: string }).text]);
    const mail = smtp.messages.filter((m) => m.rcptTo.includes(`agree-${tag}@example.com`));
    expect(mail.map((m) => [m.subject, m.text.trim()])).to.deep.equal([
      [(mailStep as { subject: string }).subject, (mailStep as { body: string }).body],
    ]);
    const tasks = await tasksOf(owner, project.id);
    const made = tasks.find((t) => t.name === (createStep as { name: string }).name);
    expect(made, 'the task create_task showed').to.include({ description: (createStep as { description: string }).description });
    expect(tasks.find((t) => t.id === task.id)).to.include({ name: (updateStep as { name: string }).name, status: 'completed' });
    const [called] = endpoint.requestsTo(`/agree/${task.id}`);
    expect(`${endpoint.url}${called!.path}`).to.equal((callStep as { url: string }).url);
    expect(called!.body).to.equal((callStep as { body: string }).body);

    // Each failure a dry run foresees is the failure the run records, at the same step.
    for (const { name, automation } of failing) {
      const [failed] = await finishedRuns(owner, automation.id, 1, 20_000);
      expectAgreement(name, await tryWith(automation.id), failed!);
    }
    expect(slack.callsTo(`#archived-${tag}`), 'the step before the failing one ran').to.have.length(1);
    expect(
      smtp.messages.filter((m) => m.rcptTo.includes(`never-${tag}@example.com`)),
      'the step after it did not',
    ).to.have.length(0);
  });

  it('on whether a run starts at all: a disabled automation and filters that do not match start none, and say so', async () => {
    const owner: TestUser = (await ownerWithWorkspace(server, 'Agree on start')).owner;
    const workspaceId = (await owner.client.GET('/v1/workspaces')).data!.data[0]!.id;
    const project = await createProject(owner, workspaceId, 'Starts');
    const tag = `${process.pid}-${Date.now()}`;
    const slackStep: Action = { type: 'send_slack_message', config: { channel: `#start-${tag}`, message: '{{task.name}}' } };
    const disabled = await createAutomation(owner, {
      project_id: project.id,
      name: 'Disabled',
      type: 'event',
      enabled: false,
      trigger: { event: 'task.created' },
      actions: [slackStep],
    });
    const unmatched = await createAutomation(owner, {
      project_id: project.id,
      name: 'Other names',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'Something else' }] },
      actions: [slackStep],
    });
    const witness = await createAutomation(owner, {
      project_id: project.id,
      name: 'Witness',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_slack_message', config: { channel: `#witness-${tag}`, message: '{{task.name}}' } }],
    });
    const task = await createTask(owner, project.id, `Start ${tag}`);
    await finishedRuns(owner, witness.id, 1, 20_000);
    const data = { project_id: project.id, task };
    for (const automation of [disabled, unmatched]) {
      const tried = (await dryRun(owner, automation.id, { event_type: 'task.created', data })).data!.data;
      expect(tried.would_run, tried.reason).to.equal(false);
      const { data: runs } = await owner.client.GET('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id } },
      });
      expect(runs!.data, `${automation.name}: no run`).to.have.length(0);
    }
    expect(slack.callsTo(`#start-${tag}`)).to.have.length(0);
  });
});
