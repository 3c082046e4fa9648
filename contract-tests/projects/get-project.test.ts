import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, type ErrorEnvelope } from './support/projects.ts';

describe('GET /v1/projects/{project_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { project_id: id } } });
  /** The project as a member who may see it reads it: what the service holds now. */
  const readAs = async (user: TestUser, id: string) => {
    const { data, response } = await user.client.GET('/v1/projects/{project_id}', byId(id));
    expect(response.status, `${user.email} reads ${id}`).to.equal(200);
    return data!.data;
  };

  it('returns a shared project to every member of its workspace, viewers and read-only keys included', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
    const project = await createProject(owner, workspaceId, {
      name: 'Open to all',
      visibility: 'shared',
      description: 'Hello',
      color: '#112233',
    });
    const { data, response } = await viewer.client.GET('/v1/projects/{project_id}', byId(project.id));
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal(project);
    expect(await readAs(owner, project.id)).to.deep.equal(data!.data);
  });

  it('hides a private project with 404 not_found from viewers and editors who were not added to it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { name: 'Secret' });
    for (const user of [viewer, editor]) {
      const { error, response } = await user.client.GET('/v1/projects/{project_id}', byId(project.id));
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Project ${project.id} not found.` });
    }
    expect(await readAs(owner, project.id)).to.deep.equal(project);
  });

  it('shows a private project to owners and admins, and to viewers once added to it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId, { name: 'Secret' });
    const readOnlyOwner = await keyFor(server, owner, 'read-only');
    for (const user of [owner, readOnlyOwner, admin]) {
      const { data, response } = await user.client.GET('/v1/projects/{project_id}', byId(project.id));
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal(project);
    }
    expect((await viewer.client.GET('/v1/projects/{project_id}', byId(project.id))).response.status).to.equal(404);
    const added = await owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: project.id } },
      body: { member_id: viewer.memberId },
    });
    expect(added.response.status).to.equal(201);
    const { data, response } = await viewer.client.GET('/v1/projects/{project_id}', byId(project.id));
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal(await readAs(owner, project.id));
  });

  it('answers 404 not_found for an unknown id, a malformed id, and another workspace’s project', async () => {
    const { owner } = await ownerWithWorkspace(server, 'Mine');
    const other = await ownerWithWorkspace(server, 'Theirs');
    const theirs = await createProject(other.owner, other.workspaceId, { visibility: 'shared' });
    for (const id of ['proj_0000000000nonexistent', theirs.id]) {
      const { error, response } = await owner.client.GET('/v1/projects/{project_id}', byId(id));
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
    }
    const malformed = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'GET',
      path: '/v1/projects/not-a-project-id',
      apiKey: owner.key,
    });
    expect(malformed.status).to.equal(404);
    expect(malformed.body.error.code).to.equal('not_found');
    expect(await readAs(other.owner, theirs.id)).to.deep.equal(theirs);
  });
});
