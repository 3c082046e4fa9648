import type { AppDeps } from '../../../context.ts';
import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import { workspaceMembership, workspaceOrHome, type Caller } from '../../../auth/access.ts';
import { onlyVisibleProjects, projectAccess, projectChildAccess, type ProjectAccess } from '../../projects/project-access.ts';
import type { AuthCache } from '../../../auth/auth-cache.ts';
import {
  automationJsonColumns,
  toAutomationJson,
  toAutomationListItemJson,
  toRunJson,
  type Automation,
  type AutomationRun,
} from '../automations.model.ts';
import { assertTargetsWritable, currentAuthor } from '../author-access.ts';
import { createRun, type RunOrigin } from '../engine/create-run.ts';
import { headerBox, sealHeaders } from '../header-secrets.ts';
import { cancelPendingJobs, reschedule } from '../schedule/schedule-jobs.ts';
import { validateAutomation, type Action, type Trigger } from '../validate-automation.ts';
import { userActor } from '../../../events/record-event.ts';
import { withJsonb } from '../../../db/jsonb.ts';
import { conflict, notFound, invalid } from '../../../errors.ts';
import { pageOf, type PageInput } from '../../../http/pagination.ts';
import { newId } from '../../../db/ids.ts';
import { enqueue } from '../../../queue/enqueue.ts';
import { assertNotArchived } from '../../projects/archived.ts';
import { cycleBounds, monthlyRunLimit } from '../../workspaces/usage.ts';
import { one } from '../../../db/one.ts';
import { automationEvent } from '../automation-events.ts';
import { workspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { canonicalTimeZone } from '../../workspaces/timezone.ts';
import { nextFireTime, parseSchedule } from '../schedule/cron.ts';
import { schedulePreview } from '../schedule/schedule-preview.ts';

/**
 * The automation and its project, if the caller may see the project (404 for both otherwise). A write
 * locks both inside a transaction; outside one (a replay's check) it takes no lock and waits on no writer.
 */
async function automationAccess(
  db: Knex | Knex.Transaction,
  cache: AuthCache,
  caller: Caller,
  id: string,
  need: 'read' | 'edit',
  action: string,
) {
  const {
    row: automation,
    project,
    membership,
  } = await projectChildAccess(
    db,
    cache,
    caller,
    (forUpdate) =>
      forUpdate && (db as Knex.Transaction).isTransaction
        ? db('automations').where({ id }).forUpdate().first()
        : db('automations').where({ id }).first(),
    () => notFound(`Automation ${id} not found.`),
    need,
    action,
  );
  return { automation, project, membership };
}

/**
 * Who may create an automation in the project: an editor who sees it. Inside the operation's
 * transaction (`deps.knex` is it) the project is locked for update, as the automation limit counts in it.
 */
export function createAutomationAccess(deps: AppDeps, caller: Caller, projectId: string): Promise<ProjectAccess> {
  return projectAccess(deps.knex, deps.authCache, caller, projectId, 'edit', 'Creating an automation', { lock: 'update' });
}

/** Who may start a run by hand: an editor who sees the automation's project (its rows locked in a transaction). */
export function startAutomationRunAccess(deps: AppDeps, caller: Caller, automationId: string) {
  return automationAccess(deps.knex, deps.authCache, caller, automationId, 'edit', 'Starting a run');
}

/** Who may retry a failed run: as for starting one. */
export function retryAutomationRunAccess(deps: AppDeps, caller: Caller, automationId: string) {
  return automationAccess(deps.knex, deps.authCache, caller, automationId, 'edit', 'Retrying a run');
}

/** Who may try an automation (its dry run, in `dry-run/`): anyone who sees its project, as a dry run changes nothing. */
export function testAutomationAccess(deps: AppDeps, caller: Caller, automationId: string) {
  return automationAccess(deps.knex, deps.authCache, caller, automationId, 'read', 'Trying an automation');
}

/** Who may preview a schedule: any member of the workspace named, else of the key's home workspace (whose id it returns). */
export async function previewScheduleAccess(deps: AppDeps, caller: Caller, workspaceId: string | undefined): Promise<string> {
  const id = workspaceOrHome(caller, workspaceId);
  await workspaceMembership(deps.knex, deps.authCache, caller, id);
  return id;
}

/** Bounds a tenant's automations (docs/decisions.md#bounds): each costs a query on every matching event. */
const maxAutomationsPerProject = 50;

async function assertRoomInProject(trx: Knex.Transaction, projectId: string): Promise<void> {
  const existing = await trx('automations').where({ project_id: projectId }).count({ count: '*' }).first();
  if (Number(existing?.count) >= maxAutomationsPerProject) {
    throw invalid(
      `Project ${projectId} already has ${maxAutomationsPerProject} automations, the most a project may have; delete one first.`,
      [{ field: '/project_id', message: `already has the maximum of ${maxAutomationsPerProject} automations` }],
    );
  }
}

export async function listAutomations(deps: AppDeps, caller: Caller, query: PageInput & { project_id?: string; workspace_id?: string }) {
  const { knex, authCache: cache } = deps;
  const list = knex<Automation>('automations').orderBy('automations.id', 'desc');
  if (query.project_id) {
    await projectAccess(knex, cache, caller, query.project_id, 'read', 'Reading automations');
    list.where('project_id', query.project_id);
  } else {
    const workspaceId = workspaceOrHome(caller, query.workspace_id, 'pass project_id or workspace_id');
    const membership = await workspaceMembership(knex, cache, caller, workspaceId);
    list.join('projects', 'projects.id', 'automations.project_id').where('projects.workspace_id', workspaceId).select('automations.*');
    onlyVisibleProjects(list, knex, membership);
  }
  return pageOf(list, query, toAutomationListItemJson);
}

export async function listProjectAutomations(deps: AppDeps, caller: Caller, projectId: string) {
  const { knex, authCache: cache } = deps;
  await projectAccess(knex, cache, caller, projectId, 'read', 'Reading automations');
  const rows = await knex('automations').where('project_id', projectId).orderBy('id', 'desc');
  return rows.map(toAutomationListItemJson);
}

export async function createAutomation(
  deps: AppDeps,
  caller: Caller,
  body: { project_id: string; name: string; type: 'event' | 'scheduled'; enabled?: boolean; trigger: Trigger; actions: Action[] },
) {
  const secretKey = deps.config.secretKey!;
  return deps.knex.transaction(async (trx) => {
    const { project, membership } = await createAutomationAccess({ ...deps, knex: trx }, caller, body.project_id);
    assertNotArchived(project);
    const workspace = await workspaceFacts(trx, project.workspace_id);
    validateAutomation({
      type: body.type,
      trigger: body.trigger,
      actions: body.actions,
      plan: workspace.plan,
      timeZone: workspace.timezone,
    });
    await assertRoomInProject(trx, project.id);
    await assertTargetsWritable(trx, body.actions, membership, workspace.id);
    const sealed = sealHeaders(body.actions, {}, headerBox(secretKey));
    const [automation] = await trx('automations')
      .insert(
        withJsonb<Automation>(
          trx,
          {
            id: newId('auto'),
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
    await reschedule(trx, automation, workspace.timezone);
    await automationEvent(trx, 'automation.created', automation, workspace.id, userActor(caller));
    return toAutomationJson(automation);
  });
}

export async function getAutomation(deps: AppDeps, caller: Caller, id: string) {
  const { knex, authCache: cache } = deps;
  const { automation } = await automationAccess(knex, cache, caller, id, 'read', 'Reading an automation');
  return toAutomationJson(automation);
}

export async function updateAutomation(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: { name?: string; enabled?: boolean; trigger?: Trigger; actions?: Action[] },
) {
  const { knex, authCache: cache } = deps;
  const secretKey = deps.config.secretKey!;
  return knex.transaction(async (trx) => {
    const { automation, project, membership } = await automationAccess(trx, cache, caller, id, 'edit', 'Changing an automation');
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
      const sealed = sealHeaders(body.actions, automation.header_secrets, headerBox(secretKey));
      if (!isDeepStrictEqual(sealed.actions, automation.actions) || !isDeepStrictEqual(sealed.secrets, automation.header_secrets)) {
        changes.actions = sealed.actions;
        changes.header_secrets = sealed.secrets;
      }
    }
    // Whoever changes what an automation does becomes the one it acts as, within their own access.
    if (changes.trigger !== undefined || changes.actions !== undefined) {
      await assertTargetsWritable(trx, changes.actions ?? automation.actions, membership, workspace.id);
      changes.author_member_id = membership.memberId;
      changes.author_name = caller.userName;
    }
    if (Object.keys(changes).length === 0) return toAutomationJson(automation);
    const updated = one(
      await trx('automations')
        .where({ id })
        .update(withJsonb<Automation>(trx, { ...changes, updated_at: new Date() }, automationJsonColumns))
        .returning('*'),
    );
    // A changed schedule or enabled flag moves the next run; an unchanged one keeps it.
    if (changes.trigger !== undefined || changes.enabled !== undefined) await reschedule(trx, updated, workspace.timezone);
    await automationEvent(trx, 'automation.updated', updated, workspace.id, userActor(caller));
    return toAutomationJson(updated);
  });
}

export async function deleteAutomation(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  const { knex, authCache: cache } = deps;
  await knex.transaction(async (trx) => {
    const { automation, project } = await automationAccess(trx, cache, caller, id, 'edit', 'Deleting an automation');
    assertNotArchived(project);
    await cancelPendingJobs(trx, [id]);
    await automationEvent(trx, 'automation.deleted', automation, project.workspace_id, userActor(caller));
    await trx('automations').where({ id }).delete();
  });
}

export async function listRuns(deps: AppDeps, caller: Caller, id: string, page: PageInput) {
  const { knex, authCache: cache } = deps;
  await automationAccess(knex, cache, caller, id, 'read', 'Reading runs');
  const list = knex('automation_runs')
    .where('automation_id', id)
    .orderBy([
      { column: 'started_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return pageOf(list, page, toRunJson);
}

/**
 * Starts a run of an automation, in one transaction: first its operation's `access` check, then
 * refused (409) when the automation is disabled, its author left, or the month's runs are used up.
 * `origin` says what the run stands for, from the locked automation and its project.
 */
async function startRunOf(
  deps: AppDeps,
  caller: Caller,
  run: {
    id: string;
    access: typeof startAutomationRunAccess;
    origin: (trx: Knex.Transaction, automation: Automation) => Promise<RunOrigin>;
  },
) {
  const { id, access, origin } = run;
  const created = await deps.knex.transaction(async (trx) => {
    const { automation, project } = await access({ ...deps, knex: trx }, caller, id);
    assertNotArchived(project);
    const from = await origin(trx, automation);
    if (!automation.enabled) throw conflict(`Automation ${id} is disabled and does not run; enable it first (PATCH enabled=true).`);
    if (!(await currentAuthor(trx, automation))) {
      throw conflict(
        `Automation ${id} does not run: its author left the workspace. Save its trigger or actions again (PATCH) to make it act as you.`,
      );
    }
    const workspace = await workspaceFacts(trx, project.workspace_id);
    const result = await createRun(trx, automation, workspace, from);
    if (!result) {
      const resets = cycleBounds().end.toISOString();
      throw conflict(
        `The workspace used all ${monthlyRunLimit[workspace.plan]} automation runs of the ${workspace.plan} plan this month; runs resume on ${resets}.`,
      );
    }
    await enqueue(trx, [result.job]);
    return result.run;
  });
  return toRunJson(created);
}

/** Starts a run now, whatever the trigger; counted against the plan like any other run. */
export function startRun(deps: AppDeps, caller: Caller, id: string) {
  return startRunOf(deps, caller, {
    id,
    access: startAutomationRunAccess,
    origin: async () => ({
      trigger: { kind: 'manual', user: { id: caller.userId, name: caller.userName } },
      automationChain: [],
      actor: userActor(caller),
    }),
  });
}

/** A new run of a failed one's trigger (its event, with the same loop-guard chain) and the automation's current actions. */
export function retryRun(deps: AppDeps, caller: Caller, id: string, runId: string) {
  return startRunOf(deps, caller, {
    id,
    access: retryAutomationRunAccess,
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
export async function getSchedule(deps: AppDeps, caller: Caller, id: string, count: number) {
  const { automation, project } = await automationAccess(deps.knex, deps.authCache, caller, id, 'read', 'Reading a schedule');
  if (automation.type !== 'scheduled' || !automation.trigger.schedule) {
    throw conflict(`Automation ${id} is started by events; it has no schedule.`);
  }
  const workspace = await workspaceFacts(deps.knex, project.workspace_id);
  const parsed = parseSchedule(automation.trigger.schedule, workspace.timezone);
  if ('error' in parsed) throw conflict(`Automation ${id} has a schedule that no longer parses: ${parsed.error}.`);
  return schedulePreview(parsed.cron, automation.trigger.schedule, workspace.timezone, workspace.plan, count);
}

/** A schedule tried before it is saved: the workspace's (or the key's home workspace's) plan, and its time zone unless one is given. */
export async function previewSchedule(
  deps: AppDeps,
  caller: Caller,
  body: { schedule: string; timezone?: string; count?: number; workspace_id?: string },
) {
  const workspaceId = await previewScheduleAccess(deps, caller, body.workspace_id);
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
  return schedulePreview(parsed.cron, body.schedule, timeZone, workspace.plan, body.count ?? 10);
}
