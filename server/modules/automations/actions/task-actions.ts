import type { RuleKind } from '../automations.model.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import { lockProject } from '../../projects/project-access.ts';
import { canSeeProject } from '../../projects/project-access.ts';
import type { Project } from '../../projects/projects.model.ts';
import { DomainError } from '../../../errors.ts';
import { assertNotArchived } from '../../projects/archived.ts';
import { assertAssignable, changeTask, insertTask } from '../../tasks/task-changes.ts';
import type { Task, TaskStatus } from '../../tasks/tasks.model.ts';
import { authorMayWrite } from '../author-access.ts';
import { jsonText, renderTemplate } from '../engine/templates.ts';
import { ActionError, orFail, type ActionContext, type PrepareContext, type Prepared } from './context.ts';

/** The longest description a task may have (the tasks API's own bound): a run stores no more. */
export const maxDescriptionLength = 10_000;

/**
 * How far a name is rendered before it is trimmed and cut to 255 characters: room for leading
 * whitespace a value may bring, without building megabytes for a name.
 */
const nameRenderLimit = 10_000;

function rendered(value: string | undefined, variables: Record<string, unknown>, limit: number): string | undefined {
  return value === undefined ? undefined : renderTemplate(value, variables, { limit });
}

/** A rendered task name: trimmed and cut to 255 characters; empty text is a step failure. */
function taskName(value: string | undefined, variables: Record<string, unknown>): string | undefined {
  const name = rendered(value, variables, nameRenderLimit)?.trim();
  if (name === undefined) return undefined;
  if (name.length === 0) throw new ActionError('the task name rendered to empty text');
  return name.slice(0, 255);
}

/** The task an `update_task` step changes: the action's, else the triggering event's (a dry run's data may name it with any JSON value). */
function updateTarget(config: { task_id?: string }, eventData: Record<string, unknown>): string | null {
  const named: unknown = config.task_id ?? (eventData.task as { id?: unknown } | undefined)?.id;
  return named === undefined || named === null ? null : jsonText(named);
}

const taskMissing = (taskId: string) => `update_task: task ${taskId} not found in this workspace`;

export const noUpdateTarget = 'update_task: no task_id given and the trigger carries no task';

/** The decisions' wording: the step and that the author lacks access, nothing about the target. */
const lacksAccess = (label: string, noun: RuleKind = 'automation') => `${label}: the ${noun}'s author lacks access to the target project`;

/** The failure a rule of the tasks API (archived, assignee) is to a step. */
function asProblem(label: string, err: unknown): string {
  if (err instanceof DomainError) return `${label}: ${err.message}`;
  if (err instanceof ActionError) return err.message;
  throw err;
}

/** Reads a target project; in a run's step transaction, locked so it cannot be archived or removed meanwhile. */
function loadProject(ctx: PrepareContext, projectId: string): Promise<Project | undefined> {
  if (ctx.inTransaction) return lockProject(ctx.db, projectId, 'share');
  return projectId === ctx.project.id ? Promise.resolve(ctx.project) : ctx.db('projects').where({ id: projectId }).first();
}

const sameMember = (a: CachedMembership, b: CachedMembership | undefined) => b !== undefined && a.memberId === b.memberId;

/**
 * Why a task action could not write into `target`, in the order a step meets them: a target the
 * viewer cannot see reads as missing to them (in a run the viewer is the author, whom the next check
 * answers), then the author's access, then an archived project, the name and the assignee.
 */
async function writeProblem(
  ctx: PrepareContext,
  step: { label: string; target: Project | undefined; missing: string },
): Promise<string | null> {
  const { label, target, missing } = step;
  const inWorkspace = target && target.workspace_id === ctx.project.workspace_id ? target : undefined;
  if (!sameMember(ctx.viewer, ctx.author) && !(inWorkspace && (await canSeeProject(ctx.db, inWorkspace, ctx.viewer)))) return missing;
  if (!ctx.author || !(await authorMayWrite(ctx.db, { member: ctx.author, workspaceId: ctx.project.workspace_id }, inWorkspace))) {
    return lacksAccess(label, ctx.noun);
  }
  try {
    assertNotArchived(inWorkspace!);
    return null;
  } catch (err) {
    return asProblem(label, err);
  }
}

/** The name a step gives, or the failure rendering it is. */
function nameOf(value: string | undefined, variables: Record<string, unknown>): { name: string | undefined; problem: string | null } {
  try {
    return { name: taskName(value, variables), problem: null };
  } catch (err) {
    return { name: '', problem: asProblem('task', err) };
  }
}

async function assigneeProblem(ctx: PrepareContext, label: string, assignment: { target: Project; memberId: string | null | undefined }) {
  if (!assignment.memberId) return null;
  try {
    await assertAssignable(ctx.db, assignment.target, assignment.memberId);
    return null;
  } catch (err) {
    return asProblem(label, err);
  }
}

interface CreateConfig {
  name: string;
  description?: string;
  project_id?: string;
  assignee_member_id?: string;
}

export interface PreparedCreateTask extends Prepared {
  project_id: string;
  name: string;
  description: string | null;
  assignee_member_id: string | null;
  /** The project it writes into, when nothing stops the step. */
  target?: Project;
}

export async function prepareCreateTask(ctx: PrepareContext, config: CreateConfig): Promise<PreparedCreateTask> {
  const projectId = config.project_id ?? ctx.project.id;
  const { name, problem: nameProblem } = nameOf(config.name, ctx.variables);
  const shown = {
    project_id: projectId,
    name: name ?? '',
    description: rendered(config.description, ctx.variables, ctx.renderLimit ?? maxDescriptionLength) ?? null,
    assignee_member_id: config.assignee_member_id ?? null,
  };
  const target = await loadProject(ctx, projectId);
  const problem =
    (await writeProblem(ctx, { label: 'create_task', target, missing: `create_task: project ${projectId} not found` })) ??
    nameProblem ??
    (await assigneeProblem(ctx, 'create_task', { target: target!, memberId: config.assignee_member_id }));
  return { ...shown, problem, ...(problem === null ? { target } : {}) };
}

interface UpdateConfig {
  task_id?: string;
  name?: string;
  description?: string;
  status?: TaskStatus;
  assignee_member_id?: string | null;
}

export interface PreparedUpdateTask extends Prepared {
  task_id: string | null;
  name?: string;
  description?: string;
  status?: TaskStatus;
  assignee_member_id?: string | null;
  /** The task it changes and its project, when nothing stops the step. */
  target?: { task: Task; project: Project };
}

export async function prepareUpdateTask(ctx: PrepareContext, config: UpdateConfig): Promise<PreparedUpdateTask> {
  const taskId = updateTarget(config, ctx.eventData);
  const { name, problem: nameProblem } = nameOf(config.name, ctx.variables);
  const description = rendered(config.description, ctx.variables, ctx.renderLimit ?? maxDescriptionLength);
  const changes = {
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    ...(config.status === undefined ? {} : { status: config.status }),
    ...(config.assignee_member_id === undefined ? {} : { assignee_member_id: config.assignee_member_id }),
  };
  if (!taskId) return { task_id: null, ...changes, problem: noUpdateTarget };
  const found: Pick<Task, 'project_id'> | undefined = await ctx.db('tasks').where({ id: taskId }).first('project_id');
  const project = found ? await loadProject(ctx, found.project_id) : undefined;
  // Read again under the project's lock in a run: the task as it is now, held until the step commits.
  const task: Task | undefined = project
    ? await (ctx.inTransaction ? ctx.db('tasks').where({ id: taskId }).forUpdate() : ctx.db('tasks').where({ id: taskId })).first()
    : undefined;
  const missing = taskMissing(taskId);
  if (!task || !project || project.workspace_id !== ctx.project.workspace_id) return { task_id: taskId, ...changes, problem: missing };
  const problem =
    (await writeProblem(ctx, { label: 'update_task', target: project, missing })) ??
    nameProblem ??
    (await assigneeProblem(ctx, 'update_task', { target: project, memberId: config.assignee_member_id }));
  return { task_id: taskId, ...changes, problem, ...(problem === null ? { target: { task, project } } : {}) };
}

export async function createTaskAction(ctx: ActionContext, config: CreateConfig): Promise<void> {
  await ctx.inStepTransaction(async (trx) => {
    const prepared = orFail(await prepareCreateTask({ ...ctx, db: trx, inTransaction: true }, config));
    await insertTask(
      { trx, project: prepared.target!, origin: ctx.origin },
      { name: prepared.name, description: prepared.description ?? undefined, assignee_member_id: config.assignee_member_id },
    );
  });
}

export async function updateTaskAction(ctx: ActionContext, config: UpdateConfig): Promise<void> {
  await ctx.inStepTransaction(async (trx) => {
    const prepared = orFail(await prepareUpdateTask({ ...ctx, db: trx, inTransaction: true }, config));
    const { task, project } = prepared.target!;
    await changeTask({ trx, project, origin: ctx.origin }, task, {
      name: prepared.name,
      description: prepared.description,
      status: config.status,
      assignee_member_id: config.assignee_member_id,
    });
  });
}
