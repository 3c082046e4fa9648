/**
 * Retries for requests that failed on the way (a dropped connection, 502, 503, 504), with an
 * `Idempotency-Key` on every POST so a retried POST cannot do its work twice: the server answers a
 * repeat with the first response (and `Idempotent-Replayed: true`).
 */

/** Options of the retrying fetch, from {@link ClientOptions}. */
export interface RetryOptions {
  /** Retries after the first attempt (default 2; 0 sends each request once and adds no key). */
  maxRetries?: number | undefined;
  /** A `Retry-After` longer than this is not waited for: the response is returned (default 10 s). */
  maxRetryDelayMs?: number | undefined;
}

/** The header that makes a POST safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a response the server replayed for a repeated `Idempotency-Key`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const retryableStatuses = new Set([502, 503, 504]);

/** Exponential from 0.5 s with jitter, or the server's `Retry-After` (undefined: too long to wait). */
function delayMs(attempt: number, retryAfter: string | null, maxDelayMs: number): number | undefined {
  if (retryAfter !== null && /^\d+$/.test(retryAfter)) {
    const ms = Number(retryAfter) * 1000;
    return ms <= maxDelayMs ? ms : undefined;
  }
  const base = Math.min(500 * 2 ** attempt, maxDelayMs);
  return base / 2 + Math.random() * (base / 2);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** A failure before any response: fetch rejects with a TypeError (never for an abort). */
function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/**
 * Wraps `fetch` so a request is sent again after a network error or a 502/503/504, up to
 * `maxRetries` times. A POST without an `Idempotency-Key` gets a random one first, the same for
 * every attempt; a key set per call (`params.header["Idempotency-Key"]`) is kept.
 */
export function retryingFetch(
  inner: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 2;
  const maxDelayMs = options.maxRetryDelayMs ?? 10_000;
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new TypeError('createClient: `maxRetries` must be a whole number, 0 or more.');
  return async (request) => {
    if (maxRetries === 0) return inner(request);
    if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY_HEADER)) {
      request.headers.set(IDEMPOTENCY_KEY_HEADER, globalThis.crypto.randomUUID());
    }
    for (let attempt = 0; ; attempt++) {
      const last = attempt >= maxRetries;
      // A body can be read once: every attempt but the last sends a copy.
      const sent = last ? request : request.clone();
      let wait: number | undefined;
      try {
        const response = await inner(sent);
        if (last || !retryableStatuses.has(response.status)) return response;
        wait = delayMs(attempt, response.headers.get('retry-after'), maxDelayMs);
        if (wait === undefined) return response;
        await response.body?.cancel();
      } catch (err) {
        if (last || !isNetworkError(err) || request.signal.aborted) throw err;
        wait = delayMs(attempt, null, maxDelayMs)!;
      }
      await sleep(wait, request.signal);
    }
  };
}
