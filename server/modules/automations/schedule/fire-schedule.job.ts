import type { Task } from 'graphile-worker';
import type { AppDeps } from '../../../context.ts';
import { currentAuthor } from '../author-access.ts';
import { createRuns } from '../engine/create-run.ts';
import { lockRunAllowance } from '../engine/run-usage.ts';
import { whyNotStart } from '../engine/start-check.ts';
import { reschedule } from './schedule-jobs.ts';
import { workspaceFacts } from '../../workspaces/workspaces.queries.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      fire_schedule: { automation_id: string; at: string };
    }
  }
}

/**
 * Fires a scheduled automation once and books its next time. A job that is stale (the automation
 * was rescheduled, disabled or deleted since) does nothing. After downtime the late job fires once
 * and the next time is computed from now, so missed slots are not replayed one by one.
 */
export const fireSchedule =
  (deps: AppDeps): Task<'fire_schedule'> =>
  async (payload) => {
    const { automation_id: automationId, at } = payload as { automation_id?: string; at?: string };
    if (typeof automationId !== 'string' || typeof at !== 'string') throw new Error('fire_schedule: payload needs automation_id and at');
    await deps.knex.transaction(async (trx) => {
      const automation = await trx('automations').where({ id: automationId }).forUpdate().first();
      if (!automation || !automation.enabled || automation.type !== 'scheduled') return;
      if (automation.next_run_at?.toISOString() !== new Date(at).toISOString()) return;
      // None for a workspace marked deleted, being removed with its automations (docs/decisions.md#deleting-a-workspace).
      const project = await trx('projects')
        .where({ id: automation.project_id })
        .whereExists(trx('workspaces').whereRaw('workspaces.id = projects.workspace_id').whereNull('deleted_at'))
        .first('workspace_id', 'archived');
      if (!project || project.archived) return;
      const workspace = await workspaceFacts(trx, project.workspace_id);
      const author = await currentAuthor(trx, automation);
      const allowance = () => lockRunAllowance(trx, workspace);
      // Not run now (the author left, the month's runs are used up), the schedule goes on, for when that changes.
      const blocked = await whyNotStart({ automation, projectArchived: project.archived, author, allowance });
      if (blocked) deps.log.info({ automation_id: automationId, reason: blocked.code }, `scheduled run skipped: ${blocked.reason}`);
      else await createRuns(trx, workspace.id, [{ automation, origin: { trigger: { kind: 'schedule' }, automationChain: [] } }]);
      await reschedule(trx, automation, { timeZone: workspace.timezone, after: new Date() });
    });
  };
