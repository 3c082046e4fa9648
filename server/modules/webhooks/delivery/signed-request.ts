import { createHmac } from 'node:crypto';
import type { OutboundClient } from '../../../net/outbound.ts';

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** What a Standard Webhooks signature covers: the message id, its timestamp (seconds) and the exact body sent. */
export interface SignedContent {
  id: string;
  timestamp: number;
  body: string;
}

/**
 * The Standard Webhooks signature (standardwebhooks.com) beside ours: `v1,` and the base64
 * HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the secret's UTF-8 bytes, so any Standard
 * Webhooks library verifies a delivery and refuses a replay by its timestamp.
 */
export function standardSignature(secret: string, { id, timestamp, body }: SignedContent): string {
  return `v1,${createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface Envelope {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

/**
 * POSTs an event envelope signed over its exact bytes. Success is a 2xx; anything else, redirects
 * included, is returned for the caller to judge.
 */
export async function postSigned(
  outbound: OutboundClient,
  input: { url: string; secrets: string[]; envelope: Envelope; attempt: number; timeoutMs: number },
): Promise<{ status: number }> {
  const body = JSON.stringify(input.envelope);
  // Signed as it leaves, so a retry hours later carries a fresh timestamp a receiver's replay window accepts.
  const timestamp = Math.floor(Date.now() / 1000);
  const response = await outbound.send({
    url: input.url,
    method: 'POST',
    timeoutMs: input.timeoutMs,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'WorkspaceAutomationService-Webhooks/1.0',
      // One signature per live secret (the new one first), so a receiver on either secret accepts it.
      'service-signature': input.secrets.map((secret) => signature(secret, body)).join(','),
      'service-event-id': input.envelope.id,
      'service-event-type': input.envelope.type,
      'service-delivery-attempt': String(input.attempt),
      'webhook-id': input.envelope.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': input.secrets.map((secret) => standardSignature(secret, { id: input.envelope.id, timestamp, body })).join(' '),
    },
  });
  return { status: response.status };
}
