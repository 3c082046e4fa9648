import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten, expectOneEvent, storedTask } from '../projects/support/stored.ts';

describe('task assignees', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { task_id: id } } });
  const inProject = (projectId: string) => ({ params: { path: { project_id: projectId } } });

  it('accepts as assignee of a private project’s task a member added to it, and an admin who sees every project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const project = await createProject(owner, workspaceId);
    await server.knex('project_members').insert({ workspace_id: workspaceId, project_id: project.id, member_id: viewer.memberId });
    for (const memberId of [viewer.memberId, admin.memberId]) {
      const { data, response } = await owner.client.POST('/v1/projects/{project_id}/tasks', {
        ...inProject(project.id),
        body: { name: 'Assigned', assignee_member_id: memberId },
      });
      expect(response.status).to.equal(201);
      expect(data!.data.assignee_member_id).to.equal(memberId);
      expect(await storedTask(server, data!.data.id)).to.deep.equal(data!.data);
    }
  });

  it('reassigns with PATCH and unassigns with null, each writing task.updated', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const task = await createTask(owner, project.id, { assignee_member_id: ownerMemberId });

    const reassigned = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { assignee_member_id: editor.memberId } });
    expect(reassigned.response.status).to.equal(200);
    expect(reassigned.data!.data.assignee_member_id).to.equal(editor.memberId);
    expect(await storedTask(server, task.id)).to.deep.equal(reassigned.data!.data);
    const first = await expectOneEvent(server, workspaceId, 'task.updated', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(first.task).to.deep.equal(reassigned.data!.data);

    const unassigned = await owner.client.PATCH('/v1/tasks/{task_id}', { ...byId(task.id), body: { assignee_member_id: null } });
    expect(unassigned.response.status).to.equal(200);
    expect(unassigned.data!.data.assignee_member_id).to.equal(null);
    expect(await server.knex('tasks').where({ id: task.id }).first()).to.include({ assignee_member_id: null });
    const events = await server.knex('events').where({ workspace_id: workspaceId, type: 'task.updated' }).orderBy('seq').pluck('data');
    expect(events.map((d) => (d.task as { assignee_member_id: string | null }).assignee_member_id)).to.deep.equal([editor.memberId, null]);
  });

  it('refuses with 422 an assignee who cannot see the project, from another workspace or unknown, on create and update, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Mine');
    const viewer = await memberWithRole(server, workspaceId, 'viewer'); // not added to the private project
    const other = await ownerWithWorkspace(server, 'Theirs');
    const project = await createProject(owner, workspaceId);
    const task = await createTask(owner, project.id);
    for (const memberId of [viewer.memberId, other.ownerMemberId, 'mem_0000000000nonexistent']) {
      await expectNothingWritten(server, async () => {
        const created = await owner.client.POST('/v1/projects/{project_id}/tasks', {
          ...inProject(project.id),
          body: { name: 'x', assignee_member_id: memberId },
        });
        expect(created.response.status).to.equal(422);
        expect(created.error!.error.code).to.equal('unprocessable_entity');
        expect(created.error!.error.message).to.contain(memberId);
        expect(created.error!.error.details).to.deep.equal([
          { field: '/assignee_member_id', message: 'must be a member who can see the project' },
        ]);
        const updated = await owner.client.PATCH('/v1/tasks/{task_id}', {
          ...byId(task.id),
          body: { name: 'changed too', assignee_member_id: memberId },
        });
        expect(updated.response.status).to.equal(422);
        expect(updated.error!.error.details).to.deep.equal([
          { field: '/assignee_member_id', message: 'must be a member who can see the project' },
        ]);
      });
    }
    expect(await storedTask(server, task.id)).to.deep.equal(task);
  });
});
