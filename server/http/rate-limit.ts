import type { Context } from 'koa';
import type { Caller } from '../auth/access.ts';
import type { AppDeps } from '../context.ts';
import { HttpError } from './errors.ts';

const windowMs = 60_000;
const syncIntervalMs = 200;

interface Window {
  start: number;
  /** The count across all processes at the last sync, ours included. */
  global: number;
  /** Admitted here since the last sync. */
  pending: number;
}

export interface RateLimiter {
  admit(ctx: Context, caller: Caller): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows per API key, shared across server processes without a query per request:
 * each process counts locally and every 200 ms adds its counts to rate_limit_counters in one batched
 * upsert, reading back the global totals. Overshoot is bounded by what the other processes admit
 * between two syncs.
 */
export function createRateLimiter({ knex, config, log }: AppDeps): RateLimiter {
  const windows = new Map<string, Window>();
  let syncing: Promise<void> | undefined;

  async function sync(): Promise<void> {
    const batch = [...windows.entries()].filter(([, w]) => w.pending > 0).map(([keyId, w]) => ({ keyId, w, sent: w.pending }));
    if (batch.length === 0) return;
    const rows = batch.map(({ keyId, w, sent }) => ({ key_id: keyId, window_start: new Date(w.start), count: sent }));
    const result = await knex('rate_limit_counters')
      .insert(rows)
      .onConflict(['key_id', 'window_start'])
      .merge({ count: knex.raw('rate_limit_counters.count + excluded.count') })
      .returning(['key_id', 'window_start', 'count']);
    const totals = new Map(result.map((r: { key_id: string; window_start: Date; count: number }) => [`${r.key_id}@${r.window_start.getTime()}`, r.count]));
    for (const { keyId, w, sent } of batch) {
      w.pending -= sent;
      w.global = Math.max(w.global, totals.get(`${keyId}@${w.start}`) ?? w.global + sent);
    }
    const now = Date.now();
    for (const [keyId, w] of windows) if (w.start + windowMs < now && w.pending === 0) windows.delete(keyId);
    if (Math.random() < 0.01) await knex('rate_limit_counters').where('window_start', '<', new Date(now - 5 * windowMs)).delete();
  }

  const timer = setInterval(() => {
    if (syncing) return;
    syncing = sync()
      .catch((err: unknown) => log.warn({ err }, 'rate limit sync failed; counting locally until it recovers'))
      .finally(() => (syncing = undefined));
  }, syncIntervalMs);
  timer.unref();

  return {
    async admit(ctx, caller) {
      const limit = config.rateLimits[caller.homePlan];
      const now = Date.now();
      const start = Math.floor(now / windowMs) * windowMs;
      let w = windows.get(caller.keyId);
      if (!w || w.start !== start) {
        w = { start, global: 0, pending: 0 };
        windows.set(caller.keyId, w);
      }
      const used = w.global + w.pending;
      const reset = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      const headers = { 'RateLimit-Limit': String(limit), 'RateLimit-Remaining': String(Math.max(0, limit - used - 1)), 'RateLimit-Reset': String(reset) };
      if (used >= limit) {
        throw new HttpError(429, `Rate limit of ${limit} requests per minute exceeded for this key; retry in ${reset} seconds.`, {
          headers: { ...headers, 'RateLimit-Remaining': '0', 'Retry-After': String(reset) },
        });
      }
      w.pending++;
      ctx.set(headers);
    },
    async close() {
      clearInterval(timer);
      await syncing;
      await sync().catch(() => {});
    },
  };
}
