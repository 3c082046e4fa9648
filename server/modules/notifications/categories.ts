import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import { eventNeedsAdmin } from '../../events/event-sight.ts';

export type NotificationCategory = components['schemas']['NotificationCategory'];
export type EmailFrequency = components['schemas']['EmailFrequency'];
export type ChannelPreferences = components['schemas']['ChannelPreferences'];

/** Every category, in the contract's order. */
export const categories: readonly NotificationCategory[] = [
  'workflow_run_completed',
  'workflow_run_failed',
  'member_invited',
  'member_role_changed',
  'automation_triggered',
  'billing_alert',
  'webhook_disabled',
];

const channels = (email: EmailFrequency): ChannelPreferences => ({ in_app: true, email, chat: false, webhook: false });

/** What a member who changed nothing gets (docs/decisions.md#notifications). */
export const defaultChannels: Record<NotificationCategory, ChannelPreferences> = {
  workflow_run_completed: channels('daily'),
  workflow_run_failed: channels('immediate'),
  member_invited: channels('daily'),
  member_role_changed: channels('daily'),
  automation_triggered: channels('off'),
  billing_alert: channels('immediate'),
  webhook_disabled: channels('immediate'),
};

/** The event each category's notices are made from (notices.ts): a category's sight is its event's. */
export const eventOfCategory: Record<NotificationCategory, string> = {
  workflow_run_completed: 'workflow.run.completed',
  workflow_run_failed: 'workflow.run.failed',
  member_invited: 'member.invited',
  member_role_changed: 'member.role_changed',
  automation_triggered: 'automation.run.started',
  billing_alert: 'billing.alert',
  webhook_disabled: 'webhook.disabled',
};

/**
 * Categories made from events only owners and admins may read (server/events/event-sight.ts): whom an
 * invitation went to, and a disabled webhook's endpoint. A member who is no longer an owner or admin
 * stops seeing them, in the inbox and in digests, as the events feed stops showing their events.
 */
export const adminSightCategories: readonly NotificationCategory[] = categories.filter((c) => eventNeedsAdmin(eventOfCategory[c]));

/**
 * The same rule as SQL, for the inbox and the digests: whether notification `n` is in sight of its
 * member `m` by its category. Its one binding, in its place: `adminSightCategories`.
 */
export function categoryInSight(n: string, m: string): [sql: string, binding: string[]] {
  return [`(${n}.category <> all(?::text[]) or ${m}.role in ('owner', 'admin'))`, [...adminSightCategories]];
}

/** Categories whose e-mail no preference turns off or delays: billing alerts reach owners and admins at once. */
export const lockedEmail: ReadonlySet<NotificationCategory> = new Set(['billing_alert']);

/** The member's channels for a category: what they changed over the defaults, the locked e-mail kept. */
export function channelsFor(category: NotificationCategory, changed: Partial<ChannelPreferences> | undefined): ChannelPreferences {
  const merged = { ...defaultChannels[category], ...changed };
  return lockedEmail.has(category) ? { ...merged, email: 'immediate' } : merged;
}
