// Removing members as a client sees it: access ends before the answer, and an owner may go while one
// stays. What a removal stores and the events it writes: system-tests/members/member-removal.test.ts.
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { everyRound, taskAssignedTo } from './support/members.ts';
import { removeMember } from './support/requests.ts';

describe('removing members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('DELETE /v1/workspaces/{workspace_id}/members/{member_id}', () => {
    it('revokes access at once: the removed member’s very next request to the workspace gets 404', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { taskId } = await taskAssignedTo(owner, workspaceId, editor.memberId);
      // Read first, so the membership is cached in the server before the removal.
      const read = await editor.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(read.response.status).to.equal(200);
      const readTask = await editor.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: taskId } } });
      expect(readTask.response.status).to.equal(200);

      expect((await removeMember(owner.client, workspaceId, editor.memberId)).response.status).to.equal(204);

      const workspace = await editor.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(workspace.response.status).to.equal(404);
      expect(workspace.error!.error.code).to.equal('not_found');
      const members = await editor.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
      expect(members.response.status).to.equal(404);
      const task = await editor.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: taskId } } });
      expect(task.response.status).to.equal(404);
    });

    it('ends access before answering 204, every time (30 rounds of read, remove, read again)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await everyRound(30, async () => {
        const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
        const read = () => viewer.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
        if ((await read()).response.status !== 200) return 'the member could not read before the removal';
        const removed = await removeMember(owner.client, workspaceId, viewer.memberId);
        if (removed.response.status !== 204) return `removal answered ${removed.response.status}`;
        const after = await read();
        return after.response.status === 404 ? undefined : `the next request after the 204 got ${after.response.status}`;
      });
    });

    it('lets an owner remove another owner while one owner stays', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      const second = await memberWithRole(server, workspaceId, 'owner');
      const { response } = await removeMember(owner.client, workspaceId, second.memberId);
      expect(response.status).to.equal(204);
      const members = await owner.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
      expect(members.data!.data.map((m) => m.id)).to.deep.equal([ownerMemberId]);
    });
  });
});
