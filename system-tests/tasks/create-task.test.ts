import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, storedTask } from '../projects/support/stored.ts';
import { expectForbidden } from '../projects/support/forbidden.ts';
import { sharedProjectWithReadOnlyCallers } from '../../contract-tests/projects/support/read-only-callers.ts';

describe('POST /v1/projects/{project_id}/tasks', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const inProject = (projectId: string) => ({ params: { path: { project_id: projectId } } });

  it('creates an open, unassigned task with an empty description and writes task.created', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const { data, response } = await owner.client.POST('/v1/projects/{project_id}/tasks', {
      ...inProject(project.id),
      body: { name: 'Write the brief' },
    });
    expect(response.status).to.equal(201);
    const task = data!.data;
    expect(task.id).to.match(/^task_/);
    expect(task).to.deep.equal({
      id: task.id,
      project_id: project.id,
      name: 'Write the brief',
      description: '',
      status: 'open',
      assignee_member_id: null,
      created_at: task.created_at,
      updated_at: task.created_at,
      completed_at: null,
    });
    expect(await storedTask(server, task.id)).to.deep.equal(task);
    const event = await expectOneEvent(server, workspaceId, 'task.created', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event).to.include({ project_id: project.id });
    expect(event.task).to.deep.equal(task);
  });

  it('creates a completed task with completed_at set, still writing task.created', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const body = { name: 'Already done', description: 'Found it done.', status: 'completed' as const, assignee_member_id: ownerMemberId };
    const { data, response } = await owner.client.POST('/v1/projects/{project_id}/tasks', { ...inProject(project.id), body });
    expect(response.status).to.equal(201);
    expect(data!.data).to.include(body);
    expect(data!.data.completed_at).to.be.a('string');
    expect(await storedTask(server, data!.data.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'task.created', {
      actor: owner,
      projectId: project.id,
      schema: 'TaskEventData',
    });
    expect(event.task).to.deep.equal(data!.data);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'task.created']);
  });

  it('lets an editor create a task in a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const { data, response } = await editor.client.POST('/v1/projects/{project_id}/tasks', {
      ...inProject(project.id),
      body: { name: 'By an editor' },
    });
    expect(response.status).to.equal(201);
    expect(await storedTask(server, data!.data.id)).to.deep.equal(data!.data);
    await expectOneEvent(server, workspaceId, 'task.created', { actor: editor, projectId: project.id, schema: 'TaskEventData' });
  });

  it('refuses a viewer of a shared project and a read-only key with 403 forbidden, writing nothing', async () => {
    const { project, callers } = await sharedProjectWithReadOnlyCallers(server);
    await expectForbidden(server, callers, (user) =>
      user.client.POST('/v1/projects/{project_id}/tasks', { ...inProject(project.id), body: { name: 'Nope' } }),
    );
  });

  it('answers 404 not_found to an editor not added to a private project, and for an unknown project, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    for (const [user, id] of [
      [editor, project.id],
      [owner, 'proj_0000000000nonexistent'],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.POST('/v1/projects/{project_id}/tasks', { ...inProject(id), body: { name: 'Nope' } });
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
      });
    }
  });
});
