/**
 * Issue 24: a dry run and a run of the same workflow agree step by step. The dry run is asked while
 * the run waits, for the same event (the latest task.created the caller may read), so its
 * conditions read the task as the run will when it resumes. Actions it finds no problem in succeed
 * having sent what it showed; a condition it finds met is `success`, one not met is `not_met` with
 * the rest `skipped`; a step it finds a problem in fails the run in its words.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { createProject, createTask, tasksOf } from '../automations/support/e2e.ts';
import { slackEnv } from '../automations/support/e2e-service.ts';
import { createWorkflow, endedRuns, waitingRuns, type WorkflowDryRun, type WorkflowRun, type WorkflowStep } from './support/workflows.ts';

/** The run's step statuses a dry run predicts: success up to the first problem or unmet condition, then failed / not_met, then skipped. */
function predicted(tried: WorkflowDryRun): string[] {
  const statuses: string[] = [];
  let ended = false;
  for (const step of tried.steps) {
    if (ended) {
      statuses.push('skipped');
      continue;
    }
    const status = step.problem !== null ? 'failed' : step.type === 'condition' && !step.met ? 'not_met' : 'success';
    statuses.push(status);
    ended = status !== 'success';
  }
  return statuses;
}

describe('a dry run and a run of the same workflow agree', function () {
  this.timeout(60_000);
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;

  before(async () => {
    slack = await startFakeSlack();
    smtp = await startSmtpServer();
    server = await startTestServer({ ...slackEnv(slack), SMTP_URL: smtp.url, WORKFLOW_MINUTE: '1s' });
    const fixture = await ownerWithWorkspace(server, 'Agree');
    owner = fixture.owner;
    projectId = (await createProject(owner, fixture.workspaceId, 'Agreement')).id;
  });
  after(async () => {
    await server?.close();
    await Promise.all([slack?.close(), smtp?.close()]);
  });

  async function dryRunWhileWaiting(tag: string, steps: WorkflowStep[]): Promise<{ tried: WorkflowDryRun; run: WorkflowRun }> {
    const workflow = await createWorkflow(owner, {
      project_id: projectId,
      name: `Agree ${tag}`,
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: `Go ${tag}` }] },
      steps,
    });
    await createTask(owner, projectId, `Go ${tag}`);
    await waitingRuns(owner, workflow.id);
    const { data, error } = await owner.client.POST('/v1/workflows/{workflow_id}/test', { params: { path: { workflow_id: workflow.id } } });
    if (!data) throw new Error(JSON.stringify(error));
    const [run] = await endedRuns(owner, workflow.id, 1, 20_000);
    return { tried: data.data, run: run! };
  }

  it('through a wait, a condition met, actions, and a condition not met', async () => {
    const tag = `met-${process.pid}`;
    const { tried, run } = await dryRunWhileWaiting(tag, [
      { type: 'wait', minutes: 2 },
      { type: 'condition', filters: [{ field: 'task.status', operator: 'is', value: 'open' }] },
      { type: 'action', action: { type: 'send_slack_message', config: { channel: `#${tag}`, message: 'Open: {{task.name}}' } } },
      { type: 'action', action: { type: 'create_task', config: { name: 'Follow up {{task.name}}' } } },
      { type: 'condition', match: 'any', filters: [{ field: 'task.name', operator: 'contains', value: 'never' }] },
      { type: 'action', action: { type: 'send_email', config: { to: `${tag}@example.com`, subject: 'never', body: 'sent' } } },
    ]);
    expect(tried.would_run, tried.reason).to.equal(true);
    expect(tried.event?.source).to.equal('latest');
    expect(run.steps.map((s) => s.status)).to.deep.equal(predicted(tried));
    expect(run.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success', 'success', 'not_met', 'skipped']);
    expect(run).to.include({ status: 'success', error_message: null });
    expect(tried.reason).to.equal(
      'A run would start and end at step 5 (condition), which is not met now; the later steps would be skipped.',
    );
    const wait = tried.steps[0]!;
    expect(wait).to.deep.include({ type: 'wait', minutes: 2, problem: null });
    const slackStep = tried.steps[2]!;
    if (slackStep.type !== 'send_slack_message') throw new Error('step 2 is the Slack message');
    expect(slack.callsTo(`#${tag}`).map((c) => c.body!.text)).to.deep.equal([slackStep.text]);
    const made = tried.steps[3]!;
    if (made.type !== 'create_task') throw new Error('step 3 creates a task');
    expect((await tasksOf(owner, projectId)).filter((t) => t.name === made.name)).to.have.length(1);
    expect(smtp.messages.filter((m) => m.rcptTo.includes(`${tag}@example.com`))).to.have.length(0);
  });

  it('a step the dry run finds a problem in fails the run with that problem', async () => {
    const tag = `fail-${process.pid}`;
    const { tried, run } = await dryRunWhileWaiting(tag, [
      { type: 'wait', minutes: 2 },
      { type: 'action', action: { type: 'send_email', config: { to: '{{task.name}}', subject: 's', body: 'b' } } },
      { type: 'action', action: { type: 'send_slack_message', config: { channel: `#${tag}`, message: 'never' } } },
    ]);
    expect(run.steps.map((s) => s.status)).to.deep.equal(predicted(tried));
    const failing = tried.steps[1]!;
    expect(failing.problem).to.be.a('string');
    expect(run.steps[1]!.error).to.equal(failing.problem);
    expect(run).to.include({ status: 'failed', error_message: `Step 2 (send_email) failed: ${failing.problem}` });
    // The dry run names the step by the number the run's error gives it.
    expect(tried.reason).to.equal(`A run would start, and step 2 (send_email) would fail: ${failing.problem}`);
    expect(slack.callsTo(`#${tag}`)).to.have.length(0);
  });
});
