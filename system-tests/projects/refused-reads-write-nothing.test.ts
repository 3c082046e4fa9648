// Refused reads of projects and their members change nothing: no row and no outbox event, which
// only the database shows. The answers themselves are checked in contract-tests/projects/.
import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, type ErrorEnvelope } from '../../contract-tests/projects/support/projects.ts';
import { expectNothingWritten } from './support/stored.ts';

describe('refused project reads write nothing', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('GET /v1/workspaces/{workspace_id}/projects', () => {
    const list = (workspaceId: string, query: { page?: number; per_page?: number; archived?: boolean } = {}) => ({
      params: { path: { workspace_id: workspaceId }, query },
    });

    it('answers 404 not_found for a workspace the caller is not a member of, or that does not exist', async () => {
      const { owner } = await ownerWithWorkspace(server, 'Mine');
      const other = await ownerWithWorkspace(server, 'Theirs');
      await createProject(other.owner, other.workspaceId, { visibility: 'shared' });
      for (const workspaceId of [other.workspaceId, 'ws_0000000000nonexistent']) {
        await expectNothingWritten(server, async () => {
          const { error, response } = await owner.client.GET('/v1/workspaces/{workspace_id}/projects', list(workspaceId));
          expect(response.status).to.equal(404);
          expect(error!.error).to.include({ code: 'not_found', status: 404 });
          expect(error!.error.message).to.contain(workspaceId);
        });
      }
    });

    it('answers 400 bad_request for a non-integer page or a non-boolean archived flag', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      for (const query of ['page=abc', 'per_page=1.5', 'archived=maybe']) {
        await expectNothingWritten(server, async () => {
          const res = await rawRequest<ErrorEnvelope>(server.url, {
            method: 'GET',
            path: `/v1/workspaces/${workspaceId}/projects?${query}`,
            apiKey: owner.key,
          });
          expect(res.status, query).to.equal(400);
          expect(res.body.error.code).to.equal('bad_request');
          expect(res.body.error.details![0]!.field).to.equal(`/${query.split('=')[0]}`);
        });
      }
    });
  });

  describe('GET /v1/projects/{project_id}/members', () => {
    const members = (projectId: string, query: { page?: number; per_page?: number } = {}) => ({
      params: { path: { project_id: projectId }, query },
    });

    it('answers 404 not_found to a viewer not added to a private project, and for an unknown project', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const project = await createProject(owner, workspaceId);
      for (const [user, id] of [
        [viewer, project.id],
        [owner, 'proj_0000000000nonexistent'],
      ] as const) {
        await expectNothingWritten(server, async () => {
          const { error, response } = await user.client.GET('/v1/projects/{project_id}/members', members(id));
          expect(response.status).to.equal(404);
          expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
        });
      }
    });
  });
});
