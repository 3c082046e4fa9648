import { openDeliveryStatuses } from '../webhooks.model.ts';
import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import type { AppDeps } from '../../../context.ts';
import { enqueue } from '../../../queue/enqueue.ts';
import { OutboundError } from '../../../net/outbound.ts';
import { deliveryJob, retryDelayMs } from './deliveries.ts';
import { secretBox } from '../../../secrets/secret-box.ts';
import { postSigned } from './signed-request.ts';
import type { DeliveryRow } from '../webhooks.model.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      deliver_webhook: { delivery_id: string };
    }
  }
}

export const deliveryTimeoutMs = 10_000;
/** The first attempt plus five retries. */
export const maxAttempts = 6;

/** Attempts a worker left open when it died; the receiver may or may not have got them. */
async function closeInterruptedAttempts(db: Knex | Knex.Transaction, deliveryId: string): Promise<void> {
  await db('webhook_delivery_attempts')
    .where({ delivery_id: deliveryId })
    .whereNull('duration_ms')
    .update({
      duration_ms: db.raw('greatest(0, (extract(epoch from now() - started_at) * 1000)::int)'),
      error: 'interrupted: the worker stopped during this attempt; the receiver may have received it',
    });
}

/**
 * One attempt of one delivery. The attempt is written before the request (so a crash mid-request
 * still shows in the log), then closed with its outcome together with the delivery's new state and,
 * on failure, the next attempt's job: success is a 2xx within 10 s; after the fifth retry fails the
 * delivery is permanently failed.
 */
export async function attemptDelivery(deps: AppDeps, deliveryId: string): Promise<void> {
  // The attempt is taken under the delivery's lock: a worker judged dead that comes back after another
  // one delivered finds the delivery settled here and sends nothing.
  const taken = await deps.knex.transaction(async (trx) => {
    const delivery:
      | (DeliveryRow & { url: string; enabled: boolean; secret_ciphertext: string; event_data: unknown; event_created_at: Date })
      | undefined = await trx('webhook_deliveries as d')
      .join('webhooks as w', 'w.id', 'd.webhook_id')
      .join('events as e', 'e.id', 'd.event_id')
      .where('d.id', deliveryId)
      .whereIn('d.status', openDeliveryStatuses)
      .forUpdate('d')
      .first('d.*', 'w.url', 'w.enabled', 'w.secret_ciphertext', 'e.data as event_data', 'e.created_at as event_created_at');
    if (!delivery) return undefined;
    if (!delivery.enabled) {
      await trx('webhook_deliveries')
        .where({ id: deliveryId })
        .update({ status: 'cancelled', next_attempt_at: null, updated_at: trx.fn.now() });
      return undefined;
    }
    const event = { id: delivery.event_id, type: delivery.event_type, created_at: delivery.event_created_at, data: delivery.event_data };
    const made: { n: number; open: number } | undefined = await trx('webhook_delivery_attempts')
      .where({ delivery_id: deliveryId })
      .first(trx.raw('count(*)::int as n'), trx.raw('count(*) filter (where duration_ms is null)::int as open'));
    // Only after a crash is an attempt still open; the usual attempt costs no update here.
    if (made?.open) await closeInterruptedAttempts(trx, deliveryId);
    const attempt = (made?.n ?? 0) + 1;
    await trx('webhook_delivery_attempts').insert({ delivery_id: deliveryId, number: attempt });
    return { delivery, event, attempt };
  });
  if (!taken) return;
  const { delivery, event, attempt } = taken;
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    const envelope = { id: event.id, type: event.type, created_at: event.created_at.toISOString(), data: event.data };
    const secret = secretBox(deps.config.secretKey!).open(delivery.secret_ciphertext);
    ({ status } = await postSigned(deps.outbound, { url: delivery.url, secret, envelope, attempt, timeoutMs: deliveryTimeoutMs }));
    if (status < 200 || status > 299)
      error = status >= 300 && status < 400 ? `redirect ${status} (redirects are not followed)` : `the receiver answered ${status}`;
  } catch (err) {
    if (err instanceof OutboundError) {
      error = err.message;
    } else {
      // Not the receiver's doing (e.g. a SECRET_KEY that cannot open the stored secret): close the
      // attempt with a truthful, non-revealing error and follow the usual retry schedule, instead of
      // leaving it open to be mislabelled "interrupted" and the delivery pending forever.
      deps.log.error({ err, deliveryId, attempt }, 'webhook delivery attempt failed inside the service');
      error = 'internal error: the service could not send this attempt (see the service log)';
    }
  }
  const duration = Date.now() - started;

  await deps.knex.transaction(async (trx) => {
    await trx('webhook_delivery_attempts')
      .where({ delivery_id: deliveryId, number: attempt })
      .update({ duration_ms: duration, response_status: status, error });
    const delay = error ? retryDelayMs(deps.config.webhookRetryDelaysMs, attempt) : undefined;
    const next = delay === undefined ? null : new Date(Date.now() + delay);
    const outcome = !error ? 'succeeded' : next ? 'failed' : 'permanently_failed';
    // Only a delivery still open moves on: a cancel that raced this attempt wins.
    const moved = await trx('webhook_deliveries')
      .where({ id: deliveryId })
      .whereIn('status', openDeliveryStatuses)
      .update({ status: outcome, next_attempt_at: next, updated_at: trx.fn.now() });
    if (moved && next) await enqueue(trx, [deliveryJob(deliveryId, next)]);
  });
}

export const deliverWebhook =
  (deps: AppDeps): Task<'deliver_webhook'> =>
  async (payload) => {
    const deliveryId = (payload as { delivery_id?: unknown })?.delivery_id;
    if (typeof deliveryId !== 'string') throw new Error('deliver_webhook: payload needs delivery_id');
    await attemptDelivery(deps, deliveryId);
  };
