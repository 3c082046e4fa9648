import { openDeliveryStatuses } from '../webhooks.model.ts';
import type { Knex } from 'knex';
import type { OutboxEvent } from '../../../events/dispatcher.ts';
import { newId } from '../../../db/ids.ts';
import { removeJobs, type JobSpec } from '../../../queue/enqueue.ts';

export const deliveryJobKey = (deliveryId: string) => `delivery:${deliveryId}`;

/** The job of one delivery's next attempt; keyed, so cancelling finds it and retries replace it. */
export function deliveryJob(deliveryId: string, runAt?: Date): JobSpec {
  return { task: 'deliver_webhook', payload: { delivery_id: deliveryId }, jobKey: deliveryJobKey(deliveryId), runAt, maxAttempts: 10 };
}

/** Webhook fan-out of the dispatcher: one delivery per enabled webhook subscribed to each event's type. */
export async function fanOutToWebhooks(trx: Knex.Transaction, events: OutboxEvent[]): Promise<JobSpec[]> {
  const workspaceIds = [...new Set(events.map((e) => e.workspace_id))];
  const hooks: Array<{ id: string; workspace_id: string; events: string[] }> = await trx('webhooks')
    .where('enabled', true)
    .whereIn('workspace_id', workspaceIds)
    .select('id', 'workspace_id', 'events');
  if (hooks.length === 0) return [];
  const rows = [];
  for (const event of events) {
    for (const hook of hooks) {
      if (hook.workspace_id === event.workspace_id && hook.events.includes(event.type)) {
        rows.push({ id: newId('dlv'), webhook_id: hook.id, event_id: event.id, event_type: event.type, next_attempt_at: trx.fn.now() });
      }
    }
  }
  if (rows.length === 0) return [];
  await trx.batchInsert('webhook_deliveries', rows, 500);
  return rows.map((row) => deliveryJob(row.id));
}

/** Disabling or deleting a webhook cancels its queued and retrying deliveries and their jobs. */
export async function cancelOpenDeliveries(trx: Knex.Transaction, webhookId: string): Promise<void> {
  const cancelled: Array<{ id: string }> = await trx('webhook_deliveries')
    .where('webhook_id', webhookId)
    .whereIn('status', openDeliveryStatuses)
    .update({ status: 'cancelled', next_attempt_at: null, updated_at: trx.fn.now() })
    .returning('id');
  await removeJobs(
    trx,
    cancelled.map((d) => deliveryJobKey(d.id)),
  );
}

/** The retry delay after attempt `attempt` failed: the configured delay ±20% jitter, so retries do not stampede. */
export function retryDelayMs(delays: number[], attempt: number, random = Math.random): number | undefined {
  const base = delays[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.8 + 0.4 * random()));
}
