import { createHmac } from 'node:crypto';
import type { OutboundClient } from '../../../net/outbound.ts';

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
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
  input: { url: string; secret: string; envelope: Envelope; attempt: number; timeoutMs: number },
): Promise<{ status: number }> {
  const body = JSON.stringify(input.envelope);
  const response = await outbound.send({
    url: input.url,
    method: 'POST',
    timeoutMs: input.timeoutMs,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'WorkspaceAutomationService-Webhooks/1.0',
      'service-signature': signature(input.secret, body),
      'service-event-id': input.envelope.id,
      'service-event-type': input.envelope.type,
      'service-delivery-attempt': String(input.attempt),
    },
  });
  return { status: response.status };
}
