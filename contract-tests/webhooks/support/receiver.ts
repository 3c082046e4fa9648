/**
 * A real HTTPS webhook receiver on 127.0.0.1 (port 0), started by a test: it verifies the signature
 * of every request over the raw body with a timing-safe comparison, records what arrived, answers
 * as the test tells it (status, delay, no answer at all), and counts TLS handshakes.
 *
 * Glossary
 * - reply: what the receiver answers one request with: a status after an optional delay, or
 *   nothing (`hang`) until the receiver closes.
 * - handshake: one completed TLS handshake, i.e. one new connection (the `secureConnection` event);
 *   requests on a kept-alive connection add none.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../../support/wait.ts';

/** One request as the receiver saw it. */
export interface ReceivedRequest {
  /** 1 for the first request this receiver got. */
  seq: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The parsed JSON body (`undefined` when it is not JSON). */
  body: { id?: string; type?: string; created_at?: string; data?: Record<string, unknown> } | undefined;
  /** `Service-Signature` is `sha256=` + the HMAC-SHA256 of the raw body under the path's secret. */
  signatureValid: boolean;
  /** The connection it came on (1 = the first; TLS connections when it speaks TLS). */
  connection: number;
  receivedAt: number;
  /** Set once the reply was fully handed to the connection (not when the client went away first). */
  answeredAt?: number;
}

export interface Reply {
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the connection is dropped when the receiver closes). */
  hang?: boolean;
  headers?: Record<string, string>;
  /** The body; default `ok`. */
  body?: string;
}

/** Decides the reply to a request; `previous` counts earlier requests with the same event id. */
export type Responder = (request: ReceivedRequest, previous: number) => Reply;

export interface Receiver {
  /** `https://127.0.0.1:<port><path>` (`http://` without `tls`). */
  url(path?: string): string;
  port: number;
  requests: ReceivedRequest[];
  /** Completed TLS handshakes. */
  handshakes(): number;
  /** Accepted TCP connections (a refused-before-connecting request adds none). */
  tcpConnections(): number;
  /** Replaces how the receiver answers from now on. */
  respondWith(responder: Responder): void;
  /** Requests carrying this event id (`Service-Event-Id` and body `id` agree, see {@link verifiedEvents}). */
  requestsFor(eventId: string): ReceivedRequest[];
  /** Requests to a path, in arrival order. */
  requestsTo(path: string): ReceivedRequest[];
  /** Waits until `count` requests match (default: any request), or fails naming `what`. */
  waitForRequests(
    count: number,
    options?: { match?: (r: ReceivedRequest) => boolean; timeoutMs?: number; what?: string },
  ): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** The receiver's key and certificate (PEM), e.g. from contract-tests/support/https.ts; without them it speaks plain HTTP, as a developer's local endpoint does. */
  tls?: { key: string; cert: string };
  /** The signing secret, or one per path (requests to other paths count as unsigned). */
  secret: string | Record<string, string>;
  /** Default: answer 200 at once. */
  respond?: Responder;
}

/** True when `header` holds the signature of `rawBody` under `secret` (one of a rotation's two); compared in constant time. */
export function signatureMatches(header: string | string[] | undefined, rawBody: Buffer, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`, 'utf8');
  return header.split(',').some((entry) => {
    const given = Buffer.from(entry, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function parseJson(raw: Buffer): ReceivedRequest['body'] {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function startReceiver(options: ReceiverOptions): Promise<Receiver> {
  let respond: Responder = options.respond ?? (() => ({ status: 200 }));
  const requests: ReceivedRequest[] = [];
  // Counted as they come: filtering every earlier request for each new one made a bench's receiver
  // slower with each thousand it had taken (quadratic), and the figures beside it with it.
  const seenByEventId = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let handshakes = 0;
  let tcpConnections = 0;
  const connectionIds = new WeakMap<object, number>();
  const secretFor = (path: string) => (typeof options.secret === 'string' ? options.secret : options.secret[path]);

  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      const secret = secretFor(path);
      const request: ReceivedRequest = {
        seq: requests.length + 1,
        method: req.method ?? '',
        path,
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody),
        signatureValid: secret !== undefined && signatureMatches(req.headers['service-signature'], rawBody, secret),
        connection: connectionIds.get(req.socket) ?? 0,
        receivedAt: Date.now(),
      };
      const eventId = request.body?.id;
      const previous = eventId === undefined ? 0 : (seenByEventId.get(eventId) ?? 0);
      if (eventId !== undefined) seenByEventId.set(eventId, previous + 1);
      requests.push(request);
      let reply: Reply;
      try {
        reply = respond(request, previous);
      } catch {
        reply = { status: 500 };
      }
      if (reply.hang) return;
      res.on('finish', () => (request.answeredAt = Date.now()));
      const answer = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/plain', ...reply.headers });
        res.end(reply.body ?? 'ok');
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  };
  const scheme = options.tls ? 'https' : 'http';
  const server = options.tls ? https.createServer({ key: options.tls.key, cert: options.tls.cert }, handler) : http.createServer(handler);
  server.on('secureConnection', (socket: object) => {
    handshakes += 1;
    connectionIds.set(socket, handshakes);
  });
  server.on('connection', (socket: object) => {
    tcpConnections += 1;
    if (!options.tls) connectionIds.set(socket, tcpConnections);
  });
  server.on('tlsClientError', () => {}); // a client refusing our certificate is what some tests expect

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const matching = (match?: (r: ReceivedRequest) => boolean) => (match ? requests.filter(match) : requests);
  return {
    port,
    url: (path = '/hook') => `${scheme}://127.0.0.1:${port}${path}`,
    requests,
    handshakes: () => handshakes,
    tcpConnections: () => tcpConnections,
    respondWith(responder) {
      respond = responder;
    },
    requestsFor: (eventId) => requests.filter((r) => r.body?.id === eventId),
    requestsTo: (path) => requests.filter((r) => r.path === path),
    async waitForRequests(count, { match, timeoutMs = 15_000, what } = {}) {
      await waitFor(() => matching(match).length >= count, {
        timeoutMs,
        what: () => `${what ?? `${count} request(s) at the receiver`} (got ${matching(match).length})`,
      });
      return matching(match);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * The events a receiver got, checked: every request signed correctly, its `Service-Event-Id` and
 * `Service-Event-Type` headers equal to the body's `id` and `type`. Fails naming the first bad one.
 */
export function verifiedEvents(requests: ReceivedRequest[]): Array<ReceivedRequest & { body: NonNullable<ReceivedRequest['body']> }> {
  for (const r of requests) {
    if (!r.signatureValid) throw new Error(`request #${r.seq} to ${r.path} has a bad signature: ${String(r.headers['service-signature'])}`);
    if (!r.body || r.headers['service-event-id'] !== r.body.id || r.headers['service-event-type'] !== r.body.type) {
      throw new Error(
        `request #${r.seq} to ${r.path}: headers ${String(r.headers['service-event-id'])}/${String(r.headers['service-event-type'])} disagree with body ${r.rawBody.toString('utf8').slice(0, 200)}`,
      );
    }
  }
  return requests as Array<ReceivedRequest & { body: NonNullable<ReceivedRequest['body']> }>;
}

/**
 * The ids of the events of `type` a receiver got at `path`, each once, in the order first received:
 * a retried or redelivered event comes with its `evt_` id again, the id the delivery log names.
 */
export function receivedEventIds(receiver: Receiver, path: string, type: string): string[] {
  const ids = verifiedEvents(receiver.requestsTo(path).filter((r) => r.body?.type === type)).map((r) => r.body.id!);
  return [...new Set(ids)];
}
