import type { OutboxEvent } from '../../events/dispatcher.ts';
import type { NotificationCategory } from './categories.ts';

/**
 * What one event tells members, before recipients are known: the notification's text and subject,
 * and whom it is for: one member, or the workspace's owners and admins (less one user, the actor).
 */
export interface Notice {
  event_id: string;
  workspace_id: string;
  project_id: string | null;
  category: NotificationCategory;
  title: string;
  body: string;
  subject_type: 'run' | 'member' | 'invitation' | 'workspace' | 'webhook';
  subject_id: string;
  to_member: string | null;
  to_admins: boolean;
  except_user: string | null;
}

/** What a notice about a run needs from the automation or workflow: read once per batch. */
export interface RuleFacts {
  name: string;
  author_member_id: string | null;
  project_name: string;
}

/** The facts a batch of events is turned into notices with. */
export interface NoticeFacts {
  rules: ReadonlyMap<string, RuleFacts>;
  workspaceName: string;
}

/** Event types a notice is made from; the rest make none. */
export const noticeEventTypes: readonly string[] = [
  'workflow.run.completed',
  'workflow.run.failed',
  'automation.run.started',
  'member.invited',
  'member.role_changed',
  'billing.alert',
  'webhook.disabled',
];

/** Cut, so a notification's title stays one readable line whatever a name or address holds. */
const cut = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);
const quoted = (name: string) => `"${cut(name)}"`;

interface Actor {
  id: string | null;
  name: string;
}
interface RunData {
  automation_id?: string;
  workflow_id?: string;
  run_id: string;
  status: string;
  error_message: string | null;
}
interface InvitedData {
  actor: Actor;
  invitation: { id: string; email: string; role: string };
}
interface RoleChangedData {
  actor: Actor;
  member: { id: string; role: string };
  previous_role: string;
}
interface WebhookDisabledData {
  webhook: { id: string; url: string };
  reason: string;
}
interface BillingData {
  threshold_percent: number;
  runs_used: number;
  runs_limit: number;
  plan: string;
  cycle_resets_at: string;
}

/** A body's most characters: a run's error message can be long, and a digest lists 50 bodies. */
export const maxBodyLength = 1_000;

/** The notice an event makes, or none (an event of another type, or about a rule no longer there). */
export function noticeOf(event: OutboxEvent, facts: NoticeFacts): Notice | null {
  const notice = describe(event, facts);
  return notice && notice.body.length > maxBodyLength ? { ...notice, body: `${notice.body.slice(0, maxBodyLength - 1)}…` } : notice;
}

function describe(event: OutboxEvent, facts: NoticeFacts): Notice | null {
  const base = { event_id: event.id, workspace_id: event.workspace_id, to_member: null, to_admins: false, except_user: null };
  const workspace = quoted(facts.workspaceName);
  switch (event.type) {
    case 'workflow.run.completed':
    case 'workflow.run.failed':
    case 'automation.run.started': {
      const data = event.data as unknown as RunData;
      const ruleId = data.workflow_id ?? data.automation_id ?? '';
      const rule = facts.rules.get(ruleId);
      if (!rule?.author_member_id) return null;
      const where = `in project ${quoted(rule.project_name)}`;
      const run = {
        ...base,
        project_id: event.project_id,
        subject_type: 'run' as const,
        subject_id: data.run_id,
        to_member: rule.author_member_id,
      };
      if (event.type === 'automation.run.started') {
        return {
          ...run,
          category: 'automation_triggered',
          title: `Automation ${quoted(rule.name)} started a run`,
          body: `Run ${data.run_id} of automation ${quoted(rule.name)} started ${where}.`,
        };
      }
      if (event.type === 'workflow.run.failed') {
        return {
          ...run,
          category: 'workflow_run_failed',
          title: `Workflow ${quoted(rule.name)} failed`,
          body: `Run ${data.run_id} failed ${where}: ${data.error_message ?? 'no reason was recorded'}`,
        };
      }
      const cancelled = data.status === 'cancelled';
      return {
        ...run,
        category: 'workflow_run_completed',
        title: `Workflow ${quoted(rule.name)} ${cancelled ? 'was cancelled' : 'completed'}`,
        body: cancelled
          ? `Run ${data.run_id} was cancelled ${where}: ${data.error_message ?? ''}`.trim()
          : `Run ${data.run_id} completed ${where}.`,
      };
    }
    case 'member.invited': {
      const { invitation, actor } = event.data as unknown as InvitedData;
      return {
        ...base,
        project_id: null,
        category: 'member_invited',
        subject_type: 'invitation',
        subject_id: invitation.id,
        to_admins: true,
        except_user: actor.id,
        title: `${invitation.email} was invited to ${workspace}`,
        body: `${actor.name} invited ${invitation.email} to ${workspace} as ${invitation.role}.`,
      };
    }
    case 'member.role_changed': {
      const { member, actor, previous_role: previous } = event.data as unknown as RoleChangedData;
      return {
        ...base,
        project_id: null,
        category: 'member_role_changed',
        subject_type: 'member',
        subject_id: member.id,
        to_member: member.id,
        title: `Your role in ${workspace} is now ${member.role}`,
        body: `${actor.name} changed your role in ${workspace} from ${previous} to ${member.role}.`,
      };
    }
    case 'billing.alert': {
      const data = event.data as unknown as BillingData;
      return {
        ...base,
        project_id: null,
        category: 'billing_alert',
        subject_type: 'workspace',
        subject_id: event.workspace_id,
        to_admins: true,
        title: `${workspace} has used ${data.threshold_percent}% of this month's runs`,
        body:
          `${data.runs_used} of the ${data.runs_limit} runs of the ${data.plan} plan are used; the count starts again at ${data.cycle_resets_at}. ` +
          (data.threshold_percent >= 100
            ? 'Automations and workflows start no run until then unless the plan changes.'
            : 'At the limit, automations and workflows start no run until then unless the plan changes.'),
      };
    }
    case 'webhook.disabled': {
      const { webhook, reason } = event.data as unknown as WebhookDisabledData;
      return {
        ...base,
        project_id: null,
        category: 'webhook_disabled',
        subject_type: 'webhook',
        subject_id: webhook.id,
        to_admins: true,
        title: `The webhook to ${cut(webhook.url)} in ${workspace} was disabled`,
        body: `${reason} No deliveries go to it until an admin enables it again (PATCH enabled: true, or the settings page).`,
      };
    }
    default:
      return null;
  }
}
