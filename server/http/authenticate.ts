import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AuthCache, CachedKey } from '../auth/auth-cache.ts';
import { hashApiKey, looksLikeApiKey } from '../auth/api-key-secret.ts';
import type { Logger } from '../log.ts';
import { UnauthorizedError } from './errors.ts';

const lastUseWriteIntervalMs = 60_000;

const unauthorized = (message: string) => new UnauthorizedError(message);

/**
 * Resolves `Authorization: Bearer wsa_…` to its key through the auth cache (no query when cached).
 * `last_used_at` is written at most once a minute per key and process, off the request's path.
 */
export function createAuthenticator(knex: Knex, cache: AuthCache, log: Logger) {
  const lastWritten = new Map<string, number>();

  function touch(key: CachedKey): void {
    const now = Date.now();
    if (now - (lastWritten.get(key.keyId) ?? 0) < lastUseWriteIntervalMs) return;
    lastWritten.set(key.keyId, now);
    knex('api_keys')
      .where({ id: key.keyId })
      .update({ last_used_at: new Date(now) })
      .catch((err: unknown) => log.warn({ err, key_id: key.keyId }, 'could not record key use'));
  }

  /** With `cachedOnly`, a key this process has not cached is refused without a query (see the router). */
  return async function authenticate(ctx: Context, cachedOnly = false): Promise<CachedKey> {
    const header = ctx.get('Authorization');
    if (!header) throw unauthorized("Missing API key: send the header 'Authorization: Bearer <API_KEY>'.");
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("Malformed Authorization header: use 'Authorization: Bearer <API_KEY>'.");
    const secret = match[1]!;
    if (!looksLikeApiKey(secret)) throw unauthorized("Malformed API key: keys look like 'wsa_' followed by 43 characters.");
    const key = cachedOnly ? cache.cachedKey(hashApiKey(secret)) : await cache.keyByHash(hashApiKey(secret));
    if (!key) throw unauthorized('Invalid or revoked API key.');
    touch(key);
    return key;
  };
}
