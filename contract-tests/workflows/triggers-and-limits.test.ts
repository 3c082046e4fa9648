/**
 * Issue 24, point 3: workflows fire and are bounded as automations are. project.created starts the
 * enabled workflows of every non-archived project whose author may see the new project; the loop
 * guard follows automations and workflows together; their runs share the plan's monthly limit; a
 * workflow whose author left starts no run.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { createAutomation, createProject, createTask, runsOf, runsSettled } from '../automations/support/e2e.ts';
import { setArchived } from '../automations/support/api.ts';
import { slackEnv } from '../automations/support/e2e-service.ts';
import { waitFor } from '../support/wait.ts';
import { createWorkflow, endedRuns, workflowRuns, type CreateWorkflow } from './support/workflows.ts';

const slackStep = (channel: string) =>
  ({ type: 'action', action: { type: 'send_slack_message', config: { channel, message: '{{project.name}}' } } }) as const;

describe('workflow triggers and limits, as automations have them', function () {
  this.timeout(60_000);
  let slack: FakeSlack;
  let server: TestServer;

  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer({ ...slackEnv(slack), WORKFLOW_MINUTE: '100ms' });
  });
  after(async () => {
    await server?.close();
    await slack?.close();
  });

  const onEvent = (projectId: string, name: string, trigger: CreateWorkflow['trigger'], steps: CreateWorkflow['steps']): CreateWorkflow =>
    ({ project_id: projectId, name, type: 'event', enabled: true, trigger, steps }) as CreateWorkflow;

  it("project.created starts the enabled workflows of every non-archived project, within each author's sight", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Projects');
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const [live, closed, other] = await Promise.all(['Live', 'Closed', 'Other'].map((n) => createProject(owner, workspaceId, n)));
    const trigger = { event: 'project.created' as const };
    const fires = await createWorkflow(owner, onEvent(live!.id, 'Fires', trigger, [slackStep('#fires')]));
    const alsoFires = await createWorkflow(editor, onEvent(other!.id, 'By an editor', trigger, [slackStep('#editor')]));
    const disabled = await createWorkflow(owner, { ...onEvent(other!.id, 'Disabled', trigger, [slackStep('#off')]), enabled: false });
    const archived = await createWorkflow(owner, onEvent(closed!.id, 'Archived', trigger, [slackStep('#archived')]));
    await setArchived(owner, closed!.id, true);

    await createProject(owner, workspaceId, 'Shared new');
    await createProject(owner, workspaceId, 'Private new', 'private');
    const [shared] = await endedRuns(owner, fires.id, 2);
    expect(shared!.status).to.equal('success');
    // The editor's workflow sees only the shared project: one run, for it.
    await waitFor(async () => (await workflowRuns(editor, alsoFires.id)).length === 1, { what: "the editor's workflow's run" });
    await runsSettled(owner, workspaceId);
    expect(await workflowRuns(editor, alsoFires.id)).to.have.length(1);
    expect(slack.callsTo('#editor').map((c) => c.body!.text)).to.deep.equal(['Shared new']);
    expect(await workflowRuns(owner, disabled.id)).to.have.length(0);
    expect(await workflowRuns(owner, archived.id)).to.have.length(0);
  });

  it('the loop guard follows automations and workflows together', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Loops');
    const project = await createProject(owner, workspaceId, 'Loop');
    const trigger = { event: 'task.created' as const };
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Automation makes a task',
      type: 'event',
      trigger,
      actions: [{ type: 'create_task', config: { name: 'by the automation' } }],
    });
    const workflow = await createWorkflow(
      owner,
      onEvent(project.id, 'Workflow makes a task', trigger, [
        { type: 'action', action: { type: 'create_task', config: { name: 'by the workflow' } } },
      ]),
    );
    await createTask(owner, project.id, 'by a person');
    await waitFor(async () => (await workflowRuns(owner, workflow.id)).length >= 2 && (await runsOf(owner, automation.id)).length >= 2, {
      what: 'both to run twice',
    });
    await runsSettled(owner, workspaceId);
    // Each ran for the person's task and for the other's task; neither for its own, nor for a task of a chain it is in.
    expect(await workflowRuns(owner, workflow.id)).to.have.length(2);
    expect(await runsOf(owner, automation.id)).to.have.length(2);
  });

  it("runs count against the plan's monthly limit together with automation runs", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Limits');
    const project = await createProject(owner, workspaceId, 'Counted');
    const trigger = { event: 'task.created' as const };
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Counted automation',
      type: 'event',
      trigger,
      actions: [{ type: 'send_slack_message', config: { channel: '#counted', message: 'a' } }],
    });
    const workflow = await createWorkflow(owner, onEvent(project.id, 'Counted workflow', trigger, [slackStep('#counted-wf')]));
    for (let i = 0; i < 50; i++) await createTask(owner, project.id, `Task ${i}`);
    await endedRuns(owner, workflow.id, 50, 30_000);
    await runsSettled(owner, workspaceId);
    const usage = async () => {
      const { data } = await owner.client.GET('/v1/workspaces/{workspace_id}/usage', { params: { path: { workspace_id: workspaceId } } });
      return data!.data;
    };
    expect(await usage()).to.include({ runs_used: 100, runs_limit: 100 });
    await createTask(owner, project.id, 'Past the limit');
    await runsSettled(owner, workspaceId);
    expect(await workflowRuns(owner, workflow.id)).to.have.length(50);
    expect(await runsOf(owner, automation.id)).to.have.length(50);
  });

  it('a workflow whose author left starts no run', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Departed');
    const project = await createProject(owner, workspaceId, 'Left behind');
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const workflow = await createWorkflow(editor, onEvent(project.id, 'Orphan', { event: 'task.created' }, [slackStep('#orphan')]));
    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: editor.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    await createTask(owner, project.id, 'Nobody acts');
    await runsSettled(owner, workspaceId);
    expect(await workflowRuns(owner, workflow.id)).to.have.length(0);
    const { data } = await owner.client.GET('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: workflow.id } } });
    expect(data!.data).to.deep.include({ enabled: true, author: { member_id: editor.memberId, name: data!.data.author.name } });
  });
});
