import { expect } from 'chai';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, projectMemberIds } from './support/stored.ts';

describe('DELETE /v1/projects/{project_id}/members/{member_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const pathOf = (projectId: string, memberId: string) => ({ params: { path: { project_id: projectId, member_id: memberId } } });

  it('removes a member from a private project, who then no longer sees it; their workspace membership stays', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    await server.knex('project_members').insert({ workspace_id: workspaceId, project_id: project.id, member_id: viewer.memberId });
    expect(
      (await viewer.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } })).response.status,
    ).to.equal(200);

    const { data, response } = await owner.client.DELETE(
      '/v1/projects/{project_id}/members/{member_id}',
      pathOf(project.id, viewer.memberId),
    );
    expect(response.status).to.equal(204);
    expect(data).to.equal(undefined);
    expect(await projectMemberIds(server, project.id)).to.deep.equal([ownerMemberId]);
    expect(await server.knex('members').where({ id: viewer.memberId }).first()).to.include({ workspace_id: workspaceId, role: 'viewer' });
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created']);
    expect(
      (await viewer.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } })).response.status,
    ).to.equal(404);
  });

  it('refuses editors and viewers who can see the project, and the owner’s read-only key, with 403 forbidden, removing nothing', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const readOnly = await keyFor(server, owner, 'read-only');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    for (const [user, says] of [
      [editor, 'editor'],
      [viewer, 'viewer'],
      [readOnly, 'read-only'],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.DELETE(
          '/v1/projects/{project_id}/members/{member_id}',
          pathOf(project.id, ownerMemberId),
        );
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(error!.error.message).to.contain(says);
      });
    }
    expect(await projectMemberIds(server, project.id)).to.deep.equal([ownerMemberId]);
  });

  it('answers 404 not_found for a member not in the project, a member of another workspace and an unknown project', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server, 'Mine');
    const outsider = await memberWithRole(server, workspaceId, 'editor');
    const other = await ownerWithWorkspace(server, 'Theirs');
    const project = await createProject(owner, workspaceId);
    const cases = [
      { projectId: project.id, memberId: outsider.memberId, message: `Member ${outsider.memberId} is not in project ${project.id}.` },
      { projectId: project.id, memberId: other.ownerMemberId, message: `Member ${other.ownerMemberId} is not in project ${project.id}.` },
      { projectId: 'proj_0000000000nonexistent', memberId: ownerMemberId, message: 'Project proj_0000000000nonexistent not found.' },
    ];
    for (const { projectId, memberId, message } of cases) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', pathOf(projectId, memberId));
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message });
      });
    }
  });
});
