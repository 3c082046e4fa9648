import type { Context } from 'koa';
import type { Caller } from '../auth/access.ts';
import type { AppDeps } from '../context.ts';
import { outageLog } from '../db/outage-log.ts';
import { HttpError } from './errors.ts';

/** A `rate_limit_counters` row (unlogged): requests a key made in a window, summed over processes. */
interface RateLimitCounter {
  key_id: string;
  window_start: Date;
  count: number;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    rate_limit_counters: RateLimitCounter;
  }
}

const windowMs = 60_000;
const syncIntervalMs = 200;

interface Window {
  start: number;
  /** The count across all processes at the last sync, ours included. */
  global: number;
  /** Admitted here since the last sync. */
  pending: number;
}

/** One client's requests a window: whose (a key id, or `ip:` and an address), how many, and the 429's message once spent. */
interface Budget {
  id: string;
  limit: number;
  refusal: (limit: number, reset: number) => string;
}

// Module functions, not closures per request: every request checks a budget.
const keyRefusal = (limit: number, reset: number) =>
  `Rate limit of ${limit} requests per minute exceeded for this key; retry in ${reset} seconds.`;
const addressRefusal = (limit: number, reset: number) =>
  `Too many requests without a valid API key from this address (${limit} a minute); retry in ${reset} seconds with a valid key.`;

export interface RateLimiter {
  /** Counts an authenticated request against its key's budget; throws the 429 past it. In memory: nothing to wait for. */
  admit(ctx: Context, caller: Caller): void;
  /** The 429 for a client address that spent its budget of failed authentications, or undefined. */
  anonymousRefusal(ctx: Context): HttpError | undefined;
  /** Counts a request that did not authenticate against its client address. */
  countAnonymous(ctx: Context): void;
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows per API key, shared across server processes without a query per request:
 * each process counts locally and every 200 ms adds its counts to rate_limit_counters in one batched
 * upsert, reading back the global totals, and reads the totals of keys it counted nothing for since
 * (the others may have). Overshoot is bounded by what the other processes admit between two syncs.
 */
export function createRateLimiter({ knex, config, log }: AppDeps): RateLimiter {
  const windows = new Map<string, Window>();
  let syncing: Promise<void> | undefined;

  /** What the other processes admitted for keys this process has counted nothing for since the last sync. */
  async function refreshIdle(): Promise<void> {
    const current = Math.floor(Date.now() / windowMs) * windowMs;
    const idle = [...windows.entries()].filter(([, w]) => w.pending === 0 && w.start === current);
    if (idle.length === 0) return;
    const rows: Array<{ key_id: string; count: number }> = await knex('rate_limit_counters')
      .where('window_start', new Date(current))
      .whereIn(
        'key_id',
        idle.map(([keyId]) => keyId),
      )
      .select('key_id', 'count');
    for (const row of rows) {
      const w = windows.get(row.key_id);
      if (w && w.start === current) w.global = Math.max(w.global, row.count);
    }
  }

  async function sync(): Promise<void> {
    await refreshIdle();
    const batch = [...windows.entries()].filter(([, w]) => w.pending > 0).map(([keyId, w]) => ({ keyId, w, sent: w.pending }));
    if (batch.length === 0) return;
    const rows = batch.map(({ keyId, w, sent }) => ({ key_id: keyId, window_start: new Date(w.start), count: sent }));
    const result = await knex('rate_limit_counters')
      .insert(rows)
      .onConflict(['key_id', 'window_start'])
      .merge({ count: knex.raw('rate_limit_counters.count + excluded.count') })
      .returning(['key_id', 'window_start', 'count']);
    const totals = new Map(
      result.map((r: { key_id: string; window_start: Date; count: number }) => [`${r.key_id}@${r.window_start.getTime()}`, r.count]),
    );
    for (const { keyId, w, sent } of batch) {
      w.pending -= sent;
      w.global = Math.max(w.global, totals.get(`${keyId}@${w.start}`) ?? w.global + sent);
    }
    const now = Date.now();
    for (const [keyId, w] of windows) if (w.start + windowMs < now && w.pending === 0) windows.delete(keyId);
    if (Math.random() < 0.01)
      await knex('rate_limit_counters')
        .where('window_start', '<', new Date(now - 5 * windowMs))
        .delete();
  }

  // The database out of reach is an outage, said once it lasts (outage-log.ts); anything else at once.
  const outage = outageLog(log);
  const timer = setInterval(() => {
    if (syncing) return;
    syncing = sync()
      .then(() => outage.answered())
      .catch((err: unknown) => {
        if (!outage.unreachable(err, 'rate limit sync (counting locally meanwhile)'))
          log.warn({ err }, 'rate limit sync failed; counting locally until it recovers');
      })
      .finally(() => (syncing = undefined));
  }, syncIntervalMs);
  timer.unref();

  function windowOf(id: string, now: number): Window {
    const start = Math.floor(now / windowMs) * windowMs;
    let w = windows.get(id);
    if (!w || w.start !== start) {
      w = { start, global: 0, pending: 0 };
      windows.set(id, w);
    }
    return w;
  }

  /** The budget's window, the headers its answer carries, and the 429 when it is spent. */
  function check({ id, limit, refusal }: Budget): { w: Window; headers: Record<string, string>; refused?: HttpError } {
    const now = Date.now();
    const w = windowOf(id, now);
    const used = w.global + w.pending;
    const reset = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    const headers = {
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - used - 1)),
      'RateLimit-Reset': String(reset),
    };
    if (used < limit) return { w, headers };
    const refused = new HttpError(429, refusal(limit, reset), {
      headers: { ...headers, 'RateLimit-Remaining': '0', 'Retry-After': String(reset) },
    });
    return { w, headers, refused };
  }

  // Health probes are not routed through here: they take no key and must answer load balancers.
  const anonymousBudget = (ctx: Context): Budget => ({
    id: `ip:${ctx.ip}`,
    limit: config.unauthenticatedRateLimit,
    refusal: addressRefusal,
  });

  return {
    admit(ctx, caller) {
      const { w, headers, refused } = check({ id: caller.keyId, limit: config.rateLimits[caller.homePlan], refusal: keyRefusal });
      if (refused) throw refused;
      w.pending++;
      ctx.set(headers);
    },
    anonymousRefusal(ctx) {
      // Asked of every request with a key, so the answer is built only for an address past its budget.
      // Its window is kept all the same: the sync reads the address's failures in other processes into it.
      const budget = anonymousBudget(ctx);
      const w = windowOf(budget.id, Date.now());
      if (w.global + w.pending < budget.limit) return undefined;
      // Only asked: a valid key's answer carries its own budget's headers, so these are not set.
      return check(budget).refused;
    },
    countAnonymous(ctx) {
      const { w, headers, refused } = check(anonymousBudget(ctx));
      // The 401 says what is left of the address's budget, as a valid key's answer says its key's.
      if (!refused) ctx.set(headers);
      w.pending++;
    },
    async close() {
      clearInterval(timer);
      await syncing;
      await sync().catch(() => {});
    },
  };
}
