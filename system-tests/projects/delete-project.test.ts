import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, projectMemberIds, storedProject } from './support/stored.ts';
import { expectForbidden } from './support/forbidden.ts';
import { sharedProjectWithReadOnlyCallers } from '../../contract-tests/projects/support/read-only-callers.ts';

describe('DELETE /v1/projects/{project_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { project_id: id } } });

  it('deletes the project with its tasks and project members and writes project.deleted carrying the project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId, { name: 'Doomed', color: '#ABCDEF' });
    const keep = await createProject(owner, workspaceId, { name: 'Kept' });
    await server.knex('project_members').insert({ workspace_id: workspaceId, project_id: project.id, member_id: viewer.memberId });
    const tasks = [await createTask(owner, project.id, { name: 'one' }), await createTask(owner, project.id, { name: 'two' })];
    const kept = await createTask(owner, keep.id, { name: 'other project' });
    expect(
      await server
        .knex('tasks')
        .whereIn(
          'id',
          tasks.map((t) => t.id),
        )
        .pluck('id'),
    ).to.have.length(2);

    const { data, response } = await owner.client.DELETE('/v1/projects/{project_id}', byId(project.id));
    expect(response.status).to.equal(204);
    expect(data).to.equal(undefined);
    expect(await storedProject(server, project.id)).to.equal(undefined);
    expect(await server.knex('tasks').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
    expect(await projectMemberIds(server, project.id)).to.deep.equal([]);
    expect(await server.knex('members').where({ id: viewer.memberId }).first()).to.include({ role: 'viewer' });
    expect(await server.knex('tasks').where({ id: kept.id }).first()).to.include({ project_id: keep.id });
    expect(await storedProject(server, keep.id)).to.deep.equal(keep);

    const event = await expectOneEvent(server, workspaceId, 'project.deleted', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(project);
    const again = await owner.client.GET('/v1/projects/{project_id}', byId(project.id));
    expect(again.response.status).to.equal(404);
  });

  it('lets an editor delete a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const { response } = await editor.client.DELETE('/v1/projects/{project_id}', byId(project.id));
    expect(response.status).to.equal(204);
    expect(await storedProject(server, project.id)).to.equal(undefined);
    const event = await expectOneEvent(server, workspaceId, 'project.deleted', {
      actor: editor,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(project);
  });

  it('refuses a viewer of a shared project and a read-only key with 403 forbidden, deleting nothing', async () => {
    const { owner, workspaceId, project, callers } = await sharedProjectWithReadOnlyCallers(server);
    await createTask(owner, project.id);
    await expectForbidden(server, callers, (user) => user.client.DELETE('/v1/projects/{project_id}', byId(project.id)));
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'task.created']);
  });

  it('answers 404 not_found to an editor not added to a private project, for an unknown id and for a deleted project, deleting nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    const gone = await createProject(owner, workspaceId);
    await owner.client.DELETE('/v1/projects/{project_id}', byId(gone.id));
    const cases = [
      { user: editor, id: project.id },
      { user: owner, id: 'proj_0000000000nonexistent' },
      { user: owner, id: gone.id },
    ];
    for (const { user, id } of cases) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.DELETE('/v1/projects/{project_id}', byId(id));
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
      });
    }
    expect(await storedProject(server, project.id)).to.deep.equal(project);
  });
});
