// A webhook delivery made straight in the table, for a server that runs no worker to make one.
import { newId } from '../../server/db/ids.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';

/** Records a succeeded delivery of the workspace's first event to the webhook, as the worker would, and returns its id. */
export async function insertDelivery(server: Pick<TestServer, 'knex'>, webhookId: string): Promise<string> {
  const webhook = await server.knex('webhooks').where({ id: webhookId }).first('workspace_id');
  const event = await server.knex('events').where({ workspace_id: webhook!.workspace_id }).orderBy('seq').first('id', 'type');
  const id = newId('dlv');
  await server
    .knex('webhook_deliveries')
    .insert({ id, webhook_id: webhookId, event_id: event!.id, event_type: event!.type, status: 'succeeded' });
  return id;
}
