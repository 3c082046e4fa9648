/**
 * Endpoint health (docs/decisions.md#endpoint-health). Each batch of delivery outcomes moves its
 * webhooks' `last_success_at` (a success) or `failing_since` (the first failure after one). A webhook
 * whose every delivery has failed for `disableAfterMs` is disabled, saying why, its open deliveries
 * cancelled, with its `webhook.disabled` event (whose notification the dispatcher makes) in the same
 * transaction. Written after the outcomes, in a transaction of its own that locks the webhook before
 * its deliveries, in the order a person's PATCH does.
 */
import type { Knex } from 'knex';
import { recordEvent, systemActor } from '../../../events/record-event.ts';
import { toWebhookJson } from '../webhooks.model.ts';
import { cancelOpenDeliveries } from './deliveries.ts';

export interface DeliveryResult {
  webhookId: string;
  /** null for a success. */
  error: string | null;
}

/** A success is written at most once a second per webhook: a busy one's row is not rewritten by every batch. */
const SUCCESS_PRECISION = '1 second';

export async function recordEndpointHealth(db: Knex, results: DeliveryResult[], disableAfterMs: number): Promise<void> {
  // A webhook with one success in the batch is healthy; otherwise its last error is the one to name.
  const lastError = new Map<string, string | null>();
  for (const { webhookId, error } of results) {
    if (lastError.get(webhookId) !== null) lastError.set(webhookId, error);
  }
  const healthy = [...lastError].filter(([, error]) => error === null).map(([id]) => id);
  const failing = [...lastError].filter(([, error]) => error !== null).map(([id]) => id);
  if (healthy.length > 0) {
    await db('webhooks')
      .whereIn('id', healthy)
      .whereRaw(`(last_success_at is null or failing_since is not null or last_success_at < now() - interval '${SUCCESS_PRECISION}')`)
      .update({ last_success_at: db.fn.now(), failing_since: null });
  }
  if (failing.length === 0) return;
  await db('webhooks').whereIn('id', failing).where('enabled', true).whereNull('failing_since').update({ failing_since: db.fn.now() });
  // Most batches disable nothing: ask without a lock, and lock (asking again) only when one is due.
  const due = (trx: Knex) =>
    trx('webhooks')
      .whereIn('id', failing)
      .where('enabled', true)
      .whereRaw('failing_since <= now() - make_interval(secs => ?)', [disableAfterMs / 1000]);
  if ((await due(db).select('id')).length === 0) return;
  await db.transaction(async (trx) => {
    for (const webhook of await due(trx).forUpdate()) {
      const reason = `Every delivery failed for ${duration(disableAfterMs)} (since ${webhook.failing_since!.toISOString()}); the last: ${lastError.get(webhook.id)}.`;
      const [disabled] = await trx('webhooks')
        .where('id', webhook.id)
        .update({ enabled: false, disabled_reason: reason, updated_at: trx.fn.now() })
        .returning('*');
      await cancelOpenDeliveries(trx, webhook.id);
      await recordEvent(trx, {
        workspaceId: webhook.workspace_id,
        type: 'webhook.disabled',
        actor: systemActor,
        data: { webhook: toWebhookJson(disabled!), reason },
      });
    }
  });
}

function duration(ms: number): string {
  for (const [unit, size] of [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ] as const) {
    if (ms % size === 0) return `${ms / size} ${unit}${ms === size ? '' : 's'}`;
  }
  return `${ms} ms`;
}
