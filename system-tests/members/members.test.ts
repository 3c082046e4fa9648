import { expect } from 'chai';
import pg from 'pg';
import type { ApiClient, Schemas } from '../../sdk/src/index.ts';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectSchema, invite } from '../../contract-tests/members/support/members.ts';
import { workspaceState } from './support/workspace-state.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('members', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('GET /v1/workspaces/{workspace_id}/members', () => {
    it('lists the active members newest first as {data}, without pending invitations', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
      await invite(owner, workspaceId, 'pending-person@example.test', 'editor');

      const { data, response } = await viewer.client.GET('/v1/workspaces/{workspace_id}/members', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(response.status).to.equal(200);
      expect(Object.keys(data!)).to.deep.equal(['data']);
      expect(data!.data.map((m) => m.id)).to.deep.equal([viewer.memberId, editor.memberId, ownerMemberId]);
      expect(data!.data.map((m) => m.email)).to.not.include('pending-person@example.test');
      const stored = await server.knex('members').where({ id: editor.memberId }).first();
      expect(data!.data[1]).to.deep.equal({
        id: editor.memberId,
        email: editor.email,
        name: editor.name,
        role: 'editor',
        status: 'active',
        joined_at: stored!.joined_at.toISOString(),
      });
      expect(data!.data[2]).to.include({ email: owner.email, role: 'owner', status: 'active' });
    });
  });

  describe('PATCH /v1/workspaces/{workspace_id}/members/{member_id}', () => {
    const patchRole = (client: ApiClient, workspaceId: string, memberId: string, role: 'owner' | 'admin' | 'editor' | 'viewer') =>
      client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: memberId } },
        body: { role },
      });

    it('lets an admin change an editor to viewer, stores it and writes member.role_changed with previous_role', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const editor = await memberWithRole(server, workspaceId, 'editor');

      const { data, response } = await patchRole(admin.client, workspaceId, editor.memberId, 'viewer');
      expect(response.status).to.equal(200);
      const stored = await server.knex('members').where({ id: editor.memberId }).first();
      expect(stored!.role).to.equal('viewer');
      expect(data!.data).to.deep.equal({
        id: editor.memberId,
        email: editor.email,
        name: editor.name,
        role: 'viewer',
        status: 'active',
        joined_at: stored!.joined_at.toISOString(),
      });

      const events = await eventsOf(server, workspaceId, 'member.role_changed');
      expect(events).to.have.length(1);
      expect(events[0]!.data).to.deep.equal({
        workspace_id: workspaceId,
        actor: { type: 'user', id: admin.userId, name: admin.name },
        member: data!.data,
        previous_role: 'editor',
      });
      expectSchema('MemberRoleChangedEventData', events[0]!.data);
    });

    it('lets an owner make another member an owner, who may then demote the first owner', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const promoted = await patchRole(owner.client, workspaceId, admin.memberId, 'owner');
      expect(promoted.response.status).to.equal(200);
      expect(promoted.data!.data.role).to.equal('owner');
      const demoted = await patchRole(admin.client, workspaceId, ownerMemberId, 'admin');
      expect(demoted.response.status).to.equal(200);
      expect(demoted.data!.data.role).to.equal('admin');
      const roles = await server.knex('members').where({ workspace_id: workspaceId }).orderBy('id').pluck('role');
      expect(roles.sort()).to.deep.equal(['admin', 'owner']);
      const events = await eventsOf(server, workspaceId, 'member.role_changed');
      expect(
        events.map((e) => {
          const data = e.data as Schemas['MemberRoleChangedEventData'];
          return [data.member.id, data.previous_role, data.member.role];
        }),
      ).to.deep.equal([
        [admin.memberId, 'admin', 'owner'],
        [ownerMemberId, 'owner', 'admin'],
      ]);
    });

    it('answers 200 and writes no event when the role is already the requested one', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const before = await workspaceState(server, workspaceId);
      const { data, response } = await patchRole(owner.client, workspaceId, editor.memberId, 'editor');
      expect(response.status).to.equal(200);
      expect(data!.data).to.include({ id: editor.memberId, role: 'editor' });
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    describe('refuses with 403 and changes nothing', () => {
      it('when an admin changes an owner’s role', async () => {
        const { workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await patchRole(admin.client, workspaceId, ownerMemberId, 'admin');
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(error!.error.message).to.contain('owner');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when an admin makes someone an owner', async () => {
        const { workspaceId } = await ownerWithWorkspace(server);
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const editor = await memberWithRole(server, workspaceId, 'editor');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await patchRole(admin.client, workspaceId, editor.memberId, 'owner');
        expect(response.status).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      it('when an owner downgrades themself, even with another owner present', async () => {
        const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
        await memberWithRole(server, workspaceId, 'owner');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await patchRole(owner.client, workspaceId, ownerMemberId, 'admin');
        expect(response.status).to.equal(403);
        expect(error!.error.message).to.equal('An owner cannot downgrade their own role; another owner must do it.');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      for (const role of ['editor', 'viewer'] as const) {
        it(`when ${role === 'editor' ? 'an' : 'a'} ${role} tries to manage members`, async () => {
          const { workspaceId } = await ownerWithWorkspace(server);
          const caller = await memberWithRole(server, workspaceId, role);
          const target = await memberWithRole(server, workspaceId, 'viewer');
          const before = await workspaceState(server, workspaceId);
          const { error, response } = await patchRole(caller.client, workspaceId, target.memberId, 'editor');
          expect(response.status).to.equal(403);
          expect(error!.error.message).to.contain(`(${role})`);
          expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
        });
      }

      for (const scope of ['read-only', 'editor'] as const) {
        it(`when the owner’s key has the ${scope} scope`, async () => {
          const { owner, workspaceId } = await ownerWithWorkspace(server);
          const narrow = await keyFor(server, owner, scope, workspaceId);
          const target = await memberWithRole(server, workspaceId, 'viewer');
          const before = await workspaceState(server, workspaceId);
          const { error, response } = await patchRole(narrow.client, workspaceId, target.memberId, 'editor');
          expect(response.status).to.equal(403);
          expect(error!.error.message).to.contain(scope);
          expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
        });
      }
    });

    it('answers 404 for a member of another workspace, an unknown member, and a workspace the caller is not in', async () => {
      const mine = await ownerWithWorkspace(server);
      const theirs = await ownerWithWorkspace(server, 'Other Co');
      const theirEditor = await memberWithRole(server, theirs.workspaceId, 'editor');
      const beforeMine = await workspaceState(server, mine.workspaceId);
      const beforeTheirs = await workspaceState(server, theirs.workspaceId);

      const crossWorkspace = await patchRole(mine.owner.client, mine.workspaceId, theirEditor.memberId, 'viewer');
      expect(crossWorkspace.response.status).to.equal(404);
      expect(crossWorkspace.error!.error).to.include({ code: 'not_found', status: 404 });
      const unknown = await patchRole(mine.owner.client, mine.workspaceId, 'mem_doesnotexist', 'viewer');
      expect(unknown.response.status).to.equal(404);
      const notMine = await patchRole(mine.owner.client, theirs.workspaceId, theirEditor.memberId, 'viewer');
      expect(notMine.response.status).to.equal(404);

      expect(await workspaceState(server, mine.workspaceId)).to.deep.equal(beforeMine);
      expect(await workspaceState(server, theirs.workspaceId)).to.deep.equal(beforeTheirs);
    });

    it('answers 409 to the second of two owners demoting each other at once, keeping one owner', async () => {
      const { owner: first, workspaceId, ownerMemberId: firstId } = await ownerWithWorkspace(server);
      const second = await memberWithRole(server, workspaceId, 'owner');
      // Both owners are known as owners to the service (cached) before the race starts.
      for (const user of [first, second]) {
        const { response } = await user.client.GET('/v1/workspaces/{workspace_id}/members', {
          params: { path: { workspace_id: workspaceId } },
        });
        expect(response.status).to.equal(200);
      }

      // Hold the owners' row locks so both requests queue behind them, then let them go together.
      const blocker = new pg.Client({ connectionString: server.connectionString });
      await blocker.connect();
      let results: Awaited<ReturnType<typeof patchRole>>[];
      try {
        await blocker.query('begin');
        await blocker.query(`select id from members where workspace_id = $1 and role = 'owner' for update`, [workspaceId]);
        const racing = Promise.all([
          patchRole(first.client, workspaceId, second.memberId, 'admin'),
          patchRole(second.client, workspaceId, firstId, 'admin'),
        ]);
        await waitFor(
          async () => {
            const { rows } = await blocker.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
            );
            return rows[0]!.n >= 2 ? true : undefined;
          },
          { what: 'both role changes to wait for the owners’ locks', timeoutMs: 10_000 },
        );
        await blocker.query('commit');
        results = await racing;
      } finally {
        await blocker.end();
      }

      const statuses = results.map((r) => r.response.status).sort();
      expect(statuses).to.deep.equal([200, 409]);
      const refused = results.find((r) => r.response.status === 409)!;
      expect(refused.error!.error).to.deep.include({
        code: 'conflict',
        status: 409,
        message: 'The workspace must keep at least one owner.',
      });
      const roles = await server.knex('members').where({ workspace_id: workspaceId }).pluck('role');
      expect(roles.sort()).to.deep.equal(['admin', 'owner']);
      expect(await eventsOf(server, workspaceId, 'member.role_changed')).to.have.length(1);
    });
  });
});
