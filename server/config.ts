import path from 'node:path';

/** Everything the service reads from its environment; the README's configuration table mirrors this. */
export interface Config {
  /** External PostgreSQL; when absent an embedded one is started in `dataDir`. */
  databaseUrl: string | undefined;
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
  logLevel: string;
  /** Requests per minute per key, by the plan of the key's home workspace. */
  rateLimits: { free: number; pro: number; enterprise: number };
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

function parseInteger(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name}: '${value}' is not an integer >= ${min}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const retryDelays = (env.WEBHOOK_RETRY_DELAYS ?? '30s,5m,30m,2h,8h')
    .split(',')
    .map((part) => parseDuration(part, 'WEBHOOK_RETRY_DELAYS'));
  if (retryDelays.length !== 5) {
    throw new ConfigError(`WEBHOOK_RETRY_DELAYS: give exactly 5 delays (one per retry), got ${retryDelays.length}`);
  }
  if (production && !env.SECRET_KEY) {
    throw new ConfigError('SECRET_KEY is required when NODE_ENV=production (it encrypts webhook secrets at rest)');
  }
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    host: env.HOST || '127.0.0.1',
    port: parseInteger(env.PORT, 'PORT', 3000),
    runWorker: parseBoolean(env.RUN_WORKER, 'RUN_WORKER', true),
    secretKey: env.SECRET_KEY || undefined,
    production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Workspace Automation <no-reply@localhost>',
    slackApiUrl: (env.SLACK_API_URL || 'https://slack.com/api').replace(/\/+$/, ''),
    slackBotToken: env.SLACK_BOT_TOKEN || undefined,
    webhookAllowPrivateTargets: parseBoolean(env.WEBHOOK_ALLOW_PRIVATE_TARGETS, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    webhookRetryDelaysMs: retryDelays,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimits: {
      free: parseInteger(env.RATE_LIMIT_FREE, 'RATE_LIMIT_FREE', 600, 1),
      pro: parseInteger(env.RATE_LIMIT_PRO, 'RATE_LIMIT_PRO', 3000, 1),
      enterprise: parseInteger(env.RATE_LIMIT_ENTERPRISE, 'RATE_LIMIT_ENTERPRISE', 12000, 1),
    },
  };
}
