import net from 'node:net';
import path from 'node:path';
import { Cron } from 'croner';

/** Everything the service reads from its environment; docs/operating.md's configuration table mirrors this. */
export interface Config {
  /** External PostgreSQL; when absent an embedded one is started in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The same database without a pooler in between (DATABASE_DIRECT_URL), for what needs a session:
   * LISTEN, graphile-worker and migrations. Setting it says DATABASE_URL is a transaction pooler.
   */
  databaseDirectUrl: string | undefined;
  /** The most connections one process opens through DATABASE_URL for its statements (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  dataDir: string;
  host: string;
  port: number;
  runWorker: boolean;
  /** Encrypts webhook secrets at rest; in development it is generated into `dataDir` when absent. */
  secretKey: string | undefined;
  production: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  slackApiUrl: string;
  slackBotToken: string | undefined;
  webhookAllowPrivateTargets: boolean;
  webhookRetryDelaysMs: number[];
  /** How long every delivery of a webhook may fail before the service disables it (WEBHOOK_DISABLE_AFTER). */
  webhookDisableAfterMs: number;
  /** How long a run engine's claim holds a run without renewal (RUN_LEASE). */
  runLeaseMs: number;
  /** How long one minute of a workflow's `wait` step lasts (WORKFLOW_MINUTE): 60 s, shorter in tests. */
  workflowMinuteMs: number;
  /** When the hourly and daily notification digests go, as cron patterns in each workspace's time zone (DIGEST_HOURLY_SCHEDULE, DIGEST_DAILY_SCHEDULE). */
  digestSchedules: { hourly: string; daily: string };
  logLevel: string;
  /** Requests per minute per key, by the plan of the key's home workspace. */
  rateLimits: { free: number; pro: number; enterprise: number };
  /** Requests per minute per client address that do not authenticate (missing, malformed or unknown keys). */
  unauthenticatedRateLimit: number;
  /**
   * Reverse proxies in front of the service that append to `X-Forwarded-For` (0: none, the header is
   * ignored). The client address the limits see is the one the outermost trusted proxy saw.
   */
  trustProxyHops: number;
  /** How long SIGTERM lets in-flight requests and running jobs finish before it cuts them off. */
  shutdownTimeoutMs: number;
  /** Browser origins allowed to call the API (CORS); `'*'` for any; empty for none. */
  corsOrigins: string[] | '*';
  /** Where clients reach this deployment; the served documents name it as their server. */
  publicUrl: string | undefined;
  /** How long events, runs, deliveries and notifications are kept, by plan (RETENTION_DAYS_*), and the rows one statement removes (RETENTION_BATCH_SIZE). */
  retention: { days: { free: number; pro: number; enterprise: number }; batchSize: number };
  /**
   * The Prometheus listener (METRICS_PORT, METRICS_HOST, METRICS_TOKEN): none without a port; off loopback
   * a token is required, and whenever one is set every scrape must bear it (docs/decisions.md#metrics).
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
}

/** The configuration of a started service: the secret key is resolved (from `SECRET_KEY` or, in development, the key file in `dataDir`). */
export interface ResolvedConfig extends Omit<Config, 'secretKey'> {
  secretKey: string;
}

export class ConfigError extends Error {}

const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Parses `30s`, `5m`, `250ms`, `2h` or a bare number of milliseconds. */
export function parseDuration(text: string, name: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$/.exec(text);
  if (!match) throw new ConfigError(`${name}: '${text}' is not a duration such as 30s, 5m, 2h or 250ms`);
  return Math.round(Number(match[1]) * units[match[2] ?? 'ms']!);
}

function parseBoolean(value: string | undefined, name: string, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name}: '${value}' is not a boolean (use true or false)`);
}

/** What an integer setting takes: its value when unset, and its bounds (from 0, unbounded above, unless said). */
interface IntegerSetting {
  fallback: number;
  min?: number;
  max?: number;
}

function parseInteger(
  value: string | undefined,
  name: string,
  { fallback, min = 0, max = Number.MAX_SAFE_INTEGER }: IntegerSetting,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      `${name}: '${value}' is not ${max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`}`,
    );
  }
  return n;
}

/** Days of retention: at least one (a day's digests still find their notifications), at most ten years. */
const retentionDays = (fallback: number): IntegerSetting => ({ fallback, min: 1, max: 3650 });
/** Each plan's retention when RETENTION_DAYS_* does not say. */
export const defaultRetentionDays = { free: 7, pro: 30, enterprise: 90 } as const;

/** The URLs a setting takes: their protocols, and one to show in the message when a value is refused. */
interface UrlSetting {
  protocols: string[];
  example: string;
}

/**
 * A URL of one of `protocols`, or undefined when unset. The value is never echoed: connection URLs
 * carry passwords.
 */
function parseUrl(value: string | undefined, name: string, { protocols, example }: UrlSetting): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL; give one such as ${example}`);
  }
  // A PostgreSQL URL may leave the host to `?host=` (a Unix socket); the others need one.
  if (!protocols.includes(url.protocol) || (!url.hostname && !protocols.includes('postgres:'))) {
    throw new ConfigError(`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, such as ${example}`);
  }
  return value;
}

/** Orchestrators kill after their own grace (Kubernetes 30 s, Docker 10 s); ten minutes is already far past them. */
function parseShutdownTimeout(value: string | undefined): number {
  if (value === undefined || value === '') return 10_000;
  const ms = parseDuration(value, 'SHUTDOWN_TIMEOUT');
  if (ms > 600_000) throw new ConfigError(`SHUTDOWN_TIMEOUT: '${value}' is longer than 10m; give a duration from 0s to 10m such as 10s`);
  return ms;
}

/** How long a run engine's claim holds a run unrenewed: how soon a run of a worker that died is taken over. */
function parseRunLease(value: string | undefined): number {
  if (value === undefined || value === '') return 20_000;
  const ms = parseDuration(value, 'RUN_LEASE');
  if (ms < 2_000 || ms > 600_000) throw new ConfigError(`RUN_LEASE: '${value}' is outside 2s to 10m; give a duration such as 20s`);
  return ms;
}

/** Svix's five days by default; at least one second (tests) and at most 90 days (the longest retention). */
function parseWebhookDisableAfter(value: string | undefined): number {
  if (value === undefined || value === '') return 5 * 86_400_000;
  const ms = parseDuration(value, 'WEBHOOK_DISABLE_AFTER');
  if (ms < 1_000 || ms > 90 * 86_400_000)
    throw new ConfigError(`WEBHOOK_DISABLE_AFTER: '${value}' is outside 1s to 90d; give a duration such as 5d`);
  return ms;
}

function parseWorkflowMinute(value: string | undefined): number {
  if (value === undefined || value === '') return 60_000;
  const ms = parseDuration(value, 'WORKFLOW_MINUTE');
  if (ms < 10 || ms > 60_000)
    throw new ConfigError(`WORKFLOW_MINUTE: '${value}' is outside 10ms to 60s; give a duration such as 60s (or 1s in tests)`);
  return ms;
}

function parseDigestSchedule(value: string | undefined, name: string, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  try {
    new Cron(value, { paused: true });
  } catch (err) {
    throw new ConfigError(
      `${name}: '${value}' is not a cron pattern (${(err as Error).message}); give one such as ${fallback} (or * * * * * in tests)`,
    );
  }
  return value;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(value: string | undefined): string {
  if (value === undefined || value === '') return 'info';
  if (!logLevels.includes(value)) throw new ConfigError(`LOG_LEVEL: '${value}' is not a level; use one of ${logLevels.join(', ')}`);
  return value;
}

/**
 * SECRET_KEY must carry at least 32 bytes of entropy: 64 or more hex digits, or 43 or more base64 or
 * base64url characters (what `openssl rand -base64 32` or `-hex 32` print), drawn from more than a
 * handful of distinct characters. The value itself is never part of a message.
 */
function checkSecretKey(key: string): void {
  // Hex digits carry 4 bits each, so an all-hex key is judged as hex even though base64 would admit it.
  const strong = /^[0-9a-fA-F]+$/.test(key)
    ? key.length >= 64
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(key) && key.replace(/=+$/, '').length >= 43;
  if (!strong || new Set(key).size < 10) {
    throw new ConfigError(
      `SECRET_KEY is too weak: give at least 32 random bytes as 64 hex digits or 43+ base64 characters (got ${key.length} characters). Make one with: openssl rand -base64 32`,
    );
  }
}

/** `CORS_ORIGINS`: `*`, or a comma-separated list of origins such as `https://app.example.com`. */
function parseCorsOrigins(value: string | undefined): string[] | '*' {
  if (value === undefined || value.trim() === '') return [];
  if (value.trim() === '*') return '*';
  return value.split(',').map((part) => {
    const text = part.trim();
    let origin: string | undefined;
    try {
      const url = new URL(text);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text.replace(/\/$/, '')) origin = url.origin;
    } catch {
      // Reported below.
    }
    if (!origin) {
      throw new ConfigError(
        `CORS_ORIGINS: '${text}' is not an origin (scheme, host and optional port, no path), e.g. https://app.example.com`,
      );
    }
    return origin;
  });
}

/** `PUBLIC_URL`: an http(s) URL without query or fragment; a trailing slash is dropped (paths start with `/v1`). */
function parsePublicUrl(value: string | undefined): string | undefined {
  const text = parseUrl(value, 'PUBLIC_URL', { protocols: ['https:', 'http:'], example: 'https://api.example.com' });
  if (text === undefined) return undefined;
  const url = new URL(text);
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `PUBLIC_URL must name where clients reach the service, without credentials, query or fragment, such as https://api.example.com`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** Only this machine reaches a loopback address: any 127.x.x.x, ::1 and the name localhost. */
function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name === '::1') return true;
  return net.isIPv4(name) && name.startsWith('127.');
}

/**
 * `METRICS_*`: no listener without METRICS_PORT. A token is what Prometheus sends as its bearer
 * credentials, so it is held to RFC 6750's token characters; its value is never part of a message.
 */
function parseMetrics(env: NodeJS.ProcessEnv): Config['metrics'] {
  const port =
    env.METRICS_PORT === undefined || env.METRICS_PORT === ''
      ? undefined
      : parseInteger(env.METRICS_PORT, 'METRICS_PORT', { fallback: 0, min: 0, max: 65535 });
  const host = env.METRICS_HOST || '127.0.0.1';
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && !/^[A-Za-z0-9._~+/-]{16,}={0,2}$/.test(token)) {
    throw new ConfigError(
      `METRICS_TOKEN: give at least 16 letters, digits or . _ ~ + / - (got ${token.length} characters, or others). Make one with: openssl rand -hex 32`,
    );
  }
  if (port !== undefined && token === undefined && !isLoopback(host)) {
    throw new ConfigError(
      `METRICS_TOKEN is required when METRICS_HOST is not a loopback address ('${host}' lets other machines scrape): set METRICS_TOKEN (openssl rand -hex 32) and give it to Prometheus as its bearer token, or keep METRICS_HOST=127.0.0.1`,
    );
  }
  return { port, host, token };
}

/** `needsSecretKey: false` for tools that never seal or open a secret (the operator CLI). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { needsSecretKey?: boolean } = {}): Config {
  const production = env.NODE_ENV === 'production';
  const retryDelays = (env.WEBHOOK_RETRY_DELAYS ?? '30s,5m,30m,2h,8h')
    .split(',')
    .map((part) => parseDuration(part, 'WEBHOOK_RETRY_DELAYS'));
  if (retryDelays.length !== 5) {
    throw new ConfigError(`WEBHOOK_RETRY_DELAYS: give exactly 5 delays (one per retry), got ${retryDelays.length}`);
  }
  const databaseUrl = parseUrl(env.DATABASE_URL, 'DATABASE_URL', {
    protocols: ['postgres:', 'postgresql:'],
    example: 'postgres://user:password@host:5432/database',
  });
  const databaseDirectUrl = parseUrl(env.DATABASE_DIRECT_URL, 'DATABASE_DIRECT_URL', {
    protocols: ['postgres:', 'postgresql:'],
    example: 'postgres://user:password@db.internal:5432/database',
  });
  if (databaseDirectUrl && !databaseUrl) {
    throw new ConfigError(
      'DATABASE_DIRECT_URL is set without DATABASE_URL: set DATABASE_URL to the pooled address (PgBouncer) and DATABASE_DIRECT_URL to the server itself, or leave both unset for the embedded database',
    );
  }
  if (env.SECRET_KEY) checkSecretKey(env.SECRET_KEY);
  else if ((env.DATABASE_URL || production) && options.needsSecretKey !== false) {
    throw new ConfigError(
      `SECRET_KEY is required when ${env.DATABASE_URL ? 'DATABASE_URL is set' : 'NODE_ENV=production'}: it encrypts webhook secrets and call_webhook headers, and every API and worker process of one deployment must use the same one. Make one with: openssl rand -base64 32`,
    );
  }
  return {
    databaseUrl,
    databaseDirectUrl,
    databasePoolMax: parseInteger(env.DATABASE_POOL_MAX, 'DATABASE_POOL_MAX', { fallback: 10, min: 2, max: 200 }),
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    host: env.HOST || '127.0.0.1',
    port: parseInteger(env.PORT, 'PORT', { fallback: 3000, min: 0, max: 65535 }),
    runWorker: parseBoolean(env.RUN_WORKER, 'RUN_WORKER', true),
    secretKey: env.SECRET_KEY || undefined,
    production,
    smtpUrl: parseUrl(env.SMTP_URL, 'SMTP_URL', { protocols: ['smtp:', 'smtps:'], example: 'smtp://user:password@mail.example.com:587' }),
    mailFrom: env.MAIL_FROM || 'Workspace Automation <no-reply@localhost>',
    slackApiUrl: (
      parseUrl(env.SLACK_API_URL, 'SLACK_API_URL', { protocols: ['https:', 'http:'], example: 'https://slack.com/api' }) ??
      'https://slack.com/api'
    ).replace(/\/+$/, ''),
    slackBotToken: env.SLACK_BOT_TOKEN || undefined,
    webhookAllowPrivateTargets: parseBoolean(env.WEBHOOK_ALLOW_PRIVATE_TARGETS, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    webhookRetryDelaysMs: retryDelays,
    webhookDisableAfterMs: parseWebhookDisableAfter(env.WEBHOOK_DISABLE_AFTER),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    rateLimits: {
      free: parseInteger(env.RATE_LIMIT_FREE, 'RATE_LIMIT_FREE', { fallback: 600, min: 1 }),
      pro: parseInteger(env.RATE_LIMIT_PRO, 'RATE_LIMIT_PRO', { fallback: 3000, min: 1 }),
      enterprise: parseInteger(env.RATE_LIMIT_ENTERPRISE, 'RATE_LIMIT_ENTERPRISE', { fallback: 12000, min: 1 }),
    },
    unauthenticatedRateLimit: parseInteger(env.RATE_LIMIT_UNAUTHENTICATED, 'RATE_LIMIT_UNAUTHENTICATED', { fallback: 300, min: 1 }),
    trustProxyHops: parseInteger(env.TRUST_PROXY_HOPS, 'TRUST_PROXY_HOPS', { fallback: 0, min: 0, max: 10 }),
    shutdownTimeoutMs: parseShutdownTimeout(env.SHUTDOWN_TIMEOUT),
    runLeaseMs: parseRunLease(env.RUN_LEASE),
    workflowMinuteMs: parseWorkflowMinute(env.WORKFLOW_MINUTE),
    digestSchedules: {
      hourly: parseDigestSchedule(env.DIGEST_HOURLY_SCHEDULE, 'DIGEST_HOURLY_SCHEDULE', '0 * * * *'),
      daily: parseDigestSchedule(env.DIGEST_DAILY_SCHEDULE, 'DIGEST_DAILY_SCHEDULE', '0 9 * * *'),
    },
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    retention: {
      days: {
        free: parseInteger(env.RETENTION_DAYS_FREE, 'RETENTION_DAYS_FREE', retentionDays(defaultRetentionDays.free)),
        pro: parseInteger(env.RETENTION_DAYS_PRO, 'RETENTION_DAYS_PRO', retentionDays(defaultRetentionDays.pro)),
        enterprise: parseInteger(
          env.RETENTION_DAYS_ENTERPRISE,
          'RETENTION_DAYS_ENTERPRISE',
          retentionDays(defaultRetentionDays.enterprise),
        ),
      },
      batchSize: parseInteger(env.RETENTION_BATCH_SIZE, 'RETENTION_BATCH_SIZE', { fallback: 1000, min: 1, max: 10_000 }),
    },
    metrics: parseMetrics(env),
  };
}
