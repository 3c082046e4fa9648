/**
 * `@workspace-automation/sdk/webhooks`, for webhook receivers: verify the `Service-Signature` header
 * of a delivery and parse its event. An entry point of its own, on WebCrypto (`crypto.subtle`), so
 * it runs in Node, Deno, Bun, edge runtimes and browsers alike, and the client never carries it.
 *
 * Each delivery is a POST whose `Service-Signature` header is `sha256=` followed by the lowercase
 * hex HMAC-SHA256 of the raw request body, keyed with the secret given when the webhook was
 * registered. Verify against the raw bytes, before any JSON parsing: a re-serialised body does not
 * have the same bytes. WebCrypto is asynchronous, so every function here returns a promise.
 */
import type { webhooks } from './generated/openapi-types.ts';

/** Name of the signature header on webhook deliveries. */
export const SIGNATURE_HEADER = 'Service-Signature';

/**
 * Every event the API documents, as a union discriminated by `type`: narrowing on
 * `event.type === "project.created"` types `event.data`. `id` (prefix `evt_`) is the same on every
 * retry and for every webhook: use it to deduplicate.
 */
export type WebhookEvent = { [Type in keyof webhooks]: DeliveryBody<webhooks[Type]> }[keyof webhooks];

/** The body the contract's `webhooks` section documents for one event type. */
type DeliveryBody<Entry> = Entry extends { post: { requestBody: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The envelope every delivery has, whatever its type (for event types newer than this SDK). */
export interface WebhookEventEnvelope<TData = Record<string, unknown>> {
  /** Event id, prefix `evt_`. */
  id: string;
  /** Event type, e.g. `project.created`, `automation.run.completed`, or `ping`. */
  type: string;
  /** When the event happened (ISO 8601, UTC). */
  created_at: string;
  /** Event-specific data. */
  data: TData;
}

/** Input of {@link verifyWebhookSignature} and {@link constructWebhookEvent}. */
export interface WebhookSignatureInput {
  /** The raw request body exactly as received (string or bytes), not a parsed object. */
  payload: string | Uint8Array;
  /**
   * The `Service-Signature` header value. Node's `req.headers["service-signature"]` may be passed
   * as is: a missing header or a repeated one (array) does not verify.
   */
  header: string | readonly string[] | null | undefined;
  /** The webhook's secret. */
  secret: string;
}

/** Thrown by {@link constructWebhookEvent} when a delivery cannot be trusted or parsed. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;

/**
 * Computes the `Service-Signature` header value for a payload: `sha256=<lowercase hex HMAC>`.
 * Useful in tests of a receiver.
 */
export async function computeWebhookSignature(payload: string | Uint8Array, secret: string): Promise<string> {
  assertSecret(secret);
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), toBytes(payload)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether `header` is a valid signature of `payload` under `secret`. WebCrypto's `verify` compares
 * in constant time; resolves `false` for a missing, repeated or malformed header. Throws `TypeError`
 * only for programming errors (empty secret, a parsed object as payload).
 */
export async function verifyWebhookSignature({ payload, header, secret }: WebhookSignatureInput): Promise<boolean> {
  assertSecret(secret);
  const bytes = toBytes(payload);
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  if (typeof value !== 'string') return false;
  const match = SIGNATURE_PATTERN.exec(value.trim());
  if (!match?.[1]) return false;
  const received = new Uint8Array(match[1].match(/../g)!.map((pair) => parseInt(pair, 16)));
  return globalThis.crypto.subtle.verify('HMAC', await hmacKey(secret), received, bytes);
}

/**
 * Verifies a delivery's signature, then parses its body as a {@link WebhookEvent}.
 * Throws {@link WebhookSignatureError} when the signature does not verify or the body is not an
 * event envelope `{ id, type, created_at, data }`. Only the envelope is checked at run time; the
 * type parameter (default: the documented union) is trusted, as the signature proves the sender.
 *
 * ```ts
 * const event = await constructWebhookEvent({
 *   payload: rawBody,
 *   header: req.headers["service-signature"],
 *   secret: process.env.WEBHOOK_SECRET!,
 * });
 * if (event.type === "automation.run.completed") console.log(event.data.run_id);
 * ```
 */
export async function constructWebhookEvent<TEvent extends WebhookEventEnvelope<unknown> = WebhookEvent>(
  input: WebhookSignatureInput,
): Promise<TEvent> {
  if (!(await verifyWebhookSignature(input))) {
    throw new WebhookSignatureError(
      `The ${SIGNATURE_HEADER} header is missing, malformed or does not match the payload: check the secret and verify the raw body.`,
    );
  }
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(toBytes(input.payload)));
  } catch {
    throw new WebhookSignatureError('The webhook payload is not valid JSON.');
  }
  if (!isWebhookEvent(event)) {
    throw new WebhookSignatureError('The webhook payload is not an event envelope { id, type, created_at, data }.');
  }
  return event as TEvent;
}

function isWebhookEvent(value: unknown): value is WebhookEventEnvelope<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, type, created_at: createdAt, data } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof type === 'string' && typeof createdAt === 'string' && typeof data === 'object' && data !== null;
}

function hmacKey(secret: string) {
  return globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

function toBytes(payload: string | Uint8Array): Uint8Array {
  if (typeof payload === 'string') return new TextEncoder().encode(payload);
  if (payload instanceof Uint8Array) return payload;
  throw new TypeError('webhook payload must be the raw request body (string, Buffer or Uint8Array), not a parsed object.');
}

function assertSecret(secret: string): void {
  if (typeof secret !== 'string' || secret === '') {
    throw new TypeError('webhook secret must be a non-empty string.');
  }
}
