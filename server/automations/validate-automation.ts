import type { components } from '../../generated/openapi-types.ts';
import { badRequest, unprocessable, type ErrorDetail } from '../http/errors.ts';
import { operatorsWithoutValue } from './filters.ts';
import { minimumIntervalMinutes, parseSchedule, shortestIntervalMinutes, type SchedulePlan } from './schedule.ts';
import { templateProblems } from './templates.ts';

/** The contract's trigger and action shapes, as the validators let them through. */
export type Trigger = components['schemas']['Trigger'];
export type Action = components['schemas']['Action'];

/** Collects 400s (missing) and 422s (invalid) so one response names every problem. */
class Problems {
  readonly missing: ErrorDetail[] = [];
  readonly invalid: ErrorDetail[] = [];
  throwIfAny(): void {
    if (this.missing.length) throw badRequest(`Request body is missing required field '${this.missing[0]!.field.slice(1).replace(/\//g, '.')}'.`, this.missing);
    if (this.invalid.length) {
      const first = this.invalid[0]!;
      throw unprocessable(`${first.field.slice(1).replace(/\//g, '.')} ${first.message}.`, this.invalid);
    }
  }
}

function checkEventTrigger(trigger: Trigger, problems: Problems): void {
  if (trigger.event === undefined) problems.missing.push({ field: '/trigger/event', message: 'is required for event automations' });
  if (trigger.schedule !== undefined) problems.invalid.push({ field: '/trigger/schedule', message: 'applies only to scheduled automations' });
  trigger.filters?.forEach((filter, i) => {
    const field = `/trigger/filters/${i}/value`;
    const needsValue = !operatorsWithoutValue.includes(filter.operator);
    if (needsValue && filter.value === undefined) problems.missing.push({ field, message: `is required by the operator ${filter.operator}` });
    if (!needsValue && filter.value !== undefined && filter.value !== null) problems.invalid.push({ field, message: `must be left out: ${filter.operator} takes no value` });
    if ((filter.operator === 'greater_than' || filter.operator === 'less_than') && typeof filter.value === 'boolean') {
      problems.invalid.push({ field, message: `must be a number or a timestamp for ${filter.operator}` });
    }
  });
}

function checkScheduledTrigger(trigger: Trigger, plan: SchedulePlan, timeZone: string, problems: Problems): void {
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
  const shortest = shortestIntervalMinutes(parsed.cron, timeZone, new Date());
  if (shortest === undefined) problems.invalid.push({ field: '/trigger/schedule', message: 'never fires' });
  else if (shortest < minimum) {
    problems.invalid.push({
      field: '/trigger/schedule',
      message: `fires as often as every ${shortest} minute${shortest === 1 ? "" : "s"}; the ${plan} plan allows one run every ${minimum} minutes at most`,
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

function checkActions(actions: Action[], problems: Problems): void {
  actions.forEach((action, i) => {
    const base = `/actions/${i}/config`;
    const config = action.config as Record<string, unknown>;
    for (const name of templatedFields[action.type]) {
      const value = config[name];
      if (typeof value !== 'string') continue;
      for (const message of templateProblems(value)) problems.invalid.push({ field: `${base}/${name}`, message });
    }
    if (action.type === 'call_webhook' && action.config.headers) {
      for (const [header, value] of Object.entries(action.config.headers)) {
        for (const message of templateProblems(value)) problems.invalid.push({ field: `${base}/headers/${header}`, message });
      }
    }
    if (action.type === 'send_email') {
      const to = String(config.to);
      if (!to.includes('{{') && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to)) problems.invalid.push({ field: `${base}/to`, message: 'must be an e-mail address or a template such as {{member.email}}' });
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
  plan: SchedulePlan;
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
