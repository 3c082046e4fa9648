import type { AppDeps } from '../../../context.ts';
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { deleteWithRuns } from '../engine/run-writes.ts';
import { transactionRetryingConflicts } from '../../../db/retry-conflicts.ts';
import { accessScope, workspaceMembership, workspaceOrHome, type AccessScope, type Caller } from '../../../auth/access.ts';
import type { OperationRequest as Req } from '../../../../generated/handlers.ts';
import {
  onlyVisibleProjects,
  projectAccess,
  projectChildAccess,
  type AccessCheck,
  type ProjectAccess,
} from '../../projects/project-access.ts';
import {
  automationJsonColumns,
  toAutomationJson,
  toAutomationListItemJson,
  toRunJson,
  type Automation,
  type AutomationRun,
  type RuleKind,
} from '../automations.model.ts';
import { assertTargetsWritable, currentAuthor } from '../author-access.ts';
import { createRuns, type RunOrigin } from '../engine/create-run.ts';
import { lockRunAllowance } from '../engine/run-usage.ts';
import { whyNotStart } from '../engine/start-check.ts';
import { headerBox, sealHeaders } from '../header-secrets.ts';
import { cancelSchedules, reschedule } from '../schedule/schedule-jobs.ts';
import { validateAutomation, type Action } from '../validate-automation.ts';
import { userActor } from '../../../events/record-event.ts';
import { withJsonb } from '../../../db/jsonb.ts';
import { conflict, notFound, invalid } from '../../../errors.ts';
import { pageOf } from '../../../http/pagination.ts';
import { newId } from '../../../db/ids.ts';
import { assertNotArchived } from '../../projects/archived.ts';
import { one } from '../../../db/one.ts';
import { automationEvent } from '../automation-events.ts';
import { workspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { canonicalTimeZone } from '../../workspaces/timezone.ts';
import { nextFireTime, parseSchedule } from '../schedule/cron.ts';
import { schedulePreview } from '../schedule/schedule-preview.ts';

/**
 * The automation (or workflow, by `kind`) and its project, if the caller may see the project (404 for
 * both otherwise). A write locks both inside a transaction; outside one (a replay's check) it takes no
 * lock and waits on no writer.
 */
export async function ruleAccess(scope: AccessScope, kind: RuleKind, id: string, check: AccessCheck) {
  const { db } = scope;
  const {
    row: automation,
    project,
    membership,
  } = await projectChildAccess(
    scope,
    {
      load: (forUpdate) =>
        forUpdate && (db as Knex.Transaction).isTransaction
          ? db('automations').where({ id, kind }).forUpdate().first()
          : db('automations').where({ id, kind }).first(),
      missing: () => notFound(`${kind === 'workflow' ? 'Workflow' : 'Automation'} ${id} not found.`),
    },
    check,
  );
  return { automation, project, membership };
}

const automationAccess = (scope: AccessScope, id: string, check: AccessCheck) => ruleAccess(scope, 'automation', id, check);

/**
 * Who may create an automation in the project: an editor who sees it. Inside the operation's
 * transaction (`deps.knex` is it) the project is locked for update, as the automation limit counts in it.
 */
export function createAutomationAccess(deps: AppDeps, caller: Caller, req: Req<'createAutomation'>): Promise<ProjectAccess> {
  return projectAccess(accessScope(deps, caller), req.body.project_id, {
    need: 'edit',
    action: 'Creating an automation',
    lock: 'update',
  });
}

/** Who may start a run by hand: an editor who sees the automation's project (its rows locked in a transaction). */
export function startAutomationRunAccess(deps: AppDeps, caller: Caller, req: Req<'startAutomationRun'>) {
  return automationAccess(accessScope(deps, caller), req.path.automation_id, { need: 'edit', action: 'Starting a run' });
}

/** Who may retry a failed run: as for starting one. */
export function retryAutomationRunAccess(deps: AppDeps, caller: Caller, req: Req<'retryAutomationRun'>) {
  return automationAccess(accessScope(deps, caller), req.path.automation_id, { need: 'edit', action: 'Retrying a run' });
}

/** Who may try an automation (its dry run, in `dry-run/`): anyone who sees its project, as a dry run changes nothing. */
export function testAutomationAccess(deps: AppDeps, caller: Caller, req: Req<'testAutomation'>) {
  return automationAccess(accessScope(deps, caller), req.path.automation_id, { need: 'read', action: 'Trying an automation' });
}

/** Who may preview a schedule: any member of the workspace named, else of the key's home workspace (whose id it returns). */
// Both preview paths take the same body (the old one until its sunset): typed by it, not by the operation.
type PreviewRequest = Pick<Req<'previewSchedule'>, 'body'>;

export async function previewScheduleAccess(deps: AppDeps, caller: Caller, req: PreviewRequest): Promise<string> {
  const id = workspaceOrHome(caller, req.body.workspace_id);
  await workspaceMembership(accessScope(deps, caller), id);
  return id;
}

/** The old preview path's check, until its sunset: the same as the new path's. */
export const previewScheduleDeprecatedAccess = (deps: AppDeps, caller: Caller, req: Req<'previewScheduleDeprecated'>) =>
  previewScheduleAccess(deps, caller, req);

/** Bounds a tenant's automations and workflows, each kind apart (docs/decisions.md#bounds): each costs a query on every matching event. */
const maxPerProject = 50;

export async function assertRoomInProject(trx: Knex.Transaction, kind: RuleKind, projectId: string): Promise<void> {
  const existing = await trx('automations').where({ project_id: projectId, kind }).count({ count: '*' }).first();
  if (Number(existing?.count) >= maxPerProject) {
    throw invalid(`Project ${projectId} already has ${maxPerProject} ${kind}s, the most a project may have; delete one first.`, [
      { field: '/project_id', message: `already has the maximum of ${maxPerProject} ${kind}s` },
    ]);
  }
}

/** A page of a project's, or a workspace's visible projects', automations or workflows, newest first. */
export async function listRules<T>(
  deps: AppDeps,
  caller: Caller,
  kind: RuleKind,
  query: Req<'listAutomations'>['query'],
  toJson: (row: Automation) => T,
) {
  const { knex } = deps;
  const list = knex<Automation>('automations').where('automations.kind', kind).orderBy('automations.id', 'desc');
  if (query.project_id) {
    const { project } = await projectAccess(accessScope(deps, caller), query.project_id, { need: 'read', action: `Reading ${kind}s` });
    list.where('automations.workspace_id', project.workspace_id).where('automations.project_id', project.id);
  } else {
    const workspaceId = workspaceOrHome(caller, query.workspace_id, 'pass project_id or workspace_id');
    const membership = await workspaceMembership(accessScope(deps, caller), workspaceId);
    list
      .join('projects', (on) => on.on('projects.workspace_id', 'automations.workspace_id').andOn('projects.id', 'automations.project_id'))
      .where('automations.workspace_id', workspaceId)
      .select('automations.*');
    onlyVisibleProjects(list, membership);
  }
  return pageOf(list, query, toJson);
}

/** Every automation or workflow of one project (at most 50 of each), newest first. */
export async function listProjectRules<T>(
  deps: AppDeps,
  caller: Caller,
  kind: RuleKind,
  projectId: string,
  toJson: (row: Automation) => T,
) {
  const { project } = await projectAccess(accessScope(deps, caller), projectId, { need: 'read', action: `Reading ${kind}s` });
  const rows = await deps
    .knex('automations')
    .where({ workspace_id: project.workspace_id, project_id: project.id, kind })
    .orderBy('id', 'desc');
  return rows.map(toJson);
}

export function listAutomations(deps: AppDeps, caller: Caller, req: Req<'listAutomations'>) {
  return listRules(deps, caller, 'automation', req.query, toAutomationListItemJson);
}

export function listProjectAutomations(deps: AppDeps, caller: Caller, req: Req<'listProjectAutomations'>) {
  return listProjectRules(deps, caller, 'automation', req.path.project_id, toAutomationListItemJson);
}

export async function createAutomation(deps: AppDeps, caller: Caller, req: Req<'createAutomation'>) {
  const { body } = req;
  const secretKey = deps.config.secretKey;
  return deps.knex.transaction(async (trx) => {
    const { project, membership } = await createAutomationAccess({ ...deps, knex: trx }, caller, req);
    assertNotArchived(project);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    validateAutomation({
      type: body.type,
      trigger: body.trigger,
      actions: body.actions,
      plan: workspace.plan,
      timeZone: workspace.timezone,
    });
    await assertRoomInProject(trx, 'automation', project.id);
    await assertTargetsWritable(trx, { member: membership, workspaceId: workspace.id }, body.actions);
    const sealed = sealHeaders(body.actions, {}, headerBox(secretKey));
    const [automation] = await trx('automations')
      .insert(
        withJsonb<Automation>(
          trx,
          {
            id: newId('auto'),
            kind: 'automation',
            workspace_id: project.workspace_id,
            project_id: project.id,
            name: body.name,
            type: body.type,
            enabled: body.enabled ?? true,
            trigger: body.trigger,
            actions: sealed.actions,
            header_secrets: sealed.secrets,
            author_member_id: membership.memberId,
            author_name: caller.userName,
          },
          automationJsonColumns,
        ),
      )
      .returning('*');
    if (!automation) throw new Error('insert returned no row');
    await reschedule(trx, automation, { timeZone: workspace.timezone });
    await automationEvent(trx, automation, { change: 'created', workspaceId: workspace.id, actor: userActor(caller) });
    return toAutomationJson(automation);
  });
}

export async function getAutomation(deps: AppDeps, caller: Caller, req: Req<'getAutomation'>) {
  const { automation } = await automationAccess(accessScope(deps, caller), req.path.automation_id, {
    need: 'read',
    action: 'Reading an automation',
  });
  return toAutomationJson(automation);
}

export async function updateAutomation(deps: AppDeps, caller: Caller, req: Req<'updateAutomation'>) {
  const { body } = req;
  const id = req.path.automation_id;
  const secretKey = deps.config.secretKey;
  return deps.knex.transaction(async (trx) => {
    const { automation, project, membership } = await automationAccess(accessScope(deps, caller, trx), id, {
      need: 'edit',
      action: 'Changing an automation',
    });
    assertNotArchived(project);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    // Re-enabling a schedule re-checks it against the plan, which may have shrunk since it was set.
    const enabling = body.enabled === true && !automation.enabled;
    const trigger = body.trigger ?? (enabling && automation.type === 'scheduled' ? automation.trigger : undefined);
    validateAutomation({ type: automation.type, trigger, actions: body.actions, plan: workspace.plan, timeZone: workspace.timezone });
    // Only values that differ are changes: re-sending the current ones writes nothing and no event.
    const changes: Partial<Automation> = {};
    if (body.name !== undefined && body.name !== automation.name) changes.name = body.name;
    if (body.enabled !== undefined && body.enabled !== automation.enabled) changes.enabled = body.enabled;
    if (body.trigger !== undefined && !isDeepStrictEqual(body.trigger, automation.trigger)) changes.trigger = body.trigger;
    if (body.actions !== undefined) {
      const sealed = sealHeaders(body.actions, automation.header_secrets, headerBox(secretKey), undefined, automation.actions);
      if (!isDeepStrictEqual(sealed.actions, automation.actions) || !isDeepStrictEqual(sealed.secrets, automation.header_secrets)) {
        changes.actions = sealed.actions;
        changes.header_secrets = sealed.secrets;
      }
    }
    if (changes.trigger !== undefined || changes.actions !== undefined) {
      Object.assign(changes, await takeOver(trx, { membership, workspaceId: workspace.id, caller }, changes.actions ?? automation.actions));
    }
    if (Object.keys(changes).length === 0) return toAutomationJson(automation);
    const updated = one(
      await trx('automations')
        .where({ id })
        .update(withJsonb<Automation>(trx, { ...changes, updated_at: new Date() }, automationJsonColumns))
        .returning('*'),
    );
    // A changed schedule or enabled flag moves the next run; an unchanged one keeps it.
    if (changes.trigger !== undefined || changes.enabled !== undefined) await reschedule(trx, updated, { timeZone: workspace.timezone });
    await automationEvent(trx, updated, { change: 'updated', workspaceId: workspace.id, actor: userActor(caller) });
    return toAutomationJson(updated);
  });
}

/**
 * Whoever changes what an automation or workflow does (its trigger, actions or steps) becomes the one
 * it acts as, within their own access: the actions it will perform are checked against it first.
 */
export async function takeOver(
  trx: Knex.Transaction,
  { membership, workspaceId, caller }: { membership: ProjectAccess['membership']; workspaceId: string; caller: Caller },
  actions: Array<Action | undefined>,
  at?: (index: number) => string,
  noun?: RuleKind,
): Promise<Pick<Automation, 'author_member_id' | 'author_name'>> {
  await assertTargetsWritable(trx, { member: membership, workspaceId }, actions, at, noun);
  return { author_member_id: membership.memberId, author_name: caller.userName };
}

export async function deleteAutomation(deps: AppDeps, caller: Caller, req: Req<'deleteAutomation'>): Promise<void> {
  const id = req.path.automation_id;
  // Tried again on a deadlock with the engine rather than answered 409 (deleteWithRuns says why).
  await transactionRetryingConflicts(deps.knex, async (trx) => {
    const { automation, project } = await automationAccess(accessScope(deps, caller, trx), id, {
      need: 'edit',
      action: 'Deleting an automation',
    });
    assertNotArchived(project);
    await cancelSchedules(trx, [id]);
    await automationEvent(trx, automation, { change: 'deleted', workspaceId: project.workspace_id, actor: userActor(caller) });
    await deleteWithRuns(trx, id);
  });
}

export async function listAutomationRuns(deps: AppDeps, caller: Caller, { path, query }: Req<'listAutomationRuns'>) {
  const id = path.automation_id;
  await automationAccess(accessScope(deps, caller), id, { need: 'read', action: 'Reading runs' });
  const list = deps
    .knex('automation_runs')
    .where('automation_id', id)
    .orderBy([
      { column: 'started_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return pageOf(list, query, toRunJson);
}

/**
 * Starts a run of an automation, in one transaction: first its operation's `access` check, then
 * refused (409, with whyNotStart's reason) when its project is archived, it is disabled, its author
 * left, or the month's runs are used up.
 * `origin` says what the run stands for, from the locked automation and its project.
 */
async function startRunOf(
  deps: AppDeps,
  run: {
    access: (deps: AppDeps) => ReturnType<typeof startAutomationRunAccess>;
    origin: (trx: Knex.Transaction, automation: Automation) => Promise<RunOrigin>;
  },
) {
  const { access, origin } = run;
  const created = await deps.knex.transaction(async (trx) => {
    const { automation, project } = await access({ ...deps, knex: trx });
    const from = await origin(trx, automation);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    const author = await currentAuthor(trx, automation);
    const allowance = () => lockRunAllowance(trx, workspace);
    const blocked = await whyNotStart({ automation, projectArchived: project.archived, author, allowance });
    if (blocked) throw conflict(blocked.reason);
    const [started] = await createRuns(trx, workspace.id, [{ automation, origin: from }]);
    return started!;
  });
  return toRunJson(created);
}

/** Starts a run now, whatever the trigger; counted against the plan like any other run. */
export function startAutomationRun(deps: AppDeps, caller: Caller, req: Req<'startAutomationRun'>) {
  return startRunOf(deps, {
    access: (inTransaction) => startAutomationRunAccess(inTransaction, caller, req),
    origin: () =>
      Promise.resolve({
        trigger: { kind: 'manual', user: { id: caller.userId, name: caller.userName } },
        automationChain: [],
        actor: userActor(caller),
      }),
  });
}

/** A new run of a failed one's trigger (its event, with the same loop-guard chain) and the automation's current actions. */
export function retryAutomationRun(deps: AppDeps, caller: Caller, req: Req<'retryAutomationRun'>) {
  const { automation_id: id, run_id: runId } = req.path;
  return startRunOf(deps, {
    access: (inTransaction) => retryAutomationRunAccess(inTransaction, caller, req),
    origin: async (trx) => {
      const failed: AutomationRun | undefined = await trx('automation_runs').where({ id: runId, automation_id: id }).first();
      if (!failed) throw notFound(`Run ${runId} not found for this automation.`);
      if (failed.status !== 'failed') {
        throw conflict(`Run ${runId} did not fail (its status is ${failed.status}); only a failed run can be retried.`);
      }
      return { trigger: failed.trigger, automationChain: failed.automation_chain, actor: userActor(caller), retryOf: failed.id };
    },
  });
}

/** The coming fire times of a scheduled automation, in its workspace's time zone, against its plan. */
export async function getAutomationSchedule(deps: AppDeps, caller: Caller, req: Req<'getAutomationSchedule'>) {
  const id = req.path.automation_id;
  const count = req.query.count ?? 10;
  const { automation, project } = await automationAccess(accessScope(deps, caller), id, { need: 'read', action: 'Reading a schedule' });
  if (automation.type !== 'scheduled' || !automation.trigger.schedule) {
    throw conflict(`Automation ${id} is started by events; it has no schedule.`);
  }
  const workspace = await workspaceFacts(deps.knex, project.workspace_id);
  const parsed = parseSchedule(automation.trigger.schedule, workspace.timezone);
  if ('error' in parsed) throw conflict(`Automation ${id} has a schedule that no longer parses: ${parsed.error}.`);
  return schedulePreview(
    { cron: parsed.cron, expression: automation.trigger.schedule, timeZone: workspace.timezone },
    { plan: workspace.plan, count },
  );
}

/** A schedule tried before it is saved: the workspace's (or the key's home workspace's) plan, and its time zone unless one is given. */
export async function previewSchedule(deps: AppDeps, caller: Caller, req: Pick<Req<'previewSchedule'>, 'body'>) {
  const { body } = req;
  const workspaceId = await previewScheduleAccess(deps, caller, req);
  const workspace = await workspaceFacts(deps.knex, workspaceId);
  const timeZone = body.timezone === undefined ? workspace.timezone : canonicalTimeZone(body.timezone);
  if (!timeZone)
    throw invalid(`timezone '${body.timezone}' is not an IANA time zone.`, [
      { field: '/timezone', message: 'must be an IANA time zone such as Europe/Berlin' },
    ]);
  const parsed = parseSchedule(body.schedule, timeZone);
  if ('error' in parsed) {
    throw invalid(`schedule is not a valid cron expression: ${parsed.error}.`, [
      { field: '/schedule', message: `is not a valid cron expression: ${parsed.error}` },
    ]);
  }
  if (!nextFireTime(parsed.cron, timeZone, new Date()))
    throw invalid('schedule never fires.', [{ field: '/schedule', message: 'never fires' }]);
  return schedulePreview({ cron: parsed.cron, expression: body.schedule, timeZone }, { plan: workspace.plan, count: body.count ?? 10 });
}

/** The old preview path, until its sunset (2027-05-31): the same answers as `previewSchedule`. */
export const previewScheduleDeprecated = (deps: AppDeps, caller: Caller, req: Req<'previewScheduleDeprecated'>) =>
  previewSchedule(deps, caller, req);
