import type { components } from '../../../generated/openapi-types.ts';
import { missing, invalid, type ErrorDetail, pointerTo } from '../../errors.ts';
import { operatorsWithoutValue } from './engine/filters.ts';
import { checkedInterval, minimumIntervalMinutes, parseSchedule } from './schedule/cron.ts';
import type { Plan } from '../workspaces/workspaces.model.ts';
import { isEmailAddress } from '../../mail/address.ts';
import { templateProblems } from './engine/templates.ts';

/** The contract's trigger and action shapes, as the validators let them through. */
export type Trigger = components['schemas']['Trigger'];
export type Action = components['schemas']['Action'];

/** Collects 400s (missing) and 422s (invalid) so one response names every problem. */
class Problems {
  readonly missing: ErrorDetail[] = [];
  readonly invalid: ErrorDetail[] = [];
  throwIfAny(): void {
    if (this.missing.length)
      throw missing(`Request body is missing required field '${this.missing[0]!.field.slice(1).replace(/\//g, '.')}'.`, this.missing);
    if (this.invalid.length) {
      const first = this.invalid[0]!;
      throw invalid(`${first.field.slice(1).replace(/\//g, '.')} ${first.message}.`, this.invalid);
    }
  }
}

function checkEventTrigger(trigger: Trigger, problems: Problems): void {
  if (trigger.event === undefined) problems.missing.push({ field: '/trigger/event', message: 'is required for event automations' });
  if (trigger.schedule !== undefined)
    problems.invalid.push({ field: '/trigger/schedule', message: 'applies only to scheduled automations' });
  trigger.filters?.forEach((filter, i) => {
    const field = `/trigger/filters/${i}/value`;
    const needsValue = !operatorsWithoutValue.includes(filter.operator);
    if (needsValue && filter.value === undefined)
      problems.missing.push({ field, message: `is required by the operator ${filter.operator}` });
    if (!needsValue && filter.value !== undefined && filter.value !== null)
      problems.invalid.push({ field, message: `must be left out: ${filter.operator} takes no value` });
    if ((filter.operator === 'greater_than' || filter.operator === 'less_than') && typeof filter.value === 'boolean') {
      problems.invalid.push({ field, message: `must be a number or a timestamp for ${filter.operator}` });
    }
  });
}

function checkScheduledTrigger(trigger: Trigger, plan: Plan, timeZone: string, problems: Problems): void {
  for (const name of ['event', 'filters', 'match'] as const) {
    if (trigger[name] !== undefined) problems.invalid.push({ field: `/trigger/${name}`, message: 'applies only to event automations' });
  }
  if (trigger.schedule === undefined) {
    problems.missing.push({ field: '/trigger/schedule', message: 'is required for scheduled automations' });
    return;
  }
  const parsed = parseSchedule(trigger.schedule, timeZone);
  if ('error' in parsed) {
    problems.invalid.push({ field: '/trigger/schedule', message: `is not a valid cron expression: ${parsed.error}` });
    return;
  }
  const minimum = minimumIntervalMinutes[plan];
  const shortest = checkedInterval(parsed.cron, timeZone, minimum);
  if (shortest === undefined) problems.invalid.push({ field: '/trigger/schedule', message: 'never fires' });
  else if (shortest < minimum) {
    problems.invalid.push({
      field: '/trigger/schedule',
      message: `fires as often as every ${shortest} minute${shortest === 1 ? '' : 's'}; the ${plan} plan allows one run every ${minimum} minutes at most`,
    });
  }
}

const templatedFields: Record<Action['type'], string[]> = {
  send_slack_message: ['message'],
  send_email: ['to', 'subject', 'body'],
  create_task: ['name', 'description'],
  update_task: ['name', 'description'],
  call_webhook: ['url', 'body'],
};

/** Bounds of `call_webhook.headers` (api-decisions): at most 20, names HTTP tokens of 1–256 characters, values ≤ 4,096 without line breaks. */
const maxHeaders = 20;
const maxHeaderName = 256;
const maxHeaderValue = 4_096;
const headerToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function checkHeaders(headers: Record<string, string>, base: string, problems: Problems): void {
  const entries = Object.entries(headers);
  if (entries.length > maxHeaders) {
    problems.invalid.push({ field: base, message: `has ${entries.length} headers; at most ${maxHeaders} are allowed` });
    return;
  }
  for (const [name, value] of entries) {
    const field = pointerTo(base, name);
    if (name.length < 1 || name.length > maxHeaderName || !headerToken.test(name)) {
      problems.invalid.push({ field, message: `is not a header name: use 1 to ${maxHeaderName} letters, digits or !#$%&'*+.^_\`|~-` });
      continue;
    }
    if (value.length > maxHeaderValue) {
      problems.invalid.push({ field, message: `is ${value.length} characters long; a header value may have at most ${maxHeaderValue}` });
      continue;
    }
    if (/[\r\n]/.test(value)) {
      problems.invalid.push({ field, message: 'must not contain line breaks' });
      continue;
    }
    for (const message of templateProblems(value)) problems.invalid.push({ field, message });
  }
}

function checkActions(actions: Action[], problems: Problems): void {
  actions.forEach((action, i) => {
    const base = `/actions/${i}/config`;
    const config = action.config as Record<string, unknown>;
    for (const name of templatedFields[action.type]) {
      const value = config[name];
      if (typeof value !== 'string') continue;
      for (const message of templateProblems(value)) problems.invalid.push({ field: `${base}/${name}`, message });
    }
    if (action.type === 'call_webhook' && action.config.headers) checkHeaders(action.config.headers, `${base}/headers`, problems);
    if (action.type === 'send_email') {
      const to = String(config.to);
      if (!to.includes('{{') && !isEmailAddress(to))
        problems.invalid.push({ field: `${base}/to`, message: 'must be an e-mail address or a template such as {{member.email}}' });
    }
    if (action.type === 'update_task' && !['name', 'description', 'status', 'assignee_member_id'].some((k) => config[k] !== undefined)) {
      problems.invalid.push({ field: base, message: 'must change something: give name, description, status or assignee_member_id' });
    }
  });
}

/** The rules the schema cannot express: trigger per type, filter values, templates, cron and the plan's minimum interval. */
export function validateAutomation(input: {
  type: 'event' | 'scheduled';
  trigger?: Trigger;
  actions?: Action[];
  plan: Plan;
  timeZone: string;
}): void {
  const problems = new Problems();
  if (input.trigger) {
    if (input.type === 'event') checkEventTrigger(input.trigger, problems);
    else checkScheduledTrigger(input.trigger, input.plan, input.timeZone, problems);
  }
  if (input.actions) checkActions(input.actions, problems);
  problems.throwIfAny();
}
