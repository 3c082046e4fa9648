import type { components } from '../../generated/openapi-types.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { afterCommit } from '../db/request-transaction.ts';
import { Lru } from './lru.ts';
import { decodeAuthChange, encodeAuthChange, type AuthChange } from './auth-change.ts';

/** An `auth_listeners` row: a process that caches auth facts and must confirm every change to them. */
interface AuthListener {
  process_id: string;
  last_seen_at: Date;
  resync_required: boolean;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    auth_listeners: AuthListener;
  }
}

export type Scope = 'admin' | 'editor' | 'read-only';
export type Role = 'owner' | 'admin' | 'editor' | 'viewer';

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

export interface CachedMembership {
  memberId: string;
  role: Role;
}

/** The channel every process listens on; payloads name what changed (see auth-change.ts). */
export const authChannel = 'wsa_auth_invalidate';
/** Each process confirms here that it dropped what an announced change named. */
const ackChannel = 'wsa_auth_ack';
const heartbeatMs = 3_000;
const peerStaleSeconds = 10;
const ackTimeoutMs = 2_000;
/** However healthy the listener looks, a cached fact is read again after this long. */
const defaultEntryTtlMs = 15_000;
/** The listener must hear its own probe within this long, or it is treated as dead. */
const probeTimeoutMs = 2_000;

/**
 * Keys and memberships are read on every request, so they are cached in process (no query on the hot
 * path) and dropped in every process as soon as a change commits: writers send `pg_notify` inside
 * their transaction, and PostgreSQL delivers it at commit to each process's LISTEN connection.
 * While that connection is down nothing is cached, so a missed notification cannot leave a stale entry.
 */
export class AuthCache {
  private readonly keys: Lru<CachedKey | null>;
  private readonly memberships: Lru<CachedMembership | null>;
  /** The probe this process sent through its own pool and waits to hear on its listener. */
  private probe: { id: string; sentAt: number } | undefined;
  private listener: pg.Client | undefined;
  private listening = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** Bumped by every invalidation: a lookup that raced one must not cache what it read. */
  private generation = 0;
  private readonly processId = randomUUID();
  /** Changes this process announced, and the peers that confirmed them so far. */
  private readonly waiting = new Map<string, { acked: Set<string>; check?: () => void }>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly connectionString: string,
    private readonly log: Logger,
    options: { entryTtlMs?: number } = {},
  ) {
    const ttlMs = options.entryTtlMs ?? defaultEntryTtlMs;
    this.keys = new Lru({ ttlMs });
    this.memberships = new Lru({ ttlMs });
  }

  async start(): Promise<void> {
    await this.connect();
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Registers this process as a holder of cached auth facts, so announcers wait for its confirmation,
   * and checks that its listener still hears: a LISTEN connection can die silently (a frozen backend,
   * a proxy that stops forwarding) while every query on the pool still works. Each beat sends a probe
   * through the pool that must come back on the listener in time; a beat also reads whether a peer
   * found this process missing a confirmation. Either failure drops the cache and re-listens.
   */
  private async beat(): Promise<void> {
    if (!this.listening) return;
    if (this.probe && Date.now() - this.probe.sentAt > probeTimeoutMs) {
      return this.resynchronise('the auth listener did not hear its own probe in time');
    }
    try {
      const [row] = await this.knex('auth_listeners')
        .insert({ process_id: this.processId, last_seen_at: this.knex.fn.now() })
        .onConflict('process_id')
        .merge(['last_seen_at'])
        .returning('resync_required');
      if (row?.resync_required) return this.resynchronise('a peer saw this process miss an auth change');
      if (!this.probe) {
        const id = randomBytes(6).toString('hex');
        this.probe = { id, sentAt: Date.now() };
        await this.knex.raw('select pg_notify(?, ?)', [ackChannel, `probe:${this.processId}:${id}`]);
      }
    } catch (err) {
      this.log.warn({ err }, 'auth cache heartbeat failed');
    }
  }

  /** Forgets everything cached and stops caching until a new listener is up; clears a peer's flag then. */
  private resynchronise(reason: string): void {
    if (!this.listening || this.closed) return;
    this.log.warn({ reason }, 'auth cache dropped; re-listening before caching again');
    const client = this.listener;
    this.onDisconnect(new Error(reason));
    if (client) void client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    // Keep-alive finds a dead peer the kernel knows of; the probes in beat() find the rest.
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'wsa-auth-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    client.on('notification', (msg) =>
      msg.channel === ackChannel ? this.onAck(msg.payload ?? '') : this.onChange(client, msg.payload ?? ''),
    );
    client.on('error', (err) => this.onDisconnect(err));
    client.on('end', () => this.onDisconnect(new Error('connection ended')));
    await client.connect();
    await client.query(`listen ${authChannel}`);
    await client.query(`listen ${ackChannel}`);
    if (this.closed) {
      // stop() ran while this (re)connect was under way: do not leave the connection behind.
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
      return;
    }
    // Whatever was announced while no listener was up is unknown: start from an empty cache.
    this.keys.clear();
    this.memberships.clear();
    this.generation++;
    this.probe = undefined;
    await this.knex('auth_listeners').where({ process_id: this.processId }).update({ resync_required: false });
    this.listener = client;
    this.listening = true;
  }

  private onDisconnect(err: Error): void {
    if (!this.listening || this.closed) return;
    this.listening = false;
    this.generation++;
    this.keys.clear();
    this.memberships.clear();
    this.log.warn({ err }, 'auth cache listener lost; caching off until it reconnects');
    this.listener?.removeAllListeners();
    // pg emits a second error on a dead client; with no listener that would crash the process.
    this.listener?.on('error', () => {});
    this.listener = undefined;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((err) => {
        this.log.warn({ err }, 'auth cache listener reconnect failed');
        if (!this.closed) this.scheduleReconnect();
      });
    }, 1000);
    this.reconnectTimer.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.heartbeat);
    await this.knex('auth_listeners')
      .where({ process_id: this.processId })
      .delete()
      .catch(() => {});
    const client = this.listener;
    this.listener = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }

  /** A change announced by any process (this one included): drop it, then confirm when it asked to be. */
  private onChange(client: pg.Client, raw: string): void {
    const bar = raw.indexOf('|');
    const nonce = bar > 0 ? raw.slice(0, bar) : undefined;
    this.invalidate(decodeAuthChange(bar > 0 ? raw.slice(bar + 1) : raw));
    if (nonce) {
      client.query('select pg_notify($1, $2)', [ackChannel, `${nonce}:${this.processId}`]).catch((err: unknown) => {
        this.log.warn({ err }, 'could not confirm an auth change');
      });
    }
  }

  private onAck(raw: string): void {
    if (raw.startsWith('probe:')) {
      const [, processId, id] = raw.split(':');
      if (processId === this.processId && id === this.probe?.id) this.probe = undefined;
      return;
    }
    const [nonce, processId] = raw.split(':');
    const entry = nonce ? this.waiting.get(nonce) : undefined;
    if (!entry || !processId) return;
    entry.acked.add(processId);
    entry.check?.();
  }

  /**
   * Announces, inside the writer's transaction, that cached auth facts changed. `done` settles after
   * the commit, once this process has dropped them and every other live server process has confirmed
   * it did too (or after a 2 s bound for a process that stopped answering). Awaiting it before the
   * response means the caller's next request, to any process, sees the change.
   */
  async announce(trx: Knex.Transaction, change: AuthChange): Promise<{ done: Promise<void> }> {
    const nonce = randomBytes(8).toString('hex');
    this.waiting.set(nonce, { acked: new Set() });
    await trx.raw('select pg_notify(?, ?)', [authChannel, `${nonce}|${encodeAuthChange(change)}`]);
    const done = afterCommit(
      trx,
      () => {
        this.invalidate(change);
        return this.awaitPeers(nonce);
      },
      () => {
        this.waiting.delete(nonce);
      },
    );
    return { done };
  }

  private async awaitPeers(nonce: string): Promise<void> {
    try {
      const peers: string[] = await this.knex('auth_listeners')
        .where('last_seen_at', '>', this.knex.raw(`now() - make_interval(secs => ?)`, [peerStaleSeconds]))
        .whereNot('process_id', this.processId)
        .pluck('process_id');
      const entry = this.waiting.get(nonce)!;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          const missing = peers.filter((p) => !entry.acked.has(p));
          this.log.warn({ missing }, 'auth change not confirmed by every process in time');
          // Their listeners may be dead: they drop their caches at their next beat.
          this.knex('auth_listeners')
            .whereIn('process_id', missing)
            .update({ resync_required: true })
            .then(
              () => resolve(),
              (err: unknown) => {
                this.log.warn({ err }, 'could not flag processes that missed an auth change');
                resolve();
              },
            );
        }, ackTimeoutMs);
        entry.check = () => {
          if (peers.every((p) => entry.acked.has(p))) {
            clearTimeout(timer);
            resolve();
          }
        };
        entry.check();
      });
    } finally {
      this.waiting.delete(nonce);
    }
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
  cachedKey(hash: Buffer): CachedKey | null | undefined {
    return this.keys.get(hash.toString('hex'));
  }

  async keyByHash(hash: Buffer): Promise<CachedKey | null> {
    const cacheKey = hash.toString('hex');
    const cached = this.keys.get(cacheKey);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const value = (await this.readKeys([hash])).get(cacheKey) ?? null;
    // A miss is cached too only while invalidations flow, so bad keys cannot hammer the database.
    if (this.listening && generation === this.generation) this.keys.set(cacheKey, value);
    return value;
  }

  /**
   * Several keys in one query, by hex hash; those not found are absent. Only found keys are cached:
   * this serves lookups past a client address's budget of failed ones, and a flood of guesses must
   * not push the keys in use out of the cache.
   */
  async keysByHashes(hashes: Buffer[]): Promise<Map<string, CachedKey>> {
    const generation = this.generation;
    const found = await this.readKeys(hashes);
    if (this.listening && generation === this.generation) for (const [cacheKey, key] of found) this.keys.set(cacheKey, key);
    return found;
  }

  private async readKeys(hashes: Buffer[]): Promise<Map<string, CachedKey>> {
    // The home workspace's plan counts only while the user is still a member there.
    const rows = await this.knex('api_keys as k')
      .join('users as u', 'u.id', 'k.user_id')
      .leftJoin('members as m', (on) => on.on('m.user_id', 'k.user_id').andOn('m.workspace_id', 'k.workspace_id'))
      .leftJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .whereIn('k.key_hash', hashes)
      .whereNull('k.revoked_at')
      .select('k.key_hash', 'k.id', 'k.user_id', 'k.scope', 'k.workspace_id', 'u.name', 'u.email', 'w.plan');
    return new Map(
      rows.map((row) => [
        (row.key_hash as Buffer).toString('hex'),
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
    const cached = this.memberships.get(cacheKey);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const row = await db('members').where({ user_id: userId, workspace_id: workspaceId }).first('id', 'role');
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
