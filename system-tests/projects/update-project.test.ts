import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { eventTypes, expectNothingWritten, expectOneEvent, storedProject } from './support/stored.ts';
import { expectForbidden } from './support/forbidden.ts';
import { sharedProjectWithReadOnlyCallers } from '../../contract-tests/projects/support/read-only-callers.ts';

describe('PATCH /v1/projects/{project_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { project_id: id } } });

  it('changes only the sent fields, moves updated_at and writes project.updated with the new project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Old name', description: 'Kept' });
    const { data, response } = await owner.client.PATCH('/v1/projects/{project_id}', {
      ...byId(project.id),
      body: { name: 'New name', color: '#FF0000', visibility: 'shared' },
    });
    expect(response.status).to.equal(200);
    const updated = data!.data;
    expect(updated).to.deep.equal({ ...project, name: 'New name', color: '#FF0000', visibility: 'shared', updated_at: updated.updated_at });
    expect(Date.parse(updated.updated_at)).to.be.greaterThan(Date.parse(project.updated_at));
    expect(await storedProject(server, project.id)).to.deep.equal(updated);
    const event = await expectOneEvent(server, workspaceId, 'project.updated', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(updated);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'project.updated']);
  });

  it('archives with archived=true (other fields may come along) and writes project.archived, not project.updated', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const { data, response } = await owner.client.PATCH('/v1/projects/{project_id}', {
      ...byId(project.id),
      body: { archived: true, description: 'Shipped.' },
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.include({ archived: true, description: 'Shipped.' });
    expect(await storedProject(server, project.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'project.archived', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(data!.data);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'project.archived']);
  });

  it('unarchives with archived=false together with other fields and writes project.updated', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await owner.client.PATCH('/v1/projects/{project_id}', { ...byId(project.id), body: { archived: true } });
    const { data, response } = await owner.client.PATCH('/v1/projects/{project_id}', {
      ...byId(project.id),
      body: { archived: false, name: 'Back again' },
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.include({ archived: false, name: 'Back again' });
    expect(await storedProject(server, project.id)).to.deep.equal(data!.data);
    const event = await expectOneEvent(server, workspaceId, 'project.updated', {
      actor: owner,
      projectId: project.id,
      schema: 'ProjectEventData',
    });
    expect(event.project).to.deep.equal(data!.data);
    expect(await eventTypes(server, workspaceId)).to.deep.equal(['project.created', 'project.archived', 'project.updated']);
  });

  it('answers 200 with the project unchanged, writing no event, when nothing would change', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Same', color: '#123456' });
    for (const body of [{}, { name: 'Same', color: '#123456' }, { archived: false }, { visibility: 'private' as const, description: '' }]) {
      await expectNothingWritten(server, async () => {
        const { data, response } = await owner.client.PATCH('/v1/projects/{project_id}', { ...byId(project.id), body });
        expect(response.status).to.equal(200);
        expect(data!.data).to.deep.equal(project);
      });
    }
    expect(await eventsOf(server, workspaceId, 'project.updated')).to.deep.equal([]);
  });

  it('lets an editor update a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const { data, response } = await editor.client.PATCH('/v1/projects/{project_id}', {
      ...byId(project.id),
      body: { name: 'Edited by an editor' },
    });
    expect(response.status).to.equal(200);
    expect(data!.data.name).to.equal('Edited by an editor');
    expect(await storedProject(server, project.id)).to.deep.equal(data!.data);
    await expectOneEvent(server, workspaceId, 'project.updated', { actor: editor, projectId: project.id, schema: 'ProjectEventData' });
  });

  it('refuses a viewer of a shared project and a read-only key with 403 forbidden, writing nothing', async () => {
    const { project, callers } = await sharedProjectWithReadOnlyCallers(server);
    await expectForbidden(server, callers, (user) =>
      user.client.PATCH('/v1/projects/{project_id}', { ...byId(project.id), body: { archived: true } }),
    );
  });

  it('refuses a viewer added to a private project with 403, not 404: they see it but may not change it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    await server.knex('project_members').insert({ workspace_id: workspaceId, project_id: project.id, member_id: viewer.memberId });
    expect((await viewer.client.GET('/v1/projects/{project_id}', byId(project.id))).response.status).to.equal(200);
    await expectNothingWritten(server, async () => {
      const { error, response } = await viewer.client.PATCH('/v1/projects/{project_id}', {
        ...byId(project.id),
        body: { name: 'Mine now' },
      });
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(error!.error.message).to.contain('viewer');
    });
  });

  it('answers 404 not_found to an editor not added to a private project, and for an unknown id, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId);
    const cases = [
      { user: editor, id: project.id },
      { user: owner, id: 'proj_0000000000nonexistent' },
    ];
    for (const { user, id } of cases) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.PATCH('/v1/projects/{project_id}', { ...byId(id), body: { name: 'Nope' } });
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
      });
    }
  });
});
