/**
 * Issue 25: notification preferences (docs/decisions.md#notifications): every category's channels
 * with the decided defaults, merged category by category and channel by channel, muted projects
 * replaced whole; any role changes its own, a read-only key only reads; bad input is 422 naming the
 * field (unknown category or channel, `email: "weekly"`, billing alerts' e-mail turned off, chat
 * without a channel, a muted project the caller cannot see).
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { setPreferences } from './support/notifications.ts';

const channels = (email: string) => ({ in_app: true, email, chat: false, webhook: false });

describe('notification preferences', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const path = (workspaceId: string) => `/v1/workspaces/${workspaceId}/notification-preferences`;

  describe('GET /v1/workspaces/{workspace_id}/notification-preferences', () => {
    it('gives a member who changed nothing the decided defaults', async () => {
      const { workspaceId } = await ownerWithWorkspace(server, 'Prefs defaults');
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
      const { data, response } = await viewer.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal({
        workspace_id: workspaceId,
        categories: {
          workflow_run_completed: channels('daily'),
          workflow_run_failed: channels('immediate'),
          member_invited: channels('daily'),
          member_role_changed: channels('daily'),
          automation_triggered: channels('off'),
          billing_alert: channels('immediate'),
          webhook_disabled: channels('immediate'),
        },
        chat_channel: null,
        muted_project_ids: [],
      });
    });

    it('answers 404 to a caller who is not a member', async () => {
      const { workspaceId } = await ownerWithWorkspace(server, 'Prefs stranger');
      const stranger = await createUser(server);
      const { response, error } = await stranger.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
    });
  });

  describe('PATCH /v1/workspaces/{workspace_id}/notification-preferences', () => {
    it('merges by category and channel, replaces the muted projects, and a viewer may change their own', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Prefs merge');
      const viewer = await memberWithRole(server, workspaceId, 'viewer', 'editor');
      const projects = await Promise.all(
        ['One', 'Two'].map(async (name) => {
          const { data } = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name, visibility: 'shared' } });
          return data!.data.id;
        }),
      );
      await setPreferences(viewer, workspaceId, {
        chat_channel: '#alerts',
        categories: { workflow_run_failed: { chat: true } },
        muted_project_ids: projects,
      });
      const merged = await setPreferences(viewer, workspaceId, {
        categories: { workflow_run_failed: { email: 'off' }, member_invited: { in_app: false, webhook: true } },
        muted_project_ids: [projects[1]!],
      });
      expect(merged.categories.workflow_run_failed).to.deep.equal({ in_app: true, email: 'off', chat: true, webhook: false });
      expect(merged.categories.member_invited).to.deep.equal({ in_app: false, email: 'daily', chat: false, webhook: true });
      expect(merged.categories.workflow_run_completed).to.deep.equal(channels('daily'));
      expect(merged.chat_channel).to.equal('#alerts');
      expect(merged.muted_project_ids).to.deep.equal([projects[1]]);
      // What PATCH answered is what GET reads; the owner's preferences are untouched.
      const read = await viewer.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(read.data!.data).to.deep.equal(merged);
      const ownerView = await owner.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(ownerView.data!.data.categories.workflow_run_failed).to.deep.equal(channels('immediate'));
      // Billing alerts' e-mail may be "set" to what it always is.
      const billing = await setPreferences(viewer, workspaceId, { categories: { billing_alert: { email: 'immediate', in_app: false } } });
      expect(billing.categories.billing_alert).to.deep.equal({ in_app: false, email: 'immediate', chat: false, webhook: false });
    });

    it('answers 403 to a read-only key, 404 to a stranger, 400 to a body that is not JSON, and changes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Prefs refused');
      const readOnly = await keyFor(server, owner, 'read-only');
      const refused = await rawRequest<{ error: { message: string } }>(server.url, {
        method: 'PATCH',
        path: path(workspaceId),
        apiKey: readOnly.key,
        body: { categories: { member_invited: { email: 'off' } } },
      });
      expect(refused.status).to.equal(403);
      expect(refused.body.error.message).to.match(/read-only/);
      const stranger = await createUser(server);
      expect((await rawRequest(server.url, { method: 'PATCH', path: path(workspaceId), apiKey: stranger.key, body: {} })).status).to.equal(
        404,
      );
      const notJson = await rawRequest(server.url, {
        method: 'PATCH',
        path: path(workspaceId),
        apiKey: owner.key,
        body: '[1,',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.status).to.equal(400);
      const { data } = await owner.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(data!.data.categories.member_invited.email).to.equal('daily');
    });

    it('answers 422 naming the field for each kind of bad preference', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Prefs invalid');
      const other = await ownerWithWorkspace(server, 'Prefs invalid, elsewhere');
      const { data: foreign } = await other.owner.client.POST('/v1/projects', {
        body: { workspace_id: other.workspaceId, name: 'Theirs' },
      });
      const { data: secret } = await owner.client.POST('/v1/projects', {
        body: { workspace_id: workspaceId, name: 'Private', visibility: 'private' },
      });
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const cases: Array<[string, unknown, string, RegExp, ...string[]]> = [
        ['an unknown category', { categories: { task_created: { in_app: false } } }, '/categories/task_created', /not a known field/],
        ['an unknown channel', { categories: { member_invited: { sms: true } } }, '/categories/member_invited/sms', /not a known field/],
        [
          'email: "weekly"',
          { categories: { member_invited: { email: 'weekly' } } },
          '/categories/member_invited/email',
          /off, immediate, hourly, daily/,
        ],
        ['billing_alert.email: "off"', { categories: { billing_alert: { email: 'off' } } }, '/categories/billing_alert/email', /immediate/],
        [
          'chat: true without a channel',
          { categories: { workflow_run_failed: { chat: true } } },
          '/categories/workflow_run_failed/chat',
          /chat_channel/,
        ],
        ['a chat channel that is not one', { chat_channel: 'two words' }, '/chat_channel', /pattern/],
        ['a project of another workspace', { muted_project_ids: [foreign!.data.id] }, '/muted_project_ids/0', /cannot see/],
        ['a private project the caller is not in', { muted_project_ids: [secret!.data.id] }, '/muted_project_ids/0', /cannot see/],
      ];
      for (const [what, body, field, message] of cases) {
        const answer = await rawRequest<{ error: { code: string; message: string; details: Array<{ field: string; message: string }> } }>(
          server.url,
          {
            method: 'PATCH',
            path: path(workspaceId),
            apiKey: editor.key,
            body,
          },
        );
        expect(answer.status, what).to.equal(422);
        expect(answer.body.error.details[0]!.field, what).to.equal(field);
        expect(`${answer.body.error.message} ${answer.body.error.details[0]!.message}`, what).to.match(message);
      }
      // Clearing the channel while a category's chat is on names the channel.
      await setPreferences(editor, workspaceId, { chat_channel: 'C0123ABCD', categories: { member_invited: { chat: true } } });
      const cleared = await rawRequest<{ error: { details: Array<{ field: string }> } }>(server.url, {
        method: 'PATCH',
        path: path(workspaceId),
        apiKey: editor.key,
        body: { chat_channel: null },
      });
      expect(cleared.status).to.equal(422);
      expect(cleared.body.error.details[0]!.field).to.equal('/chat_channel');
      // Nothing of the refused changes was kept.
      const { data } = await editor.client.GET('/v1/workspaces/{workspace_id}/notification-preferences', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(data!.data).to.deep.include({ chat_channel: 'C0123ABCD', muted_project_ids: [] });
      expect(data!.data.categories.member_invited).to.deep.equal({ in_app: true, email: 'daily', chat: true, webhook: false });
    });
  });
});
