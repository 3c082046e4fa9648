import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AuthCache, CachedKey } from '../auth/auth-cache.ts';
import { hashApiKeyHex, looksLikeApiKey } from '../auth/api-key-secret.ts';
import type { Logger } from '../log.ts';
import { Lru } from '../auth/lru.ts';
import { UnauthorizedError } from './errors.ts';

const lastUseWriteIntervalMs = 60_000;

/** Lookups past an address's budget wait this long to share one query with others. */
const batchDelayMs = 10;
/** Distinct keys per shared query. */
const maxBatch = 500;
/** Keys waiting for a shared query; past this a key counts as unknown, so a flood holds bounded memory. */
const maxWaiting = 5_000;

const unauthorized = (message: string) => new UnauthorizedError(message);

interface Waiting {
  settle: Array<{ resolve: (key: CachedKey | null) => void; reject: (err: unknown) => void }>;
}

/**
 * Looks keys up in shared queries, one at a time per process: whatever the rate of guesses, they cost
 * the database at most one indexed query in flight, of at most `maxBatch` hashes. A valid key is still
 * found (a few milliseconds later), whoever else sends from its address.
 */
function sharedLookup(cache: AuthCache): (hexHash: string) => Promise<CachedKey | null> {
  const waiting = new Map<string, Waiting>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  function schedule(): void {
    if (running || timer || waiting.size === 0) return;
    timer = setTimeout(() => void flush(), batchDelayMs);
  }

  async function flush(): Promise<void> {
    timer = undefined;
    running = true;
    const batch = [...waiting].slice(0, maxBatch);
    for (const [hex] of batch) waiting.delete(hex);
    try {
      const found = await cache.keysByHashes(batch.map(([hex]) => hex));
      for (const [hex, entry] of batch) for (const { resolve } of entry.settle) resolve(found.get(hex) ?? null);
    } catch (err) {
      for (const [, entry] of batch) for (const { reject } of entry.settle) reject(err);
    } finally {
      running = false;
      schedule();
    }
  }

  return (hex) => {
    let entry = waiting.get(hex);
    if (!entry) {
      if (waiting.size >= maxWaiting) return Promise.resolve(null);
      entry = { settle: [] };
      waiting.set(hex, entry);
    }
    const settle = entry.settle;
    const answer = new Promise<CachedKey | null>((resolve, reject) => settle.push({ resolve, reject }));
    schedule();
    return answer;
  };
}

/**
 * Resolves `Authorization: Bearer wsa_…` to its key through the auth cache (no query when cached).
 * `last_used_at` is written at most once a minute per key and process, off the request's path.
 */
export function createAuthenticator(knex: Knex, cache: AuthCache, log: Logger) {
  // Bounded: a key made, used once and revoked, hundreds a minute, would otherwise stay here for the process's life.
  const lastWritten = new Lru<number>({ maxEntries: 50_000, ttlMs: lastUseWriteIntervalMs });
  const lookUpShared = sharedLookup(cache);

  function touch(key: CachedKey): void {
    const now = Date.now();
    if (lastWritten.get(key.keyId) !== undefined) return;
    lastWritten.set(key.keyId, now);
    // Skipped, never waited for, while another transaction holds the key: a workspace's deletion
    // holds the keys based there for its whole cascade (docs/decisions.md#deleting-a-workspace).
    knex('api_keys')
      .whereIn('id', knex('api_keys').where({ id: key.keyId }).select('id').forNoKeyUpdate().skipLocked())
      .update({ last_used_at: new Date(now) })
      .catch((err: unknown) => log.warn({ err, key_id: key.keyId }, 'could not record key use'));
  }

  /**
   * `overBudget`: the client address spent its budget of failed authentications. Its keys are still
   * looked up, since a key is valid whatever its neighbours behind one proxy do, but a key this
   * process does not hold goes through the shared, bounded query instead of a query of its own.
   */
  return async function authenticate(ctx: Context, overBudget = false): Promise<CachedKey> {
    const header = ctx.get('Authorization');
    if (!header) throw unauthorized("Missing API key: send the header 'Authorization: Bearer <API_KEY>'.");
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("Malformed Authorization header: use 'Authorization: Bearer <API_KEY>'.");
    const secret = match[1]!;
    if (!looksLikeApiKey(secret)) throw unauthorized("Malformed API key: keys look like 'wsa_' followed by 43 characters.");
    const hexHash = hashApiKeyHex(secret);
    let key: CachedKey | null;
    if (!overBudget) key = await cache.keyByHash(hexHash);
    else {
      const held = cache.cachedKey(hexHash);
      key = held !== undefined ? held : await lookUpShared(hexHash);
    }
    if (!key) throw unauthorized('Invalid or revoked API key.');
    touch(key);
    return key;
  };
}
