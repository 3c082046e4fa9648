// The member operations as a client sees them: who may read the list, and a role change that holds
// from the very next request. What they store and the events they write: system-tests/members/members.test.ts.
import { expect } from 'chai';
import type { ApiClient } from '../../sdk/src/index.ts';
import { createUser, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { everyRound } from './support/members.ts';

describe('members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('GET /v1/workspaces/{workspace_id}/members', () => {
    it('answers 404 to a caller who is not a member, and for a workspace that does not exist', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const stranger = await createUser(server);
      const foreign = await stranger.client.GET('/v1/workspaces/{workspace_id}/members', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(foreign.response.status).to.equal(404);
      expect(foreign.error!.error).to.include({ code: 'not_found', status: 404 });
      const missing = await stranger.client.GET('/v1/workspaces/{workspace_id}/members', {
        params: { path: { workspace_id: 'ws_doesnotexist' } },
      });
      expect(missing.response.status).to.equal(404);
      expect(missing.error!.error.code).to.equal('not_found');
    });
  });

  describe('PATCH /v1/workspaces/{workspace_id}/members/{member_id}', () => {
    const patchRole = (client: ApiClient, workspaceId: string, memberId: string, role: 'owner' | 'admin' | 'editor' | 'viewer') =>
      client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: memberId } },
        body: { role },
      });

    it('takes effect before answering: the demoted admin’s next admin-only request is refused, every time (30 rounds)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await everyRound(30, async () => {
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const listInvitations = () =>
          admin.client.GET('/v1/workspaces/{workspace_id}/invitations', { params: { path: { workspace_id: workspaceId } } });
        const allowed = await listInvitations();
        if (allowed.response.status !== 200) return `the admin could not list invitations (${allowed.response.status})`;
        const demoted = await patchRole(owner.client, workspaceId, admin.memberId, 'editor');
        if (demoted.response.status !== 200) return `the role change answered ${demoted.response.status}`;
        const refused = await listInvitations();
        return refused.response.status === 403 ? undefined : `the next admin-only request after the 200 got ${refused.response.status}`;
      });
    });
  });
});
