import type { Knex } from 'knex';
import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import { accessScope, assertCanWrite, workspaceMembership, type Caller } from '../../auth/access.ts';
import { notFound } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { memberSeesProjectSql } from '../projects/project-access.ts';
import { categoryInSight } from './categories.ts';
import { toNotificationJson, type NotificationRow } from './notifications.model.ts';

/**
 * The caller's inbox: their own in-app notifications, made for the membership they still hold (one
 * left and later joined again does not bring back what the first was told), of projects they still
 * see (a project made private or left takes its notifications out of sight), and of the categories
 * for owners and admins only while they are one.
 */
function inbox(db: Knex | Knex.Transaction, caller: Caller, workspaceId: string | undefined): Knex.QueryBuilder {
  const [sight, adminOnly] = categoryInSight('n', 'm');
  const query = db('notifications as n')
    .join('members as m', (on) => on.on('m.id', 'n.member_id').andOn('m.workspace_id', 'n.workspace_id').andOn('m.user_id', 'n.user_id'))
    // A workspace marked deleted has no members (docs/decisions.md#deleting-a-workspace); its rows are
    // left out before any is locked, so a write here never waits on its removal.
    .join('workspaces as w', (on) => on.on('w.id', 'n.workspace_id').andOnNull('w.deleted_at'))
    .where('n.user_id', caller.userId)
    .where('n.in_app', true)
    .whereRaw(sight, [adminOnly])
    .where((visible) => {
      visible
        .whereNull('n.project_id')
        .orWhereExists(
          db('projects as pr').whereRaw(`pr.id = n.project_id and pr.workspace_id = n.workspace_id and ${memberSeesProjectSql('pr', 'm')}`),
        );
    });
  if (workspaceId) query.where('n.workspace_id', workspaceId);
  return query;
}

export async function listNotifications(deps: AppDeps, caller: Caller, { query }: OperationRequest<'listNotifications'>) {
  if (query.workspace_id) await workspaceMembership(accessScope(deps, caller), query.workspace_id);
  const list = inbox(deps.knex, caller, query.workspace_id)
    .select('n.*')
    .orderBy([
      { column: 'n.created_at', order: 'desc' },
      { column: 'n.id', order: 'desc' },
    ]);
  if (query.unread === true) list.whereNull('n.read_at');
  if (query.unread === false) list.whereNotNull('n.read_at');
  if (query.category) list.where('n.category', query.category);
  return pageOf(list, query, toNotificationJson);
}

export async function updateNotification(deps: AppDeps, caller: Caller, { path, body }: OperationRequest<'updateNotification'>) {
  assertCanWrite(caller);
  const [row] = await deps
    .knex('notifications')
    .whereIn('id', inbox(deps.knex, caller, undefined).where('n.id', path.notification_id).select('n.id'))
    .update({ read_at: body.read ? deps.knex.raw('coalesce(read_at, now())') : null })
    .returning<NotificationRow[]>('*');
  if (!row) throw notFound(`Notification ${path.notification_id} not found.`);
  return toNotificationJson(row);
}

/** Marks the caller's unread inbox read: all of it, one workspace's, or what was made by `before`. */
export async function markNotificationsRead(deps: AppDeps, caller: Caller, req: OperationRequest<'markNotificationsRead'>) {
  await markNotificationsReadAccess(deps, caller, req);
  const { body } = req;
  const unread = inbox(deps.knex, caller, body.workspace_id).whereNull('n.read_at').select('n.id');
  // Times are shown to the millisecond: `before` a listed notification's created_at includes it.
  if (body.before) unread.whereRaw(`date_trunc('milliseconds', n.created_at) <= ?`, [new Date(body.before)]);
  const marked = await deps.knex('notifications').whereIn('id', unread).whereNull('read_at').update({ read_at: deps.knex.fn.now() });
  return { marked };
}

/** Who may replay a mark-read: the same rule as doing it. */
export async function markNotificationsReadAccess(deps: AppDeps, caller: Caller, { body }: OperationRequest<'markNotificationsRead'>) {
  assertCanWrite(caller);
  if (body.workspace_id) await workspaceMembership(accessScope(deps, caller), body.workspace_id);
}
