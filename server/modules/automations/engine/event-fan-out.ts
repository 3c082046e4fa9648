import type { Knex } from 'knex';
import { fanOutReading, type OutboxEvent } from '../../../events/dispatcher.ts';
import type { JobSpec } from '../../../queue/enqueue.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import type { Role } from '../../../auth/auth-cache.ts';
import { authorMayReadEvent, projectSight } from '../author-access.ts';
import { automationFromJson, type automationDateColumns, type Automation } from '../automations.model.ts';
import type { JsonRow } from '../../../db/json-rows.ts';
import type { Project } from '../../projects/projects.model.ts';
import { createRuns, type RunStart } from './create-run.ts';
import { lockRunAllowance } from './run-usage.ts';
import { whyNotStart, type RunAllowance } from './start-check.ts';

/** A batch of events may start many runs (each event × each automation it reaches): written so many at a time, so no one statement grows without bound. */
const runsPerStatement = 1_000;

/** Events that start automations in every non-archived project of their workspace. */
const workspaceLevel = new Set(['member.invited', 'member.joined', 'member.role_changed', 'member.removed', 'project.created']);

interface Candidate extends Automation {
  workspace_id: string;
  /** The author's current role; null once they left the workspace. */
  author_role: Role | null;
  /** The workspace's plan, which counts its runs. */
  workspace_plan: Plan;
}

/** Whether an event reaches an automation at all: its workspace, its project (for project events), and a rule that existed when it happened. */
function reaches(automation: Candidate, event: OutboxEvent): boolean {
  if (automation.workspace_id !== event.workspace_id || automation.trigger.event !== event.type) return false;
  if (!workspaceLevel.has(event.type) && automation.project_id !== event.project_id) return false;
  // An automation made after the event (but before its dispatch) was not there to be triggered.
  return automation.created_at <= event.created_at;
}

/** What the claim read for the fan-out, when any automation is a candidate; null when none is. */
interface CandidatesRead {
  /** Each candidate's row, as JSON. */
  candidates: Array<JsonRow<Candidate, (typeof automationDateColumns)[number]>>;
  /** The candidates' projects and the events', with their visibility: what the authors' sight rests on. */
  projects: Array<[id: string, visibility: Project['visibility']]>;
  /** Which of those projects the candidates' authors were added to. */
  added: Array<[projectId: string, memberId: string]>;
}

/**
 * Creates the runs a batch of events starts, each workspace's together. The database narrows the
 * candidates (enabled, of live projects, on these event types) and reads them, with what their
 * authors' sight of the batch's projects rests on, in the dispatch claim's statement: a batch no
 * automation listens to costs no round trip, and one that starts runs two (the allowance's lock and
 * the runs' insert). whyNotStart decides each, with the workspace's allowance locked so runs side by
 * side never pass the month's limit. Runs need no job: the run engines claim them.
 */
export const fanOutToAutomations = fanOutReading<CandidatesRead | null>(
  // Narrowed as `reaches` decides (the event's type, and its project unless the type is
  // workspace-level): read by type alone, a workspace whose other project had an automation on
  // task.created loaded it, and its authors' sight and run allowance, for every task event of the
  // workspace, 5–6 ms of a loaded batch's 12 (issue 29, point 2). Read after the claim, the
  // candidates and their authors' sight were three round trips of a batch that starts a run: 4 of
  // the 6 ms from a quiet event's claim to its run's commit.
  `with candidates as (
     select a.*, p.workspace_id, m.role as author_role, w.plan as workspace_plan
     from automations a join projects p on p.id = a.project_id join workspaces w on w.id = p.workspace_id
       left join members m on m.id = a.author_member_id
     where p.workspace_id = (select workspace_id from claimed limit 1) and not p.archived and a.type = 'event' and a.enabled
       and exists (
         select 1 from claimed c
         where c.type = a.trigger->>'event' and (c.project_id = a.project_id or c.type in (${[...workspaceLevel].map((type) => `'${type}'`).join(', ')}))
       )
   ), seen as (
     -- Reached by id, as the claims reach their rows (db/windowed-claim.ts): an OR of two lists, or
     -- a join to a CTE, may be planned as a scan of the workspace's projects or of every membership.
     select id, visibility from projects
     where workspace_id = (select workspace_id from claimed limit 1)
       and id = any(array(select project_id from candidates union select project_id from claimed where project_id is not null))
   )
   select json_build_object(
     'candidates', json_agg(c order by c.id),
     'projects', (select coalesce(json_agg(json_build_array(s.id, s.visibility)), '[]'::json) from seen s),
     'added', (
       select coalesce(json_agg(json_build_array(pm.project_id, pm.member_id)), '[]'::json) from project_members pm
       where pm.project_id = any(array(select id from seen))
         and pm.member_id = any(array(select author_member_id from candidates where author_role is not null))
     )
   )
   from candidates c having count(*) > 0`,
  (trx, events, read) => (read === null ? Promise.resolve([]) : startRuns(trx, events, read)),
);

async function startRuns(trx: Knex.Transaction, events: OutboxEvent[], read: CandidatesRead): Promise<JobSpec[]> {
  const candidates = read.candidates.map((row) => automationFromJson(row));
  const authorSees = projectSight(read.projects, read.added);
  for (const workspaceId of new Set(candidates.map((c) => c.workspace_id))) {
    const inWorkspace = candidates.filter((c) => c.workspace_id === workspaceId);
    // Locked at the first run that would start, and held to the commit: later ones count against it too.
    let locked: RunAllowance | undefined;
    const starts: RunStart[] = [];
    for (const event of events) {
      for (const automation of inWorkspace) {
        if (!reaches(automation, event)) continue;
        const author = automation.author_role ? { memberId: automation.author_member_id!, role: automation.author_role } : undefined;
        const blocked = await whyNotStart({
          automation,
          projectArchived: false,
          author,
          event: {
            matching: { type: event.type, data: event.data, chain: event.automation_chain },
            authorReads: () =>
              authorMayReadEvent({ member: author!, sees: (projectId) => authorSees(author!, projectId) }, automation.project_id, event),
          },
          allowance: async () => {
            locked ??= await lockRunAllowance(trx, { id: workspaceId, plan: inWorkspace[0]!.workspace_plan });
            return { ...locked, used: locked.used + starts.length };
          },
        });
        if (!blocked) {
          starts.push({
            automation,
            origin: {
              trigger: { kind: 'event', event_id: event.id, event_type: automation.trigger.event },
              automationChain: event.automation_chain,
            },
          });
        }
      }
    }
    for (let i = 0; i < starts.length; i += runsPerStatement) await createRuns(trx, workspaceId, starts.slice(i, i + runsPerStatement));
  }
  return [];
}
