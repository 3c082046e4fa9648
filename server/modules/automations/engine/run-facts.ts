import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { EventRow } from '../../../events/record-event.ts';
import { projectDateColumns, type Project } from '../../projects/projects.model.ts';
import type { WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { automationFromJson, type automationDateColumns, type Automation, type AutomationRun } from '../automations.model.ts';
import { withDates, type JsonRow } from '../../../db/json-rows.ts';

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

/** The facts of a batch of runs as the claim reads them: each table's rows as JSON. */
export interface RunFactsRead {
  automations: Array<JsonRow<Automation, (typeof automationDateColumns)[number]>>;
  projects: Array<JsonRow<Project, (typeof projectDateColumns)[number]>>;
  members: Array<{ id: string; role: CachedMembership['role'] }>;
  events: Array<TriggerEvent & { id: string }>;
  workspaces: WorkspaceFacts[];
}

/**
 * The facts of the runs in the relation `runs` (rows of `automation_runs`), as one JSON value
 * (RunFactsRead): their automations, projects, authors, trigger events and workspaces. The run claim
 * reads it in its own statement: read after the claim as five queries side by side, they took five
 * pooled connections and 3 ms of a quiet event's 12 to its action (issue 29, point 2). Each table is
 * reached by id (`= any(array(…))`; the events, a big table, one id at a time), as the claims reach
 * their rows (db/windowed-claim.ts), within the runs' workspaces (the shard key) where it has the column.
 */
export const runFactsSql = (runs: string) => `(
     with a as (select * from automations where id = any(array(select automation_id from ${runs})))
     select json_build_object(
       'automations', (select coalesce(json_agg(a), '[]'::json) from a),
       'projects', (
         select coalesce(json_agg(p), '[]'::json) from projects p
         where p.workspace_id = any(array(select workspace_id from ${runs})) and p.id = any(array(select project_id from a))
       ),
       'members', (
         select coalesce(json_agg(json_build_object('id', m.id, 'role', m.role)), '[]'::json) from members m
         where m.workspace_id = any(array(select workspace_id from ${runs})) and m.id = any(array(select author_member_id from a))
       ),
       'events', (
         -- Each looked up by its id alone, fenced by limit 1, then kept only in its run's workspace:
         -- asked for by workspace and id at once on statistics taken while events was empty,
         -- PostgreSQL read every event of the workspace through its index by creation and kept the
         -- one asked for (issue 29).
         select coalesce(json_agg(json_build_object('id', e.id, 'type', e.type, 'project_id', e.project_id, 'data', e.data)), '[]'::json)
         from (select distinct workspace_id, trigger->>'event_id' as id from ${runs} where trigger->>'kind' = 'event') t
         cross join lateral (select * from events e where e.id = t.id limit 1) e
         where e.workspace_id = t.workspace_id
       ),
       'workspaces', (
         select coalesce(json_agg(json_build_object('id', w.id, 'name', w.name, 'slug', w.slug, 'plan', w.plan, 'timezone', w.timezone)), '[]'::json)
         from workspaces w where w.id = any(array(select workspace_id from ${runs}))
       )
     )
   )`;

/**
 * Each run's facts, from what the claim read (`read`, absent when it claimed none). Read in the
 * claim's own snapshot, a claimed run's automation, project and workspace are there (the deletion of
 * each cascades to its runs); a run with any missing has no facts, and is not executed.
 */
export function runFactsOf(runs: AutomationRun[], read: RunFactsRead | undefined): Map<string, RunFacts> {
  const facts = new Map<string, RunFacts>();
  if (!read) return facts;
  const automationOf = byId(read.automations.map((row) => automationFromJson(row)));
  const projectOf = byId(read.projects.map((row) => withDates<Project, (typeof projectDateColumns)[number]>(row, projectDateColumns)));
  const memberOf = byId(read.members);
  const eventOf = byId(read.events);
  const workspaceOf = byId(read.workspaces);
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
