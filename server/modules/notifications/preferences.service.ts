import type { Knex } from 'knex';
import type { OperationRequest as Req } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import { accessScope, assertCanWrite, workspaceMembership, type Caller } from '../../auth/access.ts';
import type { CachedMembership } from '../../auth/auth-cache.ts';
import { jsonb } from '../../db/jsonb.ts';
import { invalid } from '../../errors.ts';
import { onlyVisibleProjects } from '../projects/project-access.ts';
import { categories, channelsFor, type ChannelPreferences, type NotificationCategory } from './categories.ts';
import type { PreferencesRow } from './notifications.model.ts';

type Changed = PreferencesRow['categories'];

/** Preferences as the API shows them: every category, its defaults under what the member changed. */
function toPreferencesJson(
  workspaceId: string,
  row: Pick<PreferencesRow, 'categories' | 'chat_channel' | 'muted_project_ids'> | undefined,
) {
  const changed = row?.categories ?? {};
  return {
    workspace_id: workspaceId,
    categories: Object.fromEntries(
      categories.map((category) => [category, channelsFor(category, changed[category] as Partial<ChannelPreferences>)]),
    ) as Record<NotificationCategory, ChannelPreferences> & { billing_alert: ChannelPreferences & { email: 'immediate' } },
    chat_channel: row?.chat_channel ?? null,
    muted_project_ids: row?.muted_project_ids ?? [],
  };
}

export async function getNotificationPreferences(deps: AppDeps, caller: Caller, { path }: Req<'getNotificationPreferences'>) {
  await workspaceMembership(accessScope(deps, caller), path.workspace_id);
  const row = await deps.knex('notification_preferences').where({ workspace_id: path.workspace_id, user_id: caller.userId }).first();
  return toPreferencesJson(path.workspace_id, row);
}

/** 422 for a muted project the member cannot see (or that is not in the workspace), naming its place in the list. */
async function assertProjectsVisible(
  trx: Knex.Transaction,
  workspaceId: string,
  membership: CachedMembership,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const query = trx('projects').where('projects.workspace_id', workspaceId).whereIn('projects.id', ids).select('projects.id');
  onlyVisibleProjects(query, membership);
  const seen = new Set((await query).map((row: { id: string }) => row.id));
  const unseen = ids.flatMap((id, i) =>
    seen.has(id) ? [] : [{ field: `/muted_project_ids/${i}`, message: `${id} is not a project of this workspace you can see` }],
  );
  if (unseen.length > 0) {
    throw invalid(
      `Request body field 'muted_project_ids' names ${unseen.length === 1 ? 'a project' : 'projects'} you cannot see in this workspace: ${unseen[0]!.message}.`,
      unseen,
    );
  }
}

/** 422 for a category whose chat is on while no chat channel is set: naming the category, or the channel being cleared. */
function assertChatHasChannel(changed: Changed, channel: string | null, sent: Req<'updateNotificationPreferences'>['body']): void {
  if (channel !== null) return;
  const on = categories.filter((category) => channelsFor(category, changed[category] as Partial<ChannelPreferences>).chat);
  if (on.length === 0) return;
  const turnedOn = on.find((category) => sent.categories?.[category]?.chat === true);
  if (turnedOn) {
    throw invalid(
      `Request body field 'categories.${turnedOn}.chat' cannot be true without a chat_channel: set chat_channel in the same request or first.`,
      [{ field: `/categories/${turnedOn}/chat`, message: 'cannot be true without a chat_channel' }],
    );
  }
  throw invalid(
    `Request body field 'chat_channel' cannot be cleared while chat is on for ${on.join(', ')}: turn their chat off in the same request.`,
    [{ field: '/chat_channel', message: `cannot be null while chat is on for ${on.join(', ')}` }],
  );
}

/**
 * Merges a change into the member's preferences, category by category and channel by channel; the
 * muted projects are replaced whole. The row is locked while merged, so two changes side by side both hold.
 */
export async function updateNotificationPreferences(deps: AppDeps, caller: Caller, { path, body }: Req<'updateNotificationPreferences'>) {
  assertCanWrite(caller);
  const workspaceId = path.workspace_id;
  return deps.knex.transaction(async (trx) => {
    const membership = await workspaceMembership(accessScope(deps, caller, trx), workspaceId);
    await trx('notification_preferences')
      .insert({ workspace_id: workspaceId, user_id: caller.userId })
      .onConflict(['workspace_id', 'user_id'])
      .ignore();
    const row = await trx('notification_preferences').where({ workspace_id: workspaceId, user_id: caller.userId }).forUpdate().first();
    const changed: Changed = { ...row!.categories };
    for (const [category, channels] of Object.entries(body.categories ?? {}) as Array<
      [NotificationCategory, Partial<ChannelPreferences>]
    >) {
      changed[category] = { ...changed[category], ...channels };
    }
    const chatChannel = body.chat_channel === undefined ? row!.chat_channel : body.chat_channel;
    assertChatHasChannel(changed, chatChannel, body);
    const muted = body.muted_project_ids === undefined ? row!.muted_project_ids : [...new Set(body.muted_project_ids)];
    if (body.muted_project_ids !== undefined) await assertProjectsVisible(trx, workspaceId, membership, body.muted_project_ids);
    const [saved] = await trx('notification_preferences')
      .where({ workspace_id: workspaceId, user_id: caller.userId })
      .update({
        categories: jsonb(trx, changed) as unknown as Changed,
        chat_channel: chatChannel,
        muted_project_ids: muted,
        updated_at: new Date(),
      })
      .returning('*');
    return toPreferencesJson(workspaceId, saved);
  });
}
