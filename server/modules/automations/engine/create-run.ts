import type { Knex } from 'knex';
import { recordEvent, type EventActor } from '../../../events/record-event.ts';
import { newId } from '../../../db/ids.ts';
import type { JobSpec } from '../../../queue/enqueue.ts';
import type { Workspace } from '../../workspaces/workspaces.model.ts';
import { runJsonColumns, type Automation, type AutomationRun, type RunStep, type RunTrigger } from '../automations.model.ts';
import { withJsonb } from '../../../db/jsonb.ts';
import { countRunAgainstLimit } from './run-usage.ts';

export interface RunOrigin {
  trigger: RunTrigger;
  /** The automations whose actions led to the triggering event. */
  automationChain: string[];
  /** Who the run.started event names; the automation itself unless a user started it. */
  actor?: EventActor;
  /** The failed run this one retries. */
  retryOf?: string;
}

export function automationActor(automation: Pick<Automation, 'id' | 'name'>): EventActor {
  return { type: 'automation', id: automation.id, name: automation.name };
}

export const runJobKey = (runId: string) => `run:${runId}`;

/** How many of a workspace's runs may execute at once, across all workers. */
export const runLanesPerWorkspace = 2;

/**
 * The job that executes a run; keyed by the run so deleting the automation can cancel it. A
 * workspace's runs go into its own few queues (graphile-worker runs one job of a named queue at a
 * time), so a workspace whose actions wait on a receiver that hangs holds at most that many job
 * slots, and every other workspace's runs go on in the rest.
 */
export function runJob(runId: string, workspaceId: string): JobSpec {
  // The run id ends in random characters: runs spread evenly over the lanes.
  const lane = runId.charCodeAt(runId.length - 1) % runLanesPerWorkspace;
  return {
    task: 'run_automation',
    payload: { run_id: runId },
    jobKey: runJobKey(runId),
    queueName: `runs:${workspaceId}:${lane}`,
    maxAttempts: 5,
  };
}

/** An automation to run, and its workspace, whose plan bounds its runs a month. */
export interface AutomationInWorkspace {
  automation: Automation;
  workspace: Pick<Workspace, 'id' | 'plan'>;
}

/**
 * Creates a run in the caller's transaction if the workspace's monthly limit allows (undefined
 * otherwise: at the limit no run exists), with its steps pending and its `automation.run.started`
 * event. The caller enqueues the returned job, batched with others where it can.
 */
export async function createRun(
  trx: Knex.Transaction,
  { automation, workspace }: AutomationInWorkspace,
  origin: RunOrigin,
): Promise<{ run: AutomationRun; job: JobSpec } | undefined> {
  if (!(await countRunAgainstLimit(trx, workspace))) return undefined;
  const steps: RunStep[] = automation.actions.map((action, index) => ({
    index,
    type: action.type,
    status: 'pending',
    started_at: null,
    completed_at: null,
    error: null,
  }));
  const [run] = await trx('automation_runs')
    .insert(
      withJsonb<AutomationRun>(
        trx,
        {
          id: newId('run'),
          automation_id: automation.id,
          workspace_id: workspace.id,
          status: 'running',
          trigger: origin.trigger,
          actions: automation.actions,
          header_secrets: automation.header_secrets,
          steps,
          automation_chain: origin.automationChain,
          retry_of: origin.retryOf ?? null,
        },
        runJsonColumns,
      ),
    )
    .returning('*');
  if (!run) throw new Error('insert returned no row');
  await recordRunEvent(trx, 'automation.run.started', { automation, run, actor: origin.actor });
  return { run, job: runJob(run.id, workspace.id) };
}

/** A run and the automation it runs. */
export interface RunOf {
  automation: Automation;
  run: AutomationRun;
}

/** What a run event is about: the run (in its workspace), its automation, and whom it names (the automation unless said). */
export interface RunEvent extends RunOf {
  actor?: EventActor | undefined;
}

export async function recordRunEvent(
  trx: Knex.Transaction,
  type: 'automation.run.started' | 'automation.run.completed' | 'automation.run.failed',
  { automation, run, actor = automationActor(automation) }: RunEvent,
): Promise<void> {
  await recordEvent(trx, {
    workspaceId: run.workspace_id,
    projectId: automation.project_id,
    type,
    actor,
    data: {
      project_id: automation.project_id,
      automation_id: automation.id,
      run_id: run.id,
      status: run.status,
      error_message: run.error_message,
    },
    // Run events are effects of the automation: they must not start it again.
    automationChain: [...run.automation_chain, automation.id],
  });
}
