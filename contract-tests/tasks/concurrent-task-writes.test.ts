import { expect } from 'chai';
import { eventsOf, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask, storedTask } from '../projects/support/projects.ts';

describe('concurrent task writes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('completes a task once when two requests complete it at the same time: both 200, one task.completed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    const results = await Promise.all(
      [1, 2].map(() => owner.client.PATCH('/v1/tasks/{id}', { params: { path: { id: task.id } }, body: { status: 'completed' } })),
    );
    expect(results.map((r) => r.response.status)).to.deep.equal([200, 200]);
    const stored = await storedTask(server, task.id);
    expect(stored).to.include({ status: 'completed' });
    for (const { data } of results) expect(data!.data).to.deep.equal(stored);
    expect(await eventsOf(server, workspaceId, 'task.completed')).to.have.length(1);
  });

  it('lets task writes racing the deletion of their project succeed before it or get 404 after it, never a conflict or an error', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    for (let round = 0; round < 8; round++) {
      const project = await createProject(owner, workspaceId);
      const tasks = [await createTask(owner, project.id), await createTask(owner, project.id), await createTask(owner, project.id)];
      const [deleted, ...writes] = await Promise.all([
        owner.client.DELETE('/v1/projects/{id}', { params: { path: { id: project.id } } }),
        ...tasks.map((t) => owner.client.PATCH('/v1/tasks/{id}', { params: { path: { id: t.id } }, body: { status: 'completed' } })),
      ]);
      expect(deleted!.response.status, `round ${round}`).to.equal(204);
      for (const { response, error } of writes) {
        expect([200, 404], `round ${round}: ${JSON.stringify(error)}`).to.include(response.status);
      }
      expect(await server.knex('projects').where({ id: project.id }).first()).to.equal(undefined);
      expect(await server.knex('tasks').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
      const completed = (await eventsOf(server, workspaceId, 'task.completed')).filter((e) => e.project_id === project.id);
      expect(completed, `round ${round}`).to.have.length(writes.filter((w) => w.response.status === 200).length);
      expect((await eventsOf(server, workspaceId, 'project.deleted')).filter((e) => e.project_id === project.id)).to.have.length(1);
    }
  });
});
