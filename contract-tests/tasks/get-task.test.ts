import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask, type ErrorEnvelope } from '../projects/support/projects.ts';

describe('GET /v1/tasks/{task_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { task_id: id } } });

  it('returns a task of a shared project to a viewer with a read-only key', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const task = await createTask(owner, project.id, { name: 'Visible', description: 'To everyone in the workspace.' });
    const { data, response } = await viewer.client.GET('/v1/tasks/{task_id}', byId(task.id));
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal(task);
    const asOwner = await owner.client.GET('/v1/tasks/{task_id}', byId(task.id));
    expect(asOwner.data!.data).to.deep.equal(data!.data);
  });

  it('returns a task of a private project to an admin and to a member added to the project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    const added = await owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: project.id } },
      body: { member_id: viewer.memberId },
    });
    expect(added.response.status).to.equal(201);
    const task = await createTask(owner, project.id);
    for (const user of [admin, viewer, await keyFor(server, owner, 'read-only')]) {
      const { data, response } = await user.client.GET('/v1/tasks/{task_id}', byId(task.id));
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal(task);
    }
  });

  it('answers 404 not_found for a task of a private project the caller cannot see, an unknown id and a malformed id', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    for (const [user, id] of [
      [editor, task.id],
      [owner, 'task_0000000000nonexistent'],
    ] as const) {
      const { error, response } = await user.client.GET('/v1/tasks/{task_id}', byId(id));
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', message: `Task ${id} not found.` });
    }
    const malformed = await rawRequest<ErrorEnvelope>(server.url, { method: 'GET', path: '/v1/tasks/proj_notatask', apiKey: owner.key });
    expect(malformed.status).to.equal(404);
    expect(malformed.body.error.code).to.equal('not_found');
    const stillThere = await owner.client.GET('/v1/tasks/{task_id}', byId(task.id));
    expect(stillThere.data!.data).to.deep.equal(task);
  });
});
