import dns from 'node:dns';
import fs from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { Agent, errors, request, type Dispatcher } from 'undici';
import type { Logger } from '../log.ts';
import { isBlockedAddress } from './address-policy.ts';

/** Why an outbound request failed, in words a person can act on. */
export class OutboundError extends Error {
  constructor(
    message: string,
    readonly kind: 'blocked' | 'dns' | 'tls' | 'timeout' | 'connection' | 'url',
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
}

/**
 * What a tenant is told when a name does not resolve and when it resolves to a blocked address: one
 * message for both, or an editor could learn which internal names exist (issue 21, point 7).
 */
export const notPublic = (hostname: string) => `${hostname} did not resolve to a public address`;

/** A URL as an error message repeats it: enough to recognise, never the whole of a long one. */
function quoted(url: string): string {
  return url.length > 200 ? `'${url.slice(0, 199)}…'` : `'${url}'`;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * The checks a URL passes before any connection: https, and no literal private or reserved address
 * (names are checked when they resolve, at connect time). Throws the OutboundError a send would.
 */
export function checkedTarget(url: string, allowPrivate: boolean): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundError(`${quoted(url)} is not a URL`, 'url');
  }
  if (target.protocol !== 'https:') throw new OutboundError('only https:// URLs are allowed', 'url');
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !allowPrivate && isBlockedAddress(literal)) {
    throw new OutboundError(`blocked address: ${literal} is a private or reserved address`, 'blocked');
  }
  return target;
}

/**
 * DNS resolution at connect time that refuses blocked addresses: the connection goes to the address
 * that was checked, so there is no window for DNS rebinding between a check and the connect.
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, list) => {
      if (err) return callback(err, []);
      const bad = list.find((a) => isBlockedAddress(a.address));
      if (!allowPrivate && bad) {
        // Never shown as it is: a tenant is told what a name that does not resolve tells (describe).
        return callback(new BlockedAddressError(`${hostname} resolves to a private or reserved address`), []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The system store plus NODE_EXTRA_CA_CERTS, read when the pool is made: Node itself reads that
 * variable only at process start, and tests (and operators rotating a CA) set it later.
 */
function trustedCertificates(): string[] | undefined {
  const file = process.env.NODE_EXTRA_CA_CERTS;
  if (!file) return undefined;
  try {
    return [...tls.rootCertificates, fs.readFileSync(file, 'utf8')];
  } catch {
    return undefined;
  }
}

/**
 * The TLS context every outbound connection shares. Given as a `ca` list instead, the ~140 system
 * roots would be parsed again for each new connection (milliseconds each: a burst of new connections
 * to a slow receiver then waits seconds on it).
 */
function secureContext(): { secureContext?: tls.SecureContext } {
  const ca = trustedCertificates();
  return ca ? { secureContext: tls.createSecureContext({ ca }) } : {};
}

/** What an answer's body is kept of: the first 4 KB (what a delivery attempt shows). */
export const keptBodyBytes = 4096;
const drainedBodyBytes = 64 * 1024;
/** An answer's headers kept: at most this many, each value cut to this length. */
const keptHeaders = 50;
const keptHeaderValue = 1024;

/** Text PostgreSQL can store (no NUL, which neither `text` nor `jsonb` holds). */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** What a body's read kept, as an answer shows it. */
const keptText = (kept: Buffer[], seen: number) => ({
  text: storable(Buffer.concat(kept).toString('utf8')),
  truncated: seen > keptBodyBytes,
});

/**
 * The start of a response body. A small body is read to its end so the connection returns to the
 * pool; a large one is cut off (closing that connection) rather than held in memory.
 */
function cappedText(body: Dispatcher.ResponseData['body']): Promise<{ text: string; truncated: boolean }> {
  // Read by its events: iterating the stream asynchronously allocated 3.8 KB of the 50 a delivery
  // allocated in the worker (issue 29, point 4).
  return new Promise((resolve, reject) => {
    const kept: Buffer[] = [];
    let seen = 0;
    body.on('data', (chunk: Buffer) => {
      if (seen < keptBodyBytes) kept.push(chunk.subarray(0, keptBodyBytes - seen));
      seen += chunk.length;
      if (seen > drainedBodyBytes) {
        body.destroy();
        resolve(keptText(kept, seen));
      }
    });
    body.once('end', () => resolve(keptText(kept, seen)));
    body.once('error', reject);
  });
}

/** An answer's headers, bounded: names lower-case, repeated ones joined with `, `. */
function cappedHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers).slice(0, keptHeaders)) {
    if (value === undefined) continue;
    kept[name.toLowerCase()] = storable((Array.isArray(value) ? value.join(', ') : value).slice(0, keptHeaderValue));
  }
  return kept;
}

/** What an outbound request got back: the status, its headers and the first 4 KB of its body. */
export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the body was longer than `body` holds. */
  bodyTruncated: boolean;
}

export interface OutboundClient {
  send(input: {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs: number;
  }): Promise<OutboundResponse>;
  close(): Promise<void>;
}

/** Where the precise cause of a refusal goes: the operator's log, never the tenant's answer. */
type OperatorLog = Pick<Logger, 'info'>;

const connectionFailures: Record<string, string> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EHOSTUNREACH: 'failed: host unreachable',
  ENETUNREACH: 'failed: network unreachable',
  EPIPE: 'closed while sending',
  UND_ERR_SOCKET: 'closed by the other side',
};

/** The request a failure is described for: where it went, and how long it was given. */
interface SentRequest {
  url: URL;
  timeoutMs: number;
}

function describe(err: unknown, { url, timeoutMs }: SentRequest, log: OperatorLog | undefined): OutboundError {
  const e = err as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const cause = e.cause ?? e;
  if (err instanceof OutboundError) return err;
  if (cause instanceof BlockedAddressError || e instanceof BlockedAddressError) {
    log?.info({ host: url.hostname }, 'outbound request refused: the name resolves to a blocked address');
    return new OutboundError(notPublic(url.hostname), 'blocked');
  }
  if (
    err instanceof errors.HeadersTimeoutError ||
    err instanceof errors.BodyTimeoutError ||
    e.name === 'TimeoutError' ||
    e.name === 'AbortError' ||
    cause.code === 'UND_ERR_CONNECT_TIMEOUT'
  ) {
    return new OutboundError(`time-out: no complete answer from ${url.host} within ${timeoutMs} ms`, 'timeout');
  }
  if (cause.code === 'ENOTFOUND' || cause.code === 'EAI_AGAIN') {
    log?.info({ host: url.hostname, code: cause.code }, 'outbound request failed: the name could not be resolved');
    return new OutboundError(notPublic(url.hostname), 'dns');
  }
  if (/CERT|SSL|TLS|self[- ]signed|certificate/i.test(`${cause.code ?? ''} ${cause.message}`)) {
    return new OutboundError(`TLS: the certificate of ${url.hostname} was refused${cause.code ? ` (${cause.code})` : ''}`, 'tls');
  }
  // The driver's own words name the address and port it dialled: only the class is said.
  const what = connectionFailures[cause.code ?? ''] ?? `failed${cause.code ? ` (${cause.code})` : ''}`;
  return new OutboundError(`connection to ${url.host} ${what}`, 'connection');
}

/**
 * One keep-alive connection pool for every outbound call (webhooks, call_webhook actions): reused
 * connections skip the TLS handshake, which costs far more than the request itself.
 */
export function createOutboundClient(options: { allowPrivateTargets: boolean; log?: OperatorLog }): OutboundClient {
  const agent: Dispatcher = new Agent({
    keepAliveTimeout: 30_000,
    // Per origin: the delivery engine keeps up to 200 requests in flight for one workspace (a
    // receiver answering in 200 ms then takes 1,000 a second); more origins each get their own.
    connections: 256,
    connect: { lookup: guardedLookup(options.allowPrivateTargets), ...secureContext() },
  });
  return {
    async send({ url, method = 'POST', headers = {}, body, timeoutMs }) {
      const target = checkedTarget(url, options.allowPrivateTargets);
      // The time-out AbortSignal.timeout would give, with its timer cleared as the answer is read:
      // AbortSignal.timeout cost 5.5-6.5 µs a call against 2, and left its timer to a finalizer
      // (thousands pending at a delivery engine's rate).
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
        timeoutMs,
      );
      timer.unref();
      try {
        const response = await request(target, {
          method,
          headers,
          body,
          dispatcher: agent,
          // The precise AbortSignal governs; undici's own timers are coarse (they can fire early),
          // so they only back it up.
          headersTimeout: timeoutMs + 1_000,
          bodyTimeout: timeoutMs + 1_000,
          signal: controller.signal,
        });
        const { text, truncated } = await cappedText(response.body);
        return { status: response.statusCode, headers: cappedHeaders(response.headers), body: text, bodyTruncated: truncated };
      } catch (err) {
        throw describe(err, { url: target, timeoutMs }, options.log);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => agent.close(),
  };
}
