// Deleting a workspace as its members see it. That every row it held goes with it, and nothing of
// another workspace: system-tests/workspaces/delete-workspace.test.ts.
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server.ts';
import { populatedWorkspace } from './support/workspaces.ts';

describe('DELETE /v1/workspaces/{workspace_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('is gone at once for its owner and its members; their accounts and keys remain, the keys homed there lose their home', async () => {
    const { owner, workspaceId, projectId, joiner } = await populatedWorkspace(server, 'Vanishing');
    const deleted = await owner.client.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(deleted.response.status).to.equal(204);

    for (const user of [owner, joiner]) {
      const get = await user.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(get.response.status).to.equal(404);
      const project = await user.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: projectId } } });
      expect(project.response.status).to.equal(404);
      const list = await user.client.GET('/v1/workspaces');
      expect(list.data!.data.map((w) => w.id)).to.not.include(workspaceId);
    }
    const again = await owner.client.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(again.response.status).to.equal(404);

    // Both accounts remain: each user's key still names its user.
    for (const user of [owner, joiner]) expect((await user.client.GET('/v1/users/me')).data!.data.id).to.equal(user.userId);
    const keys = await owner.client.GET('/v1/api-keys');
    expect(keys.data!.data.find((k) => k.id === owner.keyId)).to.include({ workspace_id: null, revoked_at: null });
    expect((await owner.client.GET('/v1/users/me')).response.status).to.equal(200);
  });
});
