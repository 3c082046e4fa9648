import { expect } from 'chai';
import type { ApiClient } from '../../sdk/src/index.ts';
import { addMember, createUser, keyFor, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectSchema, invite } from '../../contract-tests/members/support/members.ts';
import { workspaceState } from './support/workspace-state.ts';

describe('accepting invitations', () => {
  let server: TestServer;
  before(async () => {
    // No worker: its minutely expiry job would turn a backdated invitation `expired` between the test's two reads.
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const accept = (client: ApiClient, invitationId: string) =>
    client.POST('/v1/invitations/{invitation_id}/accept', { params: { path: { invitation_id: invitationId } } });

  describe('POST /v1/invitations/{invitation_id}/accept', () => {
    it('makes the invited user a member with the invited role, marks the invitation accepted and writes member.joined', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'grace@example.test', 'editor');
      const grace = await createUser(server, { email: 'grace@example.test', name: 'Grace Hopper' });

      const { data, response } = await accept(grace.client, invitation.id);
      expect(response.status).to.equal(201);
      const member = data!.data;
      const stored = await server.knex('members').where({ workspace_id: workspaceId, user_id: grace.userId }).first();
      expect(stored).to.include({ id: member.id, role: 'editor' });
      expect(member).to.deep.equal({
        id: stored!.id,
        email: 'grace@example.test',
        name: 'Grace Hopper',
        role: 'editor',
        status: 'active',
        joined_at: stored!.joined_at.toISOString(),
      });
      const storedInvitation = await server.knex('invitations').where({ id: invitation.id }).first();
      expect(storedInvitation!.status).to.equal('accepted');
      expect(storedInvitation!.accepted_at).to.be.instanceOf(Date);

      const joined = await eventsOf(server, workspaceId, 'member.joined');
      expect(joined).to.have.length(1);
      expect(joined[0]!.data).to.deep.equal({
        workspace_id: workspaceId,
        actor: { type: 'user', id: grace.userId, name: 'Grace Hopper' },
        member,
      });
      expectSchema('MemberEventData', joined[0]!.data);

      // The new member is listed, reads the workspace, and the invitation lists as accepted.
      const members = await grace.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
      expect(members.data!.data[0]).to.deep.equal(member);
      const workspace = await grace.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(workspace.response.status).to.equal(200);
      const invitations = await owner.client.GET('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(invitations.data!.data[0]).to.include({ id: invitation.id, status: 'accepted' });
    });

    it('answers 404 to anyone but the invited address, and for an unknown id, writing nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'intended@example.test', 'admin');
      const someoneElse = await createUser(server, { email: 'someone.else@example.test' });
      const before = await workspaceState(server, workspaceId);

      for (const caller of [someoneElse, owner]) {
        const { error, response } = await accept(caller.client, invitation.id);
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404 });
      }
      const unknown = await accept(someoneElse.client, 'inv_doesnotexist');
      expect(unknown.response.status).to.equal(404);
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    it('answers 404 to a member of another workspace who guesses an invitation id', async () => {
      const theirs = await ownerWithWorkspace(server, 'Other Co');
      const invitation = await invite(theirs.owner, theirs.workspaceId, 'invitee@example.test', 'viewer');
      const mine = await ownerWithWorkspace(server);
      const before = await workspaceState(server, theirs.workspaceId);
      const { response } = await accept(mine.owner.client, invitation.id);
      expect(response.status).to.equal(404);
      expect(await workspaceState(server, theirs.workspaceId)).to.deep.equal(before);
    });

    it('answers 409 when the invitation was already accepted, and changes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'twice@example.test', 'viewer');
      const user = await createUser(server, { email: 'twice@example.test' });
      expect((await accept(user.client, invitation.id)).response.status).to.equal(201);
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await accept(user.client, invitation.id);
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('already accepted');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    it('answers 409 when expires_at has passed, and changes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'late@example.test', 'viewer');
      const expiredAt = new Date(Date.now() - 60_000);
      await server.knex('invitations').where({ id: invitation.id }).update({ expires_at: expiredAt });
      const user = await createUser(server, { email: 'late@example.test' });
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await accept(user.client, invitation.id);
      expect(response.status).to.equal(409);
      expect(error!.error.code).to.equal('conflict');
      expect(error!.error.message).to.equal(`Invitation ${invitation.id} expired at ${expiredAt.toISOString()}; ask for a new one.`);
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });

    it('answers 403 to the invited user’s read-only key, and writes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'careful@example.test', 'viewer');
      const user = await createUser(server, { email: 'careful@example.test', scope: 'read-only' });
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await accept(user.client, invitation.id);
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(error!.error.message).to.contain('read-only');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
      // The same user's editor-scoped key may accept.
      const editorKey = await keyFor(server, user, 'editor');
      expect((await accept(editorKey.client, invitation.id)).response.status).to.equal(201);
    });

    it('answers 409 to a user who became a member while the invitation was pending', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const user = await createUser(server, { email: 'meanwhile@example.test' });
      const invitation = await invite(owner, workspaceId, 'meanwhile@example.test', 'editor');
      await addMember(server, workspaceId, user, 'viewer');
      const before = await workspaceState(server, workspaceId);
      const { error, response } = await accept(user.client, invitation.id);
      expect(response.status).to.equal(409);
      expect(error!.error.message).to.contain('already a member');
      expect(await workspaceState(server, workspaceId)).to.deep.equal(before);
    });
  });
});
