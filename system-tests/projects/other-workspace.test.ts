import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten, storedProject } from './support/stored.ts';

describe('project operations on another workspace’s ids', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('answer 404 not_found for every operation, even to an owner with an admin key, and write nothing', async () => {
    const mine = await ownerWithWorkspace(server, 'Mine');
    const theirs = await ownerWithWorkspace(server, 'Theirs');
    const { owner } = mine;
    const myProject = await createProject(owner, mine.workspaceId);
    // Shared, so any member of its workspace could see it: only membership keeps the caller out.
    const project = await createProject(theirs.owner, theirs.workspaceId, { visibility: 'shared' });
    const id = { params: { path: { project_id: project.id } } };
    const inProject = { params: { path: { project_id: project.id } } };
    // [operation, the foreign id the 404 names, the call]
    const calls: Array<[string, string, () => Promise<{ error?: { error: { code: string; message: string } }; response: Response }>]> = [
      [
        'listWorkspaceProjects',
        theirs.workspaceId,
        () => owner.client.GET('/v1/workspaces/{workspace_id}/projects', { params: { path: { workspace_id: theirs.workspaceId } } }),
      ],
      [
        'createProject',
        theirs.workspaceId,
        () => owner.client.POST('/v1/projects', { body: { workspace_id: theirs.workspaceId, name: 'Intruder' } }),
      ],
      ['getProject', project.id, () => owner.client.GET('/v1/projects/{project_id}', id)],
      ['updateProject', project.id, () => owner.client.PATCH('/v1/projects/{project_id}', { ...id, body: { archived: true } })],
      ['deleteProject', project.id, () => owner.client.DELETE('/v1/projects/{project_id}', id)],
      ['listProjectMembers', project.id, () => owner.client.GET('/v1/projects/{project_id}/members', inProject)],
      [
        'addProjectMember',
        project.id,
        () => owner.client.POST('/v1/projects/{project_id}/members', { ...inProject, body: { member_id: mine.ownerMemberId } }),
      ],
      [
        'addProjectMember (their member to my project)',
        theirs.ownerMemberId,
        () =>
          owner.client.POST('/v1/projects/{project_id}/members', {
            params: { path: { project_id: myProject.id } },
            body: { member_id: theirs.ownerMemberId },
          }),
      ],
      [
        'removeProjectMember',
        project.id,
        () =>
          owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', {
            params: { path: { project_id: project.id, member_id: theirs.ownerMemberId } },
          }),
      ],
      [
        'removeProjectMember (their member from my project)',
        theirs.ownerMemberId,
        () =>
          owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', {
            params: { path: { project_id: myProject.id, member_id: theirs.ownerMemberId } },
          }),
      ],
    ];
    for (const [name, foreignId, call] of calls) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await call();
        expect(response.status, name).to.equal(404);
        expect(error!.error.code, name).to.equal('not_found');
        expect(error!.error.message, name).to.contain(foreignId);
      });
    }
    expect(await storedProject(server, project.id)).to.deep.equal(project);
  });
});
