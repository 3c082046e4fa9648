import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';
import type { Automation, RuleKind } from '../automations.model.ts';
import type { EventTrigger } from '../validate-automation.ts';
import { explainFilter } from './filter-explanations.ts';
import { filterMatches, filtersMatch } from './filters.ts';

/** A causal chain longer than this stops starting automations, whatever automations it passes through. */
export const maxAutomationChain = 5;

/** The month's runs of a workspace, read under the lock that counts them. */
export interface RunAllowance {
  plan: Plan;
  used: number;
  limit: number | null;
  /** When the count starts again. */
  resetsAt: Date;
}

/** What decides whether a run starts; the facts of an event are there only when an event starts it. */
export interface StartFacts {
  /** The automation or workflow (`kind`, automation when absent). */
  automation: Pick<Automation, 'id' | 'enabled' | 'type' | 'trigger'> & { kind?: RuleKind };
  projectArchived: boolean;
  /** The author's current membership; undefined once they left. */
  author: CachedMembership | undefined;
  event?: {
    /** Whether the author may read what the event is about (asked only when nothing earlier stops the run). */
    authorReads: () => boolean | Promise<boolean>;
    /** The event being matched against the trigger: at fan-out and in a dry run, not once a run exists. */
    matching?: {
      type: string;
      data: Record<string, unknown>;
      /** The automations whose actions led to the event (the loop guard). */
      chain: string[];
    };
  };
  /** The month's runs, when the start counts one: read (or locked) only when nothing earlier stops the run. */
  allowance?: () => RunAllowance | Promise<RunAllowance>;
  /** A run that began performing goes on whether its automation or project changed since or not; only its author's access stops it. */
  begun?: boolean;
}

export type StartBlockCode = 'archived' | 'disabled' | 'author_left' | 'trigger' | 'loop' | 'author_cannot_read' | 'filters' | 'limit';

/** Why a run would not start: a code to act on and a sentence that says it. */
export interface StartBlock {
  code: StartBlockCode;
  reason: string;
}

/**
 * The loop guard: an event caused (directly or through other automations) by an automation's own
 * actions never starts that automation again, and no chain of automations grows past five links.
 */
export function guardAllows(automationId: string, chain: string[]): boolean {
  return !chain.includes(automationId) && chain.length < maxAutomationChain;
}

function filtersBlock(trigger: EventTrigger, data: Record<string, unknown>): StartBlock | undefined {
  if (filtersMatch(trigger.filters, trigger.match, data)) return undefined;
  if (trigger.match === 'any') return { code: 'filters', reason: 'No filter matches, and at least one must: no run would start.' };
  const index = (trigger.filters ?? []).findIndex((f) => !filterMatches(f, data));
  const { reason } = explainFilter(trigger.filters![index]!, data);
  return { code: 'filters', reason: `Filter ${index} does not match (${reason}), and every filter must: no run would start.` };
}

/**
 * Why a run would not start, the first reason in the order a run meets them; undefined when it
 * would. The one start rule: event fan-out asks it yes or no, a manual start answers 409 with its
 * reason, a dry run shows it, and a run asks it again when it is claimed.
 */
export async function whyNotStart(facts: StartFacts): Promise<StartBlock | undefined> {
  const { automation, event, allowance } = facts;
  const noun = automation.kind ?? 'automation';
  if (!facts.begun) {
    if (facts.projectArchived)
      return { code: 'archived', reason: `Its project is archived, and ${noun}s of archived projects do not run.` };
    if (!automation.enabled)
      return { code: 'disabled', reason: `The ${noun} is disabled, so no run would start; enable it with PATCH enabled=true.` };
  }
  if (!facts.author) {
    return {
      code: 'author_left',
      reason: `Its author left the workspace, so no run would start until someone saves its trigger or ${noun === 'workflow' ? 'steps' : 'actions'} again.`,
    };
  }
  const trigger = automation.trigger as EventTrigger;
  const matching = event?.matching;
  if (matching && matching.type !== trigger.event) {
    return { code: 'trigger', reason: `${triggerMismatch(matching.type, trigger.event, noun)} No run would start.` };
  }
  if (matching && !guardAllows(automation.id, matching.chain)) {
    return {
      code: 'loop',
      reason: `The event was caused by this ${noun}'s own actions or by a chain of ${maxAutomationChain} automations${noun === 'workflow' ? ' and workflows' : ''}: no run would start.`,
    };
  }
  if (event && !(await event.authorReads())) {
    return {
      code: 'author_cannot_read',
      reason: `Its author may not read this event, and ${noun === 'workflow' ? 'a workflow' : 'an automation'} acts within its author's access: no run would start.`,
    };
  }
  const filters = matching ? filtersBlock(trigger, matching.data) : undefined;
  if (filters) return filters;
  const runs = await allowance?.();
  if (runs && runs.limit !== null && runs.used >= runs.limit) {
    return {
      code: 'limit',
      reason: `The workspace used all ${runs.limit} ${noun === 'workflow' ? 'runs (automations and workflows together)' : 'automation runs'} of the ${runs.plan} plan this month, so no run would start before ${runs.resetsAt.toISOString()}.`,
    };
  }
  return undefined;
}

/** Why an event of `type` does not start an automation triggered by `expected`. */
export const triggerMismatch = (type: string, expected: string, noun: RuleKind = 'automation') =>
  `A ${type} event does not start this ${noun}; ${expected} events do.`;
