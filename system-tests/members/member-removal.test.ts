import { expect } from 'chai';
import type { Schemas } from '../../sdk/src/index.ts';

type TaskEventData = Schemas['TaskEventData'];
type MemberEventData = Schemas['MemberEventData'];
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectSchema, taskAssignedTo } from '../../contract-tests/members/support/members.ts';
import { removeMember } from '../../contract-tests/members/support/requests.ts';
import { workspaceState } from './support/workspace-state.ts';

describe('removing members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('DELETE /v1/workspaces/{workspace_id}/members/{member_id}', () => {
    it('removes the member, keeps the account, keeps their tasks unassigned and writes member.removed', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { taskId } = await taskAssignedTo(owner, workspaceId, editor.memberId);
      const memberBefore = await server.knex('members').where({ id: editor.memberId }).first();

      const { data, error, response } = await removeMember(admin.client, workspaceId, editor.memberId);
      expect(response.status).to.equal(204);
      expect(data).to.equal(undefined);
      expect(error).to.equal(undefined);

      expect(await server.knex('members').where({ id: editor.memberId })).to.have.length(0);
      expect(await server.knex('users').where({ id: editor.userId })).to.have.length(1);
      expect(await server.knex('api_keys').where({ id: editor.keyId }).whereNull('revoked_at')).to.have.length(1);
      const task = await server.knex('tasks').where({ id: taskId }).first();
      expect(task).to.include({ assignee_member_id: null, name: 'Write the launch post' });

      const removed = await eventsOf(server, workspaceId, 'member.removed');
      expect(removed).to.have.length(1);
      expect(removed[0]!.data).to.deep.equal({
        workspace_id: workspaceId,
        actor: { type: 'user', id: admin.userId, name: admin.name },
        member: {
          id: editor.memberId,
          email: editor.email,
          name: editor.name,
          role: 'editor',
          status: 'active',
          joined_at: memberBefore!.joined_at.toISOString(),
        },
      });
      expect(removed[0]!.actor).to.deep.equal({ type: 'user', id: admin.userId, name: admin.name });
      expectSchema('MemberEventData', removed[0]!.data);
      const unassigned = (await eventsOf(server, workspaceId, 'task.updated')).filter((e) => (e.data as TaskEventData).task.id === taskId);
      expect(unassigned).to.have.length(1);
      expect((unassigned[0]!.data as TaskEventData).task.assignee_member_id).to.equal(null);

      const members = await owner.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
      expect(members.data!.data.map((m) => m.id)).to.not.include(editor.memberId);
    });

    it('lets a member leave the workspace themself', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'editor');
      const { response } = await removeMember(viewer.client, workspaceId, viewer.memberId);
      expect(response.status).to.equal(204);
      expect(await server.knex('members').where({ id: viewer.memberId })).to.have.length(0);
      const [event] = await eventsOf(server, workspaceId, 'member.removed');
      const data = event!.data as MemberEventData;
      expect(data.member.id).to.equal(viewer.memberId);
      expect(data.actor.id).to.equal(viewer.userId);
    });

    describe('refuses with 403 and changes nothing', () => {
      it('when an editor removes someone else', async () => {
        const { workspaceId } = await ownerWithWorkspace(server);
        const editor = await memberWithRole(server, workspaceId, 'editor');
        const viewer = await memberWithRole(server, workspaceId, 'viewer');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await removeMember(editor.client, workspaceId, viewer.memberId);
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when an admin removes an owner', async () => {
        const { workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await removeMember(admin.client, workspaceId, ownerMemberId);
        expect(response.status).to.equal(403);
        expect(error!.error.message).to.equal('Only an owner can remove an owner.');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when the owner’s key has the read-only scope, even for leaving', async () => {
        const { owner, workspaceId } = await ownerWithWorkspace(server);
        const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
        const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
        const before = await workspaceState(server, workspaceId);
        const other = await removeMember(readOnly.client, workspaceId, viewer.memberId);
        expect(other.response.status).to.equal(403);
        expect(other.error!.error.message).to.contain('read-only');
        const leaving = await removeMember(viewer.client, workspaceId, viewer.memberId);
        expect(leaving.response.status).to.equal(403);
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });
    });

    it('answers 404 for a member of another workspace, an unknown member, and a workspace the caller is not in', async () => {
      const mine = await ownerWithWorkspace(server);
      const theirs = await ownerWithWorkspace(server, 'Other Co');
      const theirEditor = await memberWithRole(server, theirs.workspaceId, 'editor');
      const stranger = await createUser(server);
      const beforeMine = await workspaceState(server, mine.workspaceId);
      const beforeTheirs = await workspaceState(server, theirs.workspaceId);

      const crossWorkspace = await removeMember(mine.owner.client, mine.workspaceId, theirEditor.memberId);
      expect(crossWorkspace.response.status).to.equal(404);
      expect(crossWorkspace.error!.error).to.include({ code: 'not_found', status: 404 });
      expect((await removeMember(mine.owner.client, mine.workspaceId, 'mem_doesnotexist')).response.status).to.equal(404);
      expect((await removeMember(mine.owner.client, theirs.workspaceId, theirEditor.memberId)).response.status).to.equal(404);
      expect((await removeMember(stranger.client, theirs.workspaceId, theirEditor.memberId)).response.status).to.equal(404);

      expect(await workspaceState(server, mine.workspaceId)).to.deep.equal(beforeMine);
      expect(await workspaceState(server, theirs.workspaceId)).to.deep.equal(beforeTheirs);
    });

    it('answers 409 when the last owner tries to leave, and keeps them', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      await memberWithRole(server, workspaceId, 'admin');
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await removeMember(owner.client, workspaceId, ownerMemberId);
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('at least one owner');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });
  });
});
