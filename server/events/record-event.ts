import type { Knex } from 'knex';
import { newId } from '../ids.ts';
import type { Caller } from '../auth/access.ts';

export interface EventActor {
  type: 'user' | 'automation' | 'system';
  id: string | null;
  name: string;
}

export function userActor(caller: Caller): EventActor {
  return { type: 'user', id: caller.userId, name: caller.userName };
}

export const systemActor: EventActor = { type: 'system', id: null, name: 'Workspace Automation Service' };

export interface NewEvent {
  workspaceId: string;
  projectId?: string | null;
  type: string;
  actor: EventActor;
  /** The event-specific part of `data`; `workspace_id` and `actor` are added here. */
  data: Record<string, unknown>;
  /** How many automation steps led here; the dispatcher's loop guard reads it. */
  chainDepth?: number;
}

/**
 * Writes an event to the outbox in the caller's transaction, so the change and its event commit
 * together (or not at all); the dispatcher fans it out to runs and deliveries later.
 */
export async function recordEvent(trx: Knex.Transaction, event: NewEvent): Promise<string> {
  const id = newId('evt');
  const data = { workspace_id: event.workspaceId, actor: event.actor, ...event.data };
  await trx('events').insert({
    id,
    workspace_id: event.workspaceId,
    project_id: event.projectId ?? null,
    type: event.type,
    actor: JSON.stringify(event.actor),
    data: JSON.stringify(data),
    chain_depth: event.chainDepth ?? 0,
  });
  return id;
}
