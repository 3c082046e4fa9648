import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import type { Knex } from 'knex';
import { mayAct, roleAtLeast, type Caller, type Need, accessScope, type AccessScope } from '../../auth/access.ts';
import { projectAccess, projectChildAccess, seesWithoutAdding, type AccessCheck, type ProjectAccess } from '../projects/project-access.ts';
import { userActor } from '../../events/record-event.ts';
import { DomainError, notFound } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { assertNotArchived } from '../projects/archived.ts';
import type { Project } from '../projects/projects.model.ts';
import { newTaskRecord, type TaskTarget } from './create-task-statement.ts';
import { writeTaskBatched } from './task-write-batch.ts';
import { Lru } from '../../auth/lru.ts';
import { changeTask, insertTask, removeTask, type TaskWrite } from './task-changes.ts';
import { toTaskJson, type TaskJson } from './tasks.model.ts';
import type { KeyRow } from '../../http/idempotency.ts';

const byUser = (caller: Caller) => ({ actor: userActor(caller), automationChain: [] });

/** A write by the caller in the task's project, inside the operation's transaction. */
const writeBy = (caller: Caller, trx: Knex.Transaction, project: Project): TaskWrite => ({ trx, project, origin: byUser(caller) });

export async function listProjectTasks(deps: AppDeps, caller: Caller, { path, query }: OperationRequest<'listProjectTasks'>) {
  const { knex } = deps;
  const { project } = await projectAccess(accessScope(deps, caller), path.project_id, { need: 'read', action: 'Reading tasks' });
  const list = knex('tasks').where({ workspace_id: project.workspace_id, project_id: project.id }).orderBy('id', 'desc');
  if (query.status) list.where('status', query.status);
  return pageOf(list, query, toTaskJson);
}

/**
 * The workspace of each project this process has seen a task written to: a project never moves, so
 * the entry stays true (a deleted project's is harmless: the write finds no project and falls back).
 */
const workspaceOfProject = new Lru<string>({ maxEntries: 20_000 });

/** Creating a task needs the editor role (and a key that may write) in a project the caller sees. */
const createTaskNeed: Need = 'edit';

/**
 * Who may create a task in the project (404 when they do not see it, 403 when they may not write).
 * Inside the operation's transaction (`deps.knex` is it) the project is held `share` for the write.
 */
export function createTaskAccess(deps: AppDeps, caller: Caller, { path }: OperationRequest<'createTask'>): Promise<ProjectAccess> {
  return projectAccess(accessScope(deps, caller), path.project_id, {
    need: createTaskNeed,
    action: 'Creating a task',
    lock: 'share',
  });
}

/**
 * The caller's access to create a task in a project whose workspace this process knows, checked from
 * the auth cache without reading the project; undefined when it does not hold or is not known here.
 */
async function knownTarget(deps: AppDeps, caller: Caller, projectId: string): Promise<TaskTarget | undefined> {
  const workspaceId = workspaceOfProject.get(projectId);
  if (!workspaceId) return undefined;
  const membership = await deps.authCache.membership(caller.userId, workspaceId, deps.knex);
  if (!membership || !mayAct(caller, membership.role, createTaskNeed)) return undefined;
  return { projectId, workspaceId, seesPrivate: roleAtLeast(membership.role, 'admin') };
}

/** A keyed request's key, for the task's statement to write with it (http/idempotency.ts, KeyWrite). */
export interface TaskKeyWrite {
  /** The key's row, answered with the created task. */
  answered(task: TaskJson): KeyRow;
  /** Written nothing: the request goes the usual way. */
  declined(): never;
}

export async function createTask(deps: AppDeps, caller: Caller, req: OperationRequest<'createTask'>, keyed?: TaskKeyWrite) {
  const { knex } = deps;
  const { body } = req;
  const projectId = req.path.project_id;
  // Without an assignee to check, the usual write is one statement: no transaction, and no read of
  // the project once this process knows its workspace. Anything unusual takes the transaction below.
  if (!body.assignee_member_id) {
    let target = await knownTarget(deps, caller, projectId);
    if (!target) {
      let access;
      try {
        access = await createTaskAccess(deps, caller, req);
        assertNotArchived(access.project);
      } catch (err) {
        // A keyed request is answered as its key says first: a retry of a task created before its
        // project was archived replays the 201 (or a key reused for another body gets 422), as the
        // usual way answers it, whichever process it reaches.
        if (keyed && err instanceof DomainError) keyed.declined();
        throw err;
      }
      const { project, membership } = access;
      workspaceOfProject.set(project.id, project.workspace_id);
      if (seesWithoutAdding(project, membership))
        target = { projectId, workspaceId: project.workspace_id, seesPrivate: roleAtLeast(membership.role, 'admin') };
    }
    if (target) {
      const record = newTaskRecord(target, { input: body, origin: byUser(caller) });
      if (keyed) record.key = keyed.answered(record.task);
      if (await writeTaskBatched(knex, record)) return record.task;
    }
  }
  // The transaction below is the keyed request's own, which its usual way opens around the work.
  if (keyed) keyed.declined();
  return knex.transaction(async (trx) => {
    const { project } = await createTaskAccess({ ...deps, knex: trx }, caller, req);
    assertNotArchived(project);
    return insertTask(writeBy(caller, trx, project), body);
  });
}

/**
 * The task and its project, if the caller may see the project (404 for both otherwise). A write holds
 * the project `share` unless the check says otherwise, so task writes in one project go on side by side.
 */
async function taskAccess(scope: AccessScope, id: string, check: AccessCheck) {
  const { db } = scope;
  const { row: task, project } = await projectChildAccess(
    scope,
    {
      load: (forUpdate) => (forUpdate ? db('tasks').where({ id }).forUpdate().first() : db('tasks').where({ id }).first()),
      missing: () => notFound(`Task ${id} not found.`),
    },
    { lock: 'share', ...check },
  );
  return { task, project };
}

export async function getTask(deps: AppDeps, caller: Caller, { path }: OperationRequest<'getTask'>) {
  const { task } = await taskAccess(accessScope(deps, caller), path.task_id, { need: 'read', action: 'Reading a task' });
  return toTaskJson(task);
}

export async function updateTask(deps: AppDeps, caller: Caller, { path, body }: OperationRequest<'updateTask'>) {
  const { knex } = deps;
  return knex.transaction(async (trx) => {
    const { task, project } = await taskAccess(accessScope(deps, caller, trx), path.task_id, { need: 'edit', action: 'Changing a task' });
    assertNotArchived(project);
    return changeTask(writeBy(caller, trx, project), task, body);
  });
}

export async function deleteTask(deps: AppDeps, caller: Caller, { path }: OperationRequest<'deleteTask'>): Promise<void> {
  const { knex } = deps;
  await knex.transaction(async (trx) => {
    const { task, project } = await taskAccess(accessScope(deps, caller, trx), path.task_id, { need: 'edit', action: 'Deleting a task' });
    assertNotArchived(project);
    await removeTask(writeBy(caller, trx, project), task);
  });
}
