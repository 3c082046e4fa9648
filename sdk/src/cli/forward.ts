/**
 * Forwards one event as a webhook delivery would carry it: the same body bytes and the same headers
 * (server/modules/webhooks/delivery/signed-request.ts), signed with the SDK's own signers, so a
 * receiver written for real deliveries verifies it unchanged. One attempt, no redirects followed (a
 * delivery does not follow them either), at most {@link FORWARD_TIMEOUT_MS}.
 */
import type { components } from '../generated/openapi-types.ts';
import { SDK_VERSION } from '../version.ts';
import { computeStandardWebhookSignature, computeWebhookSignature } from '../webhooks.ts';
import { fetchFailure } from './fetch-failure.ts';

/** An event as the feed lists it: the envelope a delivery carries. */
export type FeedEvent = components['schemas']['WebhookEvent'];

export const FORWARD_TIMEOUT_MS = 10_000;

/** A delivery's agent, then ours: a receiver that looks for the first still finds it. */
const USER_AGENT = `WorkspaceAutomationService-Webhooks/1.0 workspace-automation-sdk-listen/${SDK_VERSION}`;

/** How one forward went: the receiver's status, or why there was none; and how long it took. */
export type ForwardOutcome = ({ status: number } | { failure: string }) & { ms: number };

/**
 * The bytes a delivery sends: the envelope with its keys in the delivery's order (id, type,
 * created_at, data; server/events/envelope.ts), whatever order a proxy returned them in.
 */
export function envelopeBody(event: FeedEvent): string {
  const { id, type, created_at: createdAt, data } = event;
  return JSON.stringify({ id, type, created_at: createdAt, data });
}

/** POSTs the event to `url`, signed with `secret`. `abandon` cuts an unfinished forward short (a second Ctrl-C). */
export async function forwardEvent(
  event: FeedEvent,
  target: { url: string; secret: string; abandon: AbortSignal },
): Promise<ForwardOutcome> {
  const started = Date.now();
  const body = envelopeBody(event);
  const timestamp = Math.floor(started / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'service-signature': await computeWebhookSignature(body, target.secret),
    'service-event-id': event.id,
    'service-event-type': event.type,
    // Each forward is one attempt: a failed one is reported, not retried.
    'service-delivery-attempt': '1',
    'webhook-id': event.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await computeStandardWebhookSignature({ id: event.id, timestamp, payload: body }, target.secret),
  };
  const timeout = AbortSignal.timeout(FORWARD_TIMEOUT_MS);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, target.abandon]),
    });
    // Read to the end, so the time shown is the whole exchange and the connection can be reused.
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - started };
  } catch (err) {
    const failure = timeout.aborted
      ? `no answer within ${FORWARD_TIMEOUT_MS / 1000} s`
      : target.abandon.aborted
        ? 'abandoned (stopping)'
        : fetchFailure(err);
    return { failure, ms: Date.now() - started };
  }
}
