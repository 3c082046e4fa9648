// The outbox read directly: system tests check what was recorded in the writer's transaction.
import type { EventRow, EventType } from '../../server/events/record-event.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { components } from '../../sdk/src/generated/openapi-types.ts';

/** An outbox event as tests read it; `contractEventsOf` gives the same events typed by the contract. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `data` is checked against the contract by the delivery tests, so these tests index into it freely
export type StoredEvent = Pick<EventRow, 'id' | 'type' | 'actor' | 'project_id'> & { data: any };

/** The events the outbox holds for a workspace, oldest first. */
export async function eventsOf(server: TestServer, workspaceId: string, type?: EventType): Promise<StoredEvent[]> {
  const query = server.knex('events').where({ workspace_id: workspaceId }).orderBy('seq');
  if (type) query.where({ type });
  return query.select('id', 'type', 'data', 'actor', 'project_id');
}

type Schemas = components['schemas'];
/** The contract's event schemas (`{ id, type, created_at, data }`), one per event type. */
type EventSchema = { [K in keyof Schemas]: Schemas[K] extends { type: EventType; data: unknown } ? Schemas[K] : never }[keyof Schemas];

/** An outbox event of one of the types `T`, its `data` typed as the contract documents it for webhooks. */
export type ContractEvent<T extends EventType> = Pick<EventRow, 'id' | 'actor' | 'project_id'> & {
  type: T;
  data: Extract<EventSchema, { type: T }>['data'];
};

/** The events of the given types the outbox holds for a workspace, oldest first, typed by the contract. */
export async function contractEventsOf<T extends EventType>(
  server: TestServer,
  workspaceId: string,
  types: readonly T[],
): Promise<Array<ContractEvent<T>>> {
  const rows = await server
    .knex('events')
    .where({ workspace_id: workspaceId })
    .whereIn('type', [...types])
    .orderBy('seq')
    .select('id', 'type', 'data', 'actor', 'project_id');
  return rows as Array<ContractEvent<T>>;
}
