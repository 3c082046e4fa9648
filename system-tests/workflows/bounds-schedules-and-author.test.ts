/**
 * Issue 24, what only the database shows of workflows: the bound of 10,000 waiting runs per workspace
 * (10,000 waiting rows are written directly; a run that would wait past them fails at its wait, in
 * the words a dry run shows first), a scheduled workflow firing once per slot (its fire_schedule job
 * made due as in schedule-e2e, with two stray jobs for the same slot), and the author's access
 * checked again when a run resumes (the author demoted to viewer while it waited).
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { sleep } from '../../contract-tests/support/wait.ts';
import { createProject, createTask } from '../../contract-tests/automations/support/e2e.ts';
import { slackEnv } from '../../contract-tests/automations/support/e2e-service.ts';
import { createWorkflow, endedRuns, waitingRuns } from '../../contract-tests/workflows/support/workflows.ts';
import { makeHourlySlotDue } from '../automations/support/schedule-jobs.ts';
import { maxWaitingRuns, waitRefusal } from '../../server/modules/automations/engine/waiting-room.ts';

describe('workflow bounds, schedules and the author at resume', function () {
  this.timeout(60_000);
  let slack: FakeSlack;
  let server: TestServer;
  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer({ ...slackEnv(slack), WORKFLOW_MINUTE: '200ms' });
  });
  after(async () => {
    await server?.close();
    await slack?.close();
  });

  const slackStep = (channel: string, message = 'from {{project.name}}') =>
    ({ type: 'action', action: { type: 'send_slack_message', config: { channel, message } } }) as const;

  it(`a run that would wait past ${maxWaitingRuns.toLocaleString('en-US')} waiting runs fails at its wait, as the dry run says`, async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Full of waits');
    const project = await createProject(owner, workspaceId, 'Waits');
    const long = await createWorkflow(owner, {
      project_id: project.id,
      name: 'Waits long',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'long' }] },
      steps: [{ type: 'wait', minutes: 43_200 }, slackStep('#never')],
    });
    await createTask(owner, project.id, 'long');
    const [first] = await waitingRuns(owner, long.id);
    // The rest of the bound, as copies of the one waiting run.
    await server.knex.raw(
      `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, workflow_steps, header_secrets, steps,
         automation_chain, started_at, resume_at, next_step_at)
       select r.id || '_' || g, r.automation_id, r.workspace_id, r.status, r.trigger, r.actions, r.workflow_steps, r.header_secrets, r.steps,
         r.automation_chain, r.started_at, r.resume_at, r.next_step_at
       from automation_runs r, generate_series(1, ?) g where r.id = ?`,
      [maxWaitingRuns - 1, first!.id],
    );
    const full = await createWorkflow(owner, {
      project_id: project.id,
      name: 'Would wait',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'one more' }] },
      steps: [{ type: 'wait', minutes: 1 }, slackStep('#after')],
    });
    const tried = await owner.client.POST('/v1/workflows/{workflow_id}/test', { params: { path: { workflow_id: full.id } } });
    expect(tried.data!.data.steps[0]).to.deep.include({ type: 'wait', problem: waitRefusal });
    // An engine trusts its count of a workspace's waiting runs for a second (waiting-room.ts).
    await sleep(1_100);
    await createTask(owner, project.id, 'one more');
    const [run] = await endedRuns(owner, full.id);
    expect(run).to.include({ status: 'failed', error_message: `Step 1 (wait) failed: ${waitRefusal}` });
    expect(run!.steps.map((s) => [s.status, s.error])).to.deep.equal([
      ['failed', waitRefusal],
      ['skipped', null],
    ]);
    const waiting = await server.knex('automation_runs').where({ workspace_id: workspaceId, status: 'waiting' }).count({ n: '*' }).first();
    expect(Number(waiting!.n)).to.equal(maxWaitingRuns);
    // Deleting the workflow deletes its 10,000 waiting runs in one statement's time (retry_of is indexed).
    const deleted = await owner.client.DELETE('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: long.id } } });
    expect(deleted.response.status).to.equal(204);
    const left = await server.knex('automation_runs').where({ automation_id: long.id }).count({ n: '*' }).first();
    expect(Number(left!.n)).to.equal(0);
  });

  it('a scheduled workflow fires once per slot, and its condition reads its project as it is', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Scheduled workflow');
    const project = await createProject(owner, workspaceId, 'Weekly');
    const channel = `#scheduled-${process.pid}`;
    const workflow = await createWorkflow(owner, {
      project_id: project.id,
      name: 'Hourly check',
      type: 'scheduled',
      enabled: true,
      trigger: { schedule: '0 * * * *' },
      steps: [
        { type: 'condition', filters: [{ field: 'project.archived', operator: 'is', value: false }] },
        slackStep(channel, '{{project.name}} is live'),
      ],
    });
    await makeHourlySlotDue(server, workflow.id);
    const [run] = await endedRuns(owner, workflow.id);
    expect(run).to.deep.include({ status: 'success', trigger: { kind: 'schedule' } });
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success']);
    expect(slack.callsTo(channel).map((c) => c.body!.text)).to.deep.equal(['Weekly is live']);
    const runs = await server.knex('automation_runs').where({ automation_id: workflow.id }).count({ n: '*' }).first();
    expect(Number(runs!.n), 'one run for the slot, whatever the stray jobs').to.equal(1);
  });

  it("the author's access is checked again when a run resumes: a step the demoted author may not do fails", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Demoted author');
    const project = await createProject(owner, workspaceId, 'Tasks');
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const workflow = await createWorkflow(editor, {
      project_id: project.id,
      name: 'Follow up',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'needs follow-up' }] },
      steps: [
        { type: 'wait', minutes: 2 },
        { type: 'action', action: { type: 'create_task', config: { name: 'Follow up {{task.name}}' } } },
      ],
    });
    await createTask(owner, project.id, 'needs follow-up');
    await waitingRuns(owner, workflow.id);
    const demoted = await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: editor.memberId } },
      body: { role: 'viewer' },
    });
    expect(demoted.response.status).to.equal(200);
    const [run] = await endedRuns(owner, workflow.id, 1, 20_000);
    expect(run!.status).to.equal('failed');
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'failed']);
    const lacks = "create_task: the workflow's author lacks access to the target project";
    expect(run!.steps[1]!.error).to.equal(lacks);
    expect(run!.error_message).to.equal(`Step 2 (create_task) failed: ${lacks}`);
    const made = await server.knex('tasks').where({ project_id: project.id, name: 'Follow up needs follow-up' }).count({ n: '*' }).first();
    expect(Number(made!.n)).to.equal(0);
  });

  it('a waiting run whose author left fails when it would resume; its wait shows as ended, the rest skipped', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Author leaves');
    const project = await createProject(owner, workspaceId, 'Left');
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const workflow = await createWorkflow(editor, {
      project_id: project.id,
      name: 'Outlives its author',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'orphaned' }] },
      steps: [{ type: 'wait', minutes: 2 }, slackStep('#orphaned')],
    });
    await createTask(owner, project.id, 'orphaned');
    await waitingRuns(owner, workflow.id);
    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: editor.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    const [run] = await endedRuns(owner, workflow.id, 1, 20_000);
    expect(run).to.include({
      status: 'failed',
      error_message: "The workflow's author left the workspace; its remaining steps did not run.",
    });
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'skipped']);
    expect(slack.callsTo('#orphaned')).to.have.length(0);
  });
});
