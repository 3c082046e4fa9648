import { expect } from 'chai';
import type { components } from '../../../sdk/src/index.ts';
import type { TestUser } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

export type Notification = components['schemas']['Notification'];
export type Category = components['schemas']['NotificationCategory'];
type Role = 'owner' | 'admin' | 'editor' | 'viewer';

/** The user's notifications in a workspace (newest first), as the API lists them. */
export async function inbox(
  user: TestUser,
  workspaceId: string,
  query: { unread?: boolean; category?: Category } = {},
): Promise<Notification[]> {
  const { data, response } = await user.client.GET('/v1/notifications', {
    params: { query: { workspace_id: workspaceId, per_page: 100, ...query } },
  });
  expect(response.status, 'listing notifications').to.equal(200);
  return data!.data;
}

/** Waits until the user has `count` notifications of the category in the workspace; returns them. */
export async function awaitNotifications(user: TestUser, workspaceId: string, category: Category, count = 1): Promise<Notification[]> {
  return waitFor(
    async () => {
      const found = await inbox(user, workspaceId, { category });
      return found.length >= count ? found : undefined;
    },
    { what: `${count} ${category} notification(s) of ${user.email}` },
  );
}

/** Changes a member's role through the API: a `member_role_changed` notification for that member. */
export async function changeRole(by: TestUser, workspaceId: string, memberId: string, role: Role): Promise<void> {
  const { response } = await by.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
    params: { path: { workspace_id: workspaceId, member_id: memberId } },
    body: { role },
  });
  expect(response.status, `changing the role to ${role}`).to.equal(200);
}

/** Changes the user's own preferences in the workspace; fails the test unless 200. */
export async function setPreferences(
  user: TestUser,
  workspaceId: string,
  body: components['schemas']['UpdateNotificationPreferencesRequest'],
): Promise<components['schemas']['NotificationPreferences']> {
  const { data, response, error } = await user.client.PATCH('/v1/workspaces/{workspace_id}/notification-preferences', {
    params: { path: { workspace_id: workspaceId } },
    body,
  });
  expect(response.status, `setting preferences: ${JSON.stringify(error)}`).to.equal(200);
  return data!.data;
}
