import pg from 'pg';
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { storedTask } from '../projects/support/stored.ts';

describe('concurrent task writes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('takes a burst of writes queued behind a project lock, more than the pool holds, from members the auth cache has not seen: all 201', async function () {
    // Each write locks the project, then looks the member up. A look-up that waited for a second
    // pooled connection, while every connection was a transaction queued on the lock, stalled them
    // all until the pool's acquire time-out (10 s) and then failed them.
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const { data } = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Burst', visibility: 'shared' } });
    const projectId = data!.data.id;
    // Several members, as one user's keyed POSTs run at most four at a time in a process.
    const editors = await Promise.all([1, 2, 3, 4, 5].map(() => memberWithRole(server, workspaceId, 'editor')));
    // The lock is held, and the queue watched, on a connection of the test's own: not from the server's pool.
    const outside = new pg.Client({ connectionString: server.connectionString });
    await outside.connect();
    await outside.query('begin');
    await outside.query('select id from projects where id = $1 for update', [projectId]);
    const burst = 20;
    const writes = Promise.all(
      Array.from({ length: burst }, (_, i) =>
        editors[i % editors.length]!.client.POST('/v1/projects/{project_id}/tasks', {
          params: { path: { project_id: projectId } },
          body: { name: `Task ${i}` },
        }),
      ),
    );
    const queued = async () =>
      Number(
        (
          await outside.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0]!.n,
      );
    try {
      for (let tries = 0; tries < 100 && (await queued()) < 8; tries++) await new Promise((r) => setTimeout(r, 50));
      await outside.query('commit');
    } finally {
      await outside.end();
    }
    const results = await writes;
    expect(results.map((r) => r.response.status)).to.deep.equal(Array.from({ length: burst }, () => 201));
    expect(await eventsOf(server, workspaceId, 'task.created')).to.have.length(burst);
  });

  it('completes a task once when two requests complete it at the same time: both 200, one task.completed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    const results = await Promise.all(
      [1, 2].map(() =>
        owner.client.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } }, body: { status: 'completed' } }),
      ),
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
        owner.client.DELETE('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } }),
        ...tasks.map((t) =>
          owner.client.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: t.id } }, body: { status: 'completed' } }),
        ),
      ]);
      expect(deleted.response.status, `round ${round}`).to.equal(204);
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
