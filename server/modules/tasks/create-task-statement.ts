import type { Knex } from 'knex';
import { eventRow, signalCommitted } from '../../events/record-event.ts';
import { newId } from '../../db/ids.ts';
import { fixedRows, fixedStatement } from '../../db/fixed-statement.ts';
import type { ChangeOrigin, NewTaskInput } from './task-changes.ts';
import type { TaskJson } from './tasks.model.ts';
import { claimKeysSql, keyLockIfFree, type KeyRow } from '../../http/idempotency.ts';

/**
 * Tasks and their `task.created` events in one statement: one round trip and, outside a
 * transaction, one commit however many there are. The callers' memberships and roles were checked
 * before, from the auth cache; each record is written only if its project allows it: in that
 * workspace, not archived, and shared unless the writer sees private projects. The project and its
 * workspace are taken `FOR KEY SHARE`, the lock the foreign keys take anyway. A change to a
 * project's settings holds it `FOR UPDATE`, as a workspace's deletion or a webhook's creation holds
 * the workspace: a record whose project or workspace is so held is skipped, not waited for, so one
 * tenant's long change holds no other write of the statement. A skipped record takes the
 * transactional path, which waits for it alone and answers as the project then stands (404, 409,
 * or written).
 *
 * A keyed request's record carries its Idempotency-Key's row, answered (http/idempotency.ts,
 * KeyWrite): the key is claimed in the statement only if its lock is free and it has no row (not even
 * an expired one, which a purge may be deleting: the statement must not wait on it), and its task is
 * written only then, so the task and the key's answer commit together or neither is written. A record
 * whose key was not claimed is not written, and its request goes the usual way.
 */
// Prepared once per connection: planning this statement costs more than running it.
const createTasksWithEvents = fixedStatement(
  'create_tasks_with_events',
  `with i as (
     select * from jsonb_to_recordset(?::jsonb) as i(
       n int, project_id text, workspace_id text, sees_private boolean, id text, name text, description text,
       status text, at timestamptz, completed_at timestamptz, event_id text, actor jsonb, data jsonb, automation_chain text[],
       api_key_id text, user_id text, key text, request_hash text, request_line text, response_status int,
       response_headers jsonb, response_body text)
   ), p as (
     select p.id, p.workspace_id, p.visibility from projects p join workspaces ws on ws.id = p.workspace_id
     where p.id in (select project_id from i) and not p.archived
     for key share of p, ws skip locked
   ), w as (
     select i.* from i join p on p.id = i.project_id and p.workspace_id = i.workspace_id and (i.sees_private or p.visibility = 'shared')
   ), k as (
     ${claimKeysSql(`select api_key_id, user_id, key, request_hash, request_line, response_status, response_headers, response_body
        from w where w.key is not null
          -- A lookup by key for each record, never a join: as NOT EXISTS, on statistics that saw the
          -- table (nearly) empty (a new database, or before autovacuum's next look, up to a minute),
          -- PostgreSQL hashed the whole table for each statement, and kept that plan while the table
          -- grew by thousands of keys a second (issue 29: keyed writes at 0.36-0.55 of the anchor in
          -- full bench runs, 1.3 ms of PostgreSQL a request). A scalar subquery is not made a join.
          and (select true from idempotency_keys x where x.api_key_id = w.api_key_id and x.key = w.key limit 1) is null
          and ${keyLockIfFree('w')}`)}
   ), wk as (
     select w.* from w where w.key is null or exists (select 1 from k where k.api_key_id = w.api_key_id and k.key = w.key)
   ), t as (
     insert into tasks (id, workspace_id, project_id, name, description, status, assignee_member_id, created_at, updated_at, completed_at)
     select id, workspace_id, project_id, name, description, status, null, at, at, completed_at from wk order by n
     returning id
   ), e as (
     insert into events (id, workspace_id, project_id, type, actor, data, automation_chain)
     select wk.event_id, wk.workspace_id, wk.project_id, 'task.created', wk.actor, wk.data, wk.automation_chain
     from wk join t on t.id = wk.id order by wk.n
     returning id
   )
   select id from e`,
);

/** What the caller's access rests on, checked before the statement without reading the project. */
export interface TaskTarget {
  projectId: string;
  workspaceId: string;
  /** An owner or admin sees every project; others only shared ones here (added-to-private takes the transaction). */
  seesPrivate: boolean;
}

/** A task to create and its `task.created` event, made here (ids and times included) so the event carries the task as the response does. */
export interface NewTaskRecord {
  target: TaskTarget;
  task: TaskJson;
  event: ReturnType<typeof eventRow>;
  /** A keyed request's Idempotency-Key row, answered: the task is written only with it. */
  key?: KeyRow;
}

export function newTaskRecord(target: TaskTarget, { input, origin }: { input: NewTaskInput; origin: ChangeOrigin }): NewTaskRecord {
  // Times go to PostgreSQL as the ISO text the response carries: pg formats a Date parameter itself,
  // by hand, and the task needs that text anyway.
  const now = new Date().toISOString();
  const status = input.status ?? 'open';
  const task: TaskJson = {
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
    data: { project_id: target.projectId, task },
    automationChain: origin.automationChain,
  });
  return { target, task, event };
}

/**
 * Writes the records (in `db`'s transaction when it is one) and says which were written, by their
 * events' ids; the others' projects did not allow them, or were being changed.
 */
export async function writeTaskRecords(db: Knex | Knex.Transaction, records: readonly NewTaskRecord[]): Promise<Set<string>> {
  const written = await insertTaskRecords(db, records);
  signalTasksWritten(db, records, written);
  return written;
}

/** writeTaskRecords without waking the dispatcher: for a caller that does so once the statement's outcome is settled. */
export async function insertTaskRecords(db: Knex | Knex.Transaction, records: readonly NewTaskRecord[]): Promise<Set<string>> {
  const rows = await fixedRows<{ id: string }>(db, createTasksWithEvents, [recordsJson(records)]);
  return new Set(rows.map((row) => row.id));
}

/** Wakes the dispatcher for the workspaces whose events were written. */
export function signalTasksWritten(db: Knex | Knex.Transaction, records: readonly NewTaskRecord[], written: Set<string>): void {
  const workspaces = new Set(records.filter((each) => written.has(each.event.id)).map((each) => each.target.workspaceId));
  for (const workspaceId of workspaces) signalCommitted(db, workspaceId);
}

function recordsJson(records: readonly NewTaskRecord[]): string {
  return JSON.stringify(
    records.map(({ target, task, event, key }, n) => ({
      n,
      project_id: target.projectId,
      workspace_id: target.workspaceId,
      sees_private: target.seesPrivate,
      id: task.id,
      name: task.name,
      description: task.description,
      status: task.status,
      at: task.created_at,
      completed_at: task.completed_at,
      event_id: event.id,
      actor: event.actor,
      data: event.data,
      automation_chain: event.automation_chain,
      ...key,
    })),
  );
}
