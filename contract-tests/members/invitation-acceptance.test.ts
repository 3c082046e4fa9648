// Accepting invitations as a client sees it: the new member is in from the next request, the address
// matches in any case, and a superseded invitation is refused. What acceptance stores and the events
// it writes: system-tests/members/invitation-acceptance.test.ts.
import { expect } from 'chai';
import type { ApiClient } from '../../sdk/src/index.ts';
import { createUser, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { everyRound, invite } from './support/members.ts';

describe('accepting invitations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const accept = (client: ApiClient, invitationId: string) =>
    client.POST('/v1/invitations/{invitation_id}/accept', { params: { path: { invitation_id: invitationId } } });
  /** The e-mail addresses of the workspace's members, as a member reads them. */
  const memberEmails = async (reader: TestUser, workspaceId: string) => {
    const { data, response } = await reader.client.GET('/v1/workspaces/{workspace_id}/members', {
      params: { path: { workspace_id: workspaceId } },
    });
    expect(response.status).to.equal(200);
    return data!.data.map((m) => m.email);
  };

  describe('POST /v1/invitations/{invitation_id}/accept', () => {
    it('lets the new member in on their very next request, even after a 404 from before accepting (20 rounds)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await everyRound(20, async (i) => {
        const email = `eager${i}@example.test`;
        const invitation = await invite(owner, workspaceId, email, 'viewer');
        const user = await createUser(server, { email });
        const read = () => user.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
        // Not a member yet: the service may remember that answer.
        if ((await read()).response.status !== 404) return 'read before accepting was not 404';
        const accepted = await accept(user.client, invitation.id);
        if (accepted.response.status !== 201) return `accept answered ${accepted.response.status}`;
        const after = await read();
        return after.response.status === 200 ? undefined : `the next request after the 201 got ${after.response.status}`;
      });
    });

    it('matches the invited address case-insensitively', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'Mixed.Case@Example.test', 'viewer');
      const user = await createUser(server, { email: 'mixed.case@example.test' });
      const { data, response } = await accept(user.client, invitation.id);
      expect(response.status).to.equal(201);
      expect(data!.data.role).to.equal('viewer');
      expect((await memberEmails(owner, workspaceId)).filter((email) => email === 'mixed.case@example.test')).to.have.length(1);
    });

    it('answers 409 for an invitation superseded by a re-invite, while the new one can be accepted', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const old = await invite(owner, workspaceId, 'reinvited@example.test', 'viewer');
      const fresh = await invite(owner, workspaceId, 'reinvited@example.test', 'admin');
      const user = await createUser(server, { email: 'reinvited@example.test' });
      const stale = await accept(user.client, old.id);
      expect(stale.response.status).to.equal(409);
      expect(await memberEmails(owner, workspaceId)).to.not.include('reinvited@example.test');
      const { data, response } = await accept(user.client, fresh.id);
      expect(response.status).to.equal(201);
      expect(data!.data.role).to.equal('admin');
    });
  });
});
