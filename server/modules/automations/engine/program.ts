import type { Automation, AutomationRun, RunStep } from '../automations.model.ts';
import type { Action, EventTrigger } from '../validate-automation.ts';

/** A workflow step that waits `minutes` workflow minutes (WORKFLOW_MINUTE each). */
export interface WaitStep {
  type: 'wait';
  minutes: number;
}

/** A workflow step that ends the run (`not_met`) unless its filters match the current state. */
export interface ConditionStep {
  type: 'condition';
  filters: NonNullable<EventTrigger['filters']>;
  match?: EventTrigger['match'];
}

/** One step the engine performs: an action, or (workflows only) a wait or a condition. */
export type ProgramStep = { type: 'action'; action: Action } | WaitStep | ConditionStep;

/** What a rule runs, step by step: an automation's actions are steps of kind action. */
export function programOf(rule: Pick<Automation, 'kind' | 'actions' | 'steps'>): ProgramStep[] {
  return rule.kind === 'workflow' ? (rule.steps ?? []) : rule.actions.map((action) => ({ type: 'action' as const, action }));
}

/** What a run performs: the steps it started with. */
export function runProgram(run: Pick<AutomationRun, 'actions' | 'workflow_steps'>): ProgramStep[] {
  return run.workflow_steps ?? run.actions.map((action) => ({ type: 'action' as const, action }));
}

/** The step's `type` on a run: the action's type, or `wait` / `condition`. */
export const stepType = (step: ProgramStep): string => (step.type === 'action' ? step.action.type : step.type);

/** A run's steps before any began. */
export function pendingSteps(program: ProgramStep[]): RunStep[] {
  return program.map((step, index) => ({
    index,
    type: stepType(step),
    status: 'pending',
    started_at: null,
    completed_at: null,
    error: null,
    ...(step.type === 'wait' ? { resume_at: null } : {}),
  }));
}

/** The actions of a program by step index (undefined where a step is not an action): what header sealing and author checks read. */
export const actionsByStep = (program: ProgramStep[]): Array<Action | undefined> =>
  program.map((step) => (step.type === 'action' ? step.action : undefined));
