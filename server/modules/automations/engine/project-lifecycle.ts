import type { Knex } from 'knex';
import type { EventActor } from '../../../events/record-event.ts';
import { workspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { automationEvent } from '../automation-events.ts';
import { cancelSchedules, reschedule } from '../schedule/schedule-jobs.ts';

// What a project's archiving, unarchiving and deletion do to its automations and their queued work.

/**
 * Archiving pauses the enabled automations and remembers them; unarchiving resumes exactly those.
 * Each one's change of state writes its `automation.updated`, as any other change would.
 */
export async function pauseForArchive(
  trx: Knex.Transaction,
  project: { id: string; workspace_id: string },
  actor: EventActor,
): Promise<void> {
  const paused = await trx('automations')
    .where({ project_id: project.id, enabled: true })
    .update({ enabled: false, paused_by_archive: true, next_run_at: null, updated_at: new Date() })
    .returning('*');
  // Only the schedules: a run already queued still executes and, finding its automation paused,
  // ends as failed rather than staying `running` for ever.
  await cancelSchedules(
    trx,
    paused.map((a) => a.id),
  );
  for (const automation of paused) await automationEvent(trx, automation, { change: 'updated', workspaceId: project.workspace_id, actor });
}

export async function resumeAfterArchive(
  trx: Knex.Transaction,
  project: { id: string; workspace_id: string },
  actor: EventActor,
): Promise<void> {
  const resumed = await trx('automations')
    .where({ project_id: project.id, paused_by_archive: true })
    .update({ enabled: true, paused_by_archive: false, updated_at: new Date() })
    .returning('*');
  const workspace = await workspaceFacts(trx, project.workspace_id);
  for (const automation of resumed) {
    await reschedule(trx, automation, { timeZone: workspace.timezone });
    await automationEvent(trx, automation, { change: 'updated', workspaceId: project.workspace_id, actor });
  }
}

export async function cancelForProjectDeletion(trx: Knex.Transaction, projectId: string): Promise<void> {
  await cancelSchedules(trx, await trx('automations').where({ project_id: projectId }).pluck('id'));
}
