import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten, storedTask } from '../projects/support/stored.ts';

describe('task operations on another workspace’s ids', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('answer 404 not_found for every operation, even to an owner with an admin key, and write nothing', async () => {
    const { owner } = await ownerWithWorkspace(server, 'Mine');
    const theirs = await ownerWithWorkspace(server, 'Theirs');
    // Shared, so any member of its workspace could see it: only membership keeps the caller out.
    const project = await createProject(theirs.owner, theirs.workspaceId, { visibility: 'shared' });
    const task = await createTask(theirs.owner, project.id);
    const inProject = { params: { path: { project_id: project.id } } };
    const byId = { params: { path: { task_id: task.id } } };
    const calls: Array<[string, string, () => Promise<{ error?: { error: { code: string; message: string } }; response: Response }>]> = [
      ['listProjectTasks', `Project ${project.id} not found.`, () => owner.client.GET('/v1/projects/{project_id}/tasks', inProject)],
      [
        'createTask',
        `Project ${project.id} not found.`,
        () => owner.client.POST('/v1/projects/{project_id}/tasks', { ...inProject, body: { name: 'Intruder' } }),
      ],
      ['getTask', `Task ${task.id} not found.`, () => owner.client.GET('/v1/tasks/{task_id}', byId)],
      [
        'updateTask',
        `Task ${task.id} not found.`,
        () => owner.client.PATCH('/v1/tasks/{task_id}', { ...byId, body: { status: 'completed' } }),
      ],
      ['deleteTask', `Task ${task.id} not found.`, () => owner.client.DELETE('/v1/tasks/{task_id}', byId)],
    ];
    for (const [name, message, call] of calls) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await call();
        expect(response.status, name).to.equal(404);
        expect(error!.error, name).to.include({ code: 'not_found', message });
      });
    }
    expect(await storedTask(server, task.id)).to.deep.equal(task);
  });
});
