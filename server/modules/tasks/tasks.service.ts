import type { AppDeps } from '../../context.ts';
import type { Knex } from 'knex';
import { mayAct, roleAtLeast, type Caller, type Need } from '../../auth/access.ts';
import { projectAccess, projectChildAccess, seesWithoutAdding, type ProjectAccess } from '../projects/project-access.ts';
import type { AuthCache } from '../../auth/auth-cache.ts';
import { userActor } from '../../events/record-event.ts';
import { notFound } from '../../errors.ts';
import { pageOf, type PageInput } from '../../http/pagination.ts';
import { assertNotArchived } from '../projects/archived.ts';
import { createTaskInOneStatement, type TaskTarget } from './create-task-statement.ts';
import { Lru } from '../../auth/lru.ts';
import { changeTask, insertTask, removeTask, type TaskInput } from './task-changes.ts';
import { toTaskJson, type TaskStatus } from './tasks.model.ts';

const byUser = (caller: Caller) => ({ actor: userActor(caller), automationChain: [] });

export async function listProjectTasks(deps: AppDeps, caller: Caller, projectId: string, query: PageInput & { status?: TaskStatus }) {
  const { knex, authCache: cache } = deps;
  await projectAccess(knex, cache, caller, projectId, 'read', 'Reading tasks');
  const list = knex('tasks').where('project_id', projectId).orderBy('id', 'desc');
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
export function createTaskAccess(deps: AppDeps, caller: Caller, projectId: string): Promise<ProjectAccess> {
  return projectAccess(deps.knex, deps.authCache, caller, projectId, createTaskNeed, 'Creating a task', { lock: 'share' });
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

export async function createTask(deps: AppDeps, caller: Caller, projectId: string, body: TaskInput & { name: string }) {
  const { knex } = deps;
  // Without an assignee to check, the usual write is one statement: no transaction, and no read of
  // the project once this process knows its workspace. Anything unusual takes the transaction below.
  if (!body.assignee_member_id) {
    let target = await knownTarget(deps, caller, projectId);
    if (!target) {
      const { project, membership } = await createTaskAccess(deps, caller, projectId);
      assertNotArchived(project);
      workspaceOfProject.set(project.id, project.workspace_id);
      if (seesWithoutAdding(project, membership))
        target = { projectId, workspaceId: project.workspace_id, seesPrivate: roleAtLeast(membership.role, 'admin') };
    }
    const created = target && (await createTaskInOneStatement(knex, target, body, byUser(caller)));
    if (created) return created;
  }
  return knex.transaction(async (trx) => {
    const { project } = await createTaskAccess({ ...deps, knex: trx }, caller, projectId);
    assertNotArchived(project);
    return insertTask(trx, project, body, byUser(caller));
  });
}

/** The task and its project, if the caller may see the project (404 for both otherwise). */
async function taskAccess(db: Knex | Knex.Transaction, cache: AuthCache, caller: Caller, id: string, need: Need, action: string) {
  const { row: task, project } = await projectChildAccess(
    db,
    cache,
    caller,
    (forUpdate) => (forUpdate ? db('tasks').where({ id }).forUpdate().first() : db('tasks').where({ id }).first()),
    () => notFound(`Task ${id} not found.`),
    need,
    action,
    'share',
  );
  return { task, project };
}

export async function getTask(deps: AppDeps, caller: Caller, id: string) {
  const { knex, authCache: cache } = deps;
  const { task } = await taskAccess(knex, cache, caller, id, 'read', 'Reading a task');
  return toTaskJson(task);
}

export async function updateTask(deps: AppDeps, caller: Caller, id: string, body: TaskInput) {
  const { knex, authCache: cache } = deps;
  return knex.transaction(async (trx) => {
    const { task, project } = await taskAccess(trx, cache, caller, id, 'edit', 'Changing a task');
    assertNotArchived(project);
    return changeTask(trx, project, task, body, byUser(caller));
  });
}

export async function deleteTask(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  const { knex, authCache: cache } = deps;
  await knex.transaction(async (trx) => {
    const { task, project } = await taskAccess(trx, cache, caller, id, 'edit', 'Deleting a task');
    assertNotArchived(project);
    await removeTask(trx, project, task, byUser(caller));
  });
}
