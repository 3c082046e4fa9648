import type { Knex } from 'knex';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import type { AuthCache, CachedKey, CachedMembership, Role, Scope } from './auth-cache.ts';

/** The authenticated caller: the key and its user. */
export type Caller = CachedKey;

/** What an action needs, from the decisions' authorization table. */
export type Need = 'read' | 'edit' | 'manage' | 'own';

const rank: Record<Role, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export function roleAtLeast(role: Role, least: Role): boolean {
  return rank[role] >= rank[least];
}

/** Any write at all: the read-only scope allows GET only. */
export function assertCanWrite(caller: Caller): void {
  if (caller.scope === 'read-only') throw forbidden('This API key has the read-only scope, which allows GET requests only.');
}

function assertScope(caller: Caller, least: Scope, action: string): void {
  if (least === 'admin' && caller.scope !== 'admin') {
    throw forbidden(`${action} needs an admin-scoped key; this key has the ${caller.scope} scope.`);
  }
}

/** Effective permission = the role in the workspace, capped by the key's scope. */
export function assertAllowed(caller: Caller, role: Role, need: Need, action: string): void {
  if (need === 'read') return;
  assertCanWrite(caller);
  if (need === 'edit') {
    if (!roleAtLeast(role, 'editor'))
      throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs editor or higher.`);
    return;
  }
  assertScope(caller, 'admin', action);
  if (need === 'manage' && !roleAtLeast(role, 'admin')) {
    throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs admin or owner.`);
  }
  if (need === 'own' && role !== 'owner')
    throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs the owner role.`);
}

/** Membership of the caller in a workspace, or 404: existence of other workspaces does not leak. */
export async function workspaceMembership(cache: AuthCache, caller: Caller, workspaceId: string): Promise<CachedMembership> {
  const membership = await cache.membership(caller.userId, workspaceId);
  if (!membership) throw notFound(`Workspace ${workspaceId} not found.`);
  return membership;
}

export interface ProjectRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  color: string;
  visibility: 'private' | 'shared';
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Whether the member sees the project without being added to it: shared, or they are an owner or admin. */
export function seesWithoutAdding(project: Pick<ProjectRow, 'visibility'>, membership: CachedMembership): boolean {
  return project.visibility === 'shared' || roleAtLeast(membership.role, 'admin');
}

/** Owners and admins see every project; others see shared ones and private ones they were added to. */
export async function canSeeProject(db: Knex | Knex.Transaction, project: ProjectRow, membership: CachedMembership): Promise<boolean> {
  if (seesWithoutAdding(project, membership)) return true;
  const row = await db('project_members').where({ project_id: project.id, member_id: membership.memberId }).first('project_id');
  return row !== undefined;
}

export interface ProjectAccess {
  project: ProjectRow;
  membership: CachedMembership;
}

/**
 * Loads a project the caller may see (404 otherwise) and checks the action is permitted (403).
 * With `forUpdate` the row is locked, so archive state cannot change under the caller's write.
 */
export async function projectAccess(
  db: Knex | Knex.Transaction,
  cache: AuthCache,
  caller: Caller,
  projectId: string,
  need: Need,
  action: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectAccess> {
  const query = db<ProjectRow>('projects').where({ id: projectId }).first();
  if (options.forUpdate) query.forUpdate();
  const project = await query;
  const missing = () => notFound(`Project ${projectId} not found.`);
  if (!project) throw missing();
  const membership = await cache.membership(caller.userId, project.workspace_id);
  if (!membership || !(await canSeeProject(db, project, membership))) throw missing();
  assertAllowed(caller, membership.role, need, action);
  return { project, membership };
}

/**
 * A record inside a project (a task, an automation) and its project, if the caller may see the
 * project; 404 for both otherwise, worded by `missing`. Writes lock the project first, then re-read
 * the record under its own lock: the order a project deletion's cascade takes, so the two cannot deadlock.
 */
export async function projectChildAccess<Row extends { project_id: string }>(
  db: Knex | Knex.Transaction,
  cache: AuthCache,
  caller: Caller,
  load: (forUpdate: boolean) => PromiseLike<Row | undefined>,
  missing: () => Error,
  need: Need,
  action: string,
): Promise<{ row: Row } & ProjectAccess> {
  const write = need !== 'read';
  const found = await load(false);
  if (!found) throw missing();
  let access: ProjectAccess;
  try {
    access = await projectAccess(db, cache, caller, found.project_id, need, action, { forUpdate: write });
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw missing();
    throw err;
  }
  if (!write) return { row: found, ...access };
  const row = await load(true);
  if (!row) throw missing();
  return { row, ...access };
}

/** Limits a `projects` query to what the member may see: everything for owners and admins. */
export function onlyVisibleProjects(query: Knex.QueryBuilder, db: Knex | Knex.Transaction, membership: CachedMembership): void {
  if (roleAtLeast(membership.role, 'admin')) return;
  query.where((visible) =>
    visible
      .where('projects.visibility', 'shared')
      .orWhereExists(db('project_members').whereRaw('project_members.project_id = projects.id').where('member_id', membership.memberId)),
  );
}

/** The workspace a request names, else the key's home workspace; 400 when there is neither. */
export function workspaceOrHome(caller: Caller, given: string | undefined, alternatives = 'pass workspace_id'): string {
  const workspaceId = given ?? caller.homeWorkspaceId;
  if (!workspaceId) {
    throw badRequest(`No workspace given: ${alternatives}, or use a key that has a home workspace.`, [
      { field: '/workspace_id', message: 'is required' },
    ]);
  }
  return workspaceId;
}
