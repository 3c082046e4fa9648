// Invitations as a client sees them: creating one for an owner, and reading the list (its order,
// paging, filters and who may read it). What the writes store, the events and the mail they queue:
// system-tests/members/invitations.test.ts.
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { invite } from './support/members.ts';
import { createInvitation, listInvitations } from './support/requests.ts';

describe('invitations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('POST /v1/workspaces/{workspace_id}/invitations', () => {
    it('lets an owner invite an owner', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const { data, response } = await createInvitation(owner.client, workspaceId, 'co-owner@example.test', 'owner');
      expect(response.status).to.equal(201);
      expect(data!.data.role).to.equal('owner');
      const listed = await listInvitations(owner.client, workspaceId);
      expect(listed.data!.data.filter((i) => i.id === data!.data.id && i.role === 'owner' && i.status === 'pending')).to.have.length(1);
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

      const all = await listInvitations(owner.client, workspaceId);
      expect(all.response.status).to.equal(200);
      expect(all.data!.data.map((i) => i.id)).to.deep.equal([c.id, b.id, a.id]);
      expect(all.data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
      expect(all.data!.data[2]).to.deep.equal(a);

      const paged = await listInvitations(owner.client, workspaceId, { page: 2, per_page: 2 });
      expect(paged.data!.data.map((i) => i.id)).to.deep.equal([a.id]);
      expect(paged.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });

      const pending = await listInvitations(owner.client, workspaceId, { status: 'pending' });
      expect(pending.data!.data.map((i) => i.id)).to.deep.equal([c.id, a.id]);
      expect(pending.data!.meta.total).to.equal(2);
      const accepted = await listInvitations(owner.client, workspaceId, { status: 'accepted' });
      expect(accepted.data!.data.map((i) => [i.id, i.status])).to.deep.equal([[b.id, 'accepted']]);
      const expired = await listInvitations(owner.client, workspaceId, { status: 'expired' });
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
      const big = await listInvitations(owner.client, workspaceId, { per_page: 101 });
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
      const asEditor = await listInvitations(editor.client, workspaceId);
      expect(asEditor.response.status).to.equal(403);
      expect(asEditor.error!.error).to.include({ code: 'forbidden', status: 403 });
      expect(asEditor.error!.error.message).to.contain('(editor)');
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
      const asViewer = await listInvitations(viewer.client, workspaceId);
      expect(asViewer.response.status).to.equal(403);
      expect(asViewer.error!.error.message).to.contain('(viewer)');
    });

    it('lets an admin read the list with a read-only key (a GET needs the role, not a write scope)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const invitation = await invite(owner, workspaceId, 'visible@example.test', 'viewer');
      const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
      const { data, response } = await listInvitations(readOnly.client, workspaceId);
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([invitation]);
    });

    it('answers 404 for a workspace the caller is not a member of', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await invite(owner, workspaceId, 'private@example.test', 'viewer');
      const stranger = await createUser(server);
      const { error, response } = await listInvitations(stranger.client, workspaceId);
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', status: 404 });
    });
  });
});
