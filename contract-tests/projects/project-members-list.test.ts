import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, type ErrorEnvelope } from './support/projects.ts';

describe('GET /v1/projects/{project_id}/members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const members = (projectId: string, query: { page?: number; per_page?: number } = {}) => ({
    params: { path: { project_id: projectId }, query },
  });

  it('lists the members added to the project, newest first, with pagination meta', async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const editor = await memberWithRole(server, workspaceId, 'editor');
    await memberWithRole(server, workspaceId, 'admin'); // in the workspace, not in the project
    const project = await createProject(owner, workspaceId);
    for (const memberId of [viewer.memberId, editor.memberId]) {
      const added = await owner.client.POST('/v1/projects/{project_id}/members', {
        params: { path: { project_id: project.id } },
        body: { member_id: memberId },
      });
      expect(added.response.status).to.equal(201);
    }

    const { data, response } = await viewer.client.GET('/v1/projects/{project_id}/members', members(project.id));
    expect(response.status).to.equal(200);
    expect(data!.data.map((m) => m.id)).to.deep.equal([editor.memberId, viewer.memberId, ownerMemberId]);
    expect(data!.data[0]).to.deep.equal({
      id: editor.memberId,
      email: editor.email,
      name: editor.name,
      role: 'editor',
      status: 'active',
      joined_at: data!.data[0]!.joined_at,
    });
    expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
    // Being listed is being in the project: each listed member sees the private project.
    for (const user of [editor, viewer, owner]) {
      const read = await user.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
      expect(read.response.status, user.email).to.equal(200);
    }

    const page2 = await viewer.client.GET('/v1/projects/{project_id}/members', members(project.id, { page: 2, per_page: 2 }));
    expect(page2.data!.data.map((m) => m.id)).to.deep.equal([ownerMemberId]);
    expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
  });

  it('answers 400 bad_request for a non-integer page and 422 unprocessable_entity for per_page out of range', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const bad = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'GET',
      path: `/v1/projects/${project.id}/members?page=first`,
      apiKey: owner.key,
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.error.code).to.equal('bad_request');
    expect(bad.body.error.details).to.deep.equal([{ field: '/page', message: 'must be integer' }]);
    const big = await owner.client.GET('/v1/projects/{project_id}/members', members(project.id, { per_page: 500 }));
    expect(big.response.status).to.equal(422);
    expect(big.error!.error.code).to.equal('unprocessable_entity');
    expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
  });
});
