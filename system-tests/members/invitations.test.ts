import { expect } from 'chai';
import type { ApiClient, Schemas } from '../../sdk/src/index.ts';

type MemberInvitedEventData = Schemas['MemberInvitedEventData'];
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { SEVEN_DAYS_MS, expectSchema, invite } from '../../contract-tests/members/support/members.ts';
import { createInvitation, listInvitations } from '../../contract-tests/members/support/requests.ts';
import { workspaceState } from './support/workspace-state.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('invitations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const revoke = (client: ApiClient, workspaceId: string, invitationId: string) =>
    client.DELETE('/v1/workspaces/{workspace_id}/invitations/{invitation_id}', {
      params: { path: { workspace_id: workspaceId, invitation_id: invitationId } },
    });

  describe('POST /v1/workspaces/{workspace_id}/invitations', () => {
    it('creates a pending invitation expiring 7 days later, stores it, writes member.invited and queues the mail', async () => {
      const { workspaceId } = await ownerWithWorkspace(server);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const { data, response } = await createInvitation(admin.client, workspaceId, 'new.person@example.test', 'editor');
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
      const mail = await waitFor(async () => server.knex('mail_outbox').where({ to_address: 'new.person@example.test' }).first(), {
        what: 'the invitation mail in the outbox',
        timeoutMs: 10_000,
      });
      expect(mail.body).to.contain(invitation.id);
    });

    it('supersedes a pending invitation to the same address: the old one expires, a new one is pending', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const first = await invite(owner, workspaceId, 'again@example.test', 'viewer');
      const { data, response } = await createInvitation(owner.client, workspaceId, 'AGAIN@example.test', 'editor');
      expect(response.status).to.equal(201);
      expect(data!.data.id).to.not.equal(first.id);
      expect(data!.data).to.include({ status: 'pending', role: 'editor' });

      const stored = await server.knex('invitations').where({ workspace_id: workspaceId }).orderBy('id').select('id', 'status', 'role');
      expect(stored).to.deep.equal([
        { id: first.id, status: 'expired', role: 'viewer' },
        { id: data!.data.id, status: 'pending', role: 'editor' },
      ]);
      const listed = await listInvitations(owner.client, workspaceId);
      expect(listed.data!.data.map((i) => [i.id, i.status])).to.deep.equal([
        [data!.data.id, 'pending'],
        [first.id, 'expired'],
      ]);
      expect(
        (await eventsOf(server, workspaceId, 'member.invited')).map((e) => (e.data as MemberInvitedEventData).invitation.id),
      ).to.deep.equal([first.id, data!.data.id]);
    });

    it('answers 409 for the address of an active member, whatever its case, and writes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await createInvitation(owner.client, workspaceId, editor.email.toUpperCase(), 'viewer');
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
        const { error, response } = await createInvitation(admin.client, workspaceId, 'boss@example.test', 'owner');
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
          const { error, response } = await createInvitation(caller.client, workspaceId, 'friend@example.test', 'viewer');
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
          const { error, response } = await createInvitation(narrow.client, workspaceId, 'friend@example.test', 'viewer');
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
      const foreign = await createInvitation(stranger.client, workspaceId, 'x@example.test', 'viewer');
      expect(foreign.response.status).to.equal(404);
      expect(foreign.error!.error).to.include({ code: 'not_found', status: 404 });
      const missing = await createInvitation(stranger.client, 'ws_doesnotexist', 'x@example.test', 'viewer');
      expect(missing.response.status).to.equal(404);
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      expect(await server.knex('invitations').where({ email: 'x@example.test' })).to.have.length(0);
    });
  });

  describe('GET /v1/workspaces/{workspace_id}/invitations', () => {});

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
      expect((await listInvitations(owner.client, workspaceId)).data!.data).to.deep.equal([]);
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
