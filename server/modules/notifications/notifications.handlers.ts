import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as inbox from './notifications.service.ts';
import * as preferences from './preferences.service.ts';

export const notificationHandlers: Pick<
  Handlers<HandlerContext>,
  'listNotifications' | 'updateNotification' | 'markNotificationsRead' | 'getNotificationPreferences' | 'updateNotificationPreferences'
> = {
  async listNotifications(req, { deps, caller }) {
    return { status: 200, body: await inbox.listNotifications(deps, caller, req) };
  },

  async updateNotification(req, { deps, caller }) {
    return { status: 200, body: { data: await inbox.updateNotification(deps, caller, req) } };
  },

  async markNotificationsRead(req, { deps, caller }) {
    return { status: 200, body: { data: await inbox.markNotificationsRead(deps, caller, req) } };
  },

  async getNotificationPreferences(req, { deps, caller }) {
    return { status: 200, body: { data: await preferences.getNotificationPreferences(deps, caller, req) } };
  },

  async updateNotificationPreferences(req, { deps, caller }) {
    return { status: 200, body: { data: await preferences.updateNotificationPreferences(deps, caller, req) } };
  },
};

export const notificationAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'markNotificationsRead'> = {
  async markNotificationsRead(req, { deps, caller }) {
    await inbox.markNotificationsReadAccess(deps, caller, req);
  },
};
