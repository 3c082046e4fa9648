import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { archiveProject, createProject } from './support/projects.ts';

describe('GET /v1/workspaces/{workspace_id}/projects', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const list = (workspaceId: string, query: { page?: number; per_page?: number; archived?: boolean } = {}) => ({
    params: { path: { workspace_id: workspaceId }, query },
  });
  const byId = (id: string) => ({ params: { path: { project_id: id } } });

  it('lists only the active projects by default, newest first, with pagination meta', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const first = await createProject(owner, workspaceId, { name: 'First' });
    const archived = await createProject(owner, workspaceId, { name: 'Archived' });
    const third = await createProject(owner, workspaceId, { name: 'Third', visibility: 'shared' });
    await archiveProject(owner, archived.id);

    const { data, response } = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId));
    expect(response.status).to.equal(200);
    expect(data!.data.map((p) => p.name)).to.deep.equal(['Third', 'First']);
    expect(data!.data[0]).to.deep.equal(third);
    expect(data!.data[1]).to.deep.equal(first);
    expect(data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });
    const active = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, { archived: false }));
    expect(active.data!.meta.total).to.equal(2);
  });

  it('lists only the archived projects with archived=true, and only active ones with archived=false', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const active = await createProject(owner, workspaceId, { name: 'Active' });
    const old = await createProject(owner, workspaceId, { name: 'Old' });
    const older = await createProject(owner, workspaceId, { name: 'Older' });
    await archiveProject(owner, older.id);
    await archiveProject(owner, old.id);

    const archived = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, { archived: true }));
    expect(archived.response.status).to.equal(200);
    expect(archived.data!.data.map((p) => p.id)).to.deep.equal([older.id, old.id]);
    expect(archived.data!.data.every((p) => p.archived)).to.equal(true);
    expect(archived.data!.meta.total).to.equal(2);

    const activeOnly = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, { archived: false }));
    expect(activeOnly.data!.data.map((p) => p.id)).to.deep.equal([active.id]);
    expect(activeOnly.data!.meta.total).to.equal(1);
    const archivedFlags = await Promise.all(
      [active, old, older].map(async ({ id }) => (await owner.client.GET('/v1/projects/{project_id}', byId(id))).data!.data.archived),
    );
    expect(archivedFlags).to.deep.equal([false, true, true]);
  });

  it('pages with page and per_page, counting every project in meta.total', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    for (const name of ['a', 'b', 'c']) await createProject(owner, workspaceId, { name });
    const page2 = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, { page: 2, per_page: 2 }));
    expect(page2.response.status).to.equal(200);
    expect(page2.data!.data.map((p) => p.name)).to.deep.equal(['a']);
    expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
    const beyond = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, { page: 5, per_page: 2 }));
    expect(beyond.data!.data).to.deep.equal([]);
    expect(beyond.data!.meta).to.deep.equal({ total: 3, page: 5, per_page: 2 });
  });

  it('shows viewers and editors the shared projects and the private ones they were added to, and admins every project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const hidden = await createProject(owner, workspaceId, { name: 'Hidden' });
    const shared = await createProject(owner, workspaceId, { name: 'Shared', visibility: 'shared' });
    const invited = await createProject(owner, workspaceId, { name: 'Invited' });
    const added = await owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: invited.id } },
      body: { member_id: viewer.memberId },
    });
    expect(added.response.status).to.equal(201);

    const names = async (client: typeof owner.client) => {
      const { data, response } = await client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId));
      expect(response.status).to.equal(200);
      expect(data!.meta.total).to.equal(data!.data.length);
      return data!.data.map((p) => p.name);
    };
    expect(await names(viewer.client)).to.deep.equal(['Invited', 'Shared']);
    expect(await names(editor.client)).to.deep.equal(['Shared']);
    expect(await names(admin.client)).to.deep.equal(['Invited', 'Shared', 'Hidden']);
    expect(await names(owner.client)).to.deep.equal(['Invited', 'Shared', 'Hidden']);
    // The hidden project is there all the same: visibility filters, it does not delete.
    const stillThere = await owner.client.GET('/v1/projects/{project_id}', byId(hidden.id));
    expect(stillThere.data!.data).to.include({ visibility: 'private' });
    expect(shared.visibility).to.equal('shared');
  });

  it('answers 422 unprocessable_entity for page 0 or per_page out of range, naming the parameter', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const cases = [
      { query: { page: 0 }, field: '/page', message: 'must be >= 1' },
      { query: { per_page: 0 }, field: '/per_page', message: 'must be >= 1' },
      { query: { per_page: 101 }, field: '/per_page', message: 'must be <= 100' },
    ];
    for (const { query, field, message } of cases) {
      const { error, response } = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId, query));
      expect(response.status).to.equal(422);
      expect(error!.error.code).to.equal('unprocessable_entity');
      expect(error!.error.details).to.deep.equal([{ field, message }]);
    }
  });
});
