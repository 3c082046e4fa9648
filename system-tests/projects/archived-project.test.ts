import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { archiveProject, createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, projectMemberIds, storedProject } from './support/stored.ts';

describe('an archived project', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { project_id: id } } });

  it('refuses every PATCH except archived=false with 409 conflict, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await archiveProject(owner, project.id);
    for (const body of [{ name: 'Renamed' }, { archived: true }, { archived: true, color: '#000000' }, {}]) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await owner.client.PATCH('/v1/projects/{project_id}', { ...byId(project.id), body });
        expect(response.status, JSON.stringify(body)).to.equal(409);
        expect(error!.error).to.include({ code: 'conflict', status: 409 });
        expect(error!.error.message).to.contain('archived');
      });
    }
    expect(await storedProject(server, project.id)).to.include({ archived: true, name: project.name });
  });

  it('refuses adding and removing project members with 409 conflict, writing nothing', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    await archiveProject(owner, project.id);
    await expectNothingWritten(server, async () => {
      const add = await owner.client.POST('/v1/projects/{project_id}/members', {
        params: { path: { project_id: project.id } },
        body: { member_id: viewer.memberId },
      });
      expect(add.response.status).to.equal(409);
      expect(add.error!.error).to.include({ code: 'conflict' });
      expect(add.error!.error.message).to.contain('archived');
      const remove = await owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', {
        params: { path: { project_id: project.id, member_id: ownerMemberId } },
      });
      expect(remove.response.status).to.equal(409);
      expect(remove.error!.error).to.include({ code: 'conflict' });
    });
    expect(await projectMemberIds(server, project.id)).to.deep.equal([ownerMemberId]);
  });

  it('still serves reads of the project, its members and its tasks', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    await archiveProject(owner, project.id);
    const read = await owner.client.GET('/v1/projects/{project_id}', byId(project.id));
    expect(read.response.status).to.equal(200);
    expect(read.data!.data).to.deep.equal(await storedProject(server, project.id));
    expect(read.data!.data.archived).to.equal(true);
    const members = await owner.client.GET('/v1/projects/{project_id}/members', { params: { path: { project_id: project.id } } });
    expect(members.data!.data.map((m) => m.id)).to.deep.equal([ownerMemberId]);
    const tasks = await owner.client.GET('/v1/projects/{project_id}/tasks', { params: { path: { project_id: project.id } } });
    expect(tasks.data!.data).to.deep.equal([task]);
  });

  it('can be deleted (204), with its tasks, writing project.deleted carrying the archived project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await createTask(owner, project.id);
    await archiveProject(owner, project.id);
    const archived = await storedProject(server, project.id);
    const { response } = await owner.client.DELETE('/v1/projects/{project_id}', byId(project.id));
    expect(response.status).to.equal(204);
    expect(await storedProject(server, project.id)).to.equal(undefined);
    expect(await server.knex('tasks').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
    const event = await expectOneEvent(server, workspaceId, 'project.deleted', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(archived);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'task.created', 'project.archived', 'project.deleted']);
  });
});
