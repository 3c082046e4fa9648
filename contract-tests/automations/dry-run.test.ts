/**
 * Issue 13, point 5: what a dry run (`POST /v1/automations/{automation_id}/test`) says about the
 * trigger, each filter and each step, where its event comes from (the request, the latest one the
 * caller may read, a sample from the schema) and what would stop a run. What the filters say and
 * what a dry run refuses, each shown to write nothing, are system-tests/automations/dry-run-writes-nothing.test.ts.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask } from '../projects/support/projects.ts';
import {
  createAutomation,
  dryRun,
  emailAction,
  eventBody,
  expectMatchesSchema,
  patchAutomation,
  setArchived,
  startRun,
} from './support/api.ts';

type DryRunStep = components['schemas']['DryRunStep'];

/** Changes a member's role through the API (fails the test if it cannot). */
async function setRole(owner: TestUser, workspaceId: string, memberId: string, role: 'admin' | 'editor'): Promise<void> {
  const { error } = await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
    params: { path: { workspace_id: workspaceId, member_id: memberId } },
    body: { role },
  });
  if (error) throw new Error(`setup: could not make ${memberId} ${role}: ${JSON.stringify(error)}`);
}
const problems = (steps: DryRunStep[]) => steps.map((s) => s.problem);

describe('dry runs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('without a body tries a sample built from the event type’s schema, grounded in the workspace, the project and the caller', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Sampled');
    const project = await createProject(owner, workspaceId, { name: 'Samples' });
    const automation = await createAutomation(
      owner,
      eventBody(project.id, {
        trigger: { event: 'member.joined' },
        actions: [
          { type: 'send_slack_message', config: { channel: '#team', message: '{{member.name}} joined {{workspace.name}} ({{run.id}})' } },
        ],
      }),
    );
    const tried = (await dryRun(owner, automation.id)).data!.data;
    expect(tried.event).to.include({ source: 'sample', id: null, type: 'member.joined', created_at: null });
    const data = tried.event!.data as { workspace_id: string; actor: unknown; member: { name: string } };
    expectMatchesSchema('MemberEventData', data);
    expect(data.workspace_id).to.equal(workspaceId);
    expect(data.actor).to.deep.equal({ type: 'user', id: owner.userId, name: owner.name });
    expect(tried.trigger).to.deep.equal({ matched: true, reason: 'A member.joined event anywhere in its workspace starts it.' });
    const [step] = tried.steps;
    // A dry run makes no run: {{run.id}} renders empty, and says so.
    expect(step).to.include({ type: 'send_slack_message', channel: '#team', text: `${data.member.name} joined Sampled ()` });
    expect(step!.unresolved).to.deep.equal(['run.id']);
    // The test server has no Slack token: the step says what a run would meet.
    expect(step!.problem).to.equal('send_slack_message: SLACK_BOT_TOKEN is not configured on the service');
    expect(tried).to.include({
      would_run: true,
      reason:
        'A run would start, and step 1 (send_slack_message) would fail: send_slack_message: SLACK_BOT_TOKEN is not configured on the service',
    });
  });

  it('shows a caller only what they may read: a viewer gets a sample instead of an invitee’s address, and a hidden task reads as missing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Invites', visibility: 'shared' });
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const automation = await createAutomation(
      owner,
      eventBody(project.id, { trigger: { event: 'member.invited' }, actions: [emailAction('{{invitation.email}}')] }),
    );
    const invitee = `invitee-${workspaceId}@example.test`;
    const invited = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: workspaceId } },
      body: { email: invitee, role: 'editor' },
    });
    expect(invited.response.status).to.equal(201);

    const asOwner = (await dryRun(owner, automation.id)).data!.data;
    expect(asOwner.event).to.include({ source: 'latest' });
    expect(asOwner.event!.id).to.match(/^evt_/);
    expect(asOwner.steps[0]).to.include({ type: 'send_email', to: invitee, problem: null });
    expect(asOwner.would_run).to.equal(true);

    const asViewer = await dryRun(viewer, automation.id);
    expect(asViewer.response.status).to.equal(200);
    expect(asViewer.data!.data.event).to.include({ source: 'sample' });
    expect(JSON.stringify(asViewer.data)).to.not.contain(invitee);

    // Given data cannot probe what the caller cannot see: a task of a private project reads as missing.
    const secret = await createProject(owner, workspaceId, { name: 'Secret', visibility: 'private' });
    const hidden = await createTask(owner, secret.id, { name: 'Hidden' });
    const closer = await createAutomation(
      owner,
      eventBody(project.id, { actions: [{ type: 'update_task', config: { status: 'completed' } }] }),
    );
    const probe = { data: { task: { id: hidden.id } } };
    expect((await dryRun(owner, closer.id, probe)).data!.data.steps[0]).to.include({ task_id: hidden.id, problem: null });
    const probed = (await dryRun(viewer, closer.id, probe)).data!.data.steps[0];
    const missing = (await dryRun(viewer, closer.id, { data: { task: { id: 'task_neverexisted' } } })).data!.data.steps[0];
    expect(probed!.problem).to.equal(`update_task: task ${hidden.id} not found in this workspace`);
    expect(missing!.problem).to.equal('update_task: task task_neverexisted not found in this workspace');
  });

  it('says what would stop a run: disabled, archived project, author gone or unable to read the event, runs used up', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Stops' });
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const automation = await createAutomation(admin, eventBody(project.id, { trigger: { event: 'member.invited' } }));
    const reasonOf = async () => (await dryRun(owner, automation.id, { data: {} })).data!.data;
    expect(await reasonOf()).to.include({ would_run: true });

    await setRole(owner, workspaceId, admin.memberId, 'editor');
    expect(await reasonOf()).to.include({
      would_run: false,
      reason: "Its author may not read this event, and an automation acts within its author's access: no run would start.",
    });
    await setRole(owner, workspaceId, admin.memberId, 'admin');

    // Runs used up, in a workspace of its own: runs counted cannot be given back through the API.
    const spent = await ownerWithWorkspace(server);
    const spentAutomation = await createAutomation(spent.owner, eventBody((await createProject(spent.owner, spent.workspaceId)).id));
    for (let i = 0; i < 100; i++) await startRun(spent.owner, spentAutomation.id);
    expect((await dryRun(spent.owner, spentAutomation.id, { data: {} })).data!.data.reason).to.match(
      /^The workspace used all 100 automation runs of the free plan this month, so no run would start before \d{4}-\d{2}-01T00:00:00\.000Z\.$/,
    );

    await patchAutomation(owner, automation.id, { enabled: false });
    expect(await reasonOf()).to.include({
      would_run: false,
      reason: 'The automation is disabled, so no run would start; enable it with PATCH enabled=true.',
    });
    await patchAutomation(owner, automation.id, { enabled: true });

    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: admin.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    expect(await reasonOf()).to.include({
      would_run: false,
      reason: 'Its author left the workspace, so no run would start until someone saves its trigger or actions again.',
    });

    await setArchived(owner, project.id, true);
    expect((await reasonOf()).reason).to.equal('Its project is archived, and automations of archived projects do not run.');
  });

  it('names the failure each step would meet, as a run meets it: an address that is not one, no task or a missing one, a URL that is not one, an archived target, an empty name', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Steps' });
    const closed = await createProject(owner, workspaceId, { name: 'Closed' });
    const gone = await createTask(owner, project.id, { name: 'Deleted before the run' });
    const automation = await createAutomation(
      owner,
      eventBody(project.id, {
        trigger: { event: 'task.created' },
        actions: [
          emailAction('{{task.name}}'),
          { type: 'update_task', config: { status: 'completed' } },
          { type: 'update_task', config: { task_id: gone.id, name: '{{task.nope}}' } },
          { type: 'call_webhook', config: { url: 'https://{{task.name}}/hook', method: 'GET', body: 'ignored' } },
          { type: 'create_task', config: { name: 'Copy of {{task.name}}', project_id: closed.id } },
          { type: 'create_task', config: { name: '{{task.nope}}' } },
        ],
      }),
    );
    await setArchived(owner, closed.id, true);
    const deleted = await owner.client.DELETE('/v1/tasks/{task_id}', { params: { path: { task_id: gone.id } } });
    expect(deleted.response.status).to.equal(204);
    const tried = (await dryRun(owner, automation.id, { data: { task: { name: 'not an address' } } })).data!.data;
    expect(problems(tried.steps)).to.deep.equal([
      "send_email: 'not an address' is not an e-mail address",
      'update_task: no task_id given and the trigger carries no task',
      // As a run meets them: the task is looked for before its new name is rendered.
      `update_task: task ${gone.id} not found in this workspace`,
      "call_webhook: 'https://not an address/hook' is not a URL",
      `create_task: Project ${closed.id} is archived and read-only; unarchive it first (PATCH archived=false).`,
      'the task name rendered to empty text',
    ]);
    expect(tried.steps[1]).to.include({ task_id: null, status: 'completed' });
    expect(tried.steps[2]).to.include({ task_id: gone.id });
    expect(tried.steps[2]!.unresolved).to.deep.equal(['task.nope']);
    expect(tried.steps[3]).to.include({ method: 'GET', body: null });
    expect(tried.reason).to.equal(
      "A run would start, and step 1 (send_email) would fail: send_email: 'not an address' is not an e-mail address",
    );

    const named = (await dryRun(owner, automation.id, { data: { task: { id: 'task_elsewhere', name: 'ops@example.test' } } })).data!.data;
    expect(problems(named.steps).slice(0, 3)).to.deep.equal([
      null,
      'update_task: task task_elsewhere not found in this workspace',
      `update_task: task ${gone.id} not found in this workspace`,
    ]);
  });

  it('answers 404 for an automation of another workspace or none, as for reading it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const stranger = await ownerWithWorkspace(server, 'Elsewhere');
    const project = await createProject(owner, workspaceId, { name: 'Private', visibility: 'private' });
    const automation = await createAutomation(owner, eventBody(project.id));
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    for (const [user, id] of [
      [stranger.owner, automation.id],
      [viewer, automation.id],
      [owner, 'auto_doesnotexist'],
    ] as const) {
      const res = await dryRun(user, id);
      expect(res.response.status).to.equal(404);
      expect(res.error!.error.message).to.equal(`Automation ${id} not found.`);
    }
  });
});
