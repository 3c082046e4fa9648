/**
 * `CONTRACT_VIA_PRISM=1` (issue 12, point 6): the whole contract-test run reaches every test server
 * through Prism in proxy mode, the second opinion on every answer beside our own checker. Prism
 * reports what does not match the 3.0 document in its `sl-violations` header; every violation
 * located in a response is recorded here, and the run fails at its end if there is one (hooks.ts).
 *
 * One Prism serves each test process (it takes seconds to start; there are a hundred test servers):
 * each test server gets a front on its own port that sends its requests to Prism with the server's
 * address in a header, and Prism's upstream, the dispatcher, forwards them there.
 *
 * What Prism cannot carry goes straight to the server, counted in each process's summary: a request no
 * operation of the contract matches (the served documents, the reference page, 405s), a body that is
 * not valid JSON (Prism answers those itself), a bare JSON value (Prism 5.14 never answers `null` and
 * forwards a string as something else), bodies nested over 64 deep (its validator recurses until the
 * stack overflows, then the process dies) and bodies over 256 KB (the limits tests).
 */
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { documentPath } from '../../scripts/mock.ts';
import { startPrism, type RunningPrism } from '../../scripts/prism-process.ts';
import { findOperation } from './openapi.ts';

export const viaPrism = process.env.CONTRACT_VIA_PRISM === '1';

/**
 * The run's record, on `globalThis`: the root hooks load this module on their own, and must read
 * what the test servers' fronts wrote.
 */
const record = ((globalThis as { __wsaPrismFront?: PrismRecord }).__wsaPrismFront ??= {
  violations: [],
  traffic: { checked: 0, truncated: 0, bypassed: new Map<string, number>() },
});
interface PrismRecord {
  violations: string[];
  traffic: { checked: number; truncated: number; bypassed: Map<string, number> };
  shared?: Promise<Shared> | undefined;
}

/** Each response violation Prism reported: `METHOD /path → status: violation`. */
export const prismViolations = record.violations;
/** How many answers came back through Prism, and how many went around it (and why). */
export const prismTraffic = record.traffic;

const UPSTREAM_HEADER = 'x-test-upstream';
const MAX_PROXIED_BODY = 256 * 1024;
/** Prism's validator recurses: a body nested thousands deep (the hostile-input tests) crashes it. */
const MAX_PROXIED_DEPTH = 64;
// `timeout` makes the agent honour a server's `Keep-Alive: timeout=5` (the test servers send it): an
// idle socket is closed a second before the server would close it. Without it Node keeps idle
// sockets until the server closes them, and a request sent on one at that moment is reset
// (ECONNRESET, answered 502 here); busy machines, two test processes side by side, met that race.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 });

interface Shared {
  prism: RunningPrism;
  dispatcher: http.Server;
}

interface Target {
  host: string;
  port: number;
}

function targetOf(url: string): Target {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function forwardHeaders(headers: http.IncomingHttpHeaders, body: Buffer): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!hopByHop.has(name) && value !== undefined) out[name] = value;
  if (body.length > 0 || 'content-length' in headers || 'transfer-encoding' in headers) out['content-length'] = body.length;
  return out;
}

/** Sends the request on and resolves with the whole answer. */
function send(target: Target, method: string, path: string, headers: http.OutgoingHttpHeaders, body: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: target.host, port: target.port, method, path, headers, agent }, (response) => {
      readBody(response).then((answer) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: answer }), reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function reply(res: http.ServerResponse, answer: { status: number; headers: http.IncomingHttpHeaders; body: Buffer }): void {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
  headers['content-length'] = answer.body.length;
  res.writeHead(answer.status, headers);
  res.end(answer.body);
}

function failed(res: http.ServerResponse, error: unknown): void {
  if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
  res.end(`prism front: ${error instanceof Error ? error.message : String(error)}`);
}

async function startShared(): Promise<Shared> {
  // Prism's upstream: forwards each request to the test server its front named.
  const dispatcher = http.createServer((req, res) => {
    void (async () => {
      const upstream = req.headers[UPSTREAM_HEADER];
      if (typeof upstream !== 'string') throw new Error(`no ${UPSTREAM_HEADER} header`);
      const body = await readBody(req);
      const headers = forwardHeaders(req.headers, body);
      delete headers[UPSTREAM_HEADER];
      reply(res, await send(targetOf(upstream), req.method ?? 'GET', req.url ?? '/', headers, body));
    })().catch((error: unknown) => failed(res, error));
  });
  dispatcher.listen(0, '127.0.0.1');
  await once(dispatcher, 'listening');
  const { port } = dispatcher.address() as AddressInfo;
  const prism = await startPrism(['proxy', '--cors=false', documentPath, `http://127.0.0.1:${port}`]);
  return { prism, dispatcher };
}

function bypass(reason: string): void {
  prismTraffic.bypassed.set(reason, (prismTraffic.bypassed.get(reason) ?? 0) + 1);
}

/** Nesting depth of JSON text, counted up to `limit` (brackets inside strings do not count). */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length && deepest <= limit; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
}

/** A JSON body Prism cannot carry: not JSON (it answers itself) or a bare value (`null` it never answers, a string it rewrites). */
function unproxiableJson(req: http.IncomingMessage, body: Buffer): string | undefined {
  if (body.length === 0 || !/json/i.test(req.headers['content-type'] ?? '')) return undefined;
  const text = body.toString('utf8');
  if (nestingDepth(text, MAX_PROXIED_DEPTH) > MAX_PROXIED_DEPTH) return 'a body nested over 64 deep';
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object' ? 'a body that is a bare JSON value' : undefined;
  } catch {
    return 'a body that is not JSON';
  }
}

function recordViolations(method: string, path: string, status: number, header: string | string[] | undefined): void {
  if (typeof header !== 'string') return;
  let reported: Array<{ location?: string[]; message?: string; severity?: string }>;
  try {
    reported = JSON.parse(header) as typeof reported;
  } catch {
    // Prism cuts a long list short ("Too many violations! [...", no longer JSON); it lists the
    // request's violations first, so the visible part is searched for response ones.
    if (!header.startsWith('Too many violations!')) {
      prismViolations.push(`${method} ${path} → ${status}: unreadable sl-violations ${header.slice(0, 200)}`);
      return;
    }
    prismTraffic.truncated++;
    reported = [...header.matchAll(/"location":\[("response"[^\]]*)\][^}]*?"message":"([^"]*)"/g)].map((m) => ({
      location: JSON.parse(`[${m[1]}]`) as string[],
      message: m[2],
    }));
  }
  for (const violation of reported) {
    if (violation.location?.[0] !== 'response') continue;
    prismViolations.push(`${method} ${path} → ${status}: ${violation.location.join('.')} ${violation.message ?? ''}`);
  }
}

/** A front for one test server: its URL is what the tests use as the server's. */
export async function prismFront(serverUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  record.shared ??= startShared();
  const { prism } = await record.shared;
  const server = targetOf(serverUrl);
  const front = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const headers = forwardHeaders(req.headers, body);
      const bare = path.split('?')[0]!;
      const around = !findOperation(method, bare)
        ? 'a request outside the contract'
        : body.length > MAX_PROXIED_BODY
          ? 'a body over 256 KB'
          : unproxiableJson(req, body);
      if (around) {
        bypass(around);
        return reply(res, await send(server, method, path, headers, body));
      }
      headers[UPSTREAM_HEADER] = serverUrl;
      const answer = await send(targetOf(prism.url), method, path, headers, body);
      prismTraffic.checked++;
      recordViolations(method, path.split('?')[0]!, answer.status, answer.headers['sl-violations']);
      reply(res, answer);
    })().catch((error: unknown) => failed(res, error));
  });
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      }),
  };
}

/** Stops the shared Prism and dispatcher (the root hook, after the run). */
export async function stopPrismFronts(): Promise<void> {
  if (!record.shared) return;
  const { prism, dispatcher } = await record.shared;
  record.shared = undefined;
  await prism.stop();
  await new Promise<void>((resolve) => {
    dispatcher.close(() => resolve());
    dispatcher.closeAllConnections();
  });
  agent.destroy();
}
