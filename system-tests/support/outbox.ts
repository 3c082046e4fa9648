// The outbox read directly: system tests check what was recorded in the writer's transaction.
import type { EventRow, EventType } from '../../server/events/record-event.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';

/** An outbox event as tests read it: `data` is checked against the contract elsewhere, so tests index into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StoredEvent = Pick<EventRow, 'id' | 'type' | 'actor' | 'project_id'> & { data: any };

/** The events the outbox holds for a workspace, oldest first. */
export async function eventsOf(server: TestServer, workspaceId: string, type?: EventType): Promise<StoredEvent[]> {
  const query = server.knex('events').where({ workspace_id: workspaceId }).orderBy('seq');
  if (type) query.where({ type });
  return query.select('id', 'type', 'data', 'actor', 'project_id');
}
