import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import type { OperationRequest } from '../../../../generated/handlers.ts';
import type { Caller } from '../../../auth/access.ts';
import type { AppDeps } from '../../../context.ts';
import { invalid, type ErrorDetail } from '../../../errors.ts';
import { userActor } from '../../../events/record-event.ts';
import { workspaceFacts, type WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { testAutomationAccess } from '../api/automations.service.ts';
import { currentAuthor, mayReadEventOf } from '../author-access.ts';
import type { Automation } from '../automations.model.ts';
import { explainFilter } from '../engine/filter-explanations.ts';
import { runAllowance } from '../engine/run-usage.ts';
import { triggerMismatch, whyNotStart } from '../engine/start-check.ts';
import { runVariables } from '../engine/run-variables.ts';
import { nextFireTime, parseSchedule } from '../schedule/cron.ts';
import type { EventTrigger } from '../validate-automation.ts';
import { eventToTry, type TriedEvent } from './event-to-try.ts';
import { catalogEntry } from './sample-event.ts';
import { shownActual, withinAnswerBudget } from './answer-bounds.ts';
import { maskedHeaders, previewRenderLimit, previewStep, type StepPreview } from './step-previews.ts';

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
    return { matched: false, reason: triggerMismatch(type, trigger.event) };
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
  } else {
    trigger = scheduleCheck(automation, workspace);
  }
  const eventData = event?.data ?? {};
  const variables = runVariables({ project, workspace, automation, trigger: { kind: event ? 'event' : 'schedule' }, eventData });
  const steps: StepPreview[] = [];
  const prepare = {
    db: knex,
    config: deps.config,
    project,
    author,
    viewer: membership,
    variables,
    eventData,
    headerValues: maskedHeaders,
    renderLimit: previewRenderLimit,
  };
  // One after another, as a run goes: each step's checks are a few reads.
  for (const [index, action] of automation.actions.entries()) steps.push(await previewStep({ ...prepare, stepIndex: index }, action));
  const blocked = await whyNotStart({
    automation,
    projectArchived: project.archived,
    author,
    // As a run asks it: the author must see the automation's project, and what the event is about.
    event: {
      authorReads: () => mayReadEventOf(knex, { member: author!, project }, event),
      ...(event ? { matching: { type: event.type, data: event.data, chain: [] } } : {}),
    },
    allowance: () => runAllowance(knex, workspace),
  });
  return withinAnswerBudget({
    automation_id: automation.id,
    would_run: blocked === undefined,
    reason: blocked?.reason ?? runReason(steps),
    ...(event ? { event: { source: event.source, id: event.id, type: event.type, created_at: event.created_at, data: event.data } } : {}),
    trigger,
    match: automation.type === 'event' ? ((automation.trigger as EventTrigger).match ?? 'all') : null,
    filters,
    steps,
  });
}
