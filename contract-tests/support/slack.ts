/**
 * A fake Slack Web API on 127.0.0.1 for tests of `send_slack_message`: a real HTTP server (port 0)
 * that records every request (method, path, headers, JSON body, time) and answers
 * `POST /api/chat.postMessage` the way Slack does:
 *
 * - HTTP 200 `{ok: true, channel, ts, message}` for a good call;
 * - HTTP 200 `{ok: false, error: 'not_authed' | 'invalid_auth'}` without the expected bot token;
 * - HTTP 200 `{ok: false, error: 'invalid_arguments'}` for a body that is not JSON with a channel;
 * - whatever a test configured for a channel with {@link FakeSlack.replyFor} (for example
 *   `{ok: false, error: 'channel_not_found'}`, an HTTP 500, or a delay).
 *
 * Point the service at it with `SLACK_API_URL: slack.apiUrl` and `SLACK_BOT_TOKEN: slack.token`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SlackCall {
  method: string;
  /** Path of the request, e.g. `/api/chat.postMessage`. */
  path: string;
  /** Request headers, names lower-cased. */
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (`undefined` when it was not JSON). */
  body: { channel?: unknown; text?: unknown; [key: string]: unknown } | undefined;
  raw: string;
  /** `Date.now()` when the request arrived. */
  receivedAt: number;
  /** The HTTP status the fake answered with. */
  status: number;
}

export interface SlackReply {
  /** HTTP status; default 200. */
  status?: number;
  /** JSON body (a string is sent as is); default `{ok: true, ...}`. */
  body?: unknown;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FakeSlack {
  /** Base URL for SLACK_API_URL, e.g. `http://127.0.0.1:41234/api`. */
  apiUrl: string;
  /** The bot token the fake accepts (for SLACK_BOT_TOKEN). */
  token: string;
  /** Every request received, oldest first. */
  readonly calls: readonly SlackCall[];
  /** Answers requests for `channel` with `reply` from now on (replacing an earlier one for it). */
  replyFor(channel: string, reply: SlackReply): void;
  /** The calls whose JSON body names `channel`. */
  callsTo(channel: string): SlackCall[];
  /** Resolves with the first call that matches (received already or later); rejects after `timeoutMs`. */
  waitFor(test: (call: SlackCall) => boolean, timeoutMs?: number): Promise<SlackCall>;
  close(): Promise<void>;
}

let counter = 0;

export async function startFakeSlack(options: { token?: string } = {}): Promise<FakeSlack> {
  const token = options.token ?? `xoxb-test-${process.pid}-${++counter}`;
  const calls: SlackCall[] = [];
  const replies = new Map<string, SlackReply>();
  const waiters = new Set<{ test: (call: SlackCall) => boolean; resolve: (call: SlackCall) => void }>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: SlackCall['body'];
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as SlackCall['body'];
      } catch {
        body = undefined;
      }
      const reply = decide(req, body);
      const call: SlackCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        raw,
        receivedAt: Date.now(),
        status: reply.status ?? 200,
      };
      calls.push(call);
      for (const waiter of [...waiters]) {
        if (waiter.test(call)) {
          waiters.delete(waiter);
          waiter.resolve(call);
        }
      }
      const send = () => {
        if (res.destroyed) return;
        const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8' }).end(payload);
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else send();
    });
  });

  function decide(req: http.IncomingMessage, body: SlackCall['body']): SlackReply {
    if (req.method !== 'POST' || req.url !== '/api/chat.postMessage') return { status: 404, body: { ok: false, error: 'unknown_method' } };
    const auth = req.headers.authorization;
    if (!auth) return { body: { ok: false, error: 'not_authed' } };
    if (auth !== `Bearer ${token}`) return { body: { ok: false, error: 'invalid_auth' } };
    if (!body || typeof body.channel !== 'string') return { body: { ok: false, error: 'invalid_arguments' } };
    const configured = replies.get(body.channel);
    if (configured) return { ...configured, body: configured.body ?? { ok: true, channel: body.channel, ts: ts() } };
    return { body: { ok: true, channel: body.channel, ts: ts(), message: { type: 'message', text: body.text } } };
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    token,
    calls,
    replyFor(channel, reply) {
      replies.set(channel, reply);
    },
    callsTo(channel) {
      return calls.filter((c) => c.body?.channel === channel);
    },
    waitFor(test, timeoutMs = 10_000) {
      const found = calls.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (call: SlackCall) => {
            clearTimeout(timer);
            resolve(call);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching Slack call within ${timeoutMs} ms; received: ${JSON.stringify(calls.map((c) => c.body))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** A Slack message timestamp: seconds with a 6-digit sequence. */
function ts(): string {
  return `${Math.floor(Date.now() / 1000)}.${String(++counter).padStart(6, '0')}`;
}
