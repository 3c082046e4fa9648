import type { Knex } from 'knex';
import type { AppDeps } from '../../../context.ts';
import type { EventActor } from '../../../events/record-event.ts';
import type { OutboundClient } from '../../../net/outbound.ts';
import type { Project } from '../../projects/projects.model.ts';
import type { CachedMembership } from '../../../auth/auth-cache.ts';
import type { Automation, AutomationRun } from '../automations.model.ts';

/** What an action sees while it runs. */
export interface ActionContext {
  deps: AppDeps;
  outbound: OutboundClient;
  automation: Automation;
  run: AutomationRun;
  project: Project;
  /** The author's current membership: the run acts with their access. */
  author: CachedMembership;
  /** Values for `{{…}}` templates: project, workspace, actor, task, member and the event data. */
  variables: Record<string, unknown>;
  /** The triggering event's data (empty for schedules and manual starts). */
  eventData: Record<string, unknown>;
  /** Who changes made by actions are attributed to, and the chain the loop guard follows. */
  origin: { actor: EventActor; automationChain: string[] };
  /** The index of the step being performed. */
  stepIndex: number;
  /** Runs a database change together with marking the step done, so it happens exactly once. */
  inStepTransaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

/** A failure the run records as its error_message; anything else is an unexpected fault. */
export class ActionError extends Error {}
