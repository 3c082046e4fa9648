import type { components } from '../../sdk/src/generated/openapi-types.ts';
import type { Knex } from 'knex';
import type { Listener, Subscribed } from '../db/listener.ts';
import type { Logger } from '../log.ts';
import { afterCommit } from '../db/request-transaction.ts';
import { Lru } from './lru.ts';
import { decodeAuthChange, encodeAuthChange, type AuthChange } from './auth-change.ts';
import { PeerAcks } from './peer-acks.ts';
import type { Role, Scope } from './permissions.ts';

export type { Role, Scope };

export interface CachedKey {
  keyId: string;
  userId: string;
  userName: string;
  userEmail: string;
  scope: Scope;
  homeWorkspaceId: string | null;
  /** Plan of the home workspace (free without one): it sets the key's request rate limit. */
  homePlan: components['schemas']['Plan'];
}

/** A live key joined to its user and, while the user is still a member there, its home workspace. */
interface KeyRow {
  key_hash: Buffer;
  id: string;
  user_id: string;
  scope: Scope;
  workspace_id: string | null;
  name: string;
  email: string;
  plan: CachedKey['homePlan'] | null;
}

export interface CachedMembership {
  memberId: string;
  role: Role;
}

/** The channel every process listens on; payloads name what changed (see auth-change.ts). */
export const authChannel = 'wsa_auth_invalidate';
/** However healthy the listener looks, a cached fact is read again after this long. */
const defaultEntryTtlMs = 15_000;

/** What the cache is built on: the database it reads, the listener that tells it of changes, where it logs. */
export interface AuthCacheDeps {
  knex: Knex;
  listener: Listener;
  log: Logger;
}

/**
 * Keys and memberships are read on every request, so they are cached in process (no query on the hot
 * path) and dropped in every process as soon as a change commits: writers send `pg_notify` inside
 * their transaction, and PostgreSQL delivers it at commit to each process's LISTEN connection.
 * While that connection is down nothing is cached, so a missed notification cannot leave a stale entry.
 */
export class AuthCache {
  private readonly knex: Knex;
  private readonly listener: Listener;
  private readonly keys: Lru<CachedKey | null>;
  private readonly memberships: Lru<CachedMembership | null>;
  /** Bumped by every invalidation: a lookup that raced one must not cache what it read. */
  private generation = 0;
  private readonly peers: PeerAcks;
  private subscription: Subscribed | undefined;

  constructor({ knex, listener, log }: AuthCacheDeps, options: { entryTtlMs?: number } = {}) {
    this.knex = knex;
    this.listener = listener;
    const ttlMs = options.entryTtlMs ?? defaultEntryTtlMs;
    this.keys = new Lru({ ttlMs });
    this.memberships = new Lru({ ttlMs });
    this.peers = new PeerAcks(knex, listener, log);
  }

  async start(): Promise<void> {
    this.subscription = this.listener.subscribe(authChannel, {
      onNotify: (raw) => this.onChange(raw),
      // Whatever was announced while the channel was not heard is unknown: start from an empty cache.
      resync: () => this.invalidate({ kind: 'everything' }),
    });
    await this.subscription.ready;
    await this.peers.start();
  }

  async stop(): Promise<void> {
    await this.peers.stop();
    await this.subscription?.cancel();
  }

  /** Caching is on only while changes are heard: otherwise a missed one could leave a stale entry. */
  private get listening(): boolean {
    return this.listener.hears(authChannel);
  }

  /** A change announced by any process (this one included): drop it, then confirm when it asked to be. */
  private onChange(raw: string): void {
    const bar = raw.indexOf('|');
    const nonce = bar > 0 ? raw.slice(0, bar) : undefined;
    this.invalidate(decodeAuthChange(bar > 0 ? raw.slice(bar + 1) : raw));
    if (nonce) this.peers.confirm(nonce);
  }

  /**
   * Announces, inside the writer's transaction, that cached auth facts changed. `done` settles after
   * the commit, once this process has dropped them and every other live server process has confirmed
   * it did too (or after a 2 s bound for a process that stopped answering). Awaiting it before the
   * response means the caller's next request, to any process, sees the change.
   */
  async announce(trx: Knex.Transaction, change: AuthChange): Promise<{ done: Promise<void> }> {
    const nonce = this.peers.expect();
    await trx.raw('select pg_notify(?, ?)', [authChannel, `${nonce}|${encodeAuthChange(change)}`]);
    const done = afterCommit(
      trx,
      () => {
        this.invalidate(change);
        return this.peers.confirmed(nonce);
      },
      () => this.peers.forget(nonce),
    );
    return { done };
  }

  invalidate(change: AuthChange): void {
    this.generation++;
    switch (change.kind) {
      case 'key':
        this.keys.deleteWhere((_hash, key) => key?.keyId === change.keyId);
        return;
      case 'user':
        this.keys.deleteWhere((_hash, key) => key?.userId === change.userId);
        this.memberships.deleteWhere((k) => k.startsWith(`${change.userId}:`));
        return;
      case 'member':
        this.memberships.delete(`${change.userId}:${change.workspaceId}`);
        // A key's rate-limit plan depends on its user being a member of its home workspace.
        this.keys.deleteWhere((_hash, key) => key?.userId === change.userId && key.homeWorkspaceId === change.workspaceId);
        return;
      case 'workspace':
        this.memberships.deleteWhere((k) => k.endsWith(`:${change.workspaceId}`));
        this.keys.deleteWhere((_hash, key) => key?.homeWorkspaceId === change.workspaceId);
        return;
      case 'everything':
        this.keys.clear();
        this.memberships.clear();
    }
  }

  /** What this process holds for the key, without a query: the key, null for a known miss, undefined for nothing. */
  cachedKey(hexHash: string): CachedKey | null | undefined {
    return this.listening ? this.keys.get(hexHash) : undefined;
  }

  /** The key whose SHA-256 is `hexHash` (hex), from the cache or the database; null when none is valid. */
  async keyByHash(hexHash: string): Promise<CachedKey | null> {
    const cached = this.cachedKey(hexHash);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = (await this.readKeys([hexHash])).get(hexHash) ?? null;
    // A miss is cached too only while invalidations flow, so bad keys cannot hammer the database.
    if (this.listening && generation === this.generation) this.keys.set(hexHash, value);
    return value;
  }

  /**
   * Several keys in one query, by hex hash; those not found are absent. Only found keys are cached:
   * this serves lookups past a client address's budget of failed ones, and a flood of guesses must
   * not push the keys in use out of the cache.
   */
  async keysByHashes(hexHashes: string[]): Promise<Map<string, CachedKey>> {
    const generation = this.generation;
    const found = await this.readKeys(hexHashes);
    if (this.listening && generation === this.generation) for (const [cacheKey, key] of found) this.keys.set(cacheKey, key);
    return found;
  }

  private async readKeys(hexHashes: string[]): Promise<Map<string, CachedKey>> {
    // The home workspace's plan counts only while the user is still a member there.
    const rows = await this.knex('api_keys as k')
      .join('users as u', 'u.id', 'k.user_id')
      .leftJoin('members as m', (on) => on.on('m.user_id', 'k.user_id').andOn('m.workspace_id', 'k.workspace_id'))
      .leftJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .whereIn(
        'k.key_hash',
        hexHashes.map((hex) => Buffer.from(hex, 'hex')),
      )
      .whereNull('k.revoked_at')
      .select<KeyRow[]>('k.key_hash', 'k.id', 'k.user_id', 'k.scope', 'k.workspace_id', 'u.name', 'u.email', 'w.plan');
    return new Map(
      rows.map((row) => [
        row.key_hash.toString('hex'),
        {
          keyId: row.id,
          userId: row.user_id,
          userName: row.name,
          userEmail: row.email,
          scope: row.scope,
          homeWorkspaceId: row.workspace_id,
          homePlan: row.plan ?? 'free',
        },
      ]),
    );
  }

  /**
   * The user's membership of a workspace. A miss is read through `db`, the caller's own connection:
   * code inside a transaction that waited for a second pooled connection could starve the pool (every
   * connection held by a transaction waiting for another). What a transaction read is cached only
   * once it commits, so a change it made and rolled back never lands in the cache.
   */
  async membership(userId: string, workspaceId: string, db: Knex | Knex.Transaction = this.knex): Promise<CachedMembership | null> {
    const cacheKey = `${userId}:${workspaceId}`;
    const cached = this.listening ? this.memberships.get(cacheKey) : undefined;
    if (cached !== undefined) return cached;
    const generation = this.generation;
    // A workspace marked deleted has no members to anyone (workspace-deletion.ts).
    const row = await db('members')
      .where({ user_id: userId, workspace_id: workspaceId })
      .whereExists(db('workspaces').whereRaw('workspaces.id = members.workspace_id').whereNull('deleted_at'))
      .first('id', 'role');
    const value: CachedMembership | null = row ? { memberId: row.id, role: row.role } : null;
    const keep = () => {
      if (this.listening && generation === this.generation) this.memberships.set(cacheKey, value);
    };
    if (db.isTransaction) void afterCommit(db as Knex.Transaction, keep);
    else keep();
    return value;
  }
}

/**
 * Tells every process, at commit, that cached auth facts changed, without waiting for them: for
 * tools (the CLI, tests' fixtures) that hold no cache themselves. Request handlers use `announce`.
 */
export async function notifyAuthChange(trx: Knex | Knex.Transaction, change: AuthChange): Promise<void> {
  await trx.raw('select pg_notify(?, ?)', [authChannel, encodeAuthChange(change)]);
}
