import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Listener, Subscribed } from '../db/listener.ts';
import type { Logger } from '../log.ts';

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

/** Each process confirms here that it dropped what an announced change named. */
const ackChannel = 'wsa_auth_ack';
const heartbeatMs = 3_000;
const peerStaleSeconds = 10;
const ackTimeoutMs = 2_000;

/**
 * The peers' confirmations of an auth change: every process that caches auth facts registers in
 * `auth_listeners` and beats there while its listener hears; an announcer waits until each live peer
 * confirmed the change, or flags those that did not in time (their listeners may be dead), and a
 * flagged process drops its connection at its next beat, so its cache starts again from nothing.
 */
export class PeerAcks {
  readonly processId = randomUUID();
  /** Changes this process announced, and the peers that confirmed them so far. */
  private readonly waiting = new Map<string, { acked: Set<string>; check?: () => void }>();
  private heartbeat: NodeJS.Timeout | undefined;
  private subscription: Subscribed | undefined;
  /** Set while the flag a peer raised is being cleared after listening again: a beat then would read it stale. */
  private clearing: Promise<void> | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly listener: Listener,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.subscription = this.listener.subscribe(ackChannel, {
      onNotify: (raw) => this.onAck(raw),
      resync: () => (this.clearing = this.clearFlag().finally(() => (this.clearing = undefined))),
    });
    await this.subscription.ready;
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.subscription?.cancel();
    await this.knex('auth_listeners')
      .where({ process_id: this.processId })
      .delete()
      .catch(() => {});
  }

  /** Registers a change this process is about to announce; its confirmations are counted from now. */
  expect(): string {
    const nonce = randomBytes(8).toString('hex');
    this.waiting.set(nonce, { acked: new Set() });
    return nonce;
  }

  forget(nonce: string): void {
    this.waiting.delete(nonce);
  }

  /** Confirms, on the listening connection (no wait for a pooled one), a change another process announced. */
  confirm(nonce: string): void {
    this.listener.notify(ackChannel, `${nonce}:${this.processId}`).catch((err: unknown) => {
      this.log.warn({ err }, 'could not confirm an auth change');
    });
  }

  /** Settles once every live peer confirmed `nonce`, or after the bound with the silent ones flagged. */
  async confirmed(nonce: string): Promise<void> {
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

  /** Registers this process as a holder of cached auth facts, and obeys a peer's flag: listen again. */
  private async beat(): Promise<void> {
    if (!this.listener.hears(ackChannel) || this.clearing) return;
    try {
      const [row] = await this.knex('auth_listeners')
        .insert({ process_id: this.processId, last_seen_at: this.knex.fn.now() })
        .onConflict('process_id')
        .merge(['last_seen_at'])
        .returning('resync_required');
      if (row?.resync_required && !this.clearing) this.listener.restart('a peer saw this process miss an auth change');
    } catch (err) {
      this.log.warn({ err }, 'auth cache heartbeat failed');
    }
  }

  private async clearFlag(): Promise<void> {
    await this.knex('auth_listeners').where({ process_id: this.processId }).update({ resync_required: false });
  }

  private onAck(raw: string): void {
    const [nonce, processId] = raw.split(':');
    const entry = nonce ? this.waiting.get(nonce) : undefined;
    if (!entry || !processId) return;
    entry.acked.add(processId);
    entry.check?.();
  }
}
