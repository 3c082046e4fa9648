import { expect } from 'chai';
import type { ApiClient } from '../../sdk/src/index.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { eventsOf } from '../../system-tests/support/outbox.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { everyRound, expectSchema, workspaceState } from './support/members.ts';

describe('removing members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const remove = (client: ApiClient, workspaceId: string, memberId: string) =>
    client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: memberId } },
    });

  /** A shared project with one task assigned to the member, made through the API. */
  async function taskAssignedTo(creator: TestUser, workspaceId: string, memberId: string) {
    const project = await creator.client.POST('/v1/projects', {
      body: { workspace_id: workspaceId, name: 'Roadmap', visibility: 'shared' },
    });
    expect(project.response.status).to.equal(201);
    const task = await creator.client.POST('/v1/projects/{project_id}/tasks', {
      params: { path: { project_id: project.data!.data.id } },
      body: { name: 'Write the launch post', assignee_member_id: memberId },
    });
    expect(task.response.status).to.equal(201);
    expect(task.data!.data.assignee_member_id).to.equal(memberId);
    return { projectId: project.data!.data.id, taskId: task.data!.data.id };
  }

  describe('DELETE /v1/workspaces/{workspace_id}/members/{member_id}', () => {
    it('removes the member, keeps the account, keeps their tasks unassigned and writes member.removed', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { taskId } = await taskAssignedTo(owner, workspaceId, editor.memberId);
      const memberBefore = await server.knex('members').where({ id: editor.memberId }).first();

      const { data, error, response } = await remove(admin.client, workspaceId, editor.memberId);
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
      const unassigned = (await eventsOf(server, workspaceId, 'task.updated')).filter((e) => e.data.task.id === taskId);
      expect(unassigned).to.have.length(1);
      expect(unassigned[0]!.data.task.assignee_member_id).to.equal(null);

      const members = await owner.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
      expect(members.data!.data.map((m) => m.id)).to.not.include(editor.memberId);
    });

    it('revokes access at once: the removed member’s very next request to the workspace gets 404', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const { taskId } = await taskAssignedTo(owner, workspaceId, editor.memberId);
      // Read first, so the membership is cached in the server before the removal.
      const read = await editor.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(read.response.status).to.equal(200);
      const readTask = await editor.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: taskId } } });
      expect(readTask.response.status).to.equal(200);

      expect((await remove(owner.client, workspaceId, editor.memberId)).response.status).to.equal(204);

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
        const removed = await remove(owner.client, workspaceId, viewer.memberId);
        if (removed.response.status !== 204) return `removal answered ${removed.response.status}`;
        const after = await read();
        return after.response.status === 404 ? undefined : `the next request after the 204 got ${after.response.status}`;
      });
    });

    it('lets a member leave the workspace themself', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'editor');
      const { response } = await remove(viewer.client, workspaceId, viewer.memberId);
      expect(response.status).to.equal(204);
      expect(await server.knex('members').where({ id: viewer.memberId })).to.have.length(0);
      const [event] = await eventsOf(server, workspaceId, 'member.removed');
      expect(event!.data.member.id).to.equal(viewer.memberId);
      expect(event!.data.actor.id).to.equal(viewer.userId);
    });

    it('lets an owner remove another owner while one owner stays', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      const second = await memberWithRole(server, workspaceId, 'owner');
      const { response } = await remove(owner.client, workspaceId, second.memberId);
      expect(response.status).to.equal(204);
      expect(await server.knex('members').where({ workspace_id: workspaceId }).pluck('id')).to.deep.equal([ownerMemberId]);
    });

    describe('refuses with 403 and changes nothing', () => {
      it('when an editor removes someone else', async () => {
        const { workspaceId } = await ownerWithWorkspace(server);
        const editor = await memberWithRole(server, workspaceId, 'editor');
        const viewer = await memberWithRole(server, workspaceId, 'viewer');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await remove(editor.client, workspaceId, viewer.memberId);
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when an admin removes an owner', async () => {
        const { workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await remove(admin.client, workspaceId, ownerMemberId);
        expect(response.status).to.equal(403);
        expect(error!.error.message).to.equal('Only an owner can remove an owner.');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when the owner’s key has the read-only scope, even for leaving', async () => {
        const { owner, workspaceId } = await ownerWithWorkspace(server);
        const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
        const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
        const before = await workspaceState(server, workspaceId);
        const other = await remove(readOnly.client, workspaceId, viewer.memberId);
        expect(other.response.status).to.equal(403);
        expect(other.error!.error.message).to.contain('read-only');
        const leaving = await remove(viewer.client, workspaceId, viewer.memberId);
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

      const crossWorkspace = await remove(mine.owner.client, mine.workspaceId, theirEditor.memberId);
      expect(crossWorkspace.response.status).to.equal(404);
      expect(crossWorkspace.error!.error).to.include({ code: 'not_found', status: 404 });
      expect((await remove(mine.owner.client, mine.workspaceId, 'mem_doesnotexist')).response.status).to.equal(404);
      expect((await remove(mine.owner.client, theirs.workspaceId, theirEditor.memberId)).response.status).to.equal(404);
      expect((await remove(stranger.client, theirs.workspaceId, theirEditor.memberId)).response.status).to.equal(404);

      expect(await workspaceState(server, mine.workspaceId)).to.deep.equal(beforeMine);
      expect(await workspaceState(server, theirs.workspaceId)).to.deep.equal(beforeTheirs);
    });

    it('answers 409 when the last owner tries to leave, and keeps them', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      await memberWithRole(server, workspaceId, 'admin');
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await remove(owner.client, workspaceId, ownerMemberId);
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('at least one owner');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });
  });
});
