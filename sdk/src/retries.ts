/**
 * The transport under every call: a time-out per attempt, retries with exponential backoff and
 * jitter (honouring `Retry-After`) after a network error, a time-out, 429, 502, 503 or 504, an
 * `Idempotency-Key` on every POST so a retried POST cannot do its work twice (the server answers a
 * repeat with the first response and `Idempotent-Replayed: true`), a `User-Agent`, and hooks that
 * see every attempt. A request that never got an answer ends in a typed {@link ApiConnectionError}.
 */
import { ApiConnectionError, ApiTimeoutError, fetchCause } from './errors.ts';
import { SDK_VERSION } from './version.ts';

/** What a hook is told about one attempt. */
export interface RequestEvent {
  method: string;
  url: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** The request's headers as sent (the API key among them: never log them whole). */
  headers: Headers;
}

/** Hooks for logging and metrics; a hook that throws does not break the call. */
export interface RequestHooks {
  /** Before each attempt. */
  onRequest?: ((event: RequestEvent) => void) | undefined;
  /** After each attempt that got a response. */
  onResponse?: ((event: RequestEvent & { status: number; durationMs: number; requestId: string | undefined }) => void) | undefined;
  /** After each attempt that got no response (network error, time-out). */
  onError?: ((event: RequestEvent & { error: unknown; durationMs: number }) => void) | undefined;
  /** Before waiting to retry: why, and for how long. */
  onRetry?: ((event: RequestEvent & { reason: string; delayMs: number }) => void) | undefined;
}

/** Options of the transport, per client ({@link ClientOptions}) or per call. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 sends each request once and adds no key). */
  maxRetries?: number | undefined;
  /** A `Retry-After` longer than this is not waited for: the response is returned (default 10 s). */
  maxRetryDelayMs?: number | undefined;
  /** Milliseconds an attempt may take before it is abandoned (default 60,000; 0 for none). */
  timeout?: number | undefined;
  /** Hooks for logging requests. */
  hooks?: RequestHooks | undefined;
}

/** The header that makes a POST safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a response the server replayed for a repeated `Idempotency-Key`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** What the SDK sends as `User-Agent` outside browsers (which do not let a page set it). */
export const USER_AGENT = `workspace-automation-sdk/${SDK_VERSION}`;

const retryableStatuses = new Set([429, 502, 503, 504]);
const DEFAULT_TIMEOUT_MS = 60_000;

/** Exponential from 0.5 s with jitter, or the server's `Retry-After` (undefined: too long to wait). */
function delayMs(attempt: number, retryAfter: string | null, maxDelayMs: number): number | undefined {
  if (retryAfter !== null && /^\d{1,7}$/.test(retryAfter.trim())) {
    const ms = Number(retryAfter.trim()) * 1000;
    return ms <= maxDelayMs ? ms : undefined;
  }
  const base = Math.min(500 * 2 ** attempt, maxDelayMs);
  return base / 2 + Math.random() * (base / 2);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an abort rejects with the signal's reason, whatever the caller aborted with, as fetch does
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), abort()), { once: true });
  });

const inBrowser = typeof (globalThis as { document?: unknown }).document !== 'undefined';

function safely(hook: (() => void) | undefined): void {
  try {
    hook?.();
  } catch {
    // A logging hook must not change the call's outcome.
  }
}

/** The caller's signal and the attempt's time-out as one signal; `timedOut` tells which fired. */
function attemptSignal(callerSignal: AbortSignal, timeoutMs: number): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) controller.abort(callerSignal.reason);
  else callerSignal.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`No response within ${timeoutMs} ms`, 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onAbort);
    },
  };
}

function validated(options: RetryOptions): Required<Omit<RetryOptions, 'hooks'>> & { hooks: RequestHooks } {
  const maxRetries = options.maxRetries ?? 2;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new TypeError('`maxRetries` must be a whole number, 0 or more.');
  if (!Number.isFinite(timeout) || timeout < 0) throw new TypeError('`timeout` must be a number of milliseconds, 0 (none) or more.');
  return { maxRetries, timeout, maxRetryDelayMs: options.maxRetryDelayMs ?? 10_000, hooks: options.hooks ?? {} };
}

/**
 * A random (v4) UUID. Browsers offer `crypto.randomUUID` only in secure contexts (HTTPS or
 * localhost); `getRandomValues` they offer everywhere, so a page served over plain HTTP on a LAN
 * address still gets its keys.
 */
function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Wraps `fetch` with the time-out, retries, idempotency key, user agent and hooks. A POST without
 * an `Idempotency-Key` gets a random one first, the same for every attempt; a key set per call is
 * kept. A caller's abort is never retried and rejects with the caller's reason.
 */
export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const { maxRetries, timeout, maxRetryDelayMs, hooks } = validated(options);
  return async (request) => {
    if (!inBrowser && !request.headers.has('user-agent')) request.headers.set('User-Agent', USER_AGENT);
    if (maxRetries > 0 && request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      request.headers.set(IDEMPOTENCY_KEY_HEADER, randomUuid());
    }
    const what = `${request.method} ${request.url}`;
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries;
      const event: RequestEvent = { method: request.method, url: request.url, attempt: attempt + 1, headers: request.headers };
      const limit = attemptSignal(request.signal, timeout);
      // A body can be read once: every attempt gets its own copy.
      const sent = new Request(request.clone(), { signal: limit.signal });
      const started = Date.now();
      safely(() => hooks.onRequest?.(event));
      let wait: number | undefined;
      let reason: string;
      try {
        const response = await inner(sent);
        const durationMs = Date.now() - started;
        safely(() =>
          hooks.onResponse?.({
            ...event,
            status: response.status,
            durationMs,
            requestId: response.headers.get('x-request-id') ?? undefined,
          }),
        );
        if (last || !retryableStatuses.has(response.status)) return response;
        wait = delayMs(attempt, response.headers.get('retry-after'), maxRetryDelayMs);
        if (wait === undefined) return response;
        reason = `HTTP ${response.status}`;
        await response.body?.cancel();
      } catch (err) {
        const durationMs = Date.now() - started;
        safely(() => hooks.onError?.({ ...event, error: err, durationMs }));
        if (request.signal.aborted) throw request.signal.reason;
        const timedOut = limit.timedOut();
        if (last) {
          const attempts = attempt + 1;
          const tried = attempts === 1 ? '' : ` (${attempts} attempts)`;
          if (timedOut)
            throw new ApiTimeoutError(`${what}: no response within ${timeout} ms${tried}.`, { request: what, attempts, cause: err });
          const detail = fetchCause(err);
          throw new ApiConnectionError(
            `${what}: could not connect${detail?.code ? ` (${detail.code})` : ''}${tried}: ${detail?.message ?? String(err)}`,
            {
              request: what,
              attempts,
              cause: err,
            },
          );
        }
        wait = delayMs(attempt, null, maxRetryDelayMs)!;
        reason = timedOut ? 'time-out' : 'network error';
      } finally {
        limit.done();
      }
      safely(() => hooks.onRetry?.({ ...event, reason, delayMs: wait }));
      await sleep(wait, request.signal);
    }
  };
}
