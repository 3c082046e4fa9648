import type { Knex } from 'knex';
import { lockedAfterAccess } from '../../../db/lock-after-access.ts';
import type { OperationRequest as Req } from '../../../../generated/handlers.ts';
import {
  assertAllowed,
  workspaceMembership,
  workspaceOrHome,
  type Caller,
  type Need,
  accessScope,
  type AccessScope,
} from '../../../auth/access.ts';
import type { AccessCheck } from '../../projects/project-access.ts';
import type { AppDeps } from '../../../context.ts';
import { conflict, forbidden, notFound, invalid } from '../../../errors.ts';
import { pageOf } from '../../../http/pagination.ts';
import { newId } from '../../../db/ids.ts';
import { cancelOpenDeliveries } from '../delivery/deliveries.ts';
import { signalDeliveriesQueued } from '../delivery/delivery-signal.ts';
import { pingOrFail } from '../delivery/ping.ts';
import { adminReadRefusal } from '../../../auth/permissions.ts';
import { secretBox } from '../../../secrets/secret-box.ts';
import type { EventType } from '../../../events/record-event.ts';
import { toDeliveryJson, toWebhookJson, type AttemptRow, type DeliveryRow, type Webhook } from '../webhooks.model.ts';
import { envelopeBody } from '../delivery/signed-request.ts';
import { envelopeOf } from '../../../events/envelope.ts';
import { one } from '../../../db/one.ts';
import { atWorkspaceBound } from '../../workspaces/workspace-bounds.ts';

/** What a webhook operation needs: `read` (the admin role) or `manage` (the admin role and an admin-scoped key). */
interface WebhookCheck extends AccessCheck {
  need: Extract<Need, 'read' | 'manage'>;
}

/** Webhooks are admin business: reading needs the admin role, changing also an admin-scoped key. */
async function webhookAccess({ db, cache, caller }: AccessScope, workspaceId: string, { need, action }: WebhookCheck) {
  const membership = await workspaceMembership({ db, cache, caller }, workspaceId);
  // Managing needs all reading does (the admin role), and an admin-scoped key too.
  if (need === 'manage') return assertAllowed(caller, membership.role, { need, action });
  const refused = adminReadRefusal(membership.role, action);
  if (refused) throw forbidden(refused);
}

async function loadWebhook(scope: AccessScope, id: string, check: WebhookCheck): Promise<Webhook> {
  const { db, cache, caller } = scope;
  const visible = async (webhook: Webhook | undefined): Promise<Webhook> => {
    if (!webhook || !(await cache.membership(caller.userId, webhook.workspace_id, db))) throw notFound(`Webhook ${id} not found.`);
    await webhookAccess(scope, webhook.workspace_id, check);
    return webhook;
  };
  // A lock means something only inside a transaction (delete, redeliver); update re-reads in its own.
  const read = () => db('webhooks').where({ id }).first();
  if (check.need !== 'manage' || !(db as Knex.Transaction).isTransaction) return visible(await read());
  const lock = (skipLocked: boolean) => {
    const query = db('webhooks').where({ id }).forUpdate();
    if (skipLocked) query.skipLocked();
    return query.first();
  };
  return visible(await lockedAfterAccess(lock, read, visible));
}

/** Who may register a webhook: an admin of the workspace named (else the key's home one, whose id it returns), with an admin-scoped key. */
export async function createWebhookAccess(deps: AppDeps, caller: Caller, req: Req<'createWebhook'>): Promise<string> {
  const id = workspaceOrHome(caller, req.body.workspace_id);
  await webhookAccess(accessScope(deps, caller), id, { need: 'manage', action: 'Managing webhooks' });
  return id;
}

/** Who may redeliver: an admin of the webhook's workspace, with an admin-scoped key (the webhook locked in a transaction). */
export function redeliverWebhookDeliveryAccess(deps: AppDeps, caller: Caller, req: Req<'redeliverWebhookDelivery'>): Promise<Webhook> {
  return loadWebhook(accessScope(deps, caller), req.path.webhook_id, { need: 'manage', action: 'Redelivering' });
}

/** Who may recover deliveries: as for redelivering. */
export function recoverWebhookDeliveriesAccess(deps: AppDeps, caller: Caller, req: Req<'recoverWebhookDeliveries'>): Promise<Webhook> {
  return loadWebhook(accessScope(deps, caller), req.path.webhook_id, { need: 'manage', action: 'Recovering deliveries' });
}

/** Who may rotate the signing secret: as for redelivering. */
export function rotateWebhookSecretAccess(deps: AppDeps, caller: Caller, req: Req<'rotateWebhookSecret'>): Promise<Webhook> {
  return loadWebhook(accessScope(deps, caller), req.path.webhook_id, { need: 'manage', action: 'Rotating the secret' });
}

const uniqueEvents = (events: EventType[]) => [...new Set(events)];

export async function listWebhooks(deps: AppDeps, caller: Caller, { query }: Req<'listWebhooks'>) {
  const workspaceId = workspaceOrHome(caller, query.workspace_id);
  await webhookAccess(accessScope(deps, caller), workspaceId, { need: 'read', action: 'Reading webhooks' });
  const rows = await deps.knex('webhooks').where('workspace_id', workspaceId).orderBy('id', 'desc');
  return rows.map(toWebhookJson);
}

export async function createWebhook(deps: AppDeps, caller: Caller, req: Req<'createWebhook'>) {
  const { body } = req;
  const workspaceId = await createWebhookAccess(deps, caller, req);
  const id = newId('wh');
  // Checked before the ping (no outbound call for a request that cannot succeed) and again under
  // the workspace's lock, so concurrent registrations cannot pass the limit together.
  await assertRoomForWebhook(deps.knex, workspaceId);
  // The ping runs before any row exists, so a refused URL leaves nothing behind.
  await pingOrFail(deps.outbound, { webhookId: id, url: body.url, secret: body.secret });
  const webhook = await deps.knex.transaction(async (trx) => {
    await trx('workspaces').where({ id: workspaceId }).forUpdate().first('id');
    await assertRoomForWebhook(trx, workspaceId);
    return insertWebhook(trx, {
      id,
      workspace_id: workspaceId,
      url: body.url,
      events: uniqueEvents(body.events),
      secret_ciphertext: secretBox(deps.config.secretKey).seal(body.secret),
      enabled: body.enabled ?? true,
    });
  });
  return toWebhookJson(webhook);
}

async function insertWebhook(trx: Knex.Transaction, row: Partial<Webhook>): Promise<Webhook> {
  return one(await trx('webhooks').insert(row).returning('*'));
}

/** Webhooks a workspace may have (docs/decisions.md#bounds): each costs a delivery per matching event. */
const maxWebhooksPerWorkspace = 25;

async function assertRoomForWebhook(db: Knex | Knex.Transaction, workspaceId: string): Promise<void> {
  const existing = await db('webhooks').where({ workspace_id: workspaceId }).count({ n: '*' }).first();
  if (Number(existing?.n) >= maxWebhooksPerWorkspace) {
    throw atWorkspaceBound(workspaceId, { max: maxWebhooksPerWorkspace, what: 'webhooks', remedy: 'delete one first' });
  }
}

export async function getWebhook(deps: AppDeps, caller: Caller, req: Req<'getWebhook'>) {
  return toWebhookJson(await loadWebhook(accessScope(deps, caller), req.path.webhook_id, { need: 'read', action: 'Reading webhooks' }));
}

export async function updateWebhook(deps: AppDeps, caller: Caller, req: Req<'updateWebhook'>) {
  const { body } = req;
  const id = req.path.webhook_id;
  const current = await loadWebhook(accessScope(deps, caller), id, { need: 'manage', action: 'Managing webhooks' });
  if (body.url !== undefined && body.url !== current.url) {
    const secret = secretBox(deps.config.secretKey).open(current.secret_ciphertext);
    await pingOrFail(deps.outbound, { webhookId: id, url: body.url, secret });
  }
  return deps.knex.transaction(async (trx) => {
    const webhook = await trx('webhooks').where({ id }).forUpdate().first();
    if (!webhook) throw notFound(`Webhook ${id} not found.`);
    const changes: Partial<Webhook> = {};
    if (body.url !== undefined) changes.url = body.url;
    if (body.events !== undefined) changes.events = uniqueEvents(body.events);
    if (body.enabled !== undefined) changes.enabled = body.enabled;
    // Enabled again: the service's reason is gone, and its failures are counted afresh.
    if (body.enabled === true && !webhook.enabled) Object.assign(changes, { disabled_reason: null, failing_since: null });
    if (Object.keys(changes).length === 0) return toWebhookJson(webhook);
    const updated = one(
      await trx('webhooks')
        .where({ id })
        .update({ ...changes, updated_at: new Date() })
        .returning('*'),
    );
    // Disabling pauses: nothing new is queued, and pending retries are cancelled.
    if (webhook.enabled && body.enabled === false) await cancelOpenDeliveries(trx, id);
    return toWebhookJson(updated);
  });
}

export async function deleteWebhook(deps: AppDeps, caller: Caller, req: Req<'deleteWebhook'>): Promise<void> {
  const id = req.path.webhook_id;
  await deps.knex.transaction(async (trx) => {
    await loadWebhook(accessScope(deps, caller, trx), id, { need: 'manage', action: 'Managing webhooks' });
    await cancelOpenDeliveries(trx, id);
    await trx('webhooks').where({ id }).delete();
  });
}

async function attemptsOf(db: Knex, deliveryIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const rows: AttemptRow[] = await db('webhook_delivery_attempts').whereIn('delivery_id', deliveryIds).orderBy(['delivery_id', 'number']);
  const byDelivery = new Map<string, AttemptRow[]>();
  for (const row of rows) byDelivery.set(row.delivery_id, [...(byDelivery.get(row.delivery_id) ?? []), row]);
  return byDelivery;
}

/** The body each delivery's attempts sent: its event's envelope, built as the delivery engine builds it. */
async function requestBodies(db: Knex, workspaceId: string, deliveries: DeliveryRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(deliveries.map((d) => d.event_id))];
  if (ids.length === 0) return new Map();
  const events = await db('events').where('workspace_id', workspaceId).whereIn('id', ids).select('id', 'type', 'data', 'created_at');
  return new Map(events.map((e) => [e.id, envelopeBody(envelopeOf(e))]));
}

export async function listWebhookDeliveries(deps: AppDeps, caller: Caller, { path, query }: Req<'listWebhookDeliveries'>) {
  const webhookId = path.webhook_id;
  const webhook = await loadWebhook(accessScope(deps, caller), webhookId, { need: 'read', action: 'Reading deliveries' });
  const list = deps.knex('webhook_deliveries').where('webhook_id', webhookId).orderBy('id', 'desc');
  if (query.status) list.where('status', query.status);
  if (query.event_type) list.where('event_type', query.event_type);
  if (query.since) list.where('created_at', '>=', new Date(query.since));
  if (query.until) list.where('created_at', '<', new Date(query.until));
  const page = await pageOf<DeliveryRow, DeliveryRow>(list, query, (row) => row);
  const [attempts, bodies] = await Promise.all([
    attemptsOf(
      deps.knex,
      page.data.map((d) => d.id),
    ),
    requestBodies(deps.knex, webhook.workspace_id, page.data),
  ]);
  return { data: page.data.map((d) => toDeliveryJson(d, attempts.get(d.id) ?? [], bodies.get(d.event_id) ?? null)), meta: page.meta };
}

/** A new delivery of the same event (same `evt_` id), with the usual retries. */
export async function redeliverWebhookDelivery(deps: AppDeps, caller: Caller, req: Req<'redeliverWebhookDelivery'>) {
  const { webhook_id: webhookId, delivery_id: deliveryId } = req.path;
  return deps.knex.transaction(async (trx) => {
    const webhook = await redeliverWebhookDeliveryAccess({ ...deps, knex: trx }, caller, req);
    const original: DeliveryRow | undefined = await trx('webhook_deliveries')
      .where({ id: deliveryId, workspace_id: webhook.workspace_id, webhook_id: webhookId })
      .first();
    if (!original) throw notFound(`Delivery ${deliveryId} not found for this webhook.`);
    if (!webhook.enabled) throw conflict(`Webhook ${webhookId} is disabled; enable it before redelivering.`);
    const delivery = one(
      await trx('webhook_deliveries')
        .insert({
          id: newId('dlv'),
          workspace_id: webhook.workspace_id,
          webhook_id: webhookId,
          event_id: original.event_id,
          event_type: original.event_type,
          next_attempt_at: trx.fn.now(),
        })
        .returning('*'),
    );
    signalDeliveriesQueued(trx, webhook.workspace_id);
    return toDeliveryJson(delivery, []);
  });
}

/** At most this many deliveries are queued again by one recovery call; `remaining` tells the caller to call again. */
const maxRecoveredPerCall = 1_000;

/**
 * Queues the failed deliveries of a window again, once each, at the pace of the retry schedule:
 * - a `permanently_failed` one as a new delivery of its event (the old one then names it in
 *   `recovered_into`, so a repeat skips it);
 * - a `failed` one (retry pending) by bringing that retry forward, at most once between two of its
 *   attempts (`recovered_at` after its last attempt: a repeat before the next attempt skips it).
 * Neither is sent sooner than the schedule's first delay after its last attempt, so repeated calls
 * cannot spend a receiver's retries within seconds. The webhook row stays locked throughout, so two
 * recoveries at once cannot queue one delivery twice.
 */
export async function recoverWebhookDeliveries(deps: AppDeps, caller: Caller, req: Req<'recoverWebhookDeliveries'>) {
  const { body } = req;
  const webhookId = req.path.webhook_id;
  const since = new Date(body.since);
  const until = body.until ? new Date(body.until) : new Date();
  if (until.getTime() <= since.getTime()) {
    throw invalid(body.until ? 'until must be after since.' : 'since must be in the past.', [
      body.until ? { field: '/until', message: 'must be after since' } : { field: '/since', message: 'must be in the past' },
    ]);
  }
  const firstDelaySeconds = deps.config.webhookRetryDelaysMs[0]! / 1000;
  return deps.knex.transaction(async (trx) => {
    const webhook = await recoverWebhookDeliveriesAccess({ ...deps, knex: trx }, caller, req);
    if (!webhook.enabled) throw conflict(`Webhook ${webhookId} is disabled; enable it before recovering deliveries.`);
    const lastAttempt = trx.raw('(select max(a.started_at) from webhook_delivery_attempts a where a.delivery_id = webhook_deliveries.id)');
    const inWindow = () =>
      trx('webhook_deliveries')
        .where('webhook_id', webhookId)
        .where('created_at', '>=', since)
        .where('created_at', '<', until)
        .where((q) => {
          q.where((dead) => {
            dead.where('status', 'permanently_failed').whereNull('recovered_into');
          }).orWhere((retrying) => {
            retrying
              .where('status', 'failed')
              .where('next_attempt_at', '>', trx.fn.now())
              .where((lease) => {
                lease.whereNull('leased_until').orWhere('leased_until', '<', trx.fn.now());
              })
              .where((once) => {
                once.whereNull('recovered_at').orWhere('recovered_at', '<', lastAttempt);
              });
          });
        });
    const total = await inWindow().count({ n: '*' }).first();
    const picked: Array<Pick<DeliveryRow, 'id' | 'status' | 'event_id' | 'event_type'> & { due: Date }> = await inWindow()
      .orderBy('id')
      .limit(maxRecoveredPerCall)
      .select('id', 'status', 'event_id', 'event_type')
      .select(trx.raw('greatest(now(), ? + make_interval(secs => ?)) as due', [lastAttempt, firstDelaySeconds]));
    const dead = picked.filter((d) => d.status === 'permanently_failed');
    const retrying = picked.filter((d) => d.status === 'failed');
    if (retrying.length > 0) {
      await trx.raw(
        `update webhook_deliveries d set next_attempt_at = r.due, recovered_at = now(), updated_at = now()
         from unnest(?::text[], ?::timestamptz[]) as r(id, due) where d.id = r.id`,
        [retrying.map((d) => d.id), retrying.map((d) => d.due)],
      );
    }
    if (dead.length > 0) {
      const fresh = dead.map((d) => ({
        id: newId('dlv'),
        workspace_id: webhook.workspace_id,
        webhook_id: webhookId,
        event_id: d.event_id,
        event_type: d.event_type,
        next_attempt_at: d.due,
      }));
      await trx('webhook_deliveries').insert(fresh);
      await trx.raw(
        `update webhook_deliveries d set recovered_into = r.fresh, recovered_at = now(), updated_at = now()
         from unnest(?::text[], ?::text[]) as r(old, fresh) where d.id = r.old`,
        [dead.map((d) => d.id), fresh.map((d) => d.id)],
      );
    }
    if (picked.length > 0) signalDeliveriesQueued(trx, webhook.workspace_id);
    return { queued: picked.length, remaining: Number(total?.n ?? 0) - picked.length };
  });
}

/**
 * Replaces the signing secret; the current one becomes the previous, which keeps signing for
 * `expire_previous_in_seconds` (none when 0). A previous secret still in its overlap is dropped:
 * at most two secrets sign, the newest two.
 */
export async function rotateWebhookSecret(deps: AppDeps, caller: Caller, req: Req<'rotateWebhookSecret'>) {
  const { body } = req;
  const id = req.path.webhook_id;
  const overlapSeconds = body.expire_previous_in_seconds ?? 86_400;
  return deps.knex.transaction(async (trx) => {
    const webhook = await rotateWebhookSecretAccess({ ...deps, knex: trx }, caller, req);
    const row = one(
      await trx('webhooks')
        .where({ id })
        .update({
          secret_ciphertext: secretBox(deps.config.secretKey).seal(body.secret),
          previous_secret_ciphertext: overlapSeconds > 0 ? webhook.secret_ciphertext : null,
          previous_secret_expires_at: overlapSeconds > 0 ? trx.raw('now() + make_interval(secs => ?)', [overlapSeconds]) : null,
          updated_at: trx.fn.now(),
        })
        .returning('*'),
    );
    return toWebhookJson(row);
  });
}
