import { createHmac } from 'node:crypto';
import type { OutboundClient, OutboundResponse } from '../../../net/outbound.ts';
import type { Envelope } from '../../../events/envelope.ts';

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

/** A signature header as an attempt shows it: each signature's scheme kept, its value masked. */
function masked(header: string, separator: string): string {
  return header
    .split(separator)
    .map((one) => one.replace(/^(sha256=|v1,).*$/s, '$1********'))
    .join(separator);
}

/** What an attempt sent and got back: the request's headers (signatures masked) and the answer. */
export interface Exchange {
  requestHeaders: Record<string, string>;
  response: OutboundResponse;
}

/**
 * POSTs an event envelope signed over its exact bytes. Success is a 2xx; anything else, redirects
 * included, is returned for the caller to judge.
 */
export async function postSigned(
  outbound: OutboundClient,
  input: { url: string; secrets: string[]; envelope: Envelope; attempt: number; timeoutMs: number },
  /** Told the request's headers, signatures masked, before it is sent (an attempt that fails to connect shows them too). */
  sending?: (headers: Record<string, string>) => void,
): Promise<Exchange> {
  const body = envelopeBody(input.envelope);
  // Signed as it leaves, so a retry hours later carries a fresh timestamp a receiver's replay window accepts.
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
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
  };
  const requestHeaders = {
    ...headers,
    'service-signature': masked(headers['service-signature'], ','),
    'webhook-signature': masked(headers['webhook-signature'], ' '),
  };
  sending?.(requestHeaders);
  const response = await outbound.send({ url: input.url, method: 'POST', timeoutMs: input.timeoutMs, body, headers });
  return { requestHeaders, response };
}

/** The exact body a delivery of the envelope sends: what an attempt shows as its request body. */
export function envelopeBody(envelope: Envelope): string {
  return JSON.stringify(envelope);
}
