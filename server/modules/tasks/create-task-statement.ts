import type { Knex } from 'knex';
import { eventRow, signalCommitted } from '../../events/record-event.ts';
import { newId } from '../../db/ids.ts';
import { fixedRows, fixedStatement } from '../../db/fixed-statement.ts';
import type { ChangeOrigin, NewTaskInput } from './task-changes.ts';
import type { TaskJson } from './tasks.model.ts';

// Prepared once per connection: planning this statement costs more than running it.
const createTaskWithEvent = fixedStatement(
  'create_task_with_event',
  `with p as (
     select id from projects
     where id = ? and workspace_id = ? and not archived and (?::boolean or visibility = 'shared')
     for key share
   ), t as (
     insert into tasks (id, project_id, name, description, status, assignee_member_id, created_at, updated_at, completed_at)
     select ?, p.id, ?, ?, ?, null, ?, ?, ? from p
     returning id
   ), e as (
     insert into events (id, workspace_id, project_id, type, actor, data, automation_chain)
     select ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::text[] from t
     returning id
   )
   select count(*)::int as written from e`,
);

/** What the caller's access rests on, checked before the statement without reading the project. */
export interface TaskTarget {
  projectId: string;
  workspaceId: string;
  /** An owner or admin sees every project; others only shared ones here (added-to-private takes the transaction). */
  seesPrivate: boolean;
}

/**
 * Creates a task and its `task.created` event in one statement: one round trip, committed on its own
 * (or with the request's transaction when there is one). The caller's membership and role were
 * checked before, from the auth cache; the statement takes the project `FOR KEY SHARE` (the lock
 * the task's foreign key takes anyway, which every change to a project's settings waits for, as
 * they lock it `FOR UPDATE`) and writes only if the project row allows it: in that workspace, not
 * archived, and shared unless the caller sees private projects (PostgreSQL re-reads a row it
 * waited for). Undefined when it does not: the caller then takes the transactional path, which
 * answers as the project now stands (404, 409).
 *
 * The row and the event are made here (ids and times included), so the event carries the task
 * exactly as the response does without reading it back.
 */
export async function createTaskInOneStatement(
  db: Knex | Knex.Transaction,
  target: TaskTarget,
  { input, origin }: { input: NewTaskInput; origin: ChangeOrigin },
): Promise<TaskJson | undefined> {
  // Times go to PostgreSQL as the ISO text the response carries: pg formats a Date parameter itself,
  // by hand, and the task needs that text anyway.
  const now = new Date().toISOString();
  const status = input.status ?? 'open';
  const json: TaskJson = {
    id: newId('task'),
    project_id: target.projectId,
    name: input.name,
    description: input.description ?? '',
    status,
    assignee_member_id: null,
    created_at: now,
    updated_at: now,
    completed_at: status === 'completed' ? now : null,
  };
  const event = eventRow({
    workspaceId: target.workspaceId,
    projectId: target.projectId,
    type: 'task.created',
    actor: origin.actor,
    data: { project_id: target.projectId, task: json },
    automationChain: origin.automationChain,
  });
  const rows = await fixedRows<{ written: number }>(db, createTaskWithEvent, [
    target.projectId,
    target.workspaceId,
    target.seesPrivate,
    json.id,
    json.name,
    json.description,
    json.status,
    json.created_at,
    json.updated_at,
    json.completed_at,
    event.id,
    event.workspace_id,
    event.project_id,
    event.type,
    JSON.stringify(event.actor),
    JSON.stringify(event.data),
    event.automation_chain,
  ]);
  if (rows[0]?.written !== 1) return undefined;
  signalCommitted(db, target.workspaceId);
  return json;
}
