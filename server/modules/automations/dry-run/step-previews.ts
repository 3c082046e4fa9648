import type { Knex } from 'knex';
import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { Config } from '../../../config.ts';
import { DomainError } from '../../../errors.ts';
import { checkedTarget, OutboundError } from '../../../net/outbound.ts';
import type { Project } from '../../projects/projects.model.ts';
import { assertAssignable } from '../../tasks/task-changes.ts';
import { canSeeProject } from '../../projects/project-access.ts';
import { ActionError } from '../actions/context.ts';
import { maxUrlLength, webhookRequest } from '../actions/call-webhook.ts';
import { emailMessage } from '../actions/send-email.ts';
import { slackMessage, slackNotConfigured } from '../actions/send-slack-message.ts';
import { lacksAccess, noUpdateTarget, rendered, taskMissing, taskName, updateTarget } from '../actions/task-actions.ts';
import { authorMayWrite } from '../author-access.ts';
import { jsonText, maxTemplateLength, unresolvedVariables } from '../engine/templates.ts';
import { headerMask } from '../header-secrets.ts';
import type { Action } from '../validate-automation.ts';
import { maxUnresolvedShown, shownName } from './answer-bounds.ts';

export type StepPreview = components['schemas']['DryRunStep'];

/** What a step needs to be rendered and checked: the run's variables and the author's access. */
export interface PreviewContext {
  db: Knex;
  config: Pick<Config, 'slackBotToken' | 'webhookAllowPrivateTargets'>;
  project: Project;
  /** Undefined once the author left: a run would not start, and no target is within reach. */
  author: CachedMembership | undefined;
  /** The caller: a target they cannot see is told apart from a missing one by nothing a dry run says. */
  viewer: CachedMembership;
  variables: Record<string, unknown>;
  eventData: Record<string, unknown>;
}

/** How far a text a dry run shows is rendered: one past what is shown, so `shown` can tell it was longer. */
const renderLimit = maxTemplateLength + 1;

/** A rendered text as a dry run shows it: cut at the template limit (or a URL's) so one answer stays bounded. */
function shown(text: string, max = maxTemplateLength): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The message of the failure a step would meet, in a run's words; rethrows faults. */
function failure(label: string, err: unknown): string {
  if (err instanceof ActionError) return err.message;
  if (err instanceof DomainError) return `${label}: ${err.message}`;
  if (err instanceof OutboundError) return `${label}: ${err.message}`;
  throw err;
}

/** The target project if the caller may see it; a hidden one reads as missing, as everywhere in the API. */
async function visibleTarget(ctx: PreviewContext, projectId: string): Promise<Project | undefined> {
  const target: Project | undefined =
    projectId === ctx.project.id ? ctx.project : await ctx.db('projects').where({ id: projectId }).first();
  if (!target || target.workspace_id !== ctx.project.workspace_id) return undefined;
  return (await canSeeProject(ctx.db, target, ctx.viewer)) ? target : undefined;
}

/** Why a task action could not write into `target` now: the author's access, then an archived project. */
async function writeProblem(ctx: PreviewContext, label: string, target: Project): Promise<string | null> {
  if (!ctx.author || !(await authorMayWrite(ctx.db, { member: ctx.author, workspaceId: ctx.project.workspace_id }, target))) {
    return lacksAccess(label).message;
  }
  return target.archived ? `${label}: Project ${target.id} is archived and read-only; unarchive it first (PATCH archived=false).` : null;
}

/** Whom a task action would assign (none when unset), in the project it writes into. */
interface Assignment {
  target: Project;
  memberId: string | null | undefined;
}

/** The problem an assignee would be, checked only once nothing earlier stops the step. */
function assigneeProblem(ctx: PreviewContext, label: string, { target, memberId }: Assignment): Promise<string | null> {
  if (!memberId) return Promise.resolve(null);
  return assertAssignable(ctx.db, target, memberId).then(
    () => null,
    (err: unknown) => failure(label, err),
  );
}

/** A rendered task name, or the failure rendering it is. */
function nameOf(value: string | undefined, variables: Record<string, unknown>): { name?: string; problem: string | null } {
  try {
    const name = taskName(value, variables);
    return { ...(name === undefined ? {} : { name: shown(name) }), problem: null };
  } catch (err) {
    return { name: '', problem: failure('task', err) };
  }
}

async function createTaskPreview(ctx: PreviewContext, config: Extract<Action, { type: 'create_task' }>['config']) {
  const projectId = config.project_id ?? ctx.project.id;
  const { name, problem: nameProblem } = nameOf(config.name, ctx.variables);
  const shownFields = {
    project_id: projectId,
    name: name ?? '',
    description: config.description === undefined ? null : shown(rendered(config.description, ctx.variables, renderLimit)!),
    assignee_member_id: config.assignee_member_id ?? null,
  };
  // In the order a run meets them: the target, the author's access, archived, the name, the assignee.
  const target = await visibleTarget(ctx, projectId);
  if (!target) return { ...shownFields, problem: `create_task: project ${projectId} not found` };
  const problem = (await writeProblem(ctx, 'create_task', target)) ?? nameProblem;
  return {
    ...shownFields,
    problem: problem ?? (await assigneeProblem(ctx, 'create_task', { target, memberId: config.assignee_member_id })),
  };
}

async function updateTaskPreview(ctx: PreviewContext, config: Extract<Action, { type: 'update_task' }>['config']) {
  // Data given to a dry run may name the task with any JSON value; a run's event always has text.
  const named: unknown = updateTarget(config, ctx.eventData);
  const taskId = named === undefined || named === null ? null : jsonText(named);
  const { name, problem: nameProblem } = nameOf(config.name, ctx.variables);
  const changes = {
    ...(name === undefined ? {} : { name }),
    ...(config.description === undefined ? {} : { description: shown(rendered(config.description, ctx.variables, renderLimit)!) }),
    ...(config.status === undefined ? {} : { status: config.status }),
    ...(config.assignee_member_id === undefined ? {} : { assignee_member_id: config.assignee_member_id }),
  };
  if (!taskId) return { task_id: null, ...changes, problem: noUpdateTarget };
  const task = await ctx.db('tasks').where({ id: taskId }).first('project_id');
  const target = task ? await visibleTarget(ctx, task.project_id) : undefined;
  if (!target) return { task_id: taskId, ...changes, problem: taskMissing(taskId) };
  const problem = (await writeProblem(ctx, 'update_task', target)) ?? nameProblem;
  return {
    task_id: taskId,
    ...changes,
    problem: problem ?? (await assigneeProblem(ctx, 'update_task', { target, memberId: config.assignee_member_id })),
  };
}

function callWebhookPreview(ctx: PreviewContext, config: Extract<Action, { type: 'call_webhook' }>['config']) {
  // The stored action holds masks, never the values: a dry run shows no secret, rendered or not.
  const masked = Object.fromEntries(Object.keys(config.headers ?? {}).map((name) => [name, headerMask]));
  const request = webhookRequest(config, { headerValues: masked, variables: ctx.variables, limit: renderLimit });
  let problem = request.problem ?? null;
  // Only what needs no lookup: a dry run is no way to learn which host names resolve.
  if (!problem) {
    try {
      checkedTarget(request.url, ctx.config.webhookAllowPrivateTargets);
    } catch (err) {
      problem = failure('call_webhook', err);
    }
  }
  return {
    method: request.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: shown(request.url, maxUrlLength),
    headers: request.headers,
    body: request.body === undefined ? null : shown(request.body),
    problem,
  };
}

/** The fields of one action that templates fill, for the unresolved list. */
function templatedTexts(action: Action): (string | undefined)[] {
  const config = action.config as Record<string, unknown>;
  return ['message', 'to', 'subject', 'body', 'name', 'description', 'url'].map((k) =>
    typeof config[k] === 'string' ? config[k] : undefined,
  );
}

/** What one action would do, rendered and checked, with nothing performed. */
export async function previewStep(ctx: PreviewContext, action: Action, index: number): Promise<StepPreview> {
  const unresolved = unresolvedVariables(templatedTexts(action), ctx.variables, maxUnresolvedShown).map(shownName);
  const base = { index, unresolved };
  switch (action.type) {
    case 'send_slack_message': {
      const { channel, text } = slackMessage(action.config, ctx.variables, renderLimit);
      return { ...base, type: action.type, channel, text: shown(text), problem: ctx.config.slackBotToken ? null : slackNotConfigured };
    }
    case 'send_email': {
      const { to, subject, text, problem } = emailMessage(action.config, ctx.variables, renderLimit);
      return { ...base, type: action.type, to: shown(to), subject: shown(subject), body: shown(text), problem: problem ?? null };
    }
    case 'create_task':
      return { ...base, type: action.type, ...(await createTaskPreview(ctx, action.config)) };
    case 'update_task':
      return { ...base, type: action.type, ...(await updateTaskPreview(ctx, action.config)) };
    case 'call_webhook':
      return { ...base, type: action.type, ...callWebhookPreview(ctx, action.config) };
  }
}
