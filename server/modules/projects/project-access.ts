import type { Knex } from 'knex';
import { assertAllowed, roleAtLeast, type AccessScope, type Need } from '../../auth/access.ts';
import type { CachedMembership } from '../../auth/auth-cache.ts';
import { NotFoundError, notFound } from '../../errors.ts';
import type { Project } from './projects.model.ts';
import { fixedRows, fixedStatement } from '../../db/fixed-statement.ts';
import { lockedAfterAccess } from '../../db/lock-after-access.ts';

/** Whether the member sees the project without being added to it: shared, or they are an owner or admin. */
export function seesWithoutAdding(project: Pick<Project, 'visibility'>, membership: CachedMembership): boolean {
  return project.visibility === 'shared' || roleAtLeast(membership.role, 'admin');
}

const seen = Promise.resolve(true);

/**
 * Owners and admins see every project; others see shared ones and private ones they were added to.
 * Not async: a shared project (most) is answered with a settled promise, no query and no frame.
 */
export function canSeeProject(db: Knex | Knex.Transaction, project: Project, membership: CachedMembership): Promise<boolean> {
  if (seesWithoutAdding(project, membership)) return seen;
  return db('project_members')
    .where({ project_id: project.id, member_id: membership.memberId })
    .first('project_id')
    .then((row) => row !== undefined);
}

/**
 * How a write holds its project for the transaction. `share`: the project's archived state,
 * visibility and existence cannot change under the write, while other writes inside the same
 * project go on side by side (task writes). `update`: the project itself, or a count kept per
 * project, changes (project settings, members, archiving, deletion, the automation limit).
 */
export type ProjectLock = 'share' | 'update';

/**
 * Reads a project and locks its row for the transaction. Lock order: the project, then the rows
 * inside it (the order of a project deletion's cascade), so two writers cannot deadlock.
 */
export async function lockProject(
  db: Knex | Knex.Transaction,
  projectId: string,
  lock: ProjectLock,
  { skipLocked = false } = {},
): Promise<Project | undefined> {
  const query = db('projects').where({ id: projectId });
  if (lock === 'share') query.forShare();
  else query.forUpdate();
  if (skipLocked) query.skipLocked();
  return query.first();
}

const projectNotFound = (projectId: string) => notFound(`Project ${projectId} not found.`);

const projectById = fixedStatement('project_by_id', 'select * from projects where id = ? limit 1');

/** The project as it stands, unlocked. */
async function projectRow(db: Knex | Knex.Transaction, projectId: string): Promise<Project | undefined> {
  return (await fixedRows<Project>(db, projectById, [projectId]))[0];
}

export interface ProjectAccess {
  project: Project;
  membership: CachedMembership;
}

/**
 * What the caller wants to do: the permission it needs, the action as a 403 names it, and how a
 * write holds the project (`update` unless said otherwise; reads take no lock).
 */
export interface AccessCheck {
  need: Need;
  action: string;
  lock?: ProjectLock;
}

/**
 * Loads a project the caller may see (404 otherwise) and checks the action is permitted (403).
 * With `lock`, inside a transaction, the row is locked, so archive state cannot change under the
 * caller's write. Outside one a lock would end with its statement, so none is taken: an operation's
 * access function then checks a replay without waiting on writers.
 */
export async function projectAccess(scope: AccessScope, projectId: string, check: AccessCheck): Promise<ProjectAccess> {
  const { db } = scope;
  const lock = (db as Knex.Transaction).isTransaction ? check.lock : undefined;
  const project = lock
    ? await lockedAfterAccess(
        (skipLocked) => lockProject(db, projectId, lock, { skipLocked }),
        () => projectRow(db, projectId),
        (held) => allowedOn(scope, held, check),
      )
    : // Every read of a project or its children starts here.
      await projectRow(db, projectId);
  if (!project) throw projectNotFound(projectId);
  return { project, membership: await allowedOn(scope, project, check) };
}

/** The caller's membership, if it lets them see the project and do what `check` says: 404 or 403 otherwise. */
async function allowedOn({ db, cache, caller }: AccessScope, project: Project, check: AccessCheck): Promise<CachedMembership> {
  const membership = await cache.membership(caller.userId, project.workspace_id, db);
  if (!membership || !(await canSeeProject(db, project, membership))) throw projectNotFound(project.id);
  assertAllowed(caller, membership.role, check);
  return membership;
}

/** A record inside a project: how to read it (`forUpdate` under its own row lock) and the 404 naming it. */
export interface ProjectChild<Row extends { project_id: string }> {
  load: (forUpdate: boolean) => PromiseLike<Row | undefined>;
  missing: () => Error;
}

/**
 * A record inside a project (a task, an automation) and its project, if the caller may see the
 * project; 404 for both otherwise, worded by `child.missing`. Writes lock the project first, then re-read
 * the record under its own lock: the order a project deletion's cascade takes, so the two cannot deadlock.
 */
export async function projectChildAccess<Row extends { project_id: string }>(
  scope: AccessScope,
  { load, missing }: ProjectChild<Row>,
  check: AccessCheck,
): Promise<{ row: Row } & ProjectAccess> {
  const write = check.need !== 'read';
  const found = await load(false);
  if (!found) throw missing();
  let access: ProjectAccess;
  try {
    access = await projectAccess(
      scope,
      found.project_id,
      write ? { ...check, lock: check.lock ?? 'update' } : { ...check, lock: undefined },
    );
  } catch (err) {
    if (err instanceof NotFoundError) throw missing();
    throw err;
  }
  if (!write) return { row: found, ...access };
  const row = await load(true);
  if (!row) throw missing();
  return { row, ...access };
}

/**
 * What a member who is not an owner or admin sees of a project, as SQL over a `projects` alias: shared,
 * or they were added to it. `member` is the member's id: a column, or by default a placeholder.
 */
export function visibleToMemberSql(project: string, member = '?'): string {
  return `(${project}.visibility = 'shared' or exists (select 1 from project_members pm where pm.project_id = ${project}.id and pm.member_id = ${member}))`;
}

/** Limits a `projects` query to what the member may see: everything for owners and admins. */
export function onlyVisibleProjects(query: Knex.QueryBuilder, membership: CachedMembership): void {
  if (roleAtLeast(membership.role, 'admin')) return;
  query.whereRaw(visibleToMemberSql('projects'), [membership.memberId]);
}

/**
 * The same rule as SQL, for statements over many members at once: `project` and `member` are
 * aliases of a `projects` row and a `members` row of its workspace.
 */
export function memberSeesProjectSql(project: string, member: string): string {
  return `(${member}.role in ('owner', 'admin') or ${visibleToMemberSql(project, `${member}.id`)})`;
}
