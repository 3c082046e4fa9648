import type { Task } from 'graphile-worker';
import type { AppDeps } from '../../../context.ts';
import { enqueue } from '../../../queue/enqueue.ts';
import { currentAuthor } from '../author-access.ts';
import { createRun } from '../engine/create-run.ts';
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
      const project = await trx('projects').where({ id: automation.project_id }).first('workspace_id', 'archived');
      if (!project || project.archived) return;
      const workspace = await workspaceFacts(trx, project.workspace_id);
      // An automation whose author left does not run; its schedule goes on, for when someone takes it over.
      if (await currentAuthor(trx, automation)) {
        const created = await createRun(trx, { automation, workspace }, { trigger: { kind: 'schedule' }, automationChain: [] });
        if (created) await enqueue(trx, [created.job]);
        else deps.log.info({ automation_id: automationId }, 'scheduled run skipped: monthly run limit reached');
      } else deps.log.info({ automation_id: automationId }, "scheduled run skipped: the automation's author left the workspace");
      await reschedule(trx, automation, { timeZone: workspace.timezone, after: new Date() });
    });
  };
