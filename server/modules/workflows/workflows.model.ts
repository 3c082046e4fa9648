import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { Automation, AutomationRun } from '../automations/automations.model.ts';

type WorkflowJson = components['schemas']['Workflow'];
type WorkflowListItemJson = components['schemas']['WorkflowListItem'];
type WorkflowRunJson = components['schemas']['WorkflowRun'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A workflow row (`automations` of kind workflow) as lists show it: without its steps. */
export function toWorkflowListItemJson(row: Automation): WorkflowListItemJson {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    // Stored only after the validators matched the trigger to the type, so the pair holds.
    ...({ type: row.type, trigger: row.trigger } as Pick<WorkflowListItemJson, 'type' | 'trigger'>),
    author: { member_id: row.author_member_id ?? '', name: row.author_name },
    next_run_at: iso(row.next_run_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  } as WorkflowListItemJson;
}

export function toWorkflowJson(row: Automation): WorkflowJson {
  return { ...toWorkflowListItemJson(row), steps: row.steps ?? [] };
}

/** A workflow run: the automation run's fields with `workflow_id`, `resume_at`, and steps that can wait. */
export function toWorkflowRunJson(row: AutomationRun): WorkflowRunJson {
  const { kind, event_id, event_type } = row.trigger;
  return {
    id: row.id,
    workflow_id: row.automation_id,
    status: row.status,
    started_at: row.started_at.toISOString(),
    completed_at: iso(row.completed_at),
    error_message: row.error_message,
    trigger: { kind, ...(event_id ? { event_id } : {}), ...(event_type ? { event_type } : {}) },
    resume_at: iso(row.resume_at),
    steps: row.steps,
  } as WorkflowRunJson;
}
