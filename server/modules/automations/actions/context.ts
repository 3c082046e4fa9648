import type { Knex } from 'knex';
import type { AppDeps } from '../../../context.ts';
import type { Config } from '../../../config.ts';
import type { EventActor } from '../../../events/record-event.ts';
import type { OutboundClient } from '../../../net/outbound.ts';
import type { Project } from '../../projects/projects.model.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { StepHeaders } from '../header-secrets.ts';
import type { RuleKind } from '../automations.model.ts';

/**
 * What preparing a step needs: the run's variables and the author's access. A run prepares every
 * step before it performs it, and a dry run only prepares, so what a dry run shows is what a run
 * would meet.
 */
export interface PrepareContext {
  db: Knex | Knex.Transaction;
  config: Pick<Config, 'slackBotToken' | 'webhookAllowPrivateTargets'>;
  /** The automation's or workflow's project. */
  project: Project;
  /** What runs the step, for its words: an automation unless said. */
  noun?: RuleKind;
  /** The author's current membership (the run acts with it); undefined once they left. */
  author: CachedMembership | undefined;
  /**
   * Who is shown the outcome: the author in a run, the caller in a dry run. A target this member
   * cannot see reads as missing to them, whatever the author may reach.
   */
  viewer: CachedMembership;
  /** Values for `{{…}}` templates: project, workspace, actor, task, member and the event data. */
  variables: Record<string, unknown>;
  /** The triggering event's data (empty for schedules and manual starts). */
  eventData: Record<string, unknown>;
  /** A `call_webhook` step's header values: opened in a run, masked in a dry run (which shows no secret). */
  headerValues: (step: StepHeaders) => Record<string, string>;
  /** How far texts are rendered; a dry run shows no more, a run renders them whole. */
  renderLimit?: number;
  /** The index of the step being prepared. */
  stepIndex: number;
  /** Set in a run's step transaction: targets are locked as they are read, and hold until the step commits. */
  inTransaction?: boolean;
}

/** What performing a step needs besides: where it sends, who its changes are attributed to, and its run. */
export interface ActionContext extends PrepareContext {
  deps: AppDeps;
  outbound: OutboundClient;
  runId: string;
  author: CachedMembership;
  /** Who changes made by actions are attributed to, and the chain the loop guard follows. */
  origin: { actor: EventActor; automationChain: string[] };
  /** Runs a database change together with marking the step done, so it happens exactly once. */
  inStepTransaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/** A failure the run records as its error_message; anything else is an unexpected fault. */
export class ActionError extends Error {}

/** What preparing found: the step as it would be done, or the problem that would fail it. */
export interface Prepared {
  problem: string | null;
}

/** The prepared step, or the failure it would be. */
export function orFail<T extends Prepared>(prepared: T): T {
  if (prepared.problem !== null) throw new ActionError(prepared.problem);
  return prepared;
}
