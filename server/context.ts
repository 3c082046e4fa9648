import type { Knex } from 'knex';
import type { DatabaseAvailability } from './db/availability.ts';
import type { Listener } from './db/listener.ts';
import type { ResolvedConfig } from './config.ts';
import type { Logger } from './log.ts';
import type { AuthCache } from './auth/auth-cache.ts';
import type { Caller } from './auth/access.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboundClient } from './net/outbound.ts';
import type { Metrics } from './metrics/registry.ts';
import type { KeyWrite } from './http/idempotency.ts';

/** What the app is built from; tests build it over their own database. */
export interface AppDeps {
  config: ResolvedConfig;
  knex: Knex;
  log: Logger;
  authCache: AuthCache;
  /** The process's one LISTEN connection: the auth cache, the dispatcher and the delivery engine subscribe to it. */
  listener: Listener;
  mailer: Mailer;
  /** The keep-alive pool for webhook deliveries, pings and call_webhook actions, with the SSRF guard. */
  outbound: OutboundClient;
  /** Whether PostgreSQL is reachable from this process; while it is not, requests get 503 at once. */
  database: DatabaseAvailability;
  /** Set once SIGTERM started the drain: readiness answers 503 and responses close their connections. */
  lifecycle: { draining: boolean };
  /** This service's Prometheus metrics: the code reports outcomes to it; METRICS_PORT serves it. */
  metrics: Metrics;
}

/** What every handler gets besides its validated input. */
export interface HandlerContext {
  deps: AppDeps;
  /** The authenticated caller; only operations without authentication (health) must not read it. */
  caller: Caller;
  requestId: string;
  log: Logger;
  /**
   * A keyed POST's Idempotency-Key, offered to an operation that writes it in its own statement
   * (`keyWriters`, http/idempotency.ts KeyWrite); unset on every other request.
   */
  keyWrite?: KeyWrite | undefined;
}
