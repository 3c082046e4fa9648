import type { Knex } from 'knex';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { waitingCallers } from '../db/waiting-callers.ts';

/** A connection pool's use at one moment. */
export interface PoolUse {
  used: number;
  idle: number;
  /** Callers waiting for a connection: above zero for long, the pool is too small for the work. */
  pending: number;
  max: number;
}

/** Read at each scrape; undefined once the pool is gone (the service stopping). */
export type PoolReader = () => PoolUse | undefined;

/** What tarn (knex's pool) answers; knex types its pool loosely. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
  max: number;
}

/** The knex pool of the service's statements. */
export function knexPoolUse(knex: Knex): PoolReader {
  return () => {
    const pool = (knex.client as { pool?: TarnPool }).pool;
    if (!pool) return undefined;
    return { used: pool.numUsed(), idle: pool.numFree(), pending: pool.numPendingAcquires() + waitingCallers(knex), max: pool.max };
  };
}

/** A pg pool of its own (graphile-worker's). */
export function pgPoolUse(pool: pg.Pool): PoolReader {
  return () => ({
    used: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    pending: pool.waitingCount,
    max: pool.options.max ?? 10,
  });
}

/** The gauges of every watched pool, labelled by its name (`app`, `worker`); returns how to watch one. */
export function poolGauges(registry: Registry): (name: string, read: PoolReader) => void {
  const pools = new Map<string, PoolReader>();
  const each = (report: (name: string, use: PoolUse) => void) => {
    for (const [name, read] of pools) {
      const use = read();
      if (use) report(name, use);
    }
  };
  new Gauge({
    name: 'wsa_db_pool_connections',
    help: 'Connections of a database pool of this process, by state (used: checked out; idle: open and free).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      each((pool, use) => {
        this.set({ pool, state: 'used' }, use.used);
        this.set({ pool, state: 'idle' }, use.idle);
      });
    },
  });
  const perPool = (name: string, help: string, value: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        each((pool, use) => this.set({ pool }, value(use)));
      },
    });
  perPool('wsa_db_pool_pending_acquires', 'Callers waiting for a connection of a database pool of this process.', (use) => use.pending);
  perPool('wsa_db_pool_max_connections', 'The most connections a database pool of this process opens.', (use) => use.max);
  return (name, read) => pools.set(name, read);
}
