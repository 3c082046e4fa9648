import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, storedTask } from '../projects/support/stored.ts';
import { expectForbidden } from '../projects/support/forbidden.ts';
import { sharedProjectWithReadOnlyCallers } from '../../contract-tests/projects/support/read-only-callers.ts';

describe('PATCH /v1/tasks/{task_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { task_id: id } } });

  it('changes only the sent fields, moves updated_at and writes task.updated with the new task', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id, { name: 'Old', description: 'Kept' });
    const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { name: 'New' } });
    expect(response.status).to.equal(200);
    const updated = data!.data;
    expect(updated).to.deep.equal({ ...task, name: 'New', updated_at: updated.updated_at });
    expect(Date.parse(updated.updated_at)).to.be.greaterThan(Date.parse(task.updated_at));
    expect(await storedTask(server, task.id)).to.deep.equal(updated);
    const event = await expectOneEvent(server, workspaceId, 'task.updated', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event).to.include({ project_id: project.id });
    expect(event.task).to.deep.equal(updated);
  });

  it('completes a task: status completed sets completed_at and writes task.completed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { status: 'completed' } });
    expect(response.status).to.equal(200);
    expect(data!.data.status).to.equal('completed');
    const completedAt = Date.parse(data!.data.completed_at!);
    expect(completedAt).to.be.within(Date.parse(task.created_at), Date.parse(data!.data.updated_at));
    const stored = await server.knex('tasks').where({ id: task.id }).first();
    expect(stored!.completed_at).to.be.instanceOf(Date);
    expect(await storedTask(server, task.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'task.completed', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event.task).to.deep.equal(data!.data);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'task.created', 'task.completed']);
  });

  it('reopens a completed task: status open clears completed_at and writes task.updated', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id, { status: 'completed' });
    expect(task.completed_at).to.be.a('string');
    const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { status: 'open' } });
    expect(response.status).to.equal(200);
    expect(data!.data).to.include({ status: 'open', completed_at: null });
    expect(await storedTask(server, task.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'task.updated', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event.task).to.deep.equal(data!.data);
    expect(await eventsOf(server, workspaceId, 'task.completed')).to.deep.equal([]);
  });

  it('answers 200 with the task unchanged, writing no event, when nothing would change', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id, { name: 'Same', assignee_member_id: ownerMemberId });
    for (const body of [{}, { name: 'Same' }, { status: 'open' as const, description: '' }, { assignee_member_id: ownerMemberId }]) {
      await expectNothingWritten(server, async () => {
        const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body });
        expect(response.status).to.equal(200);
        expect(data!.data).to.deep.equal(task);
      });
    }
    const done = await createTask(owner, project.id, { status: 'completed' });
    await expectNothingWritten(server, async () => {
      const { data, response } = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(done.id), body: { status: 'completed' } });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal(done);
    });
  });

  it('lets an editor update a task of a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const task = await createTask(owner, project.id);
    const { data, response } = await editor.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { description: 'Edited' } });
    expect(response.status).to.equal(200);
    expect(await storedTask(server, task.id)).to.deep.equal(data!.data);
    await expectOneEvent(server, workspaceId, 'task.updated', { actor: editor, projectId: project.id, schema: 'TaskEventData' });
  });

  it('refuses a viewer of a shared project and a read-only key with 403 forbidden, writing nothing', async () => {
    const { owner, project, callers } = await sharedProjectWithReadOnlyCallers(server);
    const task = await createTask(owner, project.id);
    await expectForbidden(server, callers, (user) =>
      user.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { status: 'completed' } }),
    );
  });

  it('answers 404 not_found for a task of a private project the caller cannot see, and for an unknown id, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    for (const [user, id] of [
      [editor, task.id],
      [owner, 'task_0000000000nonexistent'],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.PATCH('/v1/tasks/{task_id}', { ...byId(id), body: { name: 'Nope' } });
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Task ${id} not found.` });
      });
    }
  });
});
