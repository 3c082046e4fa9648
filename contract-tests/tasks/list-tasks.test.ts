import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask, type ErrorEnvelope } from '../projects/support/projects.ts';
import { tasksOf } from './support/params.ts';

describe('GET /v1/projects/{project_id}/tasks', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('lists the project’s tasks newest first with pagination meta, to a viewer of a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const other = await createProject(owner, workspaceId, { visibility: 'shared' });
    const a = await createTask(owner, project.id, { name: 'a' });
    const b = await createTask(owner, project.id, { name: 'b' });
    const c = await createTask(owner, project.id, { name: 'c' });
    await createTask(owner, other.id, { name: 'elsewhere' });

    const { data, response } = await viewer.client.GET('/v1/projects/{project_id}/tasks', tasksOf(project.id));
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal([c, b, a]);
    expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
    const read = await viewer.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: c.id } } });
    expect(read.data!.data).to.deep.equal(c);

    const page2 = await viewer.client.GET('/v1/projects/{project_id}/tasks', tasksOf(project.id, { page: 2, per_page: 2 }));
    expect(page2.data!.data.map((t) => t.id)).to.deep.equal([a.id]);
    expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
  });

  it('filters by status', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const open = await createTask(owner, project.id, { name: 'open' });
    const done = await createTask(owner, project.id, { name: 'done', status: 'completed' });
    const completed = await owner.client.GET('/v1/projects/{project_id}/tasks', tasksOf(project.id, { status: 'completed' }));
    expect(completed.response.status).to.equal(200);
    expect(completed.data!.data).to.deep.equal([done]);
    expect(completed.data!.meta.total).to.equal(1);
    const opened = await owner.client.GET('/v1/projects/{project_id}/tasks', tasksOf(project.id, { status: 'open' }));
    expect(opened.data!.data).to.deep.equal([open]);
    const all = await owner.client.GET('/v1/projects/{project_id}/tasks', tasksOf(project.id));
    expect(all.data!.data.filter((t) => t.status === 'completed').map((t) => t.id)).to.deep.equal([done.id]);
  });

  it('answers 400 bad_request for a non-integer page, and 422 for per_page out of range or an unknown status', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const bad = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'GET',
      path: `/v1/projects/${project.id}/tasks?page=two`,
      apiKey: owner.key,
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('bad_request');
    expect(bad.body.error.details).to.deep.equal([{ field: '/page', message: 'must be integer' }]);
    const cases = [
      { query: 'per_page=0', details: [{ field: '/per_page', message: 'must be >= 1' }] },
      { query: 'status=done', details: [{ field: '/status', message: 'must be one of: open, completed' }] },
    ];
    for (const { query, details } of cases) {
      const res = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'GET',
        path: `/v1/projects/${project.id}/tasks?${query}`,
        apiKey: owner.key,
      });
      expect(res.status, query).to.equal(422);
      expect(res.body.error.code).to.equal('unprocessable_entity');
      expect(res.body.error.details).to.deep.equal(details);
    }
  });
});
