import { lockProject } from '../../projects/project-access.ts';
import { DomainError } from '../../../errors.ts';
import { assertNotArchived } from '../../projects/archived.ts';
import { changeTask, insertTask } from '../../tasks/task-changes.ts';
import type { TaskStatus } from '../../tasks/tasks.model.ts';
import { authorMayWrite } from '../author-access.ts';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, type ActionContext } from './context.ts';

/** The longest description a task may have (the tasks API's own bound): a run stores no more. */
export const maxDescriptionLength = 10_000;

/**
 * How far a name is rendered before it is trimmed and cut to 255 characters: room for leading
 * whitespace a value may bring, without building megabytes for a name.
 */
const nameRenderLimit = 10_000;

export function rendered(value: string | undefined, variables: Record<string, unknown>, limit?: number): string | undefined {
  return value === undefined ? undefined : renderTemplate(value, variables, { limit });
}

/** A rendered task name: trimmed and cut to 255 characters; empty text is a step failure. */
export function taskName(value: string | undefined, variables: Record<string, unknown>): string | undefined {
  const name = rendered(value, variables, nameRenderLimit)?.trim();
  if (name === undefined) return undefined;
  if (name.length === 0) throw new ActionError('the task name rendered to empty text');
  return name.slice(0, 255);
}

/** The task an `update_task` step changes: the action's, else the triggering event's. */
export function updateTarget(config: { task_id?: string }, eventData: Record<string, unknown>): string | undefined {
  return config.task_id ?? (eventData.task as { id?: string } | undefined)?.id;
}

export const taskMissing = (taskId: string) => `update_task: task ${taskId} not found in this workspace`;

export const noUpdateTarget = 'update_task: no task_id given and the trigger carries no task';

/** The decisions' wording: the step and that the author lacks access, nothing about the target. */
export const lacksAccess = (label: string) => new ActionError(`${label}: the automation's author lacks access to the target project`);

/** Wraps the API's own rules (archived, assignee) as step failures rather than faults. */
async function asAction<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DomainError) throw new ActionError(`${label}: ${err.message}`);
    throw err;
  }
}

export async function createTaskAction(
  config: { name: string; description?: string; project_id?: string; assignee_member_id?: string },
  ctx: ActionContext,
): Promise<void> {
  await ctx.inStepTransaction(async (trx) => {
    const project = await lockProject(trx, config.project_id ?? ctx.project.id, 'share');
    if (!project || !(await authorMayWrite(trx, { member: ctx.author, workspaceId: ctx.project.workspace_id }, project))) {
      throw lacksAccess('create_task');
    }
    await asAction('create_task', async () => {
      assertNotArchived(project);
      await insertTask(
        { trx, project, origin: ctx.origin },
        {
          name: taskName(config.name, ctx.variables)!,
          description: rendered(config.description, ctx.variables, maxDescriptionLength),
          assignee_member_id: config.assignee_member_id,
        },
      );
    });
  });
}

export async function updateTaskAction(
  config: { task_id?: string; name?: string; description?: string; status?: TaskStatus; assignee_member_id?: string | null },
  ctx: ActionContext,
): Promise<void> {
  const taskId = updateTarget(config, ctx.eventData);
  if (!taskId) throw new ActionError(noUpdateTarget);
  await ctx.inStepTransaction(async (trx) => {
    const found = await trx('tasks').where({ id: taskId }).first();
    const project = found ? await lockProject(trx, found.project_id, 'share') : undefined;
    const task = project ? await trx('tasks').where({ id: taskId }).forUpdate().first() : undefined;
    if (!task || !project || project.workspace_id !== ctx.project.workspace_id) throw new ActionError(taskMissing(taskId));
    if (!(await authorMayWrite(trx, { member: ctx.author, workspaceId: ctx.project.workspace_id }, project))) {
      throw lacksAccess('update_task');
    }
    await asAction('update_task', async () => {
      assertNotArchived(project);
      await changeTask({ trx, project, origin: ctx.origin }, task, {
        name: taskName(config.name, ctx.variables),
        description: rendered(config.description, ctx.variables, maxDescriptionLength),
        status: config.status,
        assignee_member_id: config.assignee_member_id,
      });
    });
  });
}
