import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable } from './availability.ts';

/** What a subscriber of one channel is told. */
export interface ChannelHandlers {
  /** Each notification on the channel, with its payload ('' without one), in the order PostgreSQL sent them. */
  onNotify(payload: string): void | Promise<void>;
  /**
   * The channel is heard again after a time it was not (the subscription began, or the connection
   * came back): what was sent meanwhile is lost, so a subscriber that cares reads its state afresh.
   */
  resync?(): void | Promise<void>;
}

export interface Subscribed {
  /** Settles once the channel is heard (or at once when the listener is down: the reconnect listens to it). */
  ready: Promise<void>;
  cancel(): Promise<void>;
}

export interface ListenerOptions {
  /** How the connection shows in `pg_stat_activity`. */
  applicationName?: string;
  /** Wait before listening again after the connection was lost. */
  retryMs?: number;
  /** How often the listener sends itself a probe through the pool. */
  probeEveryMs?: number;
  /** A probe not heard back within this long means the connection is dead, however alive it looks. */
  probeTimeoutMs?: number;
}

/** The database listened to: the pool the probes go through, and the address the listener's own connection opens. */
export interface ListenedDatabase {
  knex: Knex;
  connectionString: string;
}

const channelName = /^[a-z_][a-z0-9_]*$/;

/**
 * A process's one LISTEN connection: subscribers name a channel and get its notifications. The
 * connection is opened again whenever it is lost, listens to every subscribed channel again, and
 * then calls each subscriber's `resync`. A LISTEN connection can also die silently (a frozen
 * backend, a proxy that stops forwarding) while every pooled query still works, so the listener
 * sends itself a probe through the pool and treats the connection as lost when the probe does not
 * come back in time. TCP keep-alive finds the dead peers the kernel knows of.
 */
export class Listener {
  private readonly subscriptions = new Map<string, Set<ChannelHandlers>>();
  /** Channels the current connection has listened to (its LISTEN answered). */
  private readonly heard = new Set<string>();
  private readonly probeChannel = `wsa_probe_${randomBytes(6).toString('hex')}`;
  private probe: { id: string; sentAt: number } | undefined;
  /** When the last probe came back: the proof that notifications reach this connection. */
  private lastHeardAt = 0;
  private firstHeard: (() => void) | undefined;
  private client: pg.Client | undefined;
  /** The listening connection's statements, one at a time: pg refuses overlapping queries on one client (from pg@9). */
  private serial: Promise<unknown> = Promise.resolve();
  private connected = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private readonly retryMs: number;
  private readonly probeTimeoutMs: number;
  private readonly knex: Knex;
  private readonly connectionString: string;

  constructor(
    { knex, connectionString }: ListenedDatabase,
    private readonly log: Logger,
    private readonly options: ListenerOptions = {},
  ) {
    this.knex = knex;
    this.connectionString = connectionString;
    this.retryMs = options.retryMs ?? 1_000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 2_000;
  }

  /**
   * Opens the connection and hears its first probe; fails (and leaves nothing running) when either
   * does not happen. A LISTEN through a transaction pooler succeeds but hears nothing: refusing to
   * start says so at once, rather than leaving every key change to wait for confirmations.
   */
  async start(): Promise<void> {
    try {
      await this.connect();
      await this.hearFirstProbe();
    } catch (err) {
      await this.close();
      throw err;
    }
    this.probeTimer = setInterval(() => this.beat(), this.options.probeEveryMs ?? 3_000);
    this.probeTimer.unref();
  }

  /**
   * Whether notifications reached this process lately (a probe came back within one probe period and
   * its timeout): readiness fails while not, since what the listener serves (key revocations,
   * prompt dispatch) is then late or lost.
   */
  hearing(): boolean {
    return this.connected && Date.now() - this.lastHeardAt <= (this.options.probeEveryMs ?? 3_000) + this.probeTimeoutMs;
  }

  /** Whether `channel`'s notifications reach this process now; while not, they may be lost. */
  hears(channel: string): boolean {
    return this.connected && this.heard.has(channel);
  }

  subscribe(channel: string, handlers: ChannelHandlers): Subscribed {
    if (!channelName.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.subscriptions.get(channel);
    if (!set) this.subscriptions.set(channel, (set = new Set()));
    set.add(handlers);
    const ready = this.hearLate(channel, handlers);
    return {
      ready,
      cancel: async () => {
        await ready;
        set.delete(handlers);
        if (set.size > 0 || this.subscriptions.get(channel) !== set) return;
        this.subscriptions.delete(channel);
        this.heard.delete(channel);
        if (this.client) await this.run(this.client, `unlisten ${channel}`).catch(() => {});
      },
    };
  }

  /** Sends on the listening connection itself: for answers that must not queue for a pooled connection. */
  async notify(channel: string, payload: string): Promise<void> {
    if (!this.client || !this.connected) throw new Error('the listener is not connected');
    await this.run(this.client, 'select pg_notify($1, $2)', [channel, payload]);
  }

  /** Drops the connection as if it were lost (a subscriber knows it missed something) and listens again. */
  restart(reason: string): void {
    if (!this.client || !this.connected) return;
    this.lost(this.client, new Error(reason));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    clearTimeout(this.retry);
    clearInterval(this.probeTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }

  /** A subscription that began on a live connection: listen now, then resync (it heard nothing before). */
  private async hearLate(channel: string, handlers: ChannelHandlers): Promise<void> {
    const client = this.client;
    if (!client || !this.connected) return;
    try {
      if (!this.heard.has(channel)) {
        await this.run(client, `listen ${channel}`);
        if (client === this.client) this.heard.add(channel);
      }
    } catch (err) {
      // The connection is going: the reconnect listens and resyncs.
      this.log.debug({ err, channel }, 'could not listen on a live connection');
      return;
    }
    await this.resync(handlers, channel);
  }

  private async hearFirstProbe(): Promise<void> {
    const heard = new Promise<void>((resolve) => (this.firstHeard = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `PostgreSQL's notifications do not reach the LISTEN connection (its own probe was not heard within ${this.probeTimeoutMs} ms). ` +
                'Behind a transaction pooler such as PgBouncer, set DATABASE_DIRECT_URL to the server itself: LISTEN needs a session of its own.',
            ),
          ),
        this.probeTimeoutMs,
      );
    });
    this.beat();
    try {
      await Promise.race([heard, timeout]);
    } finally {
      clearTimeout(timer);
      this.firstHeard = undefined;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.options.applicationName ?? 'wsa-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    client.on('notification', (msg) => this.deliver(msg));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    this.heard.clear();
    try {
      await client.connect();
      await this.run(client, `listen ${this.probeChannel}`);
      // A channel subscribed while these LISTENs ran is picked up by the next pass.
      for (let missing = this.unheard(); missing.length > 0; missing = this.unheard()) {
        for (const channel of missing) {
          await this.run(client, `listen ${channel}`);
          this.heard.add(channel);
        }
      }
    } catch (err) {
      this.lost(client, err as Error);
      throw err;
    }
    if (client !== this.client) return;
    this.probe = undefined;
    this.connected = true;
    // Heard again as soon as a probe comes back, not a probe period later.
    if (this.probeTimer) this.beat();
    const resyncs: Array<Promise<void>> = [];
    for (const [channel, set] of this.subscriptions) for (const handlers of set) resyncs.push(this.resync(handlers, channel));
    await Promise.all(resyncs);
  }

  private run(client: pg.Client, text: string, values?: unknown[]): Promise<unknown> {
    const next = this.serial.then(() => client.query(text, values));
    this.serial = next.catch(() => {});
    return next;
  }

  private unheard(): string[] {
    return [...this.subscriptions.keys()].filter((channel) => !this.heard.has(channel));
  }

  private async resync(handlers: ChannelHandlers, channel: string): Promise<void> {
    try {
      await handlers.resync?.();
    } catch (err) {
      this.log.error({ err, channel }, 'a subscriber failed to resync after listening again');
    }
  }

  private deliver(msg: pg.Notification): void {
    if (msg.channel === this.probeChannel) {
      if (msg.payload === this.probe?.id) {
        this.probe = undefined;
        this.lastHeardAt = Date.now();
        this.firstHeard?.();
      }
      return;
    }
    for (const handlers of this.subscriptions.get(msg.channel) ?? []) {
      // One subscriber's failure must not keep the notification from the others.
      try {
        const done = handlers.onNotify(msg.payload ?? '');
        if (done) done.catch((err: unknown) => this.failed(err, msg.channel));
      } catch (err) {
        this.failed(err, msg.channel);
      }
    }
  }

  private failed(err: unknown, channel: string): void {
    this.log.error({ err, channel }, 'a notification handler failed');
  }

  private beat(): void {
    if (!this.connected || !this.client) return;
    if (this.probe) {
      if (Date.now() - this.probe.sentAt > this.probeTimeoutMs) this.restart('the listener did not hear its own probe in time');
      return;
    }
    const id = randomBytes(6).toString('hex');
    this.probe = { id, sentAt: Date.now() };
    // A probe that could not be sent is left to time out: a pool that cannot reach PostgreSQL says
    // little about the listener, but listening again costs little too.
    this.knex.raw('select pg_notify(?, ?)', [this.probeChannel, id]).catch((err: unknown) => {
      this.log.warn({ err }, 'could not send the listener its probe');
    });
  }

  private lost(client: pg.Client, err: Error): void {
    if (client !== this.client) return;
    const wasConnected = this.connected;
    this.client = undefined;
    this.connected = false;
    this.heard.clear();
    this.probe = undefined;
    client.removeAllListeners();
    // pg emits a second error on a dead client; with no handler that would crash the process.
    client.on('error', () => {});
    // Not awaited: ending a connection to a frozen backend can wait for ever.
    void client.end().catch(() => {});
    if (this.closed) return;
    // The database going away (a restart, or Ctrl-C reaching the embedded cluster first) is said by
    // the outage log once it lasts; only another cause is worth a warning at once.
    if (wasConnected)
      this.log[isDatabaseUnreachable(err) ? 'debug' : 'warn']({ err }, 'the LISTEN connection was lost; listening again soon');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      // A failure has already scheduled the next attempt (through lost()).
      this.connect().catch((err: unknown) => this.log.debug({ err }, 'listening again failed; retrying'));
    }, this.retryMs);
    this.retry.unref();
  }
}
