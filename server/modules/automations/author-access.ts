import type { Knex } from 'knex';
import { roleAtLeast } from '../../auth/access.ts';
import { canSeeProject, seesWithoutAdding } from '../projects/project-access.ts';
import { type Project } from '../projects/projects.model.ts';
import type { CachedMembership } from '../../auth/auth-cache.ts';
import { invalid, type ErrorDetail } from '../../errors.ts';
import type { Automation, RuleKind } from './automations.model.ts';
import type { Action } from './validate-automation.ts';
import { eventNeedsAdmin } from '../../events/event-sight.ts';

/**
 * An automation acts as its author (docs/decisions.md#author-access):
 * with the author's current role and project access, whatever key saved it. These are the checks,
 * at save, when an event is fanned out, and when a run executes.
 */

/** The author's current membership; undefined once they left the workspace. */
export async function currentAuthor(
  db: Knex | Knex.Transaction,
  automation: Pick<Automation, 'author_member_id'>,
): Promise<CachedMembership | undefined> {
  if (!automation.author_member_id) return undefined;
  const row = await db('members').where({ id: automation.author_member_id }).first('id', 'role');
  return row ? { memberId: row.id, role: row.role } : undefined;
}

/** Whose access an automation acts with (its author's membership), and the workspace it acts in. */
export interface AuthorInWorkspace {
  member: CachedMembership;
  workspaceId: string;
}

/** The author's membership and the automation's project: where a run reads events from. */
export interface AuthorInProject {
  member: CachedMembership;
  project: Project;
}

/** Writing into a project needs the editor role and sight of the project; archived ones refuse writes elsewhere. */
export async function authorMayWrite(
  db: Knex | Knex.Transaction,
  { member, workspaceId }: AuthorInWorkspace,
  project: Project | undefined,
): Promise<boolean> {
  if (!project || project.workspace_id !== workspaceId || !roleAtLeast(member.role, 'editor')) return false;
  return canSeeProject(db, project, member);
}

/** An author and which projects they see: from a batch preload at fan-out, or a query when a run executes. */
export interface AuthorSight {
  member: CachedMembership;
  sees: (projectId: string) => boolean | Promise<boolean>;
}

/**
 * An automation may act on an event only where its author may read what the event is about: the
 * automation's own project, the event's project when it names another, and admin-only event kinds.
 */
export async function authorMayReadEvent(
  { member, sees }: AuthorSight,
  automationProjectId: string,
  event: { type: string; project_id?: string | null } | undefined,
): Promise<boolean> {
  if (event && eventNeedsAdmin(event.type) && !roleAtLeast(member.role, 'admin')) return false;
  if (!(await sees(automationProjectId))) return false;
  return !event?.project_id || event.project_id === automationProjectId || sees(event.project_id);
}

/**
 * The author rule where no batch preload is at hand (a run executing, a dry run): `member` may read
 * the automation's project and the event's when it names another, each read as needed.
 */
export function mayReadEventOf(
  db: Knex | Knex.Transaction,
  { member, project }: AuthorInProject,
  event: { type: string; project_id?: string | null } | undefined,
): Promise<boolean> {
  const sees = async (projectId: string) => {
    const row: Project | undefined = projectId === project.id ? project : await db('projects').where({ id: projectId }).first();
    return row !== undefined && canSeeProject(db, row, member);
  };
  return authorMayReadEvent({ member, sees }, project.id, event);
}

/** Where an automation's action is in its request. */
export const actionAt = (index: number) => `/actions/${index}`;

/**
 * Save-time check of the targets an automation names: `create_task.project_id` and
 * `update_task.task_id` must lie in projects of the workspace the author can see and edit, and not
 * archived. The same words whether the target is missing or hidden, so nothing leaks.
 */
export async function assertTargetsWritable(
  trx: Knex.Transaction,
  author: AuthorInWorkspace,
  actions: Array<Action | undefined>,
  /** Where the action at an index is in the request: `/actions/<i>`, or a workflow's `/steps/<i>/action`. */
  at: (index: number) => string = actionAt,
  noun: RuleKind = 'automation',
): Promise<void> {
  const problems: ErrorDetail[] = [];
  for (const [index, action] of actions.entries()) {
    let field: string | undefined;
    let project: Project | undefined;
    if (!action) continue;
    if (action.type === 'create_task' && action.config.project_id) {
      field = `${at(index)}/config/project_id`;
      project = await trx('projects').where({ id: action.config.project_id }).first();
    } else if (action.type === 'update_task' && action.config.task_id) {
      field = `${at(index)}/config/task_id`;
      project = await trx('projects')
        .whereIn('id', trx('tasks').where({ id: action.config.task_id }).select('project_id'))
        .first();
    }
    if (!field) continue;
    const what = field.endsWith('project_id') ? 'a project' : 'a task in a project';
    if (!(await authorMayWrite(trx, author, project))) {
      problems.push({
        field,
        message: `names ${what} you cannot see or edit; ${noun === 'workflow' ? 'a workflow' : 'an automation'} acts with its author's access`,
      });
    } else if (project!.archived) {
      problems.push({ field, message: `names ${what} that is archived and read-only` });
    }
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw invalid(`${first.field.slice(1).replace(/\//g, '.')} ${first.message}.`, problems);
  }
}

/**
 * Which (author, project) pairs of one dispatch batch can see their project, from what the batch's
 * claim read for all of them at once: the projects' visibility, and which of the authors were added
 * to which of them.
 */
export function projectSight(
  projects: Array<[id: string, visibility: Project['visibility']]>,
  added: Array<[projectId: string, memberId: string]>,
) {
  const visibilityOf = new Map(projects);
  const addedTo = new Set(added.map(([projectId, memberId]) => `${projectId}/${memberId}`));
  return (author: CachedMembership, projectId: string): boolean => {
    const visibility = visibilityOf.get(projectId);
    if (!visibility) return false;
    return seesWithoutAdding({ visibility }, author) || addedTo.has(`${projectId}/${author.memberId}`);
  };
}
