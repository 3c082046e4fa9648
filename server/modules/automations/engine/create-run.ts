import type { Knex } from 'knex';
import { eventRecords, insertEventRecords, signalCommitted, type EventActor, type NewEvent } from '../../../events/record-event.ts';
import { raiseAfterCommit } from '../../../events/signals.ts';
import { newId } from '../../../db/ids.ts';
import type { Automation, AutomationRun, RuleKind, RunStatus, RunTrigger } from '../automations.model.ts';
import { countRunsAndAlert, countRunsAndAlertParams } from './billing-alerts.ts';
import { cycleBounds } from '../../workspaces/usage.ts';
import { pendingSteps, programOf } from './program.ts';

export interface RunOrigin {
  trigger: RunTrigger;
  /** The automations whose actions led to the triggering event. */
  automationChain: string[];
  /** Who the run.started event names; the automation itself unless a user started it. */
  actor?: EventActor;
  /** The failed run this one retries. */
  retryOf?: string;
}

/** Whom the changes of a rule's actions name: the automation or workflow itself. */
export function automationActor(automation: Pick<Automation, 'id' | 'name'> & { kind?: RuleKind }): EventActor {
  return { type: automation.kind ?? 'automation', id: automation.id, name: automation.name };
}

/** A run to create: the automation it runs and what started it. */
export interface RunStart {
  automation: Automation;
  origin: RunOrigin;
}

/**
 * Creates runs of one workspace in the caller's transaction, in one statement whatever their number:
 * the runs with their steps pending, their `automation.run.started` events, and their count in the
 * month's usage (with the `billing.alert` a threshold it reaches makes) (the caller locked the workspace's allowance with lockRunAllowance and asked
 * whyNotStart of each). The runs are due at once; the run engines are woken when the transaction
 * commits.
 */
export async function createRuns(trx: Knex.Transaction, workspaceId: string, starts: RunStart[]): Promise<AutomationRun[]> {
  if (starts.length === 0) return [];
  // What every run of an automation starts with, made and sent once per automation however many of
  // its runs start: a copy per run made a batch of 1,000 runs 1.28 MB of JSON, and dispatching 5,000
  // subscribed task events 2–11 % slower (issue 29, point 3).
  const programs = new Map<string, Pick<AutomationRun, 'automation_id' | 'actions' | 'workflow_steps' | 'header_secrets' | 'steps'>>();
  for (const { automation } of starts) {
    if (programs.has(automation.id)) continue;
    programs.set(automation.id, {
      automation_id: automation.id,
      actions: automation.actions,
      workflow_steps: automation.kind === 'workflow' ? automation.steps : null,
      header_secrets: automation.header_secrets,
      steps: pendingSteps(programOf(automation)),
    });
  }
  const runs = starts.map(({ automation, origin }) => ({
    id: newId('run'),
    workspace_id: workspaceId,
    status: 'running' as const,
    trigger: origin.trigger,
    ...programs.get(automation.id)!,
    resume_at: null,
    automation_chain: origin.automationChain,
    retry_of: origin.retryOf ?? null,
    completed_at: null,
    error_message: null,
    executor: null,
    claims: 0,
  }));
  const events = runs.map((run, i) => ({
    event: runEvent('started', { automation: starts[i]!.automation, run, actor: starts[i]!.origin.actor }),
  }));
  const { start, end } = cycleBounds();
  const { rows } = await trx.raw<{ rows: Array<{ id: string; started_at: Date; next_step_at: Date }> }>(
    `with inserted as (
       insert into automation_runs
         (id, automation_id, workspace_id, status, trigger, actions, workflow_steps, header_secrets, steps, automation_chain, retry_of, next_step_at)
       select r.id, r.automation_id, ?, 'running', r.trigger, p.actions, p.workflow_steps, p.header_secrets, p.steps,
              array(select jsonb_array_elements_text(r.automation_chain)), r.retry_of, now()
       from jsonb_to_recordset(?::jsonb) as r(id text, automation_id text, trigger jsonb, automation_chain jsonb, retry_of text)
       join jsonb_to_recordset(?::jsonb) as p(automation_id text, actions jsonb, workflow_steps jsonb, header_secrets jsonb, steps jsonb)
         using (automation_id)
       returning id, started_at, next_step_at
     ), recorded as (
       ${insertEventRecords()}
     ), ${countRunsAndAlert}
     select id, started_at, next_step_at from inserted`,
    [
      workspaceId,
      JSON.stringify(
        runs.map(({ id, automation_id, trigger, automation_chain, retry_of }) => ({
          id,
          automation_id,
          trigger,
          automation_chain,
          retry_of,
        })),
      ),
      JSON.stringify([...programs.values()]),
      eventRecords(events),
      ...countRunsAndAlertParams(workspaceId, start, end),
    ],
  );
  signalCommitted(trx, workspaceId);
  raiseAfterCommit(trx, 'runs-queued', workspaceId);
  const stored = new Map(rows.map((row) => [row.id, row]));
  return runs.map((run) => ({ ...run, started_at: stored.get(run.id)!.started_at, next_step_at: stored.get(run.id)!.next_step_at }));
}

/** A run and the automation or workflow it runs. */
export interface RunOf {
  automation: Pick<Automation, 'id' | 'name' | 'project_id'> & { kind?: RuleKind };
  run: Pick<AutomationRun, 'id' | 'workspace_id' | 'automation_chain' | 'error_message'> & { status: RunStatus };
}

/** What a run event is about: the run (in its workspace), its automation, and whom it names (the automation unless said). */
export interface RunEvent extends RunOf {
  actor?: EventActor | undefined;
}

/** A run's event: `started`; `completed` for a run that ended `success` or `cancelled`; `failed`. */
export type RunEventKind = 'started' | 'completed' | 'failed';

/** The event kind of a run's end. */
export const endEventKind = (status: RunStatus): RunEventKind => (status === 'failed' ? 'failed' : 'completed');

/** The outbox event of a run's start or end: `automation.run.*` or `workflow.run.*`, by what it runs. */
export function runEvent(kind: RunEventKind, { automation, run, actor = automationActor(automation) }: RunEvent): NewEvent {
  const noun = automation.kind ?? 'automation';
  return {
    workspaceId: run.workspace_id,
    projectId: automation.project_id,
    type: `${noun}.run.${kind}`,
    actor,
    data: {
      project_id: automation.project_id,
      [`${noun}_id`]: automation.id,
      run_id: run.id,
      status: run.status,
      error_message: run.error_message,
    },
    // Run events are effects of the automation or workflow: they must not start it again.
    automationChain: [...run.automation_chain, automation.id],
  };
}
