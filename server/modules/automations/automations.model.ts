import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { HeaderSecrets } from './header-secrets.ts';
import type { ProgramStep } from './engine/program.ts';
import type { Action, EventTrigger, ScheduledTrigger, TriggerFields } from './validate-automation.ts';
import { withDates, type JsonRow } from '../../db/json-rows.ts';

declare module 'knex/types/tables.js' {
  interface Tables {
    automations: Automation;
    automation_runs: AutomationRun;
  }
}

/** What a row of `automations` is: an automation (immediate actions) or a workflow (steps that may wait and re-check). */
export type RuleKind = 'automation' | 'workflow';

/** An `automations` row: an automation, or a workflow (`kind`), which the one run engine runs alike. */
export interface Automation {
  id: string;
  kind: RuleKind;
  /** Its project's, the shard key every row carries. */
  workspace_id: string;
  project_id: string;
  name: string;
  type: 'event' | 'scheduled';
  enabled: boolean;
  trigger: TriggerFields;
  /** An automation's actions; empty for a workflow. */
  actions: Action[];
  /** A workflow's steps; null for an automation. */
  steps: ProgramStep[] | null;
  /** A workflow's description; empty for an automation. */
  description: string;
  paused_by_archive: boolean;
  /** The member the automation acts as; may name one who has left (then it does not run). */
  author_member_id: string | null;
  author_name: string;
  /** Sealed `call_webhook` header values; `actions` holds the mask in their place. */
  header_secrets: HeaderSecrets;
  next_run_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The timestamp columns of `automations`, made Dates when a row is read as JSON (`withDates`). */
export const automationDateColumns = ['next_run_at', 'created_at', 'updated_at'] as const;

/** An `automations` row (with whatever a statement read beside it) as read in JSON, its times Dates again. */
export const automationFromJson = <T extends Automation>(row: JsonRow<T, (typeof automationDateColumns)[number]>): T =>
  withDates<T, (typeof automationDateColumns)[number]>(row, automationDateColumns);

/** The jsonb columns of `automations`, written through `withJsonb`. */
export const automationJsonColumns = ['trigger', 'actions', 'steps', 'header_secrets'] as const;

type AutomationListItemJson = components['schemas']['AutomationListItem'];
type AutomationJson = components['schemas']['Automation'];

/**
 * The row's type and trigger as the contract's discriminated pair. A trigger is stored only after
 * the validators and `validateAutomation` matched it to the type, so the narrowing holds.
 */
function typedTrigger(row: Automation): { type: 'event'; trigger: EventTrigger } | { type: 'scheduled'; trigger: ScheduledTrigger } {
  return row.type === 'event'
    ? { type: 'event', trigger: row.trigger as EventTrigger }
    : { type: 'scheduled', trigger: row.trigger as ScheduledTrigger };
}

export function toAutomationListItemJson(row: Automation): AutomationListItemJson {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    enabled: row.enabled,
    ...typedTrigger(row),
    author: { member_id: row.author_member_id ?? '', name: row.author_name },
    next_run_at: row.next_run_at ? row.next_run_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAutomationJson(row: Automation): AutomationJson {
  const { id, project_id, name, enabled, author, next_run_at, created_at, updated_at } = toAutomationListItemJson(row);
  return { id, project_id, name, enabled, ...typedTrigger(row), actions: row.actions, author, next_run_at, created_at, updated_at };
}

/** A step of a run as stored: an automation run's (the contract's RunStep) or a workflow run's, which can also wait, be not met or be cancelled. */
export type RunStep = Omit<components['schemas']['RunStep'], 'status' | 'type'> & {
  type: string;
  status: StepStatus;
  /** A wait step's resume time, once it began waiting. */
  resume_at?: string | null;
};
export type StepStatus = 'pending' | 'running' | 'waiting' | 'success' | 'failed' | 'not_met' | 'skipped' | 'cancelled';
export type RunStatus = 'running' | 'waiting' | 'success' | 'failed' | 'cancelled';

/** The run's trigger as stored: the contract's, plus who started a manual run (kept for its context, not shown). */
export type RunTrigger = components['schemas']['RunTrigger'] & { user?: { id: string; name: string } };

/** An `automation_runs` row, of an automation or a workflow. Runs keep the actions or steps they started with. */
export interface AutomationRun {
  id: string;
  /** The automation or workflow it runs. */
  automation_id: string;
  workspace_id: string;
  status: RunStatus;
  trigger: RunTrigger;
  /** An automation run's actions; empty for a workflow run. */
  actions: Action[];
  /** A workflow run's steps; null for an automation run. */
  workflow_steps: ProgramStep[] | null;
  /** While it waits: when it resumes. */
  resume_at: Date | null;
  steps: RunStep[];
  automation_chain: string[];
  header_secrets: HeaderSecrets;
  started_at: Date;
  completed_at: Date | null;
  error_message: string | null;
  /** The engine claim that holds the run (a new one per claim); see engine/run-engine.ts. */
  executor: string | null;
  /** When an engine should next take the run: now when new, its lease's end while held, null once it ended. */
  next_step_at: Date | null;
  /** How often an engine claimed it. */
  claims: number;
  /** The failed run this one retries. */
  retry_of: string | null;
}

/** The jsonb columns of `automation_runs`, written through `withJsonb`. */
export const runJsonColumns = ['trigger', 'actions', 'workflow_steps', 'steps', 'header_secrets'] as const;

type AutomationRunJson = components['schemas']['AutomationRun'];

/** An automation run as clients see it (its statuses and steps are the automation's: it never waits or is cancelled). */
export function toRunJson(row: AutomationRun): AutomationRunJson {
  const { kind, event_id, event_type } = row.trigger;
  return {
    id: row.id,
    automation_id: row.automation_id,
    status: row.status as AutomationRunJson['status'],
    started_at: row.started_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
    error_message: row.error_message,
    trigger: { kind, ...(event_id ? { event_id } : {}), ...(event_type ? { event_type } : {}) },
    steps: row.steps as AutomationRunJson['steps'],
    ...(row.retry_of ? { retry_of: row.retry_of } : {}),
  };
}
