import type { Knex } from 'knex';
import { recordEvent, type NewEvent } from '../../events/record-event.ts';
import { toAutomationJson, type Automation } from './automations.model.ts';

/** Records an `automation.*` change event: the automation as clients see it, and its project. */
export function automationEvent(
  trx: Knex.Transaction,
  automation: Automation,
  { type, workspaceId, actor }: Pick<NewEvent, 'type' | 'workspaceId' | 'actor'>,
) {
  return recordEvent(trx, {
    workspaceId,
    projectId: automation.project_id,
    type,
    actor,
    data: { project_id: automation.project_id, automation: toAutomationJson(automation) },
  });
}
