import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { emailAction, eventBody, scheduledBody, setArchived, slackAction } from '../../contract-tests/automations/support/api.ts';
import { expectAutomationEvent, expectNothingWritten, scheduleJob, storedAutomation } from './support/stored.ts';

describe('POST /v1/automations (createAutomation)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('creates an enabled event automation with its trigger and actions, stores it as returned and writes automation.created', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const trigger = {
      event: 'task.completed' as const,
      filters: [{ field: 'task.name', operator: 'contains' as const, value: 'launch' }],
      match: 'all' as const,
    };
    const actions = [slackAction(), emailAction('{{member.email}}')];
    const before = Date.now();
    const { data, response } = await owner.client.POST('/v1/automations', {
      body: { project_id: project.id, name: 'Announce launches', type: 'event', trigger, actions },
    });
    expect(response.status).to.equal(201);
    const automation = data!.data;
    expect(automation.id).to.match(/^auto_/);
    expect(automation).to.deep.include({
      project_id: project.id,
      name: 'Announce launches',
      type: 'event',
      enabled: true,
      trigger,
      actions,
      next_run_at: null,
    });
    expect(Date.parse(automation.created_at)).to.be.within(before - 1000, Date.now() + 1000);
    expect(automation.updated_at).to.equal(automation.created_at);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
    expect(await scheduleJob(server, automation.id)).to.equal(undefined);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.created', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event).to.deep.equal(automation);
  });

  it('creates a scheduled automation with its next fire time and one pending schedule job at that time', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const { data, response } = await owner.client.POST('/v1/automations', { body: scheduledBody(project.id) });
    expect(response.status).to.equal(201);
    const automation = data!.data;
    expect(automation).to.deep.include({ type: 'scheduled', enabled: true, trigger: { schedule: '0 9 * * *' } });
    // The workspace is in UTC: the next 09:00 UTC strictly after now.
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9);
    const next = new Date(today > now.getTime() ? today : today + 86_400_000).toISOString();
    expect(automation.next_run_at).to.equal(next);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
    expect(await scheduleJob(server, automation.id)).to.deep.equal({
      task: 'fire_schedule',
      run_at: next,
      payload: { automation_id: automation.id, at: next },
    });
    const event = await expectAutomationEvent(server, workspaceId, 'automation.created', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event).to.deep.equal(automation);
  });

  it('creates an automation paused with enabled=false: no next fire time and no schedule job', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const { data, response } = await owner.client.POST('/v1/automations', { body: scheduledBody(project.id, { enabled: false }) });
    expect(response.status).to.equal(201);
    expect(data!.data).to.include({ enabled: false, next_run_at: null });
    expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
    expect(await scheduleJob(server, data!.data.id)).to.equal(undefined);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.created', {
      actor: owner,
      automationId: data!.data.id,
      projectId: project.id,
    });
    expect(event.enabled).to.equal(false);
  });

  it('lets an editor create one in a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const { data, response } = await editor.client.POST('/v1/automations', { body: eventBody(project.id) });
    expect(response.status).to.equal(201);
    expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
    await expectAutomationEvent(server, workspaceId, 'automation.created', {
      actor: editor,
      automationId: data!.data.id,
      projectId: project.id,
    });
  });

  it('refuses a viewer, and an owner whose key is read-only, with 403, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const readOnlyOwner = await keyFor(server, owner, 'read-only', workspaceId);
    for (const [who, user, says] of [
      ['viewer', viewer, 'viewer'],
      ['read-only key', readOnlyOwner, 'read-only'],
    ] as const) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await user.client.POST('/v1/automations', { body: eventBody(project.id) });
        expect(response.status, who).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(error!.error.message, who).to.contain(says);
      });
    }
  });

  it('answers 404 for a project that does not exist, of another workspace, or private and not visible to the caller, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const privateProject = await createProject(owner, workspaceId, { visibility: 'private' });
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const stranger = await createUser(server);
    const cases = [
      ['unknown project', owner, 'proj_doesnotexist000000000'],
      ['another workspace’s project', stranger, privateProject.id],
      ['private project the editor was not added to', editor, privateProject.id],
    ] as const;
    for (const [label, user, projectId] of cases) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await user.client.POST('/v1/automations', { body: eventBody(projectId) });
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404 });
        expect(error!.error.message, label).to.contain(projectId);
      });
    }
  });

  it('refuses an archived project with 409 conflict, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await setArchived(owner, project.id, true);
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/automations', { body: scheduledBody(project.id) });
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('archived');
    });
  });
});
