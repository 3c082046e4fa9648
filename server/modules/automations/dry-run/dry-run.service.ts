import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import type { OperationRequest } from '../../../../generated/handlers.ts';
import type { Caller } from '../../../auth/access.ts';
import type { AppDeps } from '../../../context.ts';
import { invalid, type ErrorDetail } from '../../../errors.ts';
import { userActor } from '../../../events/record-event.ts';
import { cycleBounds, monthlyRunLimit, runsUsed } from '../../workspaces/usage.ts';
import { workspaceFacts, type WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { testAutomationAccess } from '../api/automations.service.ts';
import { currentAuthor, mayReadEventOf } from '../author-access.ts';
import type { Automation } from '../automations.model.ts';
import { explainFilter } from '../engine/filter-explanations.ts';
import { filtersMatch } from '../engine/filters.ts';
import { runVariables } from '../engine/run-variables.ts';
import { nextFireTime, parseSchedule } from '../schedule/cron.ts';
import type { EventTrigger } from '../validate-automation.ts';
import { eventToTry, type TriedEvent } from './event-to-try.ts';
import { catalogEntry } from './sample-event.ts';
import { shownActual, withinAnswerBudget } from './answer-bounds.ts';
import { previewStep, type StepPreview } from './step-previews.ts';

type DryRun = components['schemas']['AutomationDryRun'];
type DryRunRequest = components['schemas']['AutomationDryRunRequest'];

/** Bounds what a dry run renders from data it is given: a run's event data is far smaller. */
const maxDryRunDataBytes = 16_384;

function checkRequest(automation: Automation, body: DryRunRequest | undefined): void {
  const problems: ErrorDetail[] = [];
  if (automation.type === 'scheduled') {
    for (const field of ['event_type', 'data'] as const)
      if (body?.[field] !== undefined) problems.push({ field: `/${field}`, message: 'applies only to event automations' });
    if (problems.length > 0) {
      throw invalid(
        `${problems[0]!.field.slice(1)} applies only to event automations; a scheduled automation is tried with no body.`,
        problems,
      );
    }
  }
  const size = body?.data === undefined ? 0 : Buffer.byteLength(JSON.stringify(body.data));
  if (size > maxDryRunDataBytes) {
    throw invalid(`data is ${size} bytes as JSON; a dry run takes at most ${maxDryRunDataBytes}.`, [
      { field: '/data', message: `is ${size} bytes as JSON; at most ${maxDryRunDataBytes} are allowed` },
    ]);
  }
}

function eventTriggerCheck(trigger: EventTrigger, type: string): DryRun['trigger'] {
  if (type !== trigger.event) {
    return { matched: false, reason: `A ${type} event does not start this automation; ${trigger.event} events do.` };
  }
  const where = catalogEntry(type).level === 'project' ? "in this automation's project" : 'anywhere in its workspace';
  return { matched: true, reason: `A ${type} event ${where} starts it.` };
}

function scheduleCheck(automation: Automation, workspace: WorkspaceFacts): DryRun['trigger'] {
  const schedule = automation.trigger.schedule ?? '';
  const parsed = parseSchedule(schedule, workspace.timezone);
  if ('error' in parsed) return { matched: false, reason: `Its schedule '${schedule}' no longer parses: ${parsed.error}.` };
  const next = nextFireTime(parsed.cron, workspace.timezone, new Date());
  const when = next ? `; the next fire time is ${next.toISOString()}` : ', but it never fires again';
  return { matched: true, reason: `It runs on its schedule '${schedule}' in ${workspace.timezone}${when}.` };
}

/** Why no run would start, the first reason in the order a run meets them; undefined when one would. */
async function blocker(
  deps: AppDeps,
  input: {
    automation: Automation;
    archived: boolean;
    authorPresent: boolean;
    authorReads: boolean;
    trigger: DryRun['trigger'];
    filters: DryRun['filters'];
    filtersMatch: boolean;
    workspace: WorkspaceFacts;
  },
): Promise<string | undefined> {
  const { automation, workspace } = input;
  if (input.archived) return 'Its project is archived, and automations of archived projects do not run.';
  if (!automation.enabled) return 'The automation is disabled, so no run would start; enable it with PATCH enabled=true.';
  if (!input.authorPresent) return 'Its author left the workspace, so no run would start until someone saves its trigger or actions again.';
  if (!input.trigger.matched) return `${input.trigger.reason} No run would start.`;
  if (!input.authorReads)
    return "Its author may not read this event, and an automation acts within its author's access: no run would start.";
  if (!input.filtersMatch) {
    const failed = input.filters.find((f) => !f.matched)!;
    return automation.trigger.match === 'any'
      ? 'No filter matches, and at least one must: no run would start.'
      : `Filter ${failed.index} does not match (${failed.reason}), and every filter must: no run would start.`;
  }
  const limit = monthlyRunLimit[workspace.plan];
  if (limit !== null && (await runsUsed(deps.knex, workspace.id)) >= limit) {
    return `The workspace used all ${limit} automation runs of the ${workspace.plan} plan this month, so no run would start before ${cycleBounds().end.toISOString()}.`;
  }
  return undefined;
}

function runReason(steps: StepPreview[]): string {
  const failing = steps.find((s) => s.problem !== null);
  if (failing) return `A run would start, and step ${failing.index} (${failing.type}) would fail: ${failing.problem}`;
  return `A run would start and perform its ${steps.length} step${steps.length === 1 ? '' : 's'}.`;
}

/**
 * A dry run: the trigger and each filter against an event, and every action rendered and checked
 * with the author's access, as a run would; nothing is sent, written, counted or recorded.
 */
export async function testAutomation(deps: AppDeps, caller: Caller, req: OperationRequest<'testAutomation'>): Promise<DryRun> {
  const { knex } = deps;
  const { body } = req;
  const { automation, project, membership } = await testAutomationAccess(deps, caller, req);
  checkRequest(automation, body);
  const [workspace, author] = await Promise.all([workspaceFacts(knex, project.workspace_id), currentAuthor(knex, automation)]);
  let event: TriedEvent | undefined;
  let trigger: DryRun['trigger'];
  let filters: DryRun['filters'] = [];
  let matches = true;
  let authorReads = author !== undefined;
  if (automation.type === 'event') {
    const eventTrigger = automation.trigger as EventTrigger;
    event = await eventToTry(knex, {
      type: body?.event_type ?? eventTrigger.event,
      automationId: automation.id,
      data: body?.data,
      project,
      viewer: membership,
      viewerActor: userActor(caller),
    });
    trigger = eventTriggerCheck(eventTrigger, event.type);
    filters = (eventTrigger.filters ?? []).map((filter, index) => {
      const { matched, actual, reason } = explainFilter(filter, event!.data);
      return { index, ...filter, ...(actual === undefined ? {} : { actual: shownActual(actual) }), matched, reason };
    });
    matches = filtersMatch(eventTrigger.filters, eventTrigger.match, event.data);
    authorReads = author !== undefined && (await mayReadEventOf(knex, { member: author, project }, event));
  } else {
    trigger = scheduleCheck(automation, workspace);
  }
  const eventData = event?.data ?? {};
  const variables = runVariables({ project, workspace, automation, trigger: { kind: event ? 'event' : 'schedule' }, eventData });
  const steps: StepPreview[] = [];
  // One after another, as a run goes: each step's checks are a few reads.
  for (const [index, action] of automation.actions.entries()) {
    steps.push(
      await previewStep({ db: knex, config: deps.config, project, author, viewer: membership, variables, eventData }, action, index),
    );
  }
  const blocked = await blocker(deps, {
    automation,
    archived: project.archived,
    authorPresent: author !== undefined,
    authorReads,
    trigger,
    filters,
    filtersMatch: matches,
    workspace,
  });
  return withinAnswerBudget({
    automation_id: automation.id,
    would_run: blocked === undefined,
    reason: blocked ?? runReason(steps),
    ...(event ? { event: { source: event.source, id: event.id, type: event.type, created_at: event.created_at, data: event.data } } : {}),
    trigger,
    match: automation.type === 'event' ? ((automation.trigger as EventTrigger).match ?? 'all') : null,
    filters,
    steps,
  });
}
