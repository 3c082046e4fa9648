import type { Knex } from 'knex';
import { raiseAfterCommit } from './signals.ts';
import { newId } from '../db/ids.ts';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import type { Caller } from '../auth/access.ts';
import { jsonb } from '../db/jsonb.ts';

/** The event types of the contract; an event of another type cannot be recorded. */
export type EventType = components['schemas']['EventType'];

/** An `events` row: the outbox. `seq` orders dispatch; `id` is what clients and receivers see. */
export interface EventRow {
  seq: number;
  id: string;
  workspace_id: string;
  project_id: string | null;
  type: EventType;
  actor: EventActor;
  data: Record<string, unknown>;
  automation_chain: string[];
  created_at: Date;
  dispatched_at: Date | null;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    events: EventRow;
  }
}

export interface EventActor {
  type: 'user' | 'automation' | 'workflow' | 'system';
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
  type: EventType;
  actor: EventActor;
  /** The event-specific part of `data`; `workspace_id` and `actor` are added here. */
  data: Record<string, unknown>;
  /** The automations whose actions led here, oldest first; the dispatcher's loop guard reads it. */
  automationChain?: string[];
}

/** The outbox row of an event, made here so a caller may write it inside a larger statement. */
export function eventRow(event: NewEvent) {
  return {
    id: newId('evt'),
    workspace_id: event.workspaceId,
    project_id: event.projectId ?? null,
    type: event.type,
    actor: event.actor,
    data: { workspace_id: event.workspaceId, actor: event.actor, ...event.data },
    automation_chain: event.automationChain ?? [],
  };
}

/**
 * Wakes the dispatcher in this process (and, through the announcer, those in others) once the
 * events `db` wrote, of the workspace `workspaceId` (undefined: of any), are committed.
 */
export function signalCommitted(db: Knex | Knex.Transaction, workspaceId: string | undefined): void {
  raiseAfterCommit(db, 'events-committed', workspaceId);
}

/**
 * Writes an event to the outbox in the caller's transaction, so the change and its event commit
 * together (or not at all); the dispatcher fans it out to runs and deliveries later.
 */
export async function recordEvent(trx: Knex.Transaction, event: NewEvent): Promise<string> {
  const row = eventRow(event);
  await trx('events').insert({ ...row, actor: jsonb(trx, row.actor), data: jsonb(trx, row.data) });
  signalCommitted(trx, row.workspace_id);
  return row.id;
}

/**
 * Outbox rows from one JSON parameter (`eventRecords`), for a statement that writes many: an insert
 * reading `jsonb_to_recordset`, whose rows may carry a `key` to be chosen by (`where`, e.g. only
 * the runs a batch really ended). One parameter rather than seven per row: a batch of hundreds of
 * events costs the same to send and parse as one.
 */
export function insertEventRecords(where = 'true'): string {
  return `insert into events (id, workspace_id, project_id, type, actor, data, automation_chain)
    select e.id, e.workspace_id, e.project_id, e.type, e.actor, e.data, array(select jsonb_array_elements_text(e.automation_chain))
    from jsonb_to_recordset(?::jsonb)
      as e(key text, id text, workspace_id text, project_id text, type text, actor jsonb, data jsonb, automation_chain jsonb)
    where ${where}`;
}

/** The JSON parameter of `insertEventRecords`: each event's outbox row, with the key it may be chosen by. */
export function eventRecords(events: Array<{ key?: string; event: NewEvent }>): string {
  return JSON.stringify(events.map(({ key, event }) => ({ key: key ?? null, ...eventRow(event) })));
}
