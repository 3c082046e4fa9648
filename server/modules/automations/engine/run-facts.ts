import type { Knex } from 'knex';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { EventRow } from '../../../events/record-event.ts';
import type { Project } from '../../projects/projects.model.ts';
import type { WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import type { Automation, AutomationRun } from '../automations.model.ts';

/**
 * The event that started a run, read for the author rule and the template variables; an event pruned
 * since keeps its kind on the run (and with it the admin-only rule), and no data.
 */
export type TriggerEvent = Omit<Pick<EventRow, 'type' | 'project_id' | 'data'>, 'type'> & { type: EventRow['type'] | '' };

/** What a run executes with, read as it is claimed. */
export interface RunFacts {
  automation: Automation;
  project: Project;
  /** The author's current membership; undefined once they left. */
  author: CachedMembership | undefined;
  event: TriggerEvent | undefined;
  workspace: WorkspaceFacts;
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The facts of a batch of claimed runs in five reads side by side, whatever the batch's size: their
 * automations, projects, authors, trigger events and workspaces. A run whose automation is gone
 * (deleted with its runs since the claim) has none.
 */
export async function loadRunFacts(db: Knex, runs: AutomationRun[]): Promise<Map<string, RunFacts>> {
  const automationIds = [...new Set(runs.map((r) => r.automation_id))];
  const eventIds = [...new Set(runs.flatMap((r) => (r.trigger.kind === 'event' && r.trigger.event_id ? [r.trigger.event_id] : [])))];
  const workspaceIds = [...new Set(runs.map((r) => r.workspace_id))];
  const ofAutomations = (column: 'project_id' | 'author_member_id') => db('automations').whereIn('id', automationIds).select(column);
  const [automations, projects, members, events, workspaces] = await Promise.all([
    db('automations').whereIn('id', automationIds) as Promise<Automation[]>,
    db('projects').whereIn('id', ofAutomations('project_id')) as Promise<Project[]>,
    db('members').whereIn('id', ofAutomations('author_member_id')).select('id', 'role') as Promise<
      Array<{ id: string; role: CachedMembership['role'] }>
    >,
    (eventIds.length === 0 ? [] : db('events').whereIn('id', eventIds).select('id', 'type', 'project_id', 'data')) as Promise<
      Array<TriggerEvent & { id: string }>
    >,
    db('workspaces').whereIn('id', workspaceIds).select('id', 'name', 'slug', 'plan', 'timezone') as Promise<WorkspaceFacts[]>,
  ]);
  const automationOf = byId(automations);
  const projectOf = byId(projects);
  const memberOf = byId(members);
  const eventOf = byId(events);
  const workspaceOf = byId(workspaces);
  const facts = new Map<string, RunFacts>();
  for (const run of runs) {
    const automation = automationOf.get(run.automation_id);
    const project = automation && projectOf.get(automation.project_id);
    const workspace = workspaceOf.get(run.workspace_id);
    if (!automation || !project || !workspace) continue;
    const member = automation.author_member_id ? memberOf.get(automation.author_member_id) : undefined;
    const { trigger } = run;
    const event =
      trigger.kind !== 'event' || !trigger.event_id
        ? undefined
        : (eventOf.get(trigger.event_id) ?? { type: trigger.event_type ?? '', project_id: null, data: {} });
    facts.set(run.id, { automation, project, author: member && { memberId: member.id, role: member.role }, event, workspace });
  }
  return facts;
}
