/**
 * Who may read an event (docs/decisions.md#events-feed): the rule that bounds what an automation's
 * templates may read of its trigger, and what the events feed lists. Events about a project are for
 * those who see the project; these kinds, whose data names people's addresses or a webhook's endpoint, for
 * admins and owners.
 */
export const adminOnlyEventTypes: readonly string[] = ['member.invited', 'notification.created', 'webhook.disabled'];

export function eventNeedsAdmin(type: string): boolean {
  return adminOnlyEventTypes.includes(type);
}
