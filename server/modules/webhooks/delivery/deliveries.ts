import { openDeliveryStatuses } from '../webhooks.model.ts';
import type { Knex } from 'knex';
import type { OutboxEvent } from '../../../events/dispatcher.ts';
import { newId } from '../../../db/ids.ts';
import type { JobSpec } from '../../../queue/enqueue.ts';
import { afterCommit } from '../../../db/request-transaction.ts';
import { deliverySignals } from './delivery-engine.ts';

/** Wakes this process's delivery engine once the deliveries `trx` made due are committed. */
export function signalDeliveriesQueued(trx: Knex.Transaction): void {
  void afterCommit(trx, () => void deliverySignals.emit('queued'));
}

/**
 * Webhook fan-out of the dispatcher: one delivery per enabled webhook subscribed to each event's
 * type, due at once. The delivery engine claims them; no job is queued for them.
 */
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
  signalDeliveriesQueued(trx);
  return [];
}

/**
 * Disabling or deleting a webhook cancels its queued and retrying deliveries. An attempt in flight
 * still ends, and its attempt row is closed, but its delivery stays cancelled.
 */
export async function cancelOpenDeliveries(trx: Knex.Transaction, webhookId: string): Promise<void> {
  await trx('webhook_deliveries')
    .where('webhook_id', webhookId)
    .whereIn('status', openDeliveryStatuses)
    .update({ status: 'cancelled', next_attempt_at: null, updated_at: trx.fn.now() });
}

/** The retry delay after attempt `attempt` failed: the configured delay ±20% jitter, so retries do not stampede. */
export function retryDelayMs(delays: number[], attempt: number, random = Math.random): number | undefined {
  const base = delays[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.8 + 0.4 * random()));
}
