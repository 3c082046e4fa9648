import type { Knex } from 'knex';
import { toProjectJson, type Project } from '../../projects/projects.model.ts';
import { toTaskJson, type Task } from '../../tasks/tasks.model.ts';
import { explainFilter, type FilterOutcome } from './filter-explanations.ts';
import { filtersMatch } from './filters.ts';
import type { ConditionStep } from './program.ts';

const idOf = (value: unknown): string | undefined => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

/**
 * The data a workflow's condition reads: the event's, with the task or project it is about read again
 * now (one deleted since reads as `null`), and `project` the workflow's own project as it is now when
 * the event names none (schedules, member events). Reads stay within the run's workspace.
 */
export async function currentSubject(
  db: Knex | Knex.Transaction,
  of: { workspaceId: string; project: Project; eventData: Record<string, unknown> },
): Promise<Record<string, unknown>> {
  const { workspaceId, eventData } = of;
  const taskId = idOf(eventData.task);
  const projectId = idOf(eventData.project);
  const [task, project] = await Promise.all([
    taskId === undefined
      ? undefined
      : (db('tasks')
          .join('projects', 'projects.id', 'tasks.project_id')
          .where('tasks.id', taskId)
          .where('projects.workspace_id', workspaceId)
          .first('tasks.*') as Promise<Task | undefined>),
    projectId === undefined || projectId === of.project.id
      ? of.project
      : (db('projects').where({ id: projectId, workspace_id: workspaceId }).first() as Promise<Project | undefined>),
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
  const met = filtersMatch(step.filters, step.match, data);
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
