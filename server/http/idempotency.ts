import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { OperationRequest } from '../../generated/handlers.ts';
import type { Operation, OperationId } from '../../generated/operations.ts';
import { inRequestTransaction } from '../db/request-transaction.ts';
import { secretBox } from '../secrets/secret-box.ts';
import { badRequest, HttpError, idempotencyConflict } from './errors.ts';
import { jsonb } from '../db/jsonb.ts';

const responseBox = (secretKey: string) => secretBox(secretKey, 'idempotent-responses');

/**
 * Idempotency keys on POST, as Stripe has them: the first request with a key runs in one transaction
 * with the row that stores its response, so the work and its memory commit together (or neither
 * does). A later request with the key and the same method, path and body gets that response again
 * with `Idempotent-Replayed: true`; another request with the key gets 422. A duplicate sent while the
 * first still runs waits on the first one's uncommitted row (up to {@link waitForFirst}), then
 * replays it, or gets 409. Failed requests changed nothing and leave no row: they may be sent again.
 *
 * Keys belong to the API key that sent them (Stripe scopes them to the key's account), so a stored
 * response, which may hold a secret, goes back only to that key. Its user's role and memberships may
 * have changed since, so a replay first passes the operation's own access check ({@link Authorize}):
 * it answers 403 or 404 as the operation would now, not the stored response.
 */

export const keyHeader = 'Idempotency-Key';
export const replayedHeader = 'Idempotent-Replayed';
/** How long a duplicate waits for the first request with its key; the contract says 5 s. */
const waitForFirst = '5s';
/** Keys are remembered this long (the contract's 24 hours); the purge job deletes older rows. */
export const keyLifetimeHours = 24;

export interface KeyedRequest {
  /** The API key that sent the request: its Idempotency-Keys are its own. */
  apiKeyId: string;
  /** The key's user: keyed requests running at once are bounded per user. */
  userId: string;
  /** Seals the stored response: one may hold a secret shown only once (a new API key). */
  secretKey: string;
  key: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Every POST of the contract: each takes an Idempotency-Key, so each may be replayed. */
export type PostOperationId = Extract<Operation, { method: 'post' }>['operationId'];

/**
 * An operation's access check (scope, role, membership, the resource still visible), run before its
 * stored response is replayed: it throws what the operation would answer now (403, 404). It calls the
 * access function the operation's service calls, so each rule stays in one place.
 */
export type Authorize<O extends OperationId, Ctx> = (req: OperationRequest<O>, ctx: Ctx) => Promise<void>;

/** One {@link Authorize} per POST: a POST without one does not compile where the full map is built. */
export type ReplayAuthorizers<Ctx> = { [O in PostOperationId]: Authorize<O, Ctx> };

/** What {@link once} runs: the work the first time, the access check before each replay. */
export interface KeyedWork {
  run: (trx: Knex.Transaction) => Promise<Answer>;
  authorize: () => Promise<void>;
}

/** Visible ASCII only: what every HTTP stack carries unchanged, and what a UUID or ULID is made of. */
const validKey = /^[\x21-\x7e]{1,255}$/;

/** The request's key, if it sent one; a malformed one is 400 before anything runs. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (!validKey.test(value)) {
    const why =
      value.length === 0
        ? 'is empty'
        : value.length > 255
          ? `is ${value.length} characters long`
          : 'has spaces, control or non-ASCII characters (or was sent twice)';
    throw badRequest(`Header '${keyHeader}' ${why}; it must be 1 to 255 visible ASCII characters, such as a UUID.`);
  }
  return value;
}

/** JSON with object keys sorted at every level: the same request however its body was laid out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(request: KeyedRequest): string {
  return createHash('sha256')
    .update(`${request.method.toUpperCase()} ${request.path}\n${canonical(request.query)}\n${canonical(request.body ?? null)}`)
    .digest('hex');
}

/** An `idempotency_keys` row: an API key's key, claimed by a request; the response is kept once it succeeded (sealed). */
interface StoredKey {
  api_key_id: string;
  user_id: string;
  key: string;
  request_hash: string;
  request_line: string;
  response_status: number | null;
  response_headers: Record<string, string>;
  response_body: string | null;
  created_at: Date;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    idempotency_keys: StoredKey;
  }
}

/**
 * Claims the key for this request inside its transaction. A key another open transaction holds makes
 * the insert wait for that one to end (bounded by `lock_timeout`); an expired row is taken over.
 */
async function claim(trx: Knex.Transaction, request: KeyedRequest, hash: string): Promise<boolean> {
  await trx.raw(`set local lock_timeout = '${waitForFirst}'`);
  try {
    const { rows } = await trx.raw<{ rows: unknown[] }>(
      `insert into idempotency_keys (api_key_id, user_id, key, request_hash, request_line) values (?, ?, ?, ?, ?)
       on conflict (api_key_id, key) do update
         set request_hash = excluded.request_hash, request_line = excluded.request_line, response_status = null,
             response_headers = '{}', response_body = null, created_at = now()
         where idempotency_keys.created_at < now() - make_interval(hours => ?)
       returning 1`,
      [request.apiKeyId, request.userId, request.key, hash, `${request.method.toUpperCase()} ${request.path}`, keyLifetimeHours],
    );
    return rows.length === 1;
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') {
      throw idempotencyConflict(`A request with this ${keyHeader} is still running; retry in a moment to get its response.`);
    }
    throw err;
  } finally {
    // Only the wait for the key is bounded; the work itself keeps the usual lock behaviour.
    await trx.raw('set local lock_timeout to default').catch(() => {});
  }
}

/** The request a stored answer would be replayed to: its fingerprint, and the key that opens the stored body. */
interface ReplayTo {
  hash: string;
  secretKey: string;
}

/** The stored answer to this very request, after `authorize` let the caller have it. */
async function replay(stored: StoredKey, { hash, secretKey }: ReplayTo, authorize: () => Promise<void>): Promise<Answer> {
  if (stored.request_hash !== hash) {
    throw new HttpError(
      422,
      `This ${keyHeader} was used with a different request (${stored.request_line} with another body) in the last ${keyLifetimeHours} hours; use a new key for a new request.`,
    );
  }
  if (stored.response_status === null)
    throw idempotencyConflict(`A request with this ${keyHeader} is still running; retry in a moment to get its response.`);
  await authorize();
  return {
    status: stored.response_status,
    ...(stored.response_body === null ? {} : { body: JSON.parse(responseBox(secretKey).open(stored.response_body)) as unknown }),
    headers: { ...stored.response_headers, [replayedHeader]: 'true' },
  };
}

/**
 * A keyed request holds a pooled connection for the whole of its work, so one user may run only a few
 * at once in a process; more wait here, without a connection, as long as a duplicate would wait in
 * the database. Duplicates of one key queue behind each other here too, so only one of them waits
 * on the database.
 */
const perUserSlots = 4;
const waitForFirstMs = 5_000;
const running = new Map<string, number>();
const queued = new Map<string, Array<() => void>>();
const keyChains = new Map<string, Promise<void>>();

function busy(): HttpError {
  return idempotencyConflict(`A request with this ${keyHeader} is still running; retry in a moment to get its response.`);
}

/** Waits for `signal` until the deadline; false when the deadline came first. */
async function waitUntil(signal: Promise<void>, deadline: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))));
  try {
    return await Promise.race([signal.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One of the user's slots, handed from a finishing request straight to the next waiting one. */
async function acquireSlot(user: string, deadline: number): Promise<void> {
  if ((running.get(user) ?? 0) < perUserSlots) {
    running.set(user, (running.get(user) ?? 0) + 1);
    return;
  }
  let handed = false;
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = () => ((handed = true), resolve())));
  queued.set(user, [...(queued.get(user) ?? []), wake]);
  if (!(await waitUntil(woken, deadline)) && !handed) {
    queued.set(
      user,
      (queued.get(user) ?? []).filter((w) => w !== wake),
    );
    throw busy();
  }
}

function releaseSlot(user: string): void {
  const [next, ...rest] = queued.get(user) ?? [];
  if (rest.length > 0) queued.set(user, rest);
  else queued.delete(user);
  if (next) return next();
  const left = (running.get(user) ?? 1) - 1;
  if (left > 0) running.set(user, left);
  else running.delete(user);
}

async function slotFor<T>(request: KeyedRequest, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + waitForFirstMs;
  const chainId = `${request.apiKeyId}\n${request.key}`;
  const previous = keyChains.get(chainId);
  let finished!: () => void;
  const mine = new Promise<void>((resolve) => (finished = resolve));
  keyChains.set(chainId, mine);
  try {
    // A duplicate running in this process is waited for here, so only one of them waits on the database.
    if (previous && !(await waitUntil(previous, deadline))) throw busy();
    await acquireSlot(request.userId, deadline);
    try {
      return await work();
    } finally {
      releaseSlot(request.userId);
    }
  } finally {
    finished();
    if (keyChains.get(chainId) === mine) keyChains.delete(chainId);
  }
}

/** Runs a keyed POST at most once per API key and Idempotency-Key; `work.run` gets the transaction to do its work in. */
export function once(knex: Knex, request: KeyedRequest, work: KeyedWork): Promise<Answer> {
  return slotFor(request, () => onceInDatabase(knex, request, work));
}

async function onceInDatabase(knex: Knex, request: KeyedRequest, work: KeyedWork): Promise<Answer> {
  const hash = fingerprint(request);
  let stored: StoredKey | undefined;
  const answer = await inRequestTransaction(knex, async (trx) => {
    if (!(await claim(trx, request, hash))) {
      stored = await trx('idempotency_keys').where({ api_key_id: request.apiKeyId, key: request.key }).first();
      // Purged between the two statements (it had just expired): the client may simply send it again.
      if (!stored) throw idempotencyConflict(`This ${keyHeader} expired just now; send the request again.`);
      return undefined;
    }
    const result = await work.run(trx);
    const key = trx('idempotency_keys').where({ api_key_id: request.apiKeyId, key: request.key });
    if (result.status >= 200 && result.status < 300) {
      await key.update({
        response_status: result.status,
        response_headers: jsonb(trx, result.headers ?? {}),
        response_body: result.body === undefined ? null : responseBox(request.secretKey).seal(JSON.stringify(result.body)),
      });
    } else {
      await key.delete();
    }
    return result;
  });
  // The access check runs after the transaction: a replay holds no locks and no second connection.
  return stored ? replay(stored, { hash, secretKey: request.secretKey }, work.authorize) : answer!;
}

/** Deletes the keys past their lifetime (a replay never reads them; this keeps the table small). */
export async function purgeExpiredKeys(knex: Knex): Promise<number> {
  return knex('idempotency_keys')
    .where('created_at', '<', knex.raw('now() - make_interval(hours => ?)', [keyLifetimeHours]))
    .delete();
}
