import { openDeliveryStatuses } from '../webhooks.model.ts';
import type { Knex } from 'knex';
import { fanOutReading, type OutboxEvent } from '../../../events/dispatcher.ts';
import { newId } from '../../../db/ids.ts';
import { signalDeliveriesQueued } from './delivery-signal.ts';
import { lockedInIdOrder } from '../../../db/lock-order.ts';

/** A webhook a delivery may be queued for: its id, and the event types it is subscribed to. */
type Subscribed = [id: string, events: string[]];

/**
 * Webhook fan-out of the dispatcher: queues the events' deliveries as rows, which the delivery engine
 * claims (woken after the commit), so it hands the dispatcher no jobs. The batch's workspace's
 * enabled webhooks subscribed to any of its types are read with the claim.
 */
export const fanOutToWebhooks = fanOutReading<Subscribed[]>(
  `select coalesce(json_agg(json_build_array(w.id, w.events) order by w.id), '[]'::json) from webhooks w
   where w.workspace_id = (select workspace_id from claimed limit 1) and w.enabled
     and w.events && array(select distinct type from claimed)`,
  async (trx, events, hooks) => {
    if (hooks.length > 0) await insertDeliveries(trx, events, hooks);
    return [];
  },
);

/**
 * One delivery per webhook subscribed to each event's type (the events of one workspace, its webhooks),
 * due at once; the engine is signalled once they commit.
 */
async function insertDeliveries(trx: Knex.Transaction, events: OutboxEvent[], hooks: Subscribed[]): Promise<void> {
  const rows = [];
  for (const event of events) {
    for (const [webhookId, subscribed] of hooks) {
      if (subscribed.includes(event.type))
        rows.push({ id: newId('dlv'), webhook_id: webhookId, event_id: event.id, event_type: event.type });
    }
  }
  if (rows.length === 0) return;
  // One statement of four arrays however many: knex's batchInsert built 500-row VALUES lists, and a
  // batch of 5,000 subscribed task events dispatched 4–24 % slower for it (issue 29, point 3).
  const workspaceId = events[0]!.workspace_id;
  await trx.raw(
    `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, next_attempt_at)
     select d.id, ?, d.webhook_id, d.event_id, d.event_type, now()
     from unnest(?::text[], ?::text[], ?::text[], ?::text[]) as d(id, webhook_id, event_id, event_type)`,
    [workspaceId, rows.map((r) => r.id), rows.map((r) => r.webhook_id), rows.map((r) => r.event_id), rows.map((r) => r.event_type)],
  );
  signalDeliveriesQueued(trx, workspaceId);
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
