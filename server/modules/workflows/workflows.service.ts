import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { deleteWithRuns } from '../automations/engine/run-writes.ts';
import { transactionRetryingConflicts } from '../../db/retry-conflicts.ts';
import type { AppDeps } from '../../context.ts';
import { accessScope, type Caller } from '../../auth/access.ts';
import type { OperationRequest as Req } from '../../../generated/handlers.ts';
import { projectAccess, type ProjectAccess } from '../projects/project-access.ts';
import { assertNotArchived } from '../projects/archived.ts';
import { workspaceFacts } from '../workspaces/workspaces.queries.ts';
import {
  automationJsonColumns,
  runJsonColumns,
  type Automation,
  type AutomationRun,
  type RunStep,
} from '../automations/automations.model.ts';
import { assertRoomInProject, listProjectRules, listRules, ruleAccess, takeOver } from '../automations/api/automations.service.ts';
import { assertTargetsWritable } from '../automations/author-access.ts';
import { automationEvent } from '../automations/automation-events.ts';
import { runEvent } from '../automations/engine/create-run.ts';
import { actionsByStep, type ProgramStep } from '../automations/engine/program.ts';
import { headerBox, sealHeaders, type HeaderSecrets } from '../automations/header-secrets.ts';
import { cancelSchedules, reschedule } from '../automations/schedule/schedule-jobs.ts';
import { validateAutomation, type EventTrigger } from '../automations/validate-automation.ts';
import { recordEvent, userActor } from '../../events/record-event.ts';
import { withJsonb } from '../../db/jsonb.ts';
import { newId } from '../../db/ids.ts';
import { one } from '../../db/one.ts';
import { conflict, notFound } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { toWorkflowJson, toWorkflowListItemJson, toWorkflowRunJson } from './workflows.model.ts';

const stepAt = (index: number) => `/steps/${index}/action`;

/** A workflow's steps with their `call_webhook` header values sealed (keyed by step index), as automations' actions are. */
function sealStepHeaders(
  steps: ProgramStep[],
  previous: { steps: ProgramStep[] | null; header_secrets: HeaderSecrets },
  secretKey: string,
) {
  const sealed = sealHeaders(
    actionsByStep(steps),
    previous.header_secrets,
    headerBox(secretKey),
    stepAt,
    actionsByStep(previous.steps ?? []),
  );
  return {
    steps: steps.map((step, i): ProgramStep => (step.type === 'action' ? { ...step, action: sealed.actions[i]! } : step)),
    secrets: sealed.secrets,
  };
}

/** Who may create a workflow in the project: an editor who sees it (the project locked in the operation's transaction, as the bound counts in it). */
export function createWorkflowAccess(deps: AppDeps, caller: Caller, req: Req<'createWorkflow'>): Promise<ProjectAccess> {
  return projectAccess(accessScope(deps, caller), req.body.project_id, { need: 'edit', action: 'Creating a workflow', lock: 'update' });
}

/** Who may try a workflow: anyone who sees its project, as a dry run changes nothing. */
export function testWorkflowAccess(deps: AppDeps, caller: Caller, req: Req<'testWorkflow'>) {
  return ruleAccess(accessScope(deps, caller), 'workflow', req.path.workflow_id, { need: 'read', action: 'Trying a workflow' });
}

/** Who may cancel a run: an editor who sees the workflow's project. */
export function cancelWorkflowRunAccess(deps: AppDeps, caller: Caller, req: Req<'cancelWorkflowRun'>) {
  return ruleAccess(accessScope(deps, caller), 'workflow', req.path.workflow_id, { need: 'edit', action: 'Cancelling a run' });
}

export function listWorkflows(deps: AppDeps, caller: Caller, req: Req<'listWorkflows'>) {
  return listRules(deps, caller, 'workflow', req.query, toWorkflowListItemJson);
}

export function listProjectWorkflows(deps: AppDeps, caller: Caller, req: Req<'listProjectWorkflows'>) {
  return listProjectRules(deps, caller, 'workflow', req.path.project_id, toWorkflowListItemJson);
}

export async function createWorkflow(deps: AppDeps, caller: Caller, req: Req<'createWorkflow'>) {
  const { body } = req;
  return deps.knex.transaction(async (trx) => {
    const { project, membership } = await createWorkflowAccess({ ...deps, knex: trx }, caller, req);
    assertNotArchived(project);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    const steps = body.steps as ProgramStep[];
    validateAutomation({
      kind: 'workflow',
      type: body.type,
      trigger: body.trigger,
      steps,
      eventType: (body.trigger as EventTrigger).event,
      plan: workspace.plan,
      timeZone: workspace.timezone,
    });
    await assertRoomInProject(trx, 'workflow', project.id);
    await assertTargetsWritable(trx, { member: membership, workspaceId: workspace.id }, actionsByStep(steps), stepAt, 'workflow');
    const sealed = sealStepHeaders(steps, { steps: null, header_secrets: {} }, deps.config.secretKey);
    const row: Partial<Automation> = {
      id: newId('wf'),
      kind: 'workflow',
      workspace_id: project.workspace_id,
      project_id: project.id,
      name: body.name,
      description: body.description ?? '',
      type: body.type,
      enabled: body.enabled ?? false,
      trigger: body.trigger,
      actions: [],
      steps: sealed.steps,
      header_secrets: sealed.secrets,
      author_member_id: membership.memberId,
      author_name: caller.userName,
    };
    const workflow = one(
      await trx('automations')
        .insert(withJsonb<Automation>(trx, row, automationJsonColumns))
        .returning('*'),
    );
    await reschedule(trx, workflow, { timeZone: workspace.timezone });
    await automationEvent(trx, workflow, { change: 'created', workspaceId: workspace.id, actor: userActor(caller) });
    return toWorkflowJson(workflow);
  });
}

export async function getWorkflow(deps: AppDeps, caller: Caller, req: Req<'getWorkflow'>) {
  const { automation } = await ruleAccess(accessScope(deps, caller), 'workflow', req.path.workflow_id, {
    need: 'read',
    action: 'Reading a workflow',
  });
  return toWorkflowJson(automation);
}

export async function updateWorkflow(deps: AppDeps, caller: Caller, req: Req<'updateWorkflow'>) {
  const { body } = req;
  const id = req.path.workflow_id;
  return deps.knex.transaction(async (trx) => {
    const {
      automation: workflow,
      project,
      membership,
    } = await ruleAccess(accessScope(deps, caller, trx), 'workflow', id, {
      need: 'edit',
      action: 'Changing a workflow',
    });
    assertNotArchived(project);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    // Re-enabling a schedule re-checks it against the plan, which may have shrunk since it was set.
    const enabling = body.enabled === true && !workflow.enabled;
    const trigger = body.trigger ?? (enabling && workflow.type === 'scheduled' ? workflow.trigger : undefined);
    const steps = body.steps;
    // New steps are checked against the trigger they will run with; a new trigger against the steps it keeps.
    validateAutomation({
      kind: 'workflow',
      type: workflow.type,
      trigger,
      steps: steps ?? (body.trigger ? (workflow.steps ?? []) : undefined),
      eventType: ((body.trigger ?? workflow.trigger) as EventTrigger).event,
      plan: workspace.plan,
      timeZone: workspace.timezone,
    });
    // Only values that differ are changes: re-sending the current ones writes nothing and no event.
    const changes: Partial<Automation> = {};
    if (body.name !== undefined && body.name !== workflow.name) changes.name = body.name;
    if (body.description !== undefined && body.description !== workflow.description) changes.description = body.description;
    if (body.enabled !== undefined && body.enabled !== workflow.enabled) changes.enabled = body.enabled;
    if (body.trigger !== undefined && !isDeepStrictEqual(body.trigger, workflow.trigger)) changes.trigger = body.trigger;
    if (steps !== undefined) {
      const sealed = sealStepHeaders(steps, workflow, deps.config.secretKey);
      if (!isDeepStrictEqual(sealed.steps, workflow.steps) || !isDeepStrictEqual(sealed.secrets, workflow.header_secrets)) {
        changes.steps = sealed.steps;
        changes.header_secrets = sealed.secrets;
      }
    }
    if (changes.trigger !== undefined || changes.steps !== undefined) {
      const actions = actionsByStep(changes.steps ?? workflow.steps ?? []);
      Object.assign(changes, await takeOver(trx, { membership, workspaceId: workspace.id, caller }, actions, stepAt, 'workflow'));
    }
    if (Object.keys(changes).length === 0) return toWorkflowJson(workflow);
    const updated = one(
      await trx('automations')
        .where({ id, kind: 'workflow' })
        .update(withJsonb<Automation>(trx, { ...changes, updated_at: new Date() }, automationJsonColumns))
        .returning('*'),
    );
    if (changes.trigger !== undefined || changes.enabled !== undefined) await reschedule(trx, updated, { timeZone: workspace.timezone });
    await automationEvent(trx, updated, { change: 'updated', workspaceId: workspace.id, actor: userActor(caller) });
    return toWorkflowJson(updated);
  });
}

/** Deletes a workflow and its runs (waiting ones too: nothing of them resumes). */
export async function deleteWorkflow(deps: AppDeps, caller: Caller, req: Req<'deleteWorkflow'>): Promise<void> {
  const id = req.path.workflow_id;
  // Tried again on a deadlock with the engine rather than answered 409 (deleteWithRuns says why).
  await transactionRetryingConflicts(deps.knex, async (trx) => {
    const { automation: workflow, project } = await ruleAccess(accessScope(deps, caller, trx), 'workflow', id, {
      need: 'edit',
      action: 'Deleting a workflow',
    });
    assertNotArchived(project);
    await cancelSchedules(trx, [id]);
    await automationEvent(trx, workflow, { change: 'deleted', workspaceId: project.workspace_id, actor: userActor(caller) });
    await deleteWithRuns(trx, id);
  });
}

const newestFirst = [
  { column: 'started_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export async function listWorkflowRuns(deps: AppDeps, caller: Caller, { path, query }: Req<'listWorkflowRuns'>) {
  const id = path.workflow_id;
  await ruleAccess(accessScope(deps, caller), 'workflow', id, { need: 'read', action: 'Reading runs' });
  return pageOf(deps.knex('automation_runs').where('automation_id', id).orderBy(newestFirst), query, toWorkflowRunJson);
}

async function runOf(db: Knex | Knex.Transaction, workflowId: string, runId: string, lock = false): Promise<AutomationRun> {
  const query = db('automation_runs').where({ id: runId, automation_id: workflowId });
  const run = await (lock ? query.forUpdate().first() : query.first());
  if (!run) throw notFound(`Run ${runId} not found for this workflow.`);
  return run;
}

export async function getWorkflowRun(deps: AppDeps, caller: Caller, req: Req<'getWorkflowRun'>) {
  const { workflow_id: id, run_id: runId } = req.path;
  await ruleAccess(accessScope(deps, caller), 'workflow', id, { need: 'read', action: 'Reading a run' });
  return toWorkflowRunJson(await runOf(deps.knex, id, runId));
}

/**
 * Cancels a running or waiting run, with its `workflow.run.completed` event (status `cancelled`), in
 * one transaction. An engine performing it finds its writes refused (the run is no longer running)
 * and stops; a step whose request was already sent is not called back.
 */
export async function cancelWorkflowRun(deps: AppDeps, caller: Caller, req: Req<'cancelWorkflowRun'>) {
  const { workflow_id: id, run_id: runId } = req.path;
  return deps.knex.transaction(async (trx) => {
    const { automation: workflow } = await cancelWorkflowRunAccess({ ...deps, knex: trx }, caller, req);
    const run = await runOf(trx, id, runId, true);
    if (run.status !== 'running' && run.status !== 'waiting') {
      throw conflict(`The run already ended (${run.status}); only a running or waiting run can be cancelled.`);
    }
    const at = new Date().toISOString();
    const steps = run.steps.map((s): RunStep => {
      if (s.status === 'running' || s.status === 'waiting') return { ...s, status: 'cancelled', completed_at: at };
      return s.status === 'pending' ? { ...s, status: 'skipped' } : s;
    });
    const error = `Cancelled by ${caller.userName}.`;
    const cancelled = one(
      await trx('automation_runs')
        .where({ id: runId })
        .update(
          withJsonb<AutomationRun>(
            trx,
            {
              status: 'cancelled',
              steps,
              completed_at: new Date(at),
              error_message: error,
              resume_at: null,
              next_step_at: null,
              executor: null,
            },
            runJsonColumns,
          ),
        )
        .returning('*'),
    );
    await recordEvent(trx, runEvent('completed', { automation: workflow, run: cancelled, actor: userActor(caller) }));
    return toWorkflowRunJson(cancelled);
  });
}
