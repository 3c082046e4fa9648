import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import type { Knex } from 'knex';
import { loadConfig } from '../../server/config.ts';
import type { AppDeps } from '../../server/context.ts';
import { createLogger } from '../../server/log.ts';
import { startService } from '../../server/service.ts';
import { withTrustedCa } from './https.ts';
import { createTestDatabase } from './postgres.ts';
import { prismFront, viaPrism } from './prism-front.ts';

export interface TestServer {
  /** Origin of the API, e.g. `http://127.0.0.1:41234` (under CONTRACT_VIA_PRISM=1, Prism in front of it). */
  url: string;
  /** The server itself, for tests of the connection rather than the answers (time-outs, draining, sockets). */
  directUrl: string;
  /** Where its metrics are scraped (`…/metrics`); empty unless the test set METRICS_PORT. */
  metricsUrl: string;
  knex: Knex;
  deps: AppDeps;
  /** The database the service's statements use (through the pooler, when the run has one). */
  connectionString: string;
  /** The same database on the server itself: for sessions (LISTEN, advisory locks) and what a worker process is given. */
  directConnectionString: string;
  close(): Promise<void>;
}

/** The SECRET_KEY of every test server: a worker process started beside one must have the same to open its secrets. */
export const TEST_SERVER_SECRET_KEY = 'test-secret-key-0123456789abcdef0123456789abcdef';

/** Settings every test server gets unless a test overrides them: quiet logs, fast retries, local targets. */
const testEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_DELAYS: '100ms,200ms,300ms,400ms,500ms',
  SECRET_KEY: TEST_SERVER_SECRET_KEY,
  // The tables send hundreds of deliberately keyless requests from one address; abuse-limits.test.ts sets its own.
  RATE_LIMIT_UNAUTHENTICATED: '100000',
};

export interface TestServerOptions {
  /** A test CA (`createTestCertificates`) the service's outbound calls trust (set while it starts: `withTrustedCa`). */
  caFile?: string;
}

/**
 * The real service (HTTP API and, by default, the worker) on port 0 over a fresh database cloned
 * from the migrated template. One per test file; `close()` stops it and drops the database.
 */
export async function startTestServer(env: Record<string, string | undefined> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-test-'));
  try {
    const config = loadConfig({
      ...testEnv,
      DATA_DIR: dataDir,
      ...env,
      DATABASE_URL: database.connectionString,
      DATABASE_DIRECT_URL: database.directConnectionString === database.connectionString ? undefined : database.directConnectionString,
    });
    const log = createLogger(config.logLevel);
    const service =
      options.caFile === undefined ? await startService(config, log) : await withTrustedCa(options.caFile, () => startService(config, log));
    const front = viaPrism ? await prismFront(service.url) : undefined;
    return {
      url: front?.url ?? service.url,
      directUrl: service.url,
      metricsUrl: service.metricsUrl,
      knex: service.deps.knex,
      deps: service.deps,
      connectionString: database.connectionString,
      directConnectionString: database.directConnectionString,
      async close() {
        await front?.close();
        await service.close();
        await database.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  }
}
