import { systemActor, type EventActor } from '../../../events/record-event.ts';
import { toProjectJson, type Project } from '../../projects/projects.model.ts';
import type { WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import type { Automation, RunTrigger } from '../automations.model.ts';

/** Who `{{actor.…}}` names: the event's actor, the user who started a manual run, else the service. */
export function runActor(trigger: Pick<RunTrigger, 'kind' | 'user'>, eventData: Record<string, unknown>): EventActor {
  if (trigger.kind === 'event' && eventData.actor) return eventData.actor as EventActor;
  if (trigger.kind === 'manual' && trigger.user) return { type: 'user', id: trigger.user.id, name: trigger.user.name };
  return systemActor;
}

/**
 * The values `{{…}}` templates read, for a run and for a dry run alike. The event's own data wins,
 * so `{{project.name}}` on project.created names the new project, as the filter `project.name`
 * does; other events fall back to the automation's project.
 */
export function runVariables(input: {
  project: Project;
  workspace: WorkspaceFacts;
  automation: Pick<Automation, 'id' | 'name'>;
  /** Absent in a dry run, which makes no run: `{{run.id}}` renders empty there. */
  runId?: string;
  trigger: Pick<RunTrigger, 'kind' | 'user'>;
  eventData: Record<string, unknown>;
}): Record<string, unknown> {
  const { project, workspace, automation, runId, trigger, eventData } = input;
  return {
    project: toProjectJson(project),
    workspace,
    automation: { id: automation.id, name: automation.name },
    run: runId === undefined ? {} : { id: runId },
    ...eventData,
    actor: runActor(trigger, eventData),
  };
}
