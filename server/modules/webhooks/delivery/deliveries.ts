import { openDeliveryStatuses } from '../webhooks.model.ts';
import type { Knex } from 'knex';
import type { OutboxEvent } from '../../../events/dispatcher.ts';
import { newId } from '../../../db/ids.ts';
import type { JobSpec } from '../../../queue/enqueue.ts';
import { signalDeliveriesQueued } from './delivery-signal.ts';
import { lockedInIdOrder } from '../../../db/lock-order.ts';

/**
 * Webhook fan-out of the dispatcher: queues the events' deliveries as rows, which the delivery engine
 * claims (woken after the commit), so it hands the dispatcher no jobs.
 */
export async function fanOutToWebhooks(trx: Knex.Transaction, events: OutboxEvent[]): Promise<JobSpec[]> {
  await queueDeliveries(trx, events);
  return [];
}

/**
 * One delivery per enabled webhook subscribed to each event's type, due at once; the engine is
 * signalled once they commit. Resolves with how many were queued.
 */
export async function queueDeliveries(trx: Knex.Transaction, events: OutboxEvent[]): Promise<number> {
  const workspaceIds = [...new Set(events.map((e) => e.workspace_id))];
  const hooks: Array<{ id: string; workspace_id: string; events: string[] }> = await trx('webhooks')
    .where('enabled', true)
    .whereIn('workspace_id', workspaceIds)
    .select('id', 'workspace_id', 'events');
  if (hooks.length === 0) return 0;
  const rows = [];
  for (const event of events) {
    for (const hook of hooks) {
      if (hook.workspace_id === event.workspace_id && hook.events.includes(event.type)) {
        rows.push({ id: newId('dlv'), webhook_id: hook.id, event_id: event.id, event_type: event.type });
      }
    }
  }
  if (rows.length === 0) return 0;
  // One statement of four arrays however many: knex's batchInsert built 500-row VALUES lists, and a
  // batch of 5,000 subscribed task events dispatched 4–24 % slower for it (issue 29, point 3).
  await trx.raw(
    `insert into webhook_deliveries (id, webhook_id, event_id, event_type, next_attempt_at)
     select d.id, d.webhook_id, d.event_id, d.event_type, now()
     from unnest(?::text[], ?::text[], ?::text[], ?::text[]) as d(id, webhook_id, event_id, event_type)`,
    [rows.map((r) => r.id), rows.map((r) => r.webhook_id), rows.map((r) => r.event_id), rows.map((r) => r.event_type)],
  );
  signalDeliveriesQueued(trx);
  return rows.length;
}

/**
 * Disabling or deleting a webhook cancels its queued and retrying deliveries. An attempt in flight
 * still ends, and its attempt row is closed, but its delivery stays cancelled.
 */
export async function cancelOpenDeliveries(trx: Knex.Transaction, webhookId: string): Promise<void> {
  // Locked in id order, as recording outcomes locks them (db/lock-order.ts).
  await trx.raw(
    `update webhook_deliveries set status = 'cancelled', next_attempt_at = null, updated_at = now()
     where id = any(array(${lockedInIdOrder('webhook_deliveries', 'webhook_id = ? and status = any(?::text[])')}))`,
    [webhookId, [...openDeliveryStatuses]],
  );
}

/** The retry delay after attempt `attempt` failed: the configured delay ±20% jitter, so retries do not stampede. */
export function retryDelayMs(delays: number[], attempt: number, random = Math.random): number | undefined {
  const base = delays[attempt - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (0.8 + 0.4 * random()));
}
