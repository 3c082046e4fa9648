import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { archiveProject, createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten, expectOneEvent, storedTask } from '../projects/support/stored.ts';

describe('tasks of an archived project', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('refuses creating, updating and deleting them with 409 conflict, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    await archiveProject(owner, project.id);
    await expectNothingWritten(server, async () => {
      const created = await owner.client.POST('/v1/projects/{project_id}/tasks', {
        params: { path: { project_id: project.id } },
        body: { name: 'New' },
      });
      const updated = await owner.client.PATCH('/v1/tasks/{task_id}', {
        params: { path: { task_id: task.id } },
        body: { status: 'completed' },
      });
      const deleted = await owner.client.DELETE('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } } });
      for (const [name, { error, response }] of Object.entries({ created, updated, deleted })) {
        expect(response.status, name).to.equal(409);
        expect(error!.error, name).to.include({ code: 'conflict', status: 409 });
        expect(error!.error.message, name).to.contain(`Project ${project.id} is archived`);
      }
    });
    expect(await storedTask(server, task.id)).to.deep.equal(task);
  });

  it('can be changed again once the project is unarchived', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    await archiveProject(owner, project.id);
    await owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { archived: false } });
    const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', {
      params: { path: { task_id: task.id } },
      body: { status: 'completed' },
    });
    expect(response.status).to.equal(200);
    expect(await storedTask(server, task.id)).to.deep.equal(data!.data);
    await expectOneEvent(server, workspaceId, 'task.completed', { actor: owner, projectId: project.id, schema: 'TaskEventData' });
  });
});
