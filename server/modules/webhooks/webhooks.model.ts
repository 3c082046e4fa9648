import { Model } from 'objection';
import type { components } from '../../../generated/openapi-types.ts';

export type EventType = components['schemas']['EventType'];

export class Webhook extends Model {
  static override tableName = 'webhooks';

  declare id: string;
  declare workspace_id: string;
  declare url: string;
  declare events: EventType[];
  declare secret_ciphertext: string;
  declare enabled: boolean;
  declare created_at: Date;
  declare updated_at: Date;
}

/** The webhook as clients see it: never the secret, in any form. */
export function toWebhookJson(row: Webhook) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: EventType;
  status: 'pending' | 'succeeded' | 'failed' | 'permanently_failed' | 'cancelled';
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AttemptRow {
  delivery_id: string;
  number: number;
  started_at: Date;
  duration_ms: number | null;
  response_status: number | null;
  error: string | null;
}

export function toDeliveryJson(row: DeliveryRow, attempts: AttemptRow[]) {
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
    })),
    next_attempt_at: row.next_attempt_at ? row.next_attempt_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
