/**
 * Issue 25: the inbox (docs/decisions.md#notifications) as a client sees it: the caller's own
 * notifications, newest first, filtered by workspace, unread and category; one marked read or unread;
 * many marked read (by workspace, up to `before`). Another member's notification is 404; a read-only
 * key may only read. The notifications here come from role changes (`member_role_changed`, to the
 * member whose role changed) and invitations (`member_invited`, to the owners and admins but the inviter).
 * An invitation's notification is out of sight while its member is no longer an owner or admin, and a
 * membership ended takes what it was told with it.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { addMember, createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { awaitNotifications, changeRole, inbox } from './support/notifications.ts';

describe('the notification inbox', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** A viewer whose role the owner changed twice: two `member_role_changed`, newest first. */
  async function viewerWithTwo(name: string) {
    const { owner, workspaceId } = await ownerWithWorkspace(server, name);
    const member = await memberWithRole(server, workspaceId, 'viewer');
    await changeRole(owner, workspaceId, member.memberId, 'editor');
    // Told of the first change before the second is made: one dispatch batch would give both one
    // created_at, and `before` could not tell them apart.
    await awaitNotifications(member, workspaceId, 'member_role_changed', 1);
    await changeRole(owner, workspaceId, member.memberId, 'viewer');
    const [newest, oldest] = await awaitNotifications(member, workspaceId, 'member_role_changed', 2);
    return { owner, workspaceId, member, newest: newest!, oldest: oldest! };
  }

  describe('GET /v1/notifications', () => {
    it('lists the caller’s own notifications newest first, with their title, body and subject, unread', async () => {
      const { owner, workspaceId, member, newest, oldest } = await viewerWithTwo('Inbox list');
      expect(newest).to.include({ workspace_id: workspaceId, project_id: null, category: 'member_role_changed', read_at: null });
      expect(newest.subject).to.deep.equal({ type: 'member', id: member.memberId });
      expect(newest.title).to.equal('Your role in "Inbox list" is now viewer');
      expect(newest.body).to.equal(`${owner.name} changed your role in "Inbox list" from editor to viewer.`);
      expect(oldest.title).to.equal('Your role in "Inbox list" is now editor');
      expect(Date.parse(newest.created_at)).to.be.at.least(Date.parse(oldest.created_at));
      // The owner made the changes and was told nothing about them.
      expect(await inbox(owner, workspaceId, { category: 'member_role_changed' })).to.deep.equal([]);
    });

    it('filters by unread, category and workspace, and pages', async () => {
      const { workspaceId, member, newest, oldest } = await viewerWithTwo('Inbox filters');
      const read = await member.client.PATCH('/v1/notifications/{notification_id}', {
        params: { path: { notification_id: oldest.id } },
        body: { read: true },
      });
      expect(read.response.status).to.equal(200);
      expect((await inbox(member, workspaceId, { unread: true })).map((n) => n.id)).to.deep.equal([newest.id]);
      expect((await inbox(member, workspaceId, { category: 'member_invited' })).map((n) => n.id)).to.deep.equal([]);
      const paged = await member.client.GET('/v1/notifications', {
        params: { query: { per_page: 1, page: 2, workspace_id: workspaceId } },
      });
      expect(paged.data!.meta).to.deep.equal({ total: 2, page: 2, per_page: 1 });
      expect(paged.data!.data.map((n) => n.id)).to.deep.equal([oldest.id]);
      // Without the filter, the caller's notifications of every workspace: a role change in a second one.
      const other = await ownerWithWorkspace(server, 'Inbox filters, other');
      const there = await addMember(server, other.workspaceId, member, 'viewer');
      await changeRole(other.owner, other.workspaceId, there, 'editor');
      await awaitNotifications(member, other.workspaceId, 'member_role_changed');
      const all = await member.client.GET('/v1/notifications', { params: { query: { per_page: 100 } } });
      expect(all.data!.data.map((n) => n.workspace_id).sort()).to.deep.equal([workspaceId, workspaceId, other.workspaceId].sort());
    });

    it('answers 404 for a workspace the caller is not a member of, 400 for a page that is not a number, 422 out of range', async () => {
      const { workspaceId } = await ownerWithWorkspace(server, 'Inbox errors');
      const stranger = await createUser(server);
      const foreign = await stranger.client.GET('/v1/notifications', { params: { query: { workspace_id: workspaceId } } });
      expect(foreign.response.status).to.equal(404);
      expect(foreign.error!.error.code).to.equal('not_found');
      const notNumber = await rawRequest(server.url, { method: 'GET', path: '/v1/notifications?page=abc', apiKey: stranger.key });
      expect(notNumber.status).to.equal(400);
      const tooMany = await rawRequest(server.url, { method: 'GET', path: '/v1/notifications?per_page=1000', apiKey: stranger.key });
      expect(tooMany.status).to.equal(422);
    });
  });

  describe('sight', () => {
    it('shows invitations only while the member is an owner or admin, and nothing an earlier membership was told', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Inbox sight');
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const invited = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
        body: { email: 'newcomer@example.test', role: 'viewer' },
      });
      expect(invited.response.status).to.equal(201);
      const [invitation] = await awaitNotifications(admin, workspaceId, 'member_invited');

      // A viewer now: the invitee's address is an admin's to read, as the events feed says.
      await changeRole(owner, workspaceId, admin.memberId, 'viewer');
      await awaitNotifications(admin, workspaceId, 'member_role_changed');
      expect((await inbox(admin, workspaceId)).map((n) => n.category)).to.deep.equal(['member_role_changed']);
      const patched = await admin.client.PATCH('/v1/notifications/{notification_id}', {
        params: { path: { notification_id: invitation!.id } },
        body: { read: true },
      });
      expect(patched.response.status).to.equal(404);
      const marked = await admin.client.POST('/v1/notifications/mark-read', { body: { workspace_id: workspaceId } });
      expect(marked.data!.data).to.deep.equal({ marked: 1 });

      // An admin again: it is there, unread, as it was left.
      await changeRole(owner, workspaceId, admin.memberId, 'admin');
      await awaitNotifications(admin, workspaceId, 'member_role_changed', 2);
      expect((await inbox(admin, workspaceId, { category: 'member_invited' })).map((n) => [n.id, n.read_at])).to.deep.equal([
        [invitation!.id, null],
      ]);

      // Removed, then a member again: a new membership, told nothing of the first's.
      const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: admin.memberId } },
      });
      expect(removed.response.status).to.equal(204);
      await addMember(server, workspaceId, admin, 'admin');
      expect(await inbox(admin, workspaceId)).to.deep.equal([]);
    });
  });

  describe('PATCH /v1/notifications/{notification_id}', () => {
    it('marks read, keeps the first read time when marked read again, and marks unread', async () => {
      const { member, newest } = await viewerWithTwo('Inbox mark one');
      const mark = (read: boolean) =>
        member.client.PATCH('/v1/notifications/{notification_id}', { params: { path: { notification_id: newest.id } }, body: { read } });
      const first = await mark(true);
      expect(first.response.status).to.equal(200);
      expect(first.data!.data.read_at).to.be.a('string');
      expect({ ...first.data!.data, read_at: null }).to.deep.equal(newest);
      const again = await mark(true);
      expect(again.data!.data.read_at).to.equal(first.data!.data.read_at);
      const unread = await mark(false);
      expect(unread.data!.data.read_at).to.equal(null);
    });

    it('answers 404 for another member’s notification and one that does not exist, and changes nothing', async () => {
      const { owner, workspaceId, member, newest } = await viewerWithTwo('Inbox not yours');
      for (const [who, id] of [
        [owner, newest.id],
        [member, 'ntf_00000000000000000000000000'],
      ] as const) {
        const { response, error } = await who.client.PATCH('/v1/notifications/{notification_id}', {
          params: { path: { notification_id: id } },
          body: { read: true },
        });
        expect(response.status).to.equal(404);
        expect(error!.error.code).to.equal('not_found');
      }
      expect((await inbox(member, workspaceId, { unread: true })).map((n) => n.id)).to.include(newest.id);
    });

    it('answers 403 to a read-only key, 400 without `read`, 422 for a `read` that is not a boolean', async () => {
      const { member, newest } = await viewerWithTwo('Inbox bad patch');
      const readOnly = await keyFor(server, member, 'read-only');
      const path = `/v1/notifications/${newest.id}`;
      const refused = await rawRequest<{ error: { message: string } }>(server.url, {
        method: 'PATCH',
        path,
        apiKey: readOnly.key,
        body: { read: true },
      });
      expect(refused.status).to.equal(403);
      expect(refused.body.error.message).to.match(/read-only/);
      const missing = await rawRequest<{ error: { message: string } }>(server.url, { method: 'PATCH', path, apiKey: member.key, body: {} });
      expect(missing.status).to.equal(400);
      expect(missing.body.error.message).to.equal("Request body is missing required field 'read'.");
      const wrong = await rawRequest<{ error: { details: unknown[] } }>(server.url, {
        method: 'PATCH',
        path,
        apiKey: member.key,
        body: { read: 'yes' },
      });
      expect(wrong.status).to.equal(422);
      expect(wrong.body.error.details).to.deep.equal([{ field: '/read', message: 'must be boolean' }]);
    });
  });

  describe('POST /v1/notifications/mark-read', () => {
    it('marks the caller’s unread notifications made up to `before`, in one workspace, and says how many', async () => {
      const { member, workspaceId, newest, oldest } = await viewerWithTwo('Inbox mark many');
      expect(Date.parse(oldest.created_at)).to.be.below(Date.parse(newest.created_at));
      const upToOldest = await member.client.POST('/v1/notifications/mark-read', {
        body: { workspace_id: workspaceId, before: oldest.created_at },
      });
      expect(upToOldest.response.status).to.equal(200);
      expect(upToOldest.data!.data).to.deep.equal({ marked: 1 });
      expect((await inbox(member, workspaceId, { unread: true })).map((n) => n.id)).to.deep.equal([newest.id]);
      const rest = await member.client.POST('/v1/notifications/mark-read', { body: {} });
      expect(rest.data!.data).to.deep.equal({ marked: 1 });
      const none = await member.client.POST('/v1/notifications/mark-read', { body: { workspace_id: workspaceId } });
      expect(none.data!.data).to.deep.equal({ marked: 0 });
    });

    it('answers 403 to a read-only key, 404 for a workspace not the caller’s, 422 for a `before` that is not a time, 400 for a body that is not JSON', async () => {
      const { member, workspaceId } = await viewerWithTwo('Inbox mark errors');
      const readOnly = await keyFor(server, member, 'read-only');
      const send = (apiKey: string, body: unknown) =>
        rawRequest<{ error: { code: string; details?: unknown[] } }>(server.url, {
          method: 'POST',
          path: '/v1/notifications/mark-read',
          apiKey,
          body,
        });
      expect((await send(readOnly.key, {})).status).to.equal(403);
      const stranger = await createUser(server);
      expect((await send(stranger.key, { workspace_id: workspaceId })).status).to.equal(404);
      const notTime = await send(member.key, { before: 'yesterday' });
      expect(notTime.status).to.equal(422);
      expect(notTime.body.error.details).to.deep.equal([
        {
          field: '/before',
          message: 'must be an RFC 3339 date-time such as 2026-11-24T09:30:00Z, with no leap second (:60) and a full offset (+01:00)',
        },
      ]);
      const notJson = await rawRequest(server.url, {
        method: 'POST',
        path: '/v1/notifications/mark-read',
        apiKey: member.key,
        body: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).to.equal(400);
      expect((await inbox(member, workspaceId, { unread: true })).length).to.equal(2);
    });
  });
});
