import { randomUUID } from 'node:crypto';
import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import { type Project } from '../../projects/projects.model.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { AppDeps } from '../../../context.ts';
import type { EventRow } from '../../../events/record-event.ts';
import type { OutboundClient } from '../../../net/outbound.ts';
import { callWebhook } from '../actions/call-webhook.ts';
import { ActionError, type ActionContext } from '../actions/context.ts';
import { currentAuthor, mayReadEventOf } from '../author-access.ts';
import { sendEmail } from '../actions/send-email.ts';
import { sendSlackMessage } from '../actions/send-slack-message.ts';
import { createTaskAction, updateTaskAction } from '../actions/task-actions.ts';
import { runJsonColumns, type AutomationRun, type RunStep } from '../automations.model.ts';
import { withJsonb } from '../../../db/jsonb.ts';
import { automationActor, recordRunEvent, type RunOf } from './create-run.ts';
import type { Action } from '../validate-automation.ts';
import { workspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { runVariables } from './run-variables.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      run_automation: { run_id: string };
    }
  }
}

async function perform(action: Action, ctx: ActionContext): Promise<void> {
  switch (action.type) {
    case 'send_slack_message':
      return sendSlackMessage(action.config, ctx);
    case 'send_email':
      return sendEmail(action.config, ctx);
    case 'create_task':
      return createTaskAction(action.config, ctx);
    case 'update_task':
      return updateTaskAction(action.config, ctx);
    case 'call_webhook':
      return callWebhook(action.config, ctx);
  }
}

/**
 * Another execution of this run's job took it over: this worker was judged dead (paused past the
 * liveness bound) and came back. It must not act again: what it would do next, the other one does.
 */
class Superseded extends Error {}

/** Saves a step, only while this execution still holds the run. */
async function saveStep(db: Knex | Knex.Transaction, run: AutomationRun, step: RunStep): Promise<void> {
  run.steps[step.index] = step;
  const { rowCount } = await db.raw<{ rowCount: number }>(
    `update automation_runs set steps = jsonb_set(steps, ?::text[], ?::jsonb) where id = ? and executor = ?`,
    [[String(step.index)], JSON.stringify(step), run.id, run.executor],
  );
  if (rowCount === 0) throw new Superseded();
}

/** Takes the run for this execution; undefined when it is not running any more. */
async function claimRun(deps: AppDeps, runId: string): Promise<AutomationRun | undefined> {
  const [claimed] = await deps
    .knex('automation_runs')
    .where({ id: runId, status: 'running' })
    .update({ executor: randomUUID() })
    .returning('*');
  return claimed;
}

async function finish(deps: AppDeps, { automation, run }: RunOf, error: string | null): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const steps = run.steps.map((s) => (s.status === 'pending' ? { ...s, status: 'skipped' as const } : s));
    // Nothing when another execution finished the run or holds it now.
    const [updated] = await trx('automation_runs')
      .where({ id: run.id, status: 'running', executor: run.executor })
      .update(
        withJsonb<AutomationRun>(
          trx,
          { status: error ? 'failed' : 'success', completed_at: new Date(), error_message: error, steps },
          runJsonColumns,
        ),
      )
      .returning('*');
    if (updated) await recordRunEvent(trx, error ? 'automation.run.failed' : 'automation.run.completed', { automation, run: updated });
  });
}

/**
 * The event that started the run, read once for the author rule and the template variables; an event
 * pruned since leaves only its type (or none) on the run.
 */
type TriggerEvent = Omit<Pick<EventRow, 'type' | 'project_id' | 'data'>, 'type'> & { type: EventRow['type'] | '' };

async function triggerEvent(deps: AppDeps, run: AutomationRun): Promise<TriggerEvent | undefined> {
  if (run.trigger.kind !== 'event' || !run.trigger.event_id) return undefined;
  const row: TriggerEvent | undefined = await deps.knex('events').where({ id: run.trigger.event_id }).first('type', 'project_id', 'data');
  // An event pruned since keeps its kind on the run, and with it the admin-only rule.
  return row ?? { type: run.trigger.event_type ?? '', project_id: null, data: {} };
}

/** What a run executes with, read once as it starts. */
interface RunFacts extends RunOf {
  project: Project;
  author: CachedMembership;
  event: TriggerEvent | undefined;
  workspace: Awaited<ReturnType<typeof workspaceFacts>>;
}

function contextFor(
  deps: AppDeps,
  outbound: OutboundClient,
  { automation, run, project, author, event, workspace }: RunFacts,
): ActionContext {
  const eventData: Record<string, unknown> = event?.data ?? {};
  return {
    deps,
    outbound,
    automation,
    run,
    project,
    author,
    eventData,
    variables: runVariables({ project, workspace, automation, runId: run.id, trigger: run.trigger, eventData }),
    origin: { actor: automationActor(automation), automationChain: [...run.automation_chain, automation.id] },
    stepIndex: 0,
    inStepTransaction: () => Promise.reject(new Error('inStepTransaction is bound per step')),
  };
}

/**
 * Executes a run's actions in order. Each step's state is saved as it goes, so a job retried after a
 * crash skips the steps that finished; database actions commit with their step, so they happen once.
 * Each execution claims the run, and a step saves only under that claim: a worker judged dead that
 * comes back stops at its next save, and a database action it was doing rolls back. A step that was
 * in flight when its worker stopped answering is done again, with the same `Idempotency-Key` (call_webhook) or
 * Message-ID (send_email), so its receiver can tell. The first failing action fails the run and skips the rest.
 */
export async function executeRun(deps: AppDeps, outbound: OutboundClient, runId: string): Promise<void> {
  try {
    await execute(deps, outbound, runId);
  } catch (err) {
    if (!(err instanceof Superseded)) throw err;
    deps.log.info({ run_id: runId }, 'another worker took this run over while this one was not answering; this one stops without acting');
  }
}

async function execute(deps: AppDeps, outbound: OutboundClient, runId: string): Promise<void> {
  const run = await claimRun(deps, runId);
  if (!run) return;
  // The reads go side by side on pooled connections (the project and the author through the
  // automation's row): the first action starts two round trips after the claim rather than seven.
  const ofAutomation = (column: 'project_id' | 'author_member_id') =>
    deps.knex('automations').where({ id: run.automation_id }).select(column);
  const [automation, project, authorRow, event, workspace] = await Promise.all([
    deps.knex('automations').where({ id: run.automation_id }).first(),
    deps.knex('projects').whereIn('id', ofAutomation('project_id')).first() as Promise<Project | undefined>,
    deps.knex('members').whereIn('id', ofAutomation('author_member_id')).first('id', 'role'),
    triggerEvent(deps, run),
    workspaceFacts(deps.knex, run.workspace_id),
  ]);
  if (!automation || !project) return;
  // The author read beside the automation is its author unless the automation changed in between.
  const author: CachedMembership | undefined =
    authorRow && authorRow.id === automation.author_member_id
      ? { memberId: authorRow.id, role: authorRow.role }
      : await currentAuthor(deps.knex, automation);
  if (!automation.enabled && run.steps.every((s) => s.status === 'pending')) {
    return finish(deps, { automation, run }, 'The automation was disabled before this run started; no action ran.');
  }
  // Checked again on a job retried mid-run: steps that succeeded before stay done, the rest do not run.
  if (!author) return finish(deps, { automation, run }, "The automation's author left the workspace; its remaining actions did not run.");
  if (!(await mayReadEventOf(deps.knex, { member: author, project }, event))) {
    return finish(
      deps,
      { automation, run },
      "The automation's author can no longer see what started this run; its remaining actions did not run.",
    );
  }
  const ctx = contextFor(deps, outbound, { automation, run, project, author, event, workspace });
  for (const [index, action] of run.actions.entries()) {
    const step = run.steps[index]!;
    if (step.status === 'success') continue;
    ctx.stepIndex = index;
    const started = { ...step, status: 'running' as const, started_at: new Date().toISOString(), error: null };
    await saveStep(deps.knex, run, started);
    const done = (trx: Knex | Knex.Transaction) =>
      saveStep(trx, run, { ...started, status: 'success', completed_at: new Date().toISOString() });
    let committedWithStep = false;
    try {
      ctx.inStepTransaction = (work) =>
        deps.knex.transaction(async (trx) => {
          const result = await work(trx);
          await done(trx);
          committedWithStep = true;
          return result;
        });
      await perform(action, ctx);
      if (!committedWithStep) await done(deps.knex);
    } catch (err) {
      if (err instanceof Superseded) throw err;
      const message = err instanceof ActionError ? err.message : `${action.type}: unexpected error`;
      if (!(err instanceof ActionError)) deps.log.error({ err, run_id: run.id }, 'automation action failed unexpectedly');
      await saveStep(deps.knex, run, { ...started, status: 'failed', completed_at: new Date().toISOString(), error: message });
      return finish(deps, { automation, run }, `Step ${index + 1} (${action.type}) failed: ${message}`);
    }
  }
  await finish(deps, { automation, run }, null);
}

export const runAutomation =
  (deps: AppDeps, outbound: OutboundClient): Task<'run_automation'> =>
  async (payload) => {
    const runId = (payload as { run_id?: unknown })?.run_id;
    if (typeof runId !== 'string') throw new Error('run_automation: payload needs run_id');
    await executeRun(deps, outbound, runId);
  };
