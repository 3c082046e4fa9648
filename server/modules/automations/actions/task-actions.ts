import { lockProject } from '../../projects/project-access.ts';
import { DomainError } from '../../../errors.ts';
import { assertNotArchived } from '../../projects/archived.ts';
import { changeTask, insertTask } from '../../tasks/task-changes.ts';
import type { TaskStatus } from '../../tasks/tasks.model.ts';
import { authorMayWrite } from '../author-access.ts';
import { renderTemplate } from '../engine/templates.ts';
import { ActionError, type ActionContext } from './context.ts';

function rendered(value: string | undefined, ctx: ActionContext): string | undefined {
  return value === undefined ? undefined : renderTemplate(value, ctx.variables);
}

function nameOf(value: string | undefined, ctx: ActionContext): string | undefined {
  const name = rendered(value, ctx)?.trim();
  if (name === undefined) return undefined;
  if (name.length === 0) throw new ActionError('the task name rendered to empty text');
  return name.slice(0, 255);
}

/** The decisions' wording: the step and that the author lacks access, nothing about the target. */
const lacksAccess = (label: string) => new ActionError(`${label}: the automation's author lacks access to the target project`);

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
    if (!project || !(await authorMayWrite(trx, ctx.author, project, ctx.project.workspace_id))) throw lacksAccess('create_task');
    await asAction('create_task', async () => {
      assertNotArchived(project);
      await insertTask(
        trx,
        project,
        { name: nameOf(config.name, ctx)!, description: rendered(config.description, ctx), assignee_member_id: config.assignee_member_id },
        ctx.origin,
      );
    });
  });
}

export async function updateTaskAction(
  config: { task_id?: string; name?: string; description?: string; status?: TaskStatus; assignee_member_id?: string | null },
  ctx: ActionContext,
): Promise<void> {
  const triggering = (ctx.eventData.task as { id?: string } | undefined)?.id;
  const taskId = config.task_id ?? triggering;
  if (!taskId) throw new ActionError('update_task: no task_id given and the trigger carries no task');
  await ctx.inStepTransaction(async (trx) => {
    const missing = () => new ActionError(`update_task: task ${taskId} not found in this workspace`);
    const found = await trx('tasks').where({ id: taskId }).first();
    const project = found ? await lockProject(trx, found.project_id, 'share') : undefined;
    const task = project ? await trx('tasks').where({ id: taskId }).forUpdate().first() : undefined;
    if (!task || !project || project.workspace_id !== ctx.project.workspace_id) throw missing();
    if (!(await authorMayWrite(trx, ctx.author, project, ctx.project.workspace_id))) throw lacksAccess('update_task');
    await asAction('update_task', async () => {
      assertNotArchived(project);
      await changeTask(
        trx,
        project,
        task,
        {
          name: nameOf(config.name, ctx),
          description: rendered(config.description, ctx),
          status: config.status,
          assignee_member_id: config.assignee_member_id,
        },
        ctx.origin,
      );
    });
  });
}
