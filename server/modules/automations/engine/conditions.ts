import type { Knex } from 'knex';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import { canSeeProject } from '../../projects/project-access.ts';
import { toProjectJson, type Project } from '../../projects/projects.model.ts';
import { toTaskJson, type Task } from '../../tasks/tasks.model.ts';
import { explainFilter, type FilterOutcome } from './filter-explanations.ts';
import { combined } from './filters.ts';
import type { ConditionStep } from './program.ts';

const idOf = (value: unknown): string | undefined => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Whose sight bounds what is read again: the author in a run; the caller and the author in a dry run. */
export interface SubjectReader {
  members: CachedMembership[];
}

/**
 * The data a workflow's condition reads: the event's, with the task or project it is about read again
 * now (one deleted since, or out of sight, reads as `null`), and `project` the workflow's own project
 * as it is now when the event names none (schedules, member events). A task is read only in the
 * workflow's project (task events belong to it), another project only if `reader` may see it: data
 * a dry run is given cannot name its way into what its caller could not read.
 */
export async function currentSubject(
  db: Knex | Knex.Transaction,
  of: { workspaceId: string; project: Project; eventData: Record<string, unknown>; reader: SubjectReader },
): Promise<Record<string, unknown>> {
  const { workspaceId, eventData } = of;
  const taskId = idOf(eventData.task);
  const projectId = idOf(eventData.project);
  const otherProject = async (): Promise<Project | undefined> => {
    const found: Project | undefined = await db('projects').where({ id: projectId, workspace_id: workspaceId }).first();
    if (!found) return undefined;
    const seen = await Promise.all(of.reader.members.map((member) => canSeeProject(db, found, member)));
    return seen.every(Boolean) ? found : undefined;
  };
  const [task, project] = await Promise.all([
    taskId === undefined ? undefined : (db('tasks').where({ id: taskId, project_id: of.project.id }).first() as Promise<Task | undefined>),
    projectId === undefined || projectId === of.project.id ? of.project : otherProject(),
  ]);
  return {
    ...eventData,
    ...(taskId === undefined ? {} : { task: task ? toTaskJson(task) : null }),
    project: project ? toProjectJson(project) : null,
  };
}

/** A condition against data: whether it is met, each filter's outcome, and why, for a person. */
export interface ConditionOutcome {
  met: boolean;
  filters: FilterOutcome[];
  reason: string;
}

/** The one rule of a condition step, for a run and a dry run alike: the trigger's filter rule over the current state. */
export function evaluateCondition(step: ConditionStep, data: Record<string, unknown>): ConditionOutcome {
  const filters = step.filters.map((filter) => explainFilter(filter, data));
  // Each filter is checked once, by its explanation: a condition may hold 20 over 10,000 characters.
  const met = combined(filters, step.match, (f) => f.matched);
  const any = step.match === 'any';
  const failing = filters.findIndex((f) => !f.matched);
  const reason = met
    ? any
      ? `Filter ${filters.findIndex((f) => f.matched)} matches, and one must: the run goes on.`
      : 'Every filter matches: the run goes on.'
    : any
      ? 'No filter matches, and at least one must: the run would end here, its later steps skipped.'
      : `Filter ${failing} does not match (${filters[failing]!.reason}), and every filter must: the run would end here, its later steps skipped.`;
  return { met, filters, reason };
}
