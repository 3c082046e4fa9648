import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import { firstAndMore, missing, invalid, type ErrorDetail, pointerTo } from '../../errors.ts';
import { shapeValidators } from '../../../generated/validators.js';
import { schemaProblems } from '../../http/validation.ts';
import { checkedInterval, minimumIntervalMinutes, parseSchedule } from './schedule/cron.ts';
import type { Plan } from '../workspaces/workspaces.model.ts';
import { isEmailAddress } from '../../mail/address.ts';
import { templateProblems } from './engine/templates.ts';
import { conditionFieldExists } from './engine/field-paths.ts';
import type { ProgramStep } from './engine/program.ts';
import type { RuleKind } from './automations.model.ts';

/** The contract's trigger and action shapes, as the validators let them through. */
export type EventTrigger = components['schemas']['EventTrigger'];
export type ScheduledTrigger = components['schemas']['ScheduledTrigger'];
/** A PATCH may send either trigger shape; only the stored `type` says which one is right. */
export type Trigger = EventTrigger | ScheduledTrigger;
/** Either shape's fields, to read a trigger before (or without) narrowing it by the automation's type. */
export type TriggerFields = Partial<EventTrigger> & Partial<ScheduledTrigger>;
export type Action = components['schemas']['Action'];

/** Collects 400s (missing) and 422s (invalid) so one response names every problem. */
class Problems {
  readonly missing: ErrorDetail[] = [];
  readonly invalid: ErrorDetail[] = [];
  throwIfAny(): void {
    if (this.missing.length) {
      const listed = firstAndMore(
        `Request body is missing required field '${this.missing[0]!.field.slice(1).replace(/\//g, '.')}'.`,
        this.missing,
      );
      throw missing(listed.message, listed.details);
    }
    if (this.invalid.length) {
      const first = this.invalid[0]!;
      const listed = firstAndMore(`${first.field.slice(1).replace(/\//g, '.')} ${first.message}.`, this.invalid);
      throw invalid(listed.message, listed.details);
    }
  }
}

/** Fields that belong to the other type's trigger, for a message that says so. */
const otherTypeFields: Record<'event' | 'scheduled', Set<string>> = {
  event: new Set(['schedule']),
  scheduled: new Set(['event', 'filters', 'match']),
};

/**
 * The trigger against its type's shape (`x-branch-chosen-by`: the request validators let either
 * shape through a PATCH, where only the stored type tells which is right). False if it fails.
 */
function checkTriggerShape(type: 'event' | 'scheduled', trigger: TriggerFields, problems: Problems, noun: RuleKind): boolean {
  const shape = type === 'event' ? shapeValidators.EventTrigger : shapeValidators.ScheduledTrigger;
  if (shape(trigger)) return true;
  const errors = (shape.errors ?? []).map((e) => ({ ...e, instancePath: `/trigger${e.instancePath}` }));
  const found = schemaProblems('body', errors);
  const other = type === 'event' ? 'scheduled' : 'event';
  const explained = (detail: ErrorDetail): ErrorDetail => {
    const name = detail.field.slice('/trigger/'.length);
    if (detail.field === `/trigger/${name}` && otherTypeFields[type].has(name))
      return { field: detail.field, message: `applies only to ${other} ${noun}s` };
    return detail.message === 'is required' ? { field: detail.field, message: `is required for ${type} ${noun}s` } : detail;
  };
  problems.missing.push(...found.missing.map(explained));
  problems.invalid.push(...found.invalid.map(explained));
  return false;
}

/** What the filter schema cannot say: `greater_than` and `less_than` compare numbers or timestamps, not booleans. */
function checkFilters(filters: EventTrigger['filters'], at: string, problems: Problems): void {
  filters?.forEach((filter, i) => {
    if ((filter.operator === 'greater_than' || filter.operator === 'less_than') && typeof filter.value === 'boolean') {
      problems.invalid.push({ field: `${at}/${i}/value`, message: `must be a number or a timestamp for ${filter.operator}` });
    }
  });
}

/** A schedule must parse, fire, and keep the plan's minimum interval between its fire times in the workspace's zone. */
function checkScheduledTrigger(
  trigger: ScheduledTrigger,
  { plan, timeZone }: Pick<AutomationInput, 'plan' | 'timeZone'>,
  problems: Problems,
): void {
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

/** Bounds of `call_webhook.headers` (docs/decisions.md#bounds): at most 20, names HTTP tokens of 1–256 characters, values ≤ 4,096 without line breaks. */
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
  actions.forEach((action, i) => checkAction(action, `/actions/${i}/config`, problems));
}

function checkAction(action: Action, base: string, problems: Problems): void {
  {
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
  }
}

/**
 * A workflow's steps: actions as an automation's, and conditions whose fields must be able to exist
 * in what they read (the trigger event's data, or the workflow's project).
 */
function checkSteps(steps: ProgramStep[], eventType: string | undefined, problems: Problems): void {
  steps.forEach((step, i) => {
    if (step.type === 'action') return checkAction(step.action, `/steps/${i}/action/config`, problems);
    if (step.type !== 'condition') return;
    checkFilters(step.filters, `/steps/${i}/filters`, problems);
    step.filters.forEach((filter, j) => {
      if (conditionFieldExists(eventType, filter.field)) return;
      const reads = eventType === undefined ? 'a scheduled workflow reads only project fields' : `${eventType} data has no such field`;
      problems.invalid.push({
        field: `/steps/${i}/filters/${j}/field`,
        message: `names ${filter.field}, which a condition cannot read: ${reads} (see GET /v1/event-types), and project.* is the workflow's project`,
      });
    });
  });
}

/** An automation as saved (the fields given), and the workspace's plan and time zone it is checked against. */
export interface AutomationInput {
  /** What is saved: an automation unless said (the words of the messages). */
  kind?: RuleKind;
  type: 'event' | 'scheduled';
  trigger?: TriggerFields;
  actions?: Action[];
  /** A workflow's steps, and the event type its conditions read (the trigger's, saved or sent). */
  steps?: ProgramStep[];
  eventType?: string;
  plan: Plan;
  timeZone: string;
}

/** The rules the schema cannot express: trigger per type, filter values, templates, cron and the plan's minimum interval. */
export function validateAutomation(input: AutomationInput): void {
  const problems = new Problems();
  if (input.trigger && checkTriggerShape(input.type, input.trigger, problems, input.kind ?? 'automation')) {
    if (input.type === 'event') checkFilters((input.trigger as EventTrigger).filters, '/trigger/filters', problems);
    else checkScheduledTrigger(input.trigger as ScheduledTrigger, input, problems);
  }
  if (input.actions) checkActions(input.actions, problems);
  if (input.steps) checkSteps(input.steps, input.type === 'event' ? input.eventType : undefined, problems);
  problems.throwIfAny();
}
