import { expect } from 'chai';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectNothingWritten, expectOneEvent, projectMemberIds, storedProject } from './support/stored.ts';

describe('POST /v1/projects', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('creates a private project with the defaults, adds the creator to it and writes project.created', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const { data, response } = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Website relaunch' } });
    expect(response.status).to.equal(201);
    const project = data!.data;
    expect(project.id).to.match(/^proj_/);
    expect(project).to.deep.equal({
      id: project.id,
      workspace_id: workspaceId,
      name: 'Website relaunch',
      description: '',
      color: '#6B7280',
      visibility: 'private',
      archived: false,
      created_at: project.created_at,
      updated_at: project.created_at,
    });
    expect(await storedProject(server, project.id)).to.deep.equal(project);
    expect(await projectMemberIds(server, project.id)).to.deep.equal([ownerMemberId]);
    const event = await expectOneEvent(server, workspaceId, 'project.created', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(project);
  });

  it('keeps the given description, colour and visibility', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const body = {
      workspace_id: workspaceId,
      name: 'Brand',
      description: 'Logo and type.',
      color: '#2563eb',
      visibility: 'shared' as const,
    };
    const { data, response } = await owner.client.POST('/v1/projects', { body });
    expect(response.status).to.equal(201);
    expect(data!.data).to.include({
      name: 'Brand',
      description: 'Logo and type.',
      color: '#2563eb',
      visibility: 'shared',
      archived: false,
    });
    expect(await storedProject(server, data!.data.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'project.created', {
      actor: owner,
      projectId: data!.data.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(data!.data);
  });

  it('lets an editor create a project, adds them to it so they keep seeing it while it is private', async () => {
    const { workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const { data, response } = await editor.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Editor’s project' } });
    expect(response.status).to.equal(201);
    const project = data!.data;
    expect(project).to.include({ visibility: 'private', workspace_id: workspaceId });
    expect(await projectMemberIds(server, project.id)).to.deep.equal([editor.memberId]);
    expect(await projectMemberIds(server, project.id)).to.not.include(ownerMemberId);
    await expectOneEvent(server, workspaceId, 'project.created', { actor: editor, projectId: project.id, schema: 'ProjectEventData' });
    const read = await editor.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
    expect(read.response.status).to.equal(200);
    expect(read.data!.data).to.deep.equal(project);
  });

  it('lets an owner’s editor-scoped key create a project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editorKey = await keyFor(server, owner, 'editor', workspaceId);
    const { data, response } = await editorKey.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Scoped' } });
    expect(response.status).to.equal(201);
    expect(await storedProject(server, data!.data.id)).to.deep.equal(data!.data);
    await expectOneEvent(server, workspaceId, 'project.created', {
      actor: editorKey,
      projectId: data!.data.id,
      schema: 'ProjectEventData',
    });
  });

  it('refuses a viewer with 403 forbidden and writes nothing', async () => {
    const { workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    await expectNothingWritten(server, async () => {
      const { error, response } = await viewer.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Nope' } });
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(error!.error.message).to.contain('viewer');
    });
    expect(await eventsOf(server, workspaceId)).to.deep.equal([]);
  });

  it('refuses the owner’s read-only key with 403 forbidden and writes nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
    await expectNothingWritten(server, async () => {
      const { error, response } = await readOnly.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Nope' } });
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(error!.error.message).to.contain('read-only');
    });
  });

  it('answers 404 not_found for a workspace the caller is not a member of, or that does not exist, and writes nothing', async () => {
    const { owner } = await ownerWithWorkspace(server, 'Mine');
    const other = await ownerWithWorkspace(server, 'Theirs');
    for (const workspaceId of [other.workspaceId, 'ws_0000000000nonexistent']) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Intruder' } });
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404 });
        expect(error!.error.message).to.contain(workspaceId);
      });
    }
  });
});
