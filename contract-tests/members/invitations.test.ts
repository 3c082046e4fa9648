import { expect } from 'chai';
import type { ApiClient } from '../../sdk/src/index.ts';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { eventsOf } from '../../system-tests/support/outbox.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { SEVEN_DAYS_MS, eventually, expectSchema, invite, workspaceState } from './support/members.ts';

describe('invitations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const create = (client: ApiClient, workspaceId: string, email: string, role: 'owner' | 'admin' | 'editor' | 'viewer') =>
    client.POST('/v1/workspaces/{workspace_id}/invitations', { params: { path: { workspace_id: workspaceId } }, body: { email, role } });
  const list = (
    client: ApiClient,
    workspaceId: string,
    query: { status?: 'pending' | 'accepted' | 'expired'; page?: number; per_page?: number } = {},
  ) => client.GET('/v1/workspaces/{workspace_id}/invitations', { params: { path: { workspace_id: workspaceId }, query } });
  const revoke = (client: ApiClient, workspaceId: string, invitationId: string) =>
    client.DELETE('/v1/workspaces/{workspace_id}/invitations/{invitation_id}', {
      params: { path: { workspace_id: workspaceId, invitation_id: invitationId } },
    });

  describe('POST /v1/workspaces/{workspace_id}/invitations', () => {
    it('creates a pending invitation expiring 7 days later, stores it, writes member.invited and queues the mail', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const { data, response } = await create(admin.client, workspaceId, 'new.person@example.test', 'editor');
      expect(response.status).to.equal(201);
      const invitation = data!.data;
      expect(invitation).to.include({ workspace_id: workspaceId, email: 'new.person@example.test', role: 'editor', status: 'pending' });
      expect(invitation.id).to.match(/^inv_/);
      const validity = Date.parse(invitation.expires_at) - Date.parse(invitation.created_at);
      expect(Math.abs(validity - SEVEN_DAYS_MS)).to.be.lessThan(5_000);

      const stored = await server.knex('invitations').where({ id: invitation.id }).first();
      expect(stored).to.include({
        workspace_id: workspaceId,
        email: 'new.person@example.test',
        role: 'editor',
        status: 'pending',
        invited_by: admin.userId,
        accepted_at: null,
      });
      expect(stored!.expires_at.toISOString()).to.equal(invitation.expires_at);
      expect(stored!.created_at.toISOString()).to.equal(invitation.created_at);
      // Invitations are not members.
      expect(await server.knex('members').where({ workspace_id: workspaceId })).to.have.length(2);

      const events = await eventsOf(server, workspaceId, 'member.invited');
      expect(events).to.have.length(1);
      expect(events[0]!.data).to.deep.equal({
        workspace_id: workspaceId,
        actor: { type: 'user', id: admin.userId, name: admin.name },
        invitation,
      });
      expectSchema('MemberInvitedEventData', events[0]!.data);

      // No SMTP_URL here: the worker delivers the queued invitation mail to the dev outbox.
      const mail = await eventually(
        async () => server.knex('mail_outbox').where({ to_address: 'new.person@example.test' }).first(),
        'the invitation mail in the outbox',
      );
      expect(mail.body).to.contain(invitation.id);
    });

    it('lets an owner invite an owner', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const { data, response } = await create(owner.client, workspaceId, 'co-owner@example.test', 'owner');
      expect(response.status).to.equal(201);
      expect(data!.data.role).to.equal('owner');
      expect(await server.knex('invitations').where({ id: data!.data.id, role: 'owner', status: 'pending' })).to.have.length(1);
    });

    it('supersedes a pending invitation to the same address: the old one expires, a new one is pending', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const first = await invite(owner, workspaceId, 'again@example.test', 'viewer');
      const { data, response } = await create(owner.client, workspaceId, 'AGAIN@example.test', 'editor');
      expect(response.status).to.equal(201);
      expect(data!.data.id).to.not.equal(first.id);
      expect(data!.data).to.include({ status: 'pending', role: 'editor' });

      const stored = await server.knex('invitations').where({ workspace_id: workspaceId }).orderBy('id').select('id', 'status', 'role');
      expect(stored).to.deep.equal([
        { id: first.id, status: 'expired', role: 'viewer' },
        { id: data!.data.id, status: 'pending', role: 'editor' },
      ]);
      const listed = await list(owner.client, workspaceId);
      expect(listed.data!.data.map((i) => [i.id, i.status])).to.deep.equal([
        [data!.data.id, 'pending'],
        [first.id, 'expired'],
      ]);
      expect((await eventsOf(server, workspaceId, 'member.invited')).map((e) => e.data.invitation.id)).to.deep.equal([
        first.id,
        data!.data.id,
      ]);
    });

    it('answers 409 for the address of an active member, whatever its case, and writes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await create(owner.client, workspaceId, editor.email.toUpperCase(), 'viewer');
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('already an active member');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    describe('refuses with 403 and writes nothing', () => {
      it('when an admin invites an owner', async () => {
        const { workspaceId } = await ownerWithWorkspace(server);
        const admin = await memberWithRole(server, workspaceId, 'admin');
        const before = await workspaceState(server, workspaceId);
        const { error, response } = await create(admin.client, workspaceId, 'boss@example.test', 'owner');
        expect(response.status).to.equal(403);
        expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        expect(error!.error.message).to.contain('owner');
        expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      });

      for (const role of ['editor', 'viewer'] as const) {
        it(`when the caller is ${role === 'editor' ? 'an' : 'a'} ${role}`, async () => {
          const { workspaceId } = await ownerWithWorkspace(server);
          const caller = await memberWithRole(server, workspaceId, role);
          const before = await workspaceState(server, workspaceId);
          const { error, response } = await create(caller.client, workspaceId, 'friend@example.test', 'viewer');
          expect(response.status).to.equal(403);
          expect(error!.error.message).to.contain(`(${role})`);
          expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
        });
      }

      for (const scope of ['read-only', 'editor'] as const) {
        it(`when the owner’s key has the ${scope} scope`, async () => {
          const { owner, workspaceId } = await ownerWithWorkspace(server);
          const narrow = await keyFor(server, owner, scope, workspaceId);
          const before = await workspaceState(server, workspaceId);
          const { error, response } = await create(narrow.client, workspaceId, 'friend@example.test', 'viewer');
          expect(response.status).to.equal(403);
          expect(error!.error.message).to.contain(scope);
          expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
        });
      }
    });

    it('answers 404 for a workspace the caller is not a member of, and one that does not exist', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const stranger = await createUser(server);
      const before = await workspaceState(server, workspaceId);
      const foreign = await create(stranger.client, workspaceId, 'x@example.test', 'viewer');
      expect(foreign.response.status).to.equal(404);
      expect(foreign.error!.error).to.include({ code: 'not_found', status: 404 });
      const missing = await create(stranger.client, 'ws_doesnotexist', 'x@example.test', 'viewer');
      expect(missing.response.status).to.equal(404);
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      expect(await server.knex('invitations').where({ email: 'x@example.test' })).to.have.length(0);
    });
  });

  describe('GET /v1/workspaces/{workspace_id}/invitations', () => {
    it('lists the workspace’s invitations newest first, with meta, paged, and filters by status', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const other = await ownerWithWorkspace(server, 'Elsewhere');
      await invite(other.owner, other.workspaceId, 'not-here@example.test', 'viewer');
      const a = await invite(owner, workspaceId, 'a@example.test', 'viewer');
      const b = await invite(owner, workspaceId, 'b@example.test', 'editor');
      const c = await invite(owner, workspaceId, 'c@example.test', 'admin');
      const accepter = await createUser(server, { email: 'b@example.test' });
      expect(
        (await accepter.client.POST('/v1/invitations/{invitation_id}/accept', { params: { path: { invitation_id: b.id } } })).response
          .status,
      ).to.equal(201);

      const all = await list(owner.client, workspaceId);
      expect(all.response.status).to.equal(200);
      expect(all.data!.data.map((i) => i.id)).to.deep.equal([c.id, b.id, a.id]);
      expect(all.data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
      expect(all.data!.data[2]).to.deep.equal(a);

      const paged = await list(owner.client, workspaceId, { page: 2, per_page: 2 });
      expect(paged.data!.data.map((i) => i.id)).to.deep.equal([a.id]);
      expect(paged.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });

      const pending = await list(owner.client, workspaceId, { status: 'pending' });
      expect(pending.data!.data.map((i) => i.id)).to.deep.equal([c.id, a.id]);
      expect(pending.data!.meta.total).to.equal(2);
      const accepted = await list(owner.client, workspaceId, { status: 'accepted' });
      expect(accepted.data!.data.map((i) => [i.id, i.status])).to.deep.equal([[b.id, 'accepted']]);
      const expired = await list(owner.client, workspaceId, { status: 'expired' });
      expect(expired.data!.data).to.deep.equal([]);
      expect(expired.data!.meta.total).to.equal(0);
    });

    it('answers 400 for a non-integer page and 422 for per_page out of range or an unknown status', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const bad = await rawRequest<{ error: { code: string; details: unknown } }>(server.url, {
        method: 'GET',
        path: `/v1/workspaces/${workspaceId}/invitations?page=abc`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('bad_request');
      const big = await list(owner.client, workspaceId, { per_page: 101 });
      expect(big.response.status).to.equal(422);
      expect(big.error!.error).to.include({ code: 'unprocessable_entity', status: 422 });
      expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
      const status = await rawRequest<{ error: { code: string } }>(server.url, {
        method: 'GET',
        path: `/v1/workspaces/${workspaceId}/invitations?status=revoked`,
        apiKey: owner.key,
      });
      expect(status.status).to.equal(422);
      expect(status.body.error.code).to.equal('unprocessable_entity');
    });

    it('answers 403 to editors and viewers, whatever their key’s scope', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await invite(owner, workspaceId, 'secret-hire@example.test', 'viewer');
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const asEditor = await list(editor.client, workspaceId);
      expect(asEditor.response.status).to.equal(403);
      expect(asEditor.error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(asEditor.error!.error.message).to.contain('(editor)');
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
      const asViewer = await list(viewer.client, workspaceId);
      expect(asViewer.response.status).to.equal(403);
      expect(asViewer.error!.error.message).to.contain('(viewer)');
    });

    it('lets an admin read the list with a read-only key (a GET needs the role, not a write scope)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'visible@example.test', 'viewer');
      const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
      const { data, response } = await list(readOnly.client, workspaceId);
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([invitation]);
    });

    it('answers 404 for a workspace the caller is not a member of', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await invite(owner, workspaceId, 'private@example.test', 'viewer');
      const stranger = await createUser(server);
      const { error, response } = await list(stranger.client, workspaceId);
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', status: 404 });
    });
  });

  describe('DELETE /v1/workspaces/{workspace_id}/invitations/{invitation_id}', () => {
    it('deletes the invitation: 204, gone from storage and the list, 404 on a second revoke and on accept', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const invitation = await invite(owner, workspaceId, 'changed-mind@example.test', 'viewer');
      const invitee = await createUser(server, { email: 'changed-mind@example.test' });
      const eventsBefore = await eventsOf(server, workspaceId);

      const { data, response } = await revoke(admin.client, workspaceId, invitation.id);
      expect(response.status).to.equal(204);
      expect(data).to.equal(undefined);
      expect(await server.knex('invitations').where({ id: invitation.id })).to.have.length(0);
      expect((await list(owner.client, workspaceId)).data!.data).to.deep.equal([]);
      expect(await eventsOf(server, workspaceId)).to.deep.equal(eventsBefore);

      const again = await revoke(admin.client, workspaceId, invitation.id);
      expect(again.response.status).to.equal(404);
      expect(again.error!.error).to.include({ code: 'not_found', status: 404 });
      const accept = await invitee.client.POST('/v1/invitations/{invitation_id}/accept', {
        params: { path: { invitation_id: invitation.id } },
      });
      expect(accept.response.status).to.equal(404);
      expect(await server.knex('members').where({ workspace_id: workspaceId, user_id: invitee.userId })).to.have.length(0);
    });

    it('answers 403 to an editor and to a read-only key, and keeps the invitation', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'keep@example.test', 'viewer');
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
      const before = await workspaceState(server, workspaceId);
      const asEditor = await revoke(editor.client, workspaceId, invitation.id);
      expect(asEditor.response.status).to.equal(403);
      expect(asEditor.error!.error.code).to.equal('forbidden');
      expect((await revoke(readOnly.client, workspaceId, invitation.id)).response.status).to.equal(403);
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    it('answers 404 for another workspace’s invitation, an unknown id, and a workspace the caller is not in', async () => {
      const mine = await ownerWithWorkspace(server);
      const theirs = await ownerWithWorkspace(server, 'Other Co');
      const theirInvitation = await invite(theirs.owner, theirs.workspaceId, 'theirs@example.test', 'viewer');
      const beforeTheirs = await workspaceState(server, theirs.workspaceId);

      const crossWorkspace = await revoke(mine.owner.client, mine.workspaceId, theirInvitation.id);
      expect(crossWorkspace.response.status).to.equal(404);
      expect(crossWorkspace.error!.error).to.include({ code: 'not_found', status: 404 });
      expect((await revoke(mine.owner.client, mine.workspaceId, 'inv_doesnotexist')).response.status).to.equal(404);
      expect((await revoke(mine.owner.client, theirs.workspaceId, theirInvitation.id)).response.status).to.equal(404);
      expect(await workspaceState(server, theirs.workspaceId)).to.deep.equal(beforeTheirs);
    });
  });
});
