import type { Knex } from 'knex';
import type { OperationBody } from '../../../generated/handlers.ts';
import { canSeeProject } from '../projects/project-access.ts';
import { type Project } from '../projects/projects.model.ts';
import { recordEvent, type EventActor, type EventType } from '../../events/record-event.ts';
import { invalid } from '../../errors.ts';
import { newId } from '../../db/ids.ts';
import type { Task } from './tasks.model.ts';
import { toTaskJson, type TaskJson } from './tasks.model.ts';
import { one } from '../../db/one.ts';

/** Who makes a change, and the automations whose actions led to it (the loop guard reads these). */
export interface ChangeOrigin {
  actor: EventActor;
  automationChain: string[];
}

/** A new task's fields: the contract's create body, which automations' `create_task` steps fill too. */
export type NewTaskInput = OperationBody<'createTask'>;

/** The fields a change sets, absent ones left as they are: the contract's update body, which `update_task` steps fill too. */
export type TaskInput = OperationBody<'updateTask'>;

/** Where a task write happens and who makes it: the transaction, the task's project (held by the caller), the origin. */
export interface TaskWrite {
  trx: Knex.Transaction;
  project: Project;
  origin: ChangeOrigin;
}

/** An assignee must be a member of the project's workspace who can see the project. */
export async function assertAssignable(trx: Knex | Knex.Transaction, project: Project, memberId: string): Promise<void> {
  const member = await trx('members').where({ id: memberId, workspace_id: project.workspace_id }).first('id', 'role');
  if (!member || !(await canSeeProject(trx, project, { memberId: member.id, role: member.role }))) {
    throw invalid(`assignee_member_id ${memberId} is not a member who can see this project.`, [
      { field: '/assignee_member_id', message: 'must be a member who can see the project' },
    ]);
  }
}

function taskEvent({ trx, project, origin }: TaskWrite, type: EventType, task: TaskJson) {
  return recordEvent(trx, {
    workspaceId: project.workspace_id,
    projectId: project.id,
    type,
    actor: origin.actor,
    data: { project_id: project.id, task },
    automationChain: origin.automationChain,
  });
}

/** Creates a task and writes `task.created`, in the caller's transaction. Shared by the API and automations. */
export async function insertTask(write: TaskWrite, input: NewTaskInput): Promise<TaskJson> {
  const { trx, project } = write;
  if (input.assignee_member_id) await assertAssignable(trx, project, input.assignee_member_id);
  const status = input.status ?? 'open';
  const task = one(
    await trx('tasks')
      .insert({
        id: newId('task'),
        workspace_id: project.workspace_id,
        project_id: project.id,
        name: input.name,
        description: input.description ?? '',
        status,
        assignee_member_id: input.assignee_member_id ?? null,
        completed_at: status === 'completed' ? new Date() : null,
      })
      .returning('*'),
  );
  const json = toTaskJson(task);
  await taskEvent(write, 'task.created', json);
  return json;
}

/**
 * Applies the fields that differ and writes one event: `task.completed` when the status moves to
 * completed, `task.updated` otherwise, none when nothing changed.
 */
export async function changeTask(write: TaskWrite, task: Task, input: TaskInput): Promise<TaskJson> {
  const { trx, project } = write;
  const changes: Partial<Task> = {};
  if (input.name !== undefined && input.name !== task.name) changes.name = input.name;
  if (input.description !== undefined && input.description !== task.description) changes.description = input.description;
  if (input.assignee_member_id !== undefined && input.assignee_member_id !== task.assignee_member_id) {
    if (input.assignee_member_id) await assertAssignable(trx, project, input.assignee_member_id);
    changes.assignee_member_id = input.assignee_member_id;
  }
  if (input.status !== undefined && input.status !== task.status) {
    changes.status = input.status;
    changes.completed_at = input.status === 'completed' ? new Date() : null;
  }
  if (Object.keys(changes).length === 0) return toTaskJson(task);
  const updated = one(
    await trx('tasks')
      .where({ id: task.id })
      .update({ ...changes, updated_at: new Date() })
      .returning('*'),
  );
  const json = toTaskJson(updated);
  await taskEvent(write, changes.status === 'completed' ? 'task.completed' : 'task.updated', json);
  return json;
}

export async function removeTask(write: TaskWrite, task: Task): Promise<void> {
  await taskEvent(write, 'task.deleted', toTaskJson(task));
  await write.trx('tasks').where({ id: task.id }).delete();
}

/**
 * Keeps "an assignee can see the project" true when visibility shrinks (a member removed from a
 * private project, a project made private): their tasks there are unassigned, each with its event.
 */
export async function unassignInvisibleAssignees(write: TaskWrite): Promise<void> {
  const { trx, project } = write;
  if (project.visibility !== 'private') return;
  const stranded = await trx('tasks')
    .where('project_id', project.id)
    .whereExists(
      trx('members')
        .whereRaw('members.id = tasks.assignee_member_id')
        .whereIn('members.role', ['editor', 'viewer'])
        .whereNotExists(
          trx('project_members').whereRaw('project_members.member_id = members.id').where('project_members.project_id', project.id),
        ),
    )
    .forUpdate();
  for (const task of stranded) await changeTask(write, task, { assignee_member_id: null });
}
