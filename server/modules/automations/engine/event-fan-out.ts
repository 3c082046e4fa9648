import type { Knex } from 'knex';
import type { OutboxEvent } from '../../../events/dispatcher.ts';
import type { JobSpec } from '../../../queue/enqueue.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import type { Role } from '../../../auth/auth-cache.ts';
import { authorMayReadEvent, projectSight } from '../author-access.ts';
import type { Automation } from '../automations.model.ts';
import { createRun } from './create-run.ts';
import { filtersMatch } from './filters.ts';

/** Events that start automations in every non-archived project of their workspace. */
const workspaceLevel = new Set(['member.invited', 'member.joined', 'member.role_changed', 'member.removed', 'project.created']);

/** A causal chain longer than this stops starting automations, whatever automations it passes through. */
export const maxAutomationChain = 5;

interface Candidate extends Automation {
  workspace_id: string;
  /** The author's current role; null once they left the workspace. */
  author_role: Role | null;
  /** The workspace's plan, which counts its runs. */
  workspace_plan: Plan;
}

/**
 * The loop guard: an event caused (directly or through other automations) by an automation's own
 * actions never starts that automation again, and no chain of automations grows past five links.
 */
export function guardAllows(automationId: string, chain: string[]): boolean {
  return !chain.includes(automationId) && chain.length < maxAutomationChain;
}

/** Creates the runs a batch of events starts, returning their jobs for one batched enqueue. */
export async function fanOutToAutomations(trx: Knex.Transaction, events: OutboxEvent[]): Promise<JobSpec[]> {
  const workspaceIds = [...new Set(events.map((e) => e.workspace_id))];
  const types = [...new Set(events.map((e) => e.type))];
  const candidates: Candidate[] = await trx('automations')
    .join('projects', 'projects.id', 'automations.project_id')
    .where('automations.type', 'event')
    .where('automations.enabled', true)
    .where('projects.archived', false)
    .whereIn('projects.workspace_id', workspaceIds)
    .whereRaw(`automations.trigger->>'event' = any(?)`, [types])
    .join('workspaces', 'workspaces.id', 'projects.workspace_id')
    .leftJoin('members', 'members.id', 'automations.author_member_id')
    .orderBy('automations.id')
    .select('automations.*', 'projects.workspace_id', 'members.role as author_role', 'workspaces.plan as workspace_plan');
  if (candidates.length === 0) return [];
  const authorSees = await projectSight(
    trx,
    [...new Set([...candidates.map((c) => c.project_id), ...events.flatMap((e) => (e.project_id ? [e.project_id] : []))])],
    [...new Set(candidates.flatMap((c) => (c.author_role ? [c.author_member_id!] : [])))],
  );
  /** An automation starts only where its author may read what the event is about, and its own project. */
  const authorMayRead = (automation: Candidate, event: OutboxEvent): Promise<boolean> | false => {
    if (!automation.author_role) return false;
    const member = { memberId: automation.author_member_id!, role: automation.author_role };
    return authorMayReadEvent({ member, sees: (projectId) => authorSees(member, projectId) }, automation.project_id, event);
  };
  const plans = new Map<string, Plan>(candidates.map((c) => [c.workspace_id, c.workspace_plan]));
  const jobs: JobSpec[] = [];
  for (const event of events) {
    for (const automation of candidates) {
      if (automation.workspace_id !== event.workspace_id || automation.trigger.event !== event.type) continue;
      if (!workspaceLevel.has(event.type) && automation.project_id !== event.project_id) continue;
      // An automation made after the event (but before its dispatch) was not there to be triggered.
      if (automation.created_at > event.created_at) continue;
      if (!guardAllows(automation.id, event.automation_chain)) continue;
      if (!(await authorMayRead(automation, event))) continue;
      if (!filtersMatch(automation.trigger.filters, automation.trigger.match, event.data)) continue;
      const created = await createRun(
        trx,
        { automation, workspace: { id: event.workspace_id, plan: plans.get(event.workspace_id) ?? 'free' } },
        {
          trigger: { kind: 'event', event_id: event.id, event_type: event.type },
          automationChain: event.automation_chain,
        },
      );
      if (created) jobs.push(created.job);
    }
  }
  return jobs;
}
