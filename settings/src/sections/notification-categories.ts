/** The notification categories as the page names them, in docs/guide.md's order (the matrix's rows). */
import type { Schemas } from '@workspace-automation/sdk';

export type Category = Schemas['NotificationCategory'];

export const CATEGORIES: ReadonlyArray<{ id: Category; label: string }> = [
  { id: 'workflow_run_failed', label: 'Workflow run failed' },
  { id: 'workflow_run_completed', label: 'Workflow run completed' },
  { id: 'automation_triggered', label: 'Automation triggered' },
  { id: 'member_invited', label: 'Member invited' },
  { id: 'member_role_changed', label: 'Your role changed' },
  { id: 'billing_alert', label: 'Billing alert' },
  { id: 'webhook_disabled', label: 'Webhook disabled' },
];

export function categoryLabel(id: Category): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}
