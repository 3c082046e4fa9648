import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { OperationRequest } from '../../generated/handlers.ts';
import type { Operation, OperationId } from '../../generated/operations.ts';
import { inRequestTransaction } from '../db/request-transaction.ts';
import { secretBox } from '../secrets/secret-box.ts';
import { badRequest, HttpError, idempotencyConflict } from './errors.ts';
import { jsonb } from '../db/jsonb.ts';
import { removeInBatches } from '../db/batched-removal.ts';

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
  /**
   * The work for an operation that can write the key's row itself (see {@link KeyWrite}), tried
   * first; when it declines, `run` goes as usual.
   */
  inOneStatement?: ((write: KeyWrite) => Promise<Answer>) | undefined;
}

/** The columns of a key's row a statement inserts, in this order. */
const keyColumns = [
  'api_key_id',
  'user_id',
  'key',
  'request_hash',
  'request_line',
  'response_status',
  'response_headers',
  'response_body',
] as const;

/** A key's row as a statement inserts it: claimed, and answered unless the answer is still to come (null). */
export type KeyRow = Pick<StoredKey, (typeof keyColumns)[number]>;

/**
 * Advisory locks of keys (class "wsik"), held by whoever claims a key until its transaction ends, so
 * a statement that claims keys among other requests' work can pass over a key in use instead of
 * waiting on its row.
 */
const keyLock = (apiKeyId: string, key: string) => `${0x7773696b}, hashtext(${apiKeyId} || E'\\n' || ${key})`;

/** Takes the key's lock (`?` the API key's id, then the key), waiting for it as long as `lock_timeout`. */
export const keyLockTaken = `pg_advisory_xact_lock(${keyLock('?::text', '?::text')})`;

/** Takes the key's lock if no one holds it: for a row of `from` with the columns `api_key_id` and `key`. */
export const keyLockIfFree = (from: string) => `pg_try_advisory_xact_lock(${keyLock(`${from}.api_key_id`, `${from}.key`)})`;

/**
 * Inserts the key rows `source` selects (keyColumns, in order), each claimed unless its key is
 * remembered: a row whose key was used within its lifetime is left out, an expired one is taken over
 * (a statement that must not wait leaves out every key that has a row, before this).
 * Returns the claimed rows' `api_key_id` and `key`.
 */
export const claimKeysSql = (source: string) => `insert into idempotency_keys (${keyColumns.join(', ')}) ${source}
  on conflict (api_key_id, key) do update
    set request_hash = excluded.request_hash, request_line = excluded.request_line, response_status = excluded.response_status,
        response_headers = excluded.response_headers, response_body = excluded.response_body, created_at = now()
    where idempotency_keys.created_at < now() - make_interval(hours => ${keyLifetimeHours})
  returning api_key_id, key`;

/** Thrown by a {@link KeyWrite}'s work that wrote nothing: the request goes the usual way. */
class DeclinedKeyWrite extends Error {}

/**
 * A keyed request whose work writes its key's row itself, claimed and answered, in the statement
 * that does the work, as a task's creation does with the statement other task writes share
 * (docs/decisions.md#idempotency). The work then needs no transaction of its own around it and none
 * of the user's slots: keyed, as the SDK sends every POST, a task's creation took 5 to 7 times the
 * API's CPU of an unkeyed one, and one user's were held to a few at a time. The statement takes the
 * key's lock if it is free ({@link keyLockIfFree}) and claims it with {@link claimKeysSql}; the work
 * is written only if the key was claimed. If the key is in use or remembered (a duplicate, a replay, a
 * key reused for another request), or the work cannot be one statement, it writes nothing and calls
 * `declined()`: the request then goes the usual way, which waits for the key, replays it or refuses it.
 */
export class KeyWrite {
  constructor(
    private readonly request: KeyedRequest,
    private readonly hash: string,
  ) {}

  /** The key's row answered with `answer`, as the work's statement inserts it. */
  row(answer: Answer): KeyRow {
    const { request } = this;
    return {
      api_key_id: request.apiKeyId,
      user_id: request.userId,
      key: request.key,
      request_hash: this.hash,
      request_line: `${request.method.toUpperCase()} ${request.path}`,
      response_status: answer.status,
      response_headers: answer.headers ?? {},
      response_body: answer.body === undefined ? null : responseBox(request.secretKey).seal(JSON.stringify(answer.body)),
    };
  }

  /** The work wrote nothing: the request goes the usual way. */
  declined(): never {
    throw new DeclinedKeyWrite();
  }
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
 * Claims the key for this request inside its transaction, with its lock (keyLock). A key another
 * open transaction holds makes the claim wait for that one to end (bounded by `lock_timeout`); an
 * expired row is taken over.
 */
async function claim(trx: Knex.Transaction, request: KeyedRequest, hash: string): Promise<boolean> {
  await trx.raw(`set local lock_timeout = '${waitForFirst}'`);
  try {
    const { rows } = await trx.raw<{ rows: unknown[] }>(
      claimKeysSql(`select ?, ?, ?, ?, ?, null::int, '{}'::jsonb, null::text from (select ${keyLockTaken}) as locked`),
      [
        request.apiKeyId,
        request.userId,
        request.key,
        hash,
        `${request.method.toUpperCase()} ${request.path}`,
        request.apiKeyId,
        request.key,
      ],
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

/** Runs `work` after any duplicate of the request's key running in this process, so only one of them waits on the database. */
async function inKeyChain<T>(request: KeyedRequest, deadline: number, work: () => Promise<T>): Promise<T> {
  const chainId = `${request.apiKeyId}\n${request.key}`;
  const previous = keyChains.get(chainId);
  let finished!: () => void;
  const mine = new Promise<void>((resolve) => (finished = resolve));
  keyChains.set(chainId, mine);
  try {
    if (previous && !(await waitUntil(previous, deadline))) throw busy();
    return await work();
  } finally {
    finished();
    if (keyChains.get(chainId) === mine) keyChains.delete(chainId);
  }
}

/** Runs a keyed POST at most once per API key and Idempotency-Key; `work.run` gets the transaction to do its work in. */
export function once(knex: Knex, request: KeyedRequest, work: KeyedWork): Promise<Answer> {
  const deadline = Date.now() + waitForFirstMs;
  return inKeyChain(request, deadline, async () => {
    const hash = fingerprint(request);
    if (work.inOneStatement) {
      try {
        return await work.inOneStatement(new KeyWrite(request, hash));
      } catch (err) {
        if (!(err instanceof DeclinedKeyWrite)) throw err;
      }
    }
    await acquireSlot(request.userId, deadline);
    try {
      return await onceInDatabase(knex, request, work, hash);
    } finally {
      releaseSlot(request.userId);
    }
  });
}

async function onceInDatabase(knex: Knex, request: KeyedRequest, work: KeyedWork, hash: string): Promise<Answer> {
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
      const { response_status, response_headers, response_body } = new KeyWrite(request, hash).row(result);
      await key.update({ response_status, response_headers: jsonb(trx, response_headers), response_body });
    } else {
      await key.delete();
    }
    return result;
  });
  // The access check runs after the transaction: a replay holds no locks and no second connection.
  return stored ? replay(stored, { hash, secretKey: request.secretKey }, work.authorize) : answer!;
}

/**
 * Deletes the keys past their lifetime (a replay never reads them; this keeps the table small), a
 * batch at a time, oldest first, passing over any a claim holds: an hour of keyed task writes is
 * millions of rows, which in one statement would hold every claim of an expired key for its length.
 */
export function purgeExpiredKeys(knex: Knex, batchSize = 1_000): Promise<number> {
  return removeInBatches(async (limit) => {
    const { rowCount } = await knex.raw<{ rowCount: number | null }>(
      `delete from idempotency_keys where (api_key_id, key) in (
         select api_key_id, key from idempotency_keys
         where created_at < now() - make_interval(hours => ?)
         order by created_at limit ?
         for update skip locked
       )`,
      [keyLifetimeHours, limit],
    );
    return rowCount ?? 0;
  }, batchSize);
}
