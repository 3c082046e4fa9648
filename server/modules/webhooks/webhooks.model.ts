import type { EventType } from '../../events/record-event.ts';

declare module 'knex/types/tables.js' {
  interface Tables {
    webhooks: Webhook;
    webhook_deliveries: DeliveryRow;
    webhook_delivery_attempts: AttemptRow;
  }
}

/** A `webhooks` row. */
export interface Webhook {
  id: string;
  workspace_id: string;
  url: string;
  events: EventType[];
  secret_ciphertext: string;
  /** After a rotation: the previous secret, which signs too until `previous_secret_expires_at`. */
  previous_secret_ciphertext: string | null;
  previous_secret_expires_at: Date | null;
  enabled: boolean;
  /** Why the service disabled it (endpoint health); null otherwise. */
  disabled_reason: string | null;
  last_success_at: Date | null;
  /** Since when every delivery failed; null after a success, and when enabled again. */
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The webhook as clients see it: never the secret, in any form. */
export function toWebhookJson(row: Webhook) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    previous_secret_expires_at:
      row.previous_secret_expires_at && row.previous_secret_expires_at.getTime() > Date.now()
        ? row.previous_secret_expires_at.toISOString()
        : null,
    disabled_reason: row.disabled_reason,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface DeliveryRow {
  id: string;
  /** Its webhook's, the shard key every row carries. */
  workspace_id: string;
  webhook_id: string;
  event_id: string;
  event_type: EventType;
  status: 'pending' | 'succeeded' | 'failed' | 'permanently_failed' | 'cancelled';
  next_attempt_at: Date | null;
  /** Attempts made so far; a claim numbers the next one. */
  attempts: number;
  /** While a delivery engine holds the delivery for an attempt; past it, another may claim it. */
  leased_until: Date | null;
  /** For a permanently failed delivery queued again by a recovery: the delivery that took its place. */
  recovered_into: string | null;
  /** When a recovery last brought this delivery's pending retry forward. */
  recovered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type DeliveryStatus = DeliveryRow['status'];

/** A delivery that may still be attempted: queued, or failed with a retry to come. */
export const openDeliveryStatuses: readonly DeliveryStatus[] = ['pending', 'failed'];

export interface AttemptRow {
  delivery_id: string;
  /** Its delivery's, the shard key every row carries. */
  workspace_id: string;
  number: number;
  started_at: Date;
  duration_ms: number | null;
  response_status: number | null;
  error: string | null;
  /** The request's headers as sent, signatures masked; null before this was recorded, or when no request was made. */
  request_headers: Record<string, string> | null;
  response_headers: Record<string, string> | null;
  /** The first 4 KB of the answer's body; null when no answer came. */
  response_body: string | null;
  response_body_truncated: boolean | null;
}

/**
 * A delivery as the API shows it; `requestBody` is its event's envelope as every attempt sent it
 * (null when the event is no longer kept).
 */
export function toDeliveryJson(row: DeliveryRow, attempts: AttemptRow[], requestBody: string | null = null) {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: attempts.map((a) => ({
      number: a.number,
      started_at: a.started_at.toISOString(),
      duration_ms: a.duration_ms ?? 0,
      response_status: a.response_status,
      error: a.duration_ms === null ? 'in progress' : a.error,
      request: a.request_headers && requestBody !== null ? { headers: a.request_headers, body: requestBody } : null,
      response:
        a.response_headers && a.response_body !== null
          ? { headers: a.response_headers, body: a.response_body, body_truncated: a.response_body_truncated ?? false }
          : null,
    })),
    next_attempt_at: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
