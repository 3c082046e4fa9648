import type { Knex } from 'knex';
import { recordEvent, type NewEvent } from '../../events/record-event.ts';
import { toAutomationJson, type Automation } from './automations.model.ts';
import { toWorkflowJson } from '../workflows/workflows.model.ts';

/**
 * Records an `automation.*` or `workflow.*` change event (by the row's kind): the automation or
 * workflow as clients see it, and its project.
 */
export function automationEvent(
  trx: Knex.Transaction,
  automation: Automation,
  { change, workspaceId, actor }: Pick<NewEvent, 'workspaceId' | 'actor'> & { change: 'created' | 'updated' | 'deleted' },
) {
  const { project_id } = automation;
  return recordEvent(trx, {
    workspaceId,
    projectId: project_id,
    type: `${automation.kind}.${change}`,
    actor,
    data:
      automation.kind === 'workflow'
        ? { project_id, workflow: toWorkflowJson(automation) }
        : { project_id, automation: toAutomationJson(automation) },
  });
}
