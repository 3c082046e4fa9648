import { expect } from 'chai';
import type { Schemas } from '../../sdk/src/index.ts';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';

type TaskEventData = Schemas['TaskEventData'];

describe('assignees who lose sight of a project', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('unassigns an editor’s tasks when they are removed from a private project, keeping an admin’s', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const project = await createProject(owner, workspaceId, { visibility: 'private' });
    await owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: project.id } },
      body: { member_id: editor.memberId },
    });
    const editorsTask = await createTask(owner, project.id, { assignee_member_id: editor.memberId });
    const adminsTask = await createTask(owner, project.id, { assignee_member_id: admin.memberId });

    const { response } = await owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', {
      params: { path: { project_id: project.id, member_id: editor.memberId } },
    });

    expect(response.status).to.equal(204);
    expect(await server.knex('tasks').where({ id: editorsTask.id }).first('assignee_member_id')).to.deep.equal({
      assignee_member_id: null,
    });
    expect(await server.knex('tasks').where({ id: adminsTask.id }).first('assignee_member_id')).to.deep.equal({
      assignee_member_id: admin.memberId,
    });
    const updates = (await eventsOf(server, workspaceId, 'task.updated')).filter(
      (e) => (e.data as TaskEventData).task.id === editorsTask.id,
    );
    expect(updates).to.have.length(1);
    expect((updates[0]!.data as TaskEventData).task.assignee_member_id).to.equal(null);
  });

  it('unassigns a viewer’s tasks when a shared project becomes private', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const task = await createTask(owner, project.id, { assignee_member_id: viewer.memberId });

    const { data } = await owner.client.PATCH('/v1/projects/{project_id}', {
      params: { path: { project_id: project.id } },
      body: { visibility: 'private' },
    });

    expect(data!.data.visibility).to.equal('private');
    expect(await server.knex('tasks').where({ id: task.id }).first('assignee_member_id')).to.deep.equal({ assignee_member_id: null });
    const { response } = await viewer.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } } });
    expect(response.status).to.equal(404);
  });
});
