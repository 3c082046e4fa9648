// What the webhook tests read from the database: webhook rows (secrets at rest among them) and the
// outbox's events, the oracle of what happened.
import type { Schemas } from '../../../sdk/src/index.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';

/** The stored webhook row, or undefined. */
export async function storedWebhook(server: TestServer, id: string) {
  return server.knex('webhooks').where({ id }).first();
}

/** The ids of a workspace's events of one type, oldest first. */
export async function eventIds(server: TestServer, workspaceId: string, type: Schemas['EventType']): Promise<string[]> {
  return server.knex('events').where({ workspace_id: workspaceId, type }).orderBy('seq').pluck('id');
}
