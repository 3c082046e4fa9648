import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import type { OperationRequest } from '../../../../generated/handlers.ts';
import type { Caller } from '../../../auth/access.ts';
import type { AppDeps } from '../../../context.ts';
import { invalid, type ErrorDetail } from '../../../errors.ts';
import { userActor } from '../../../events/record-event.ts';
import { workspaceFacts, type WorkspaceFacts } from '../../workspaces/workspaces.queries.ts';
import { testAutomationAccess } from '../api/automations.service.ts';
import { currentAuthor, mayReadEventOf } from '../author-access.ts';
import type { Automation, RuleKind } from '../automations.model.ts';
import { explainFilter, type FilterOutcome } from '../engine/filter-explanations.ts';
import { currentSubject, evaluateCondition } from '../engine/conditions.ts';
import { programOf } from '../engine/program.ts';
import { maxWaitingRuns, waitingRuns, waitRefusal } from '../engine/waiting-room.ts';
import type { Project } from '../../projects/projects.model.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import { testWorkflowAccess } from '../../workflows/workflows.service.ts';
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
type WorkflowDryRun = components['schemas']['WorkflowDryRun'];
type DryRunRequest = components['schemas']['AutomationDryRunRequest'];

/** Bounds what a dry run renders from data it is given: a run's event data is far smaller. */
const maxDryRunDataBytes = 16_384;

function checkRequest(automation: Automation, body: DryRunRequest | undefined): void {
  const problems: ErrorDetail[] = [];
  const noun = automation.kind;
  if (automation.type === 'scheduled') {
    for (const field of ['event_type', 'data'] as const)
      if (body?.[field] !== undefined) problems.push({ field: `/${field}`, message: `applies only to event ${noun}s` });
    if (problems.length > 0) {
      throw invalid(`${problems[0]!.field.slice(1)} applies only to event ${noun}s; a scheduled ${noun} is tried with no body.`, problems);
    }
  }
  const size = body?.data === undefined ? 0 : Buffer.byteLength(JSON.stringify(body.data));
  if (size > maxDryRunDataBytes) {
    throw invalid(`data is ${size} bytes as JSON; a dry run takes at most ${maxDryRunDataBytes}.`, [
      { field: '/data', message: `is ${size} bytes as JSON; at most ${maxDryRunDataBytes} are allowed` },
    ]);
  }
}

function eventTriggerCheck(trigger: EventTrigger, type: string, noun: RuleKind): DryRun['trigger'] {
  if (type !== trigger.event) {
    return { matched: false, reason: triggerMismatch(type, trigger.event, noun) };
  }
  const where = catalogEntry(type).level === 'project' ? `in this ${noun}'s project` : 'anywhere in its workspace';
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

/** A step of a dry run: an action's preview, or (workflows) a wait or a condition. */
type ProgramPreview =
  | StepPreview
  | { index: number; type: 'wait'; minutes: number; problem: string | null; unresolved: string[] }
  | {
      index: number;
      type: 'condition';
      match: 'all' | 'any';
      filters: DryRun['filters'];
      met: boolean;
      reason: string;
      problem: null;
      unresolved: string[];
    };

function runReason(steps: ProgramPreview[]): string {
  for (const step of steps) {
    if (step.type === 'condition' && !step.met)
      return `A run would start and end at step ${step.index + 1} (condition), which is not met now; the later steps would be skipped.`;
    if (step.problem !== null) return `A run would start, and step ${step.index + 1} (${step.type}) would fail: ${step.problem}`;
  }
  return `A run would start and perform its ${steps.length} step${steps.length === 1 ? '' : 's'}.`;
}

/** How a dry run shows a filter's outcome against data. */
function shownFilters(filters: EventTrigger['filters'], outcomes: FilterOutcome[]): DryRun['filters'] {
  return (filters ?? []).map((filter, index) => {
    const { matched, actual, reason } = outcomes[index]!;
    return { index, ...filter, ...(actual === undefined ? {} : { actual: shownActual(actual) }), matched, reason };
  });
}

/** What the caller asks to try, and the rule (automation or workflow) found by its operation's access check. */
interface Tried {
  rule: Automation;
  project: Project;
  membership: CachedMembership;
  body: DryRunRequest | undefined;
}

/**
 * A dry run: the trigger and each filter against an event, and every step prepared with the author's
 * access as a run would (a workflow's conditions read the current state, as a run reaching them now
 * would, and a wait only shows its length); nothing is sent, written, counted or recorded.
 */
async function dryRun(deps: AppDeps, caller: Caller, { rule, project, membership, body }: Tried) {
  const { knex } = deps;
  const noun = rule.kind;
  checkRequest(rule, body);
  const [workspace, author] = await Promise.all([workspaceFacts(knex, project.workspace_id), currentAuthor(knex, rule)]);
  let event: TriedEvent | undefined;
  let trigger: DryRun['trigger'];
  let filters: DryRun['filters'] = [];
  if (rule.type === 'event') {
    const eventTrigger = rule.trigger as EventTrigger;
    event = await eventToTry(knex, {
      type: body?.event_type ?? eventTrigger.event,
      automationId: rule.id,
      data: body?.data,
      project,
      viewer: membership,
      viewerActor: userActor(caller),
    });
    trigger = eventTriggerCheck(eventTrigger, event.type, noun);
    filters = shownFilters(
      eventTrigger.filters,
      (eventTrigger.filters ?? []).map((filter) => explainFilter(filter, event!.data)),
    );
  } else {
    trigger = scheduleCheck(rule, workspace);
  }
  let eventData = event?.data ?? {};
  const steps: ProgramPreview[] = [];
  const runTrigger = { kind: event ? ('event' as const) : ('schedule' as const) };
  const prepare = {
    db: knex,
    config: deps.config,
    project,
    noun,
    author,
    viewer: membership,
    headerValues: maskedHeaders,
    renderLimit: previewRenderLimit,
  };
  // The state a run reads after a wait or at a condition: the event's task or project as it is now.
  // Nothing changes during a dry run, so it is read once, whatever the number of steps.
  let subject: Promise<Record<string, unknown>> | undefined;
  const current = () =>
    (subject ??= currentSubject(knex, {
      workspaceId: workspace.id,
      project,
      eventData,
      reader: { members: author ? [membership, author] : [membership] },
    }));
  let waitRefused: Promise<string | null> | undefined;
  const waitProblem = () =>
    (waitRefused ??= waitingRuns(knex, workspace.id).then((count) => (count >= maxWaitingRuns ? waitRefusal : null)));
  // One after another, as a run goes: each step's checks are a few reads.
  for (const [index, step] of programOf(rule).entries()) {
    if (step.type === 'wait') {
      steps.push({ index, type: 'wait', minutes: step.minutes, problem: await waitProblem(), unresolved: [] });
      eventData = await current();
    } else if (step.type === 'condition') {
      eventData = await current();
      const outcome = evaluateCondition(step, eventData);
      steps.push({
        index,
        type: 'condition',
        match: step.match ?? 'all',
        filters: shownFilters(step.filters, outcome.filters),
        met: outcome.met,
        reason: outcome.reason,
        problem: null,
        unresolved: [],
      });
    } else {
      const variables = runVariables({ project, workspace, automation: rule, trigger: runTrigger, eventData });
      steps.push(await previewStep({ ...prepare, variables, eventData, stepIndex: index }, step.action));
    }
  }
  const blocked = await whyNotStart({
    automation: rule,
    projectArchived: project.archived,
    author,
    // As a run asks it: the author must see the project, and what the event is about.
    event: {
      authorReads: () => mayReadEventOf(knex, { member: author!, project }, event),
      ...(event ? { matching: { type: event.type, data: event.data, chain: [] } } : {}),
    },
    allowance: () => runAllowance(knex, workspace),
  });
  return {
    would_run: blocked === undefined,
    reason: blocked?.reason ?? runReason(steps),
    ...(event ? { event: { source: event.source, id: event.id, type: event.type, created_at: event.created_at, data: event.data } } : {}),
    trigger,
    match: rule.type === 'event' ? ((rule.trigger as EventTrigger).match ?? 'all') : null,
    filters,
    steps,
  };
}

export async function testAutomation(deps: AppDeps, caller: Caller, req: OperationRequest<'testAutomation'>): Promise<DryRun> {
  const { automation, project, membership } = await testAutomationAccess(deps, caller, req);
  const { steps, ...answer } = await dryRun(deps, caller, { rule: automation, project, membership, body: req.body });
  return withinAnswerBudget({ automation_id: automation.id, ...answer, steps: steps as StepPreview[] });
}

export async function testWorkflow(deps: AppDeps, caller: Caller, req: OperationRequest<'testWorkflow'>): Promise<WorkflowDryRun> {
  const { automation: workflow, project, membership } = await testWorkflowAccess(deps, caller, req);
  const answer = await dryRun(deps, caller, { rule: workflow, project, membership, body: req.body });
  return withinAnswerBudget({ workflow_id: workflow.id, ...answer });
}
