import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, storedTask } from '../projects/support/stored.ts';
import { expectForbidden } from '../projects/support/forbidden.ts';
import { sharedProjectWithReadOnlyCallers } from '../../contract-tests/projects/support/read-only-callers.ts';

describe('DELETE /v1/tasks/{task_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { task_id: id } } });

  it('deletes the task, leaves its siblings, and writes task.deleted carrying the task', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id, { name: 'Doomed', status: 'completed' });
    const sibling = await createTask(owner, project.id, { name: 'Kept' });
    const { data, response } = await owner.client.DELETE('/v1/tasks/{task_id}', byId(task.id));
    expect(response.status).to.equal(204);
    expect(data).to.equal(undefined);
    expect(await storedTask(server, task.id)).to.equal(undefined);
    expect(await storedTask(server, sibling.id)).to.deep.equal(sibling);
    const event = await expectOneEvent(server, workspaceId, 'task.deleted', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event).to.include({ project_id: project.id });
    expect(event.task).to.deep.equal(task);
    expect((await owner.client.GET('/v1/tasks/{task_id}', byId(task.id))).response.status).to.equal(404);
  });

  it('lets an editor delete a task of a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const task = await createTask(owner, project.id);
    const { response } = await editor.client.DELETE('/v1/tasks/{task_id}', byId(task.id));
    expect(response.status).to.equal(204);
    expect(await storedTask(server, task.id)).to.equal(undefined);
    await expectOneEvent(server, workspaceId, 'task.deleted', { actor: editor, projectId: project.id, schema: 'TaskEventData' });
  });

  it('refuses a viewer of a shared project and a read-only key with 403 forbidden, deleting nothing', async () => {
    const { owner, workspaceId, project, callers } = await sharedProjectWithReadOnlyCallers(server);
    const task = await createTask(owner, project.id);
    await expectForbidden(server, callers, (user) => user.client.DELETE('/v1/tasks/{task_id}', byId(task.id)));
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'task.created']);
  });

  it('answers 404 not_found for a task of a private project the caller cannot see, an unknown id and a deleted task', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    const gone = await createTask(owner, project.id);
    await owner.client.DELETE('/v1/tasks/{task_id}', byId(gone.id));
    for (const [user, id] of [
      [editor, task.id],
      [owner, 'task_0000000000nonexistent'],
      [owner, gone.id],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.DELETE('/v1/tasks/{task_id}', byId(id));
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Task ${id} not found.` });
      });
    }
    expect(await storedTask(server, task.id)).to.deep.equal(task);
  });
});
