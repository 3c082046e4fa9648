import type { OperationBody, OperationRequest } from '../../../generated/handlers.ts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context.ts';
import { transactionRetryingConflicts } from '../../db/retry-conflicts.ts';
import { assertAllowed, roleAtLeast, workspaceMembership, type Caller, accessScope } from '../../auth/access.ts';
import { fixedStatement } from '../../db/fixed-statement.ts';
import { projectAccess, visibleToMemberSql, type ProjectAccess } from './project-access.ts';
import type { CachedMembership } from '../../auth/auth-cache.ts';
import { recordEvent, userActor } from '../../events/record-event.ts';
import { conflict, notFound } from '../../errors.ts';
import { fixedPageOf, pageOf, type FixedList } from '../../http/pagination.ts';
import { atWorkspaceBound } from '../workspaces/workspace-bounds.ts';
import { newId } from '../../db/ids.ts';
import { membersWithUsers, toMemberJson, type MemberRow } from '../members/members.model.ts';
import { cancelForProjectDeletion, pauseForArchive, resumeAfterArchive } from '../automations/engine/project-lifecycle.ts';
import { assertNotArchived } from './archived.ts';
import { unassignInvisibleAssignees } from '../tasks/task-changes.ts';
import { toProjectJson, type Project } from './projects.model.ts';
import { one } from '../../db/one.ts';

/** The columns a project change writes: the fields of the contract's body that differ from the row. */
type ProjectChanges = Partial<Pick<Project, 'name' | 'description' | 'color' | 'visibility' | 'archived'>>;

/** A workspace's projects, newest first: all of them for owners and admins, else the shared ones and those the member was added to. */
const workspaceProjects = {
  all: fixedList('workspace_projects', 'workspace_id = ? and archived = ?'),
  visible: fixedList('workspace_projects_visible', `workspace_id = ? and archived = ? and ${visibleToMemberSql('projects')}`),
};

function fixedList(name: string, where: string): FixedList {
  return {
    page: fixedStatement(`${name}_page`, `select * from projects where ${where} order by id desc limit ? offset ?`),
    count: fixedStatement(`${name}_count`, `select count(*) as total from projects where ${where}`),
  };
}

export async function listWorkspaceProjects(deps: AppDeps, caller: Caller, { path, query }: OperationRequest<'listWorkspaceProjects'>) {
  const membership = await workspaceMembership(accessScope(deps, caller), path.workspace_id);
  const filter = [path.workspace_id, query.archived ?? false];
  return roleAtLeast(membership.role, 'admin')
    ? fixedPageOf(deps.knex, workspaceProjects.all, filter, query, toProjectJson)
    : fixedPageOf(deps.knex, workspaceProjects.visible, [...filter, membership.memberId], query, toProjectJson);
}

/** Who may create a project in the workspace: an editor or higher, with a key that may write (404 for non-members). */
export async function createProjectAccess(
  deps: AppDeps,
  caller: Caller,
  { body }: OperationRequest<'createProject'>,
): Promise<CachedMembership> {
  const membership = await workspaceMembership(accessScope(deps, caller), body.workspace_id);
  assertAllowed(caller, membership.role, { need: 'edit', action: 'Creating a project' });
  return membership;
}

export async function createProject(deps: AppDeps, caller: Caller, req: OperationRequest<'createProject'>) {
  const { knex } = deps;
  const { body } = req;
  const membership = await createProjectAccess(deps, caller, req);
  return knex.transaction(async (trx) => {
    await assertRoomForProject(trx, body.workspace_id);
    const project = one(
      await trx('projects')
        .insert({
          id: newId('proj'),
          workspace_id: body.workspace_id,
          name: body.name,
          description: body.description ?? '',
          color: body.color ?? '#6B7280',
          visibility: body.visibility ?? 'private',
        })
        .returning('*'),
    );
    // The creator keeps seeing a private project whatever their role.
    await trx('project_members').insert({ workspace_id: project.workspace_id, project_id: project.id, member_id: membership.memberId });
    const json = toProjectJson(project);
    await recordEvent(trx, {
      workspaceId: project.workspace_id,
      projectId: project.id,
      type: 'project.created',
      actor: userActor(caller),
      data: { project: json },
    });
    return json;
  });
}

/**
 * Projects a workspace may have, archived ones included (docs/decisions.md#bounds): each holds up to
 * 50 automations and 50 workflows, which every workspace-level event is matched against.
 */
export const maxProjectsPerWorkspace = 1_000;

async function assertRoomForProject(trx: Knex.Transaction, workspaceId: string): Promise<void> {
  // Locked against other project creations in it, so concurrent ones cannot pass the limit together;
  // FOR NO KEY UPDATE leaves the workspace's other writes (which take FOR KEY SHARE) alone.
  await trx('workspaces').where({ id: workspaceId }).forNoKeyUpdate().first('id');
  const existing = await trx('projects').where({ workspace_id: workspaceId }).count({ n: '*' }).first();
  if (Number(existing?.n) >= maxProjectsPerWorkspace) {
    throw atWorkspaceBound(workspaceId, {
      max: maxProjectsPerWorkspace,
      what: 'projects',
      counted: 'archived ones included',
      remedy: 'delete one first',
    });
  }
}

export async function getProject(deps: AppDeps, caller: Caller, { path }: OperationRequest<'getProject'>) {
  const { project } = await projectAccess(accessScope(deps, caller), path.project_id, { need: 'read', action: 'Reading a project' });
  return toProjectJson(project);
}

function changesOf(project: Project, body: OperationBody<'updateProject'>): ProjectChanges {
  const changes: ProjectChanges = {};
  for (const field of ['name', 'description', 'color', 'visibility', 'archived'] as const) {
    const value = body[field];
    if (value !== undefined && value !== project[field]) (changes as Record<string, unknown>)[field] = value;
  }
  return changes;
}

export async function updateProject(deps: AppDeps, caller: Caller, { path, body }: OperationRequest<'updateProject'>) {
  const { knex } = deps;
  const id = path.project_id;
  return knex.transaction(async (trx) => {
    const { project } = await projectAccess(accessScope(deps, caller, trx), id, {
      need: 'edit',
      action: 'Changing a project',
      lock: 'update',
    });
    // An archived project takes only its own unarchiving (other fields may come along with it).
    if (project.archived && body.archived !== false) assertNotArchived(project);
    const changes = changesOf(project, body);
    if (Object.keys(changes).length === 0) return toProjectJson(project);
    const updated = one(
      await trx('projects')
        .where({ id })
        .update({ ...changes, updated_at: new Date() })
        .returning('*'),
    );
    // Archiving pauses the project's enabled automations; unarchiving resumes exactly those.
    if (changes.archived === true) await pauseForArchive(trx, updated, userActor(caller));
    if (changes.archived === false) await resumeAfterArchive(trx, updated, userActor(caller));
    if (changes.visibility === 'private')
      await unassignInvisibleAssignees({ trx, project: updated, origin: { actor: userActor(caller), automationChain: [] } });
    const json = toProjectJson(updated);
    const type = changes.archived === true ? 'project.archived' : 'project.updated';
    await recordEvent(trx, { workspaceId: updated.workspace_id, projectId: id, type, actor: userActor(caller), data: { project: json } });
    return json;
  });
}

export async function deleteProject(deps: AppDeps, caller: Caller, { path }: OperationRequest<'deleteProject'>): Promise<void> {
  const { knex } = deps;
  const id = path.project_id;
  await transactionRetryingConflicts(knex, async (trx) => {
    const { project } = await projectAccess(accessScope(deps, caller, trx), id, {
      need: 'edit',
      action: 'Deleting a project',
      lock: 'update',
    });
    await cancelForProjectDeletion(trx, id);
    await recordEvent(trx, {
      workspaceId: project.workspace_id,
      projectId: id,
      type: 'project.deleted',
      actor: userActor(caller),
      data: { project: toProjectJson(project) },
    });
    await trx('projects').where({ id }).delete();
  });
}

export async function listProjectMembers(deps: AppDeps, caller: Caller, { path, query }: OperationRequest<'listProjectMembers'>) {
  const { knex } = deps;
  await projectAccess(accessScope(deps, caller), path.project_id, { need: 'read', action: 'Reading project members' });
  const list = membersWithUsers(knex)
    .join('project_members as pm', 'pm.member_id', 'm.id')
    .where('pm.project_id', path.project_id)
    .orderBy([
      { column: 'pm.created_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ]);
  return pageOf<MemberRow, ReturnType<typeof toMemberJson>>(list, query, toMemberJson);
}

/**
 * Who may add members to the project: an admin or owner who sees it, with an admin-scoped key. Inside
 * the operation's transaction (`deps.knex` is it) the project is locked for update.
 */
export function addProjectMemberAccess(
  deps: AppDeps,
  caller: Caller,
  { path }: OperationRequest<'addProjectMember'>,
): Promise<ProjectAccess> {
  return projectAccess(accessScope(deps, caller), path.project_id, {
    need: 'manage',
    action: 'Adding project members',
    lock: 'update',
  });
}

export async function addProjectMember(deps: AppDeps, caller: Caller, req: OperationRequest<'addProjectMember'>) {
  const projectId = req.path.project_id;
  const memberId = req.body.member_id;
  return deps.knex.transaction(async (trx) => {
    const { project } = await addProjectMemberAccess({ ...deps, knex: trx }, caller, req);
    assertNotArchived(project);
    const member = await membersWithUsers(trx).where({ 'm.id': memberId, 'm.workspace_id': project.workspace_id }).first();
    if (!member) throw notFound(`Member ${memberId} not found in this workspace.`);
    const inserted = await trx('project_members')
      .insert({ workspace_id: project.workspace_id, project_id: projectId, member_id: memberId })
      .onConflict()
      .ignore()
      .returning('member_id');
    if (inserted.length === 0) throw conflict(`Member ${memberId} is already in project ${projectId}.`);
    return toMemberJson(member);
  });
}

export async function removeProjectMember(deps: AppDeps, caller: Caller, { path }: OperationRequest<'removeProjectMember'>): Promise<void> {
  const { knex } = deps;
  const { project_id: projectId, member_id: memberId } = path;
  await knex.transaction(async (trx) => {
    const { project } = await projectAccess(accessScope(deps, caller, trx), projectId, {
      need: 'manage',
      action: 'Removing project members',
      lock: 'update',
    });
    assertNotArchived(project);
    const removed = await trx('project_members').where({ project_id: projectId, member_id: memberId }).delete();
    if (removed === 0) throw notFound(`Member ${memberId} is not in project ${projectId}.`);
    await unassignInvisibleAssignees({ trx, project, origin: { actor: userActor(caller), automationChain: [] } });
  });
}
