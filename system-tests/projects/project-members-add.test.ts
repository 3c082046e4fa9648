import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, type ErrorEnvelope } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, projectMemberIds } from './support/stored.ts';

describe('POST /v1/projects/{project_id}/members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const inProject = (projectId: string) => ({ params: { path: { project_id: projectId } } });

  it('adds a workspace member to a private project, who then sees it; the catalogue has no event for this', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    expect(
      (await viewer.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } })).response.status,
    ).to.equal(404);

    const { data, response } = await owner.client.POST('/v1/projects/{project_id}/members', {
      ...inProject(project.id),
      body: { member_id: viewer.memberId },
    });
    expect(response.status).to.equal(201);
    expect(data!.data).to.deep.equal({
      id: viewer.memberId,
      email: viewer.email,
      name: viewer.name,
      role: 'viewer',
      status: 'active',
      joined_at: data!.data.joined_at,
    });
    expect(await projectMemberIds(server, project.id)).to.have.members([ownerMemberId, viewer.memberId]);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created']);
    const read = await viewer.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
    expect(read.response.status).to.equal(200);
    expect(read.data!.data).to.deep.equal(project);
  });

  it('answers 409 conflict when the member is already in the project, writing nothing', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await expectNothingWritten(server, async () => {
      const { error, response } = await owner.client.POST('/v1/projects/{project_id}/members', {
        ...inProject(project.id),
        body: { member_id: ownerMemberId },
      });
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', message: `Member ${ownerMemberId} is already in project ${project.id}.` });
    });
  });

  it('refuses editors and viewers who can see the project, and the owner’s read-only or editor-scoped key, with 403 forbidden, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const readOnly = await keyFor(server, owner, 'read-only');
    const editorScoped = await keyFor(server, owner, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    for (const [user, says] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
      [readOnly, 'read-only'],
      [editorScoped, 'admin-scoped key'],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.POST('/v1/projects/{project_id}/members', {
          ...inProject(project.id),
          body: { member_id: viewer.memberId },
        });
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(error!.error.message).to.contain(says);
      });
    }
  });

  it('answers 404 not_found for a member of another workspace, an unknown member and an unknown project, writing nothing', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server, 'Mine');
    const other = await ownerWithWorkspace(server, 'Theirs');
    const project = await createProject(owner, workspaceId);
    const cases = [
      { projectId: project.id, memberId: other.ownerMemberId, message: `Member ${other.ownerMemberId} not found in this workspace.` },
      {
        projectId: project.id,
        memberId: 'mem_0000000000nonexistent',
        message: 'Member mem_0000000000nonexistent not found in this workspace.',
      },
      { projectId: 'proj_0000000000nonexistent', memberId: ownerMemberId, message: 'Project proj_0000000000nonexistent not found.' },
    ];
    for (const { projectId, memberId, message } of cases) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await owner.client.POST('/v1/projects/{project_id}/members', {
          ...inProject(projectId),
          body: { member_id: memberId },
        });
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message });
      });
    }
  });

  it('answers 400 bad_request without member_id or with a body that is not a JSON object, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const path = `/v1/projects/${project.id}/members`;
    const cases: Array<{ body: unknown; headers?: Record<string, string>; field?: string }> = [
      { body: {}, field: '/member_id' },
      { body: '{"member_id":', headers: { 'Content-Type': 'application/json' } },
      { body: ['mem_1'] },
      { body: 'member_id=mem_1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    ];
    for (const { body, headers, field } of cases) {
      await expectNothingWritten(server, async () => {
        const res = await rawRequest<ErrorEnvelope>(server.url, { method: 'POST', path, apiKey: owner.key, body, headers });
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.error.code).to.equal('bad_request');
        if (field) expect(res.body.error.details).to.deep.equal([{ field, message: 'is required' }]);
      });
    }
  });

  it('answers 422 unprocessable_entity for a malformed member_id or an unknown field, naming it, writing nothing', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const cases = [
      { body: { member_id: 'usr_123' }, field: '/member_id' },
      { body: { member_id: 42 }, field: '/member_id' },
      { body: { member_id: ownerMemberId, role: 'admin' }, field: '/role' },
    ];
    for (const { body, field } of cases) {
      await expectNothingWritten(server, async () => {
        const res = await rawRequest<ErrorEnvelope>(server.url, {
          method: 'POST',
          path: `/v1/projects/${project.id}/members`,
          apiKey: owner.key,
          body,
        });
        expect(res.status, JSON.stringify(body)).to.equal(422);
        expect(res.body.error.code).to.equal('unprocessable_entity');
        expect(res.body.error.details!.map((d) => d.field)).to.include(field);
      });
    }
  });
});
