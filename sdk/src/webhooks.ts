/**
 * `@workspace-automation/sdk/webhooks`, for webhook receivers: verify a delivery's signature and
 * parse its event. Every delivery is signed twice: `Service-Signature` (below) and the Standard
 * Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature`, whose timestamp lets a
 * receiver refuse a replay; {@link verifyWebhook} checks the latter when they are there. An entry point of its own, on WebCrypto (`crypto.subtle`), so
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

/** A delivery's headers: a `Headers`, Node's `req.headers`, or a plain record (names in any case). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Input of {@link verifyWebhook}: the raw body, all the delivery's headers and the secret. */
export interface WebhookDeliveryInput {
  /** The raw request body exactly as received (string or bytes), not a parsed object. */
  payload: string | Uint8Array;
  headers: WebhookHeaders;
  /** The webhook's secret. */
  secret: string;
  /** How far `webhook-timestamp` may be from now, in seconds (default 300): further is refused as a replay. */
  toleranceSeconds?: number;
  /** The current time in milliseconds (default `Date.now()`), for tests. */
  now?: number;
}

/** The Standard Webhooks headers (standardwebhooks.com) every delivery carries. */
export const STANDARD_WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

const DEFAULT_TOLERANCE_SECONDS = 300;

/** Thrown by {@link constructWebhookEvent} when a delivery cannot be trusted or parsed. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;
/** A rotation makes two signatures; a header with many more is not ours, and is not worth the work. */
const MAX_SIGNATURES = 5;

/**
 * Computes the `Service-Signature` header value for a payload: `sha256=<lowercase hex HMAC>`.
 * Useful in tests of a receiver.
 */
export async function computeWebhookSignature(payload: string | Uint8Array, secret: string): Promise<string> {
  assertSecret(secret);
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), toBytes(payload)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What a Standard Webhooks signature covers: the message id (the event's `evt_` id), its time and the exact body. */
export interface StandardWebhookMessage {
  /** The `webhook-id` header: the event's id. */
  id: string;
  /** The `webhook-timestamp` header: seconds since the epoch. */
  timestamp: number;
  /** The raw body exactly as sent. */
  payload: string | Uint8Array;
}

/**
 * Computes the Standard Webhooks `webhook-signature` header value for a message: `v1,` and the
 * base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the secret's UTF-8 bytes as every
 * delivery is. Useful in tests of a receiver; `listen` signs what it forwards with it.
 */
export async function computeStandardWebhookSignature({ id, timestamp, payload }: StandardWebhookMessage, secret: string): Promise<string> {
  assertSecret(secret);
  if (!Number.isInteger(timestamp) || timestamp < 0) throw new TypeError('webhook timestamp must be whole seconds since the epoch.');
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), toBytes(payload));
  const mac = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), signed));
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}

/**
 * Whether `header` holds a valid signature of `payload` under `secret`: after a secret rotation it
 * lists one per live secret, comma-separated, and one match is enough. WebCrypto's `verify`
 * compares in constant time; resolves `false` for a missing, repeated or malformed header. Throws
 * `TypeError` only for programming errors (empty secret, a parsed object as payload).
 */
export async function verifyWebhookSignature({ payload, header, secret }: WebhookSignatureInput): Promise<boolean> {
  assertSecret(secret);
  const bytes = toBytes(payload);
  const value = typeof header === 'string' ? header : header?.length === 1 ? header[0] : undefined;
  if (typeof value !== 'string') return false;
  const key = await hmacKey(secret);
  for (const entry of value.split(',').slice(0, MAX_SIGNATURES)) {
    const match = SIGNATURE_PATTERN.exec(entry.trim());
    if (!match?.[1]) continue;
    const received = new Uint8Array(match[1].match(/../g)!.map((pair) => parseInt(pair, 16)));
    if (await globalThis.crypto.subtle.verify('HMAC', key, received, bytes)) return true;
  }
  return false;
}

/**
 * Whether a delivery is genuine and fresh: with the Standard Webhooks headers present, their
 * signature over `{webhook-id}.{webhook-timestamp}.{body}` must verify and the timestamp be within
 * `toleranceSeconds` of now; without them, `Service-Signature` must verify. Resolves `false` for
 * anything missing, repeated or malformed.
 */
export async function verifyWebhook(input: WebhookDeliveryInput): Promise<boolean> {
  assertSecret(input.secret);
  const header = headerReader(input.headers);
  if (header(STANDARD_WEBHOOK_HEADERS.signature) === undefined) {
    return verifyWebhookSignature({ payload: input.payload, header: header('service-signature'), secret: input.secret });
  }
  const id = header(STANDARD_WEBHOOK_HEADERS.id);
  const timestamp = header(STANDARD_WEBHOOK_HEADERS.timestamp);
  const signatures = header(STANDARD_WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signatures || !/^[0-9]{1,12}$/.test(timestamp)) return false;
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs((input.now ?? Date.now()) / 1000 - Number(timestamp)) > tolerance) return false;
  const signed = concat(new TextEncoder().encode(`${id}.${timestamp}.`), toBytes(input.payload));
  const key = await hmacKey(input.secret);
  for (const entry of signatures.split(' ').slice(0, MAX_SIGNATURES)) {
    const [version, encoded] = entry.split(',', 2);
    const mac = version === 'v1' && encoded ? fromBase64(encoded) : undefined;
    if (mac && (await globalThis.crypto.subtle.verify('HMAC', key, mac, signed))) return true;
  }
  return false;
}

/**
 * Verifies a delivery's signature, then parses its body as a {@link WebhookEvent}. Given `headers`
 * (all of them), it verifies as {@link verifyWebhook} does, refusing replays; given `header` (the
 * `Service-Signature` value), as {@link verifyWebhookSignature}.
 * Throws {@link WebhookSignatureError} when the signature does not verify or the body is not an
 * event envelope `{ id, type, created_at, data }`. Only the envelope is checked at run time; the
 * type parameter (default: the documented union) is trusted, as the signature proves the sender.
 *
 * @example
 * ```ts
 * const event = await constructWebhookEvent({
 *   payload: rawBody,
 *   header: req.headers["service-signature"],
 *   secret: process.env.WSA_WEBHOOK_SECRET!,
 * });
 * if (event.type === "automation.run.completed") console.log(event.data.run_id);
 * ```
 */
export async function constructWebhookEvent<TEvent extends WebhookEventEnvelope<unknown> = WebhookEvent>(
  input: WebhookSignatureInput | WebhookDeliveryInput,
): Promise<TEvent> {
  const genuine = 'headers' in input ? await verifyWebhook(input) : await verifyWebhookSignature(input);
  if (!genuine) {
    throw new WebhookSignatureError(
      'headers' in input
        ? 'The delivery is not signed with this secret, or its webhook-timestamp is outside the tolerance (a replay): check the secret, the clock, and verify the raw body.'
        : `The ${SIGNATURE_HEADER} header is missing, malformed or does not match the payload: check the secret and verify the raw body.`,
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

/** A header's one value by name, any case; `undefined` when absent or repeated. */
function headerReader(headers: WebhookHeaders): (name: string) => string | undefined {
  if (typeof (headers as Headers).get === 'function') {
    return (name) => (headers as Headers).get(name) ?? undefined;
  }
  const lower = new Map(Object.entries(headers as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  return (name) => {
    const value = lower.get(name);
    if (Array.isArray(value)) return value.length === 1 && typeof value[0] === 'string' ? value[0] : undefined;
    return typeof value === 'string' ? value : undefined;
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
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
