import { Model } from 'objection';
import type { components } from '../../../generated/openapi-types.ts';
import type { HeaderSecrets } from './header-secrets.ts';
import type { Action, Trigger } from './validate-automation.ts';

export class Automation extends Model {
  static override tableName = 'automations';

  declare id: string;
  declare project_id: string;
  declare name: string;
  declare type: 'event' | 'scheduled';
  declare enabled: boolean;
  declare trigger: Trigger;
  declare actions: Action[];
  declare paused_by_archive: boolean;
  /** The member the automation acts as; may name one who has left (then it does not run). */
  declare author_member_id: string | null;
  declare author_name: string;
  /** Sealed `call_webhook` header values; `actions` holds the mask in their place. */
  declare header_secrets: HeaderSecrets;
  declare next_run_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;

  static override get jsonAttributes() {
    return ['trigger', 'actions', 'header_secrets'];
  }
}

export function toAutomationListItemJson(row: Automation) {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    type: row.type,
    enabled: row.enabled,
    trigger: row.trigger,
    author: { member_id: row.author_member_id ?? '', name: row.author_name },
    next_run_at: row.next_run_at ? row.next_run_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAutomationJson(row: Automation) {
  const { id, project_id, name, type, enabled, trigger, author, next_run_at, created_at, updated_at } = toAutomationListItemJson(row);
  return { id, project_id, name, type, enabled, trigger, actions: row.actions, author, next_run_at, created_at, updated_at };
}

export type RunStep = components['schemas']['RunStep'];
export type StepStatus = RunStep['status'];

/** The run's trigger as stored: the contract's, plus who started a manual run (kept for its context, not shown). */
export type RunTrigger = components['schemas']['RunTrigger'] & { user?: { id: string; name: string } };

export class AutomationRun extends Model {
  static override tableName = 'automation_runs';

  declare id: string;
  declare automation_id: string;
  declare workspace_id: string;
  declare status: 'running' | 'success' | 'failed';
  declare trigger: RunTrigger;
  declare actions: Action[];
  declare steps: RunStep[];
  declare automation_chain: string[];
  declare header_secrets: HeaderSecrets;
  declare started_at: Date;
  declare completed_at: Date | null;
  declare error_message: string | null;
  /** The job execution that holds the run; see run-automation.ts. */
  declare executor: string | null;

  static override get jsonAttributes() {
    return ['trigger', 'actions', 'steps', 'header_secrets'];
  }
}

export function toRunJson(row: AutomationRun) {
  const { kind, event_id, event_type } = row.trigger;
  return {
    id: row.id,
    automation_id: row.automation_id,
    status: row.status,
    started_at: row.started_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    error_message: row.error_message,
    trigger: { kind, ...(event_id ? { event_id } : {}), ...(event_type ? { event_type } : {}) },
    steps: row.steps,
  };
}
