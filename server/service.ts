import http from 'node:http';
import { nodeListener } from './http/node-listener.ts';
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { createApp } from './app.ts';
import { sealLegacyHeaders } from './modules/automations/header-secrets.ts';
import { AuthCache } from './auth/auth-cache.ts';
import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { DatabaseAvailability } from './db/availability.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { createKnex } from './db/knex.ts';
import { configuredAddresses, directAddresses, type DatabaseAddresses } from './db/attach.ts';
import { migrateLatest } from './db/migrate.ts';
import type { Logger } from './log.ts';
import { createMailer } from './mail/mailer.ts';
import { createOutboundClient } from './net/outbound.ts';
import { resolveSecretKey } from './secrets/secret-key.ts';
import { startWorker } from './queue/worker.ts';
import { startAnnouncer } from './events/cross-process-signal.ts';
import { Listener } from './db/listener.ts';
import { createMetrics } from './metrics/registry.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { crontab, engines, fanOuts, taskList } from './worker-tasks.ts';

export interface ServiceOptions {
  /** Serve the HTTP API (false for a worker-only process). */
  http?: boolean;
}

export interface RunningService {
  /** Base URL of the HTTP server, e.g. `http://127.0.0.1:3000` (empty without HTTP). */
  url: string;
  /** Where Prometheus scrapes this process, e.g. `http://127.0.0.1:9464/metrics` (empty without METRICS_PORT). */
  metricsUrl: string;
  deps: AppDeps;
  connectionString: string;
  /** True when this start created the database's first rows (the embedded database was new). */
  embedded: boolean;
  close(): Promise<void>;
}

async function openDatabase(config: Config, log: Logger): Promise<DatabaseAddresses & { embedded?: EmbeddedPostgres }> {
  const configured = configuredAddresses(config);
  if (configured) return configured;
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger: log.child({ component: 'postgres' }) });
  return { ...directAddresses(embedded.connectionString), embedded };
}

function listen(server: http.Server, config: Config): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const { address, port } = server.address() as AddressInfo;
      resolve(`http://${address.includes(':') ? `[${address}]` : address}:${port}`);
    });
  });
}

/**
 * Starts the service: database (embedded unless DATABASE_URL), migrations, caches, HTTP API and, with
 * RUN_WORKER, the job worker in the same process. `close()` first drains (no new connection or job;
 * in-flight requests and running jobs get until SHUTDOWN_TIMEOUT), then undoes the start in reverse.
 */
export async function startService(config: Config, log: Logger, options: ServiceOptions = {}): Promise<RunningService> {
  const cleanups: Array<() => Promise<void> | void> = [];
  /** Each resolves false when it had to abandon work still running at the deadline. */
  const drains: Array<(deadline: number) => Promise<boolean>> = [];
  let fence: () => Promise<void> = async () => {};
  const lifecycle = { draining: false };
  const undo = async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve(cleanup()).catch((err: unknown) => log.error({ err }, 'shutdown step failed'));
    }
  };
  const close = async () => {
    lifecycle.draining = true;
    const deadline = Date.now() + config.shutdownTimeoutMs;
    const finished = await Promise.all(
      drains.map((drain) =>
        drain(deadline).catch((err: unknown) => {
          log.error({ err }, 'shutdown step failed');
          return false;
        }),
      ),
    );
    // Abandoned jobs now belong to other workers: their tasks here must write nothing more, so the
    // database handle closes before anything (the outbound pool) could wake them.
    if (finished.includes(false)) await fence();
    await undo();
  };
  try {
    const opened = await openDatabase(config, log);
    const { connectionString, directConnectionString } = opened;
    if (opened.embedded) cleanups.push(() => opened.embedded!.stop());
    // Sessions (the migration lock, LISTEN, graphile-worker) take the direct address; statements may go through a pooler.
    await migrateLatest(directConnectionString, { logger: log });
    const secretKey = await resolveSecretKey(config);
    const knex: Knex = createKnex(connectionString, {
      logger: log.child({ component: 'knex' }),
      applicationName: 'wsa-app',
      pool: { max: config.databasePoolMax },
      unnamedStatements: opened.throughPooler,
    });
    cleanups.push(() => knex.destroy());
    fence = () => knex.destroy();
    await sealLegacyHeaders(knex, secretKey, log);
    // Every process that writes events or makes deliveries due tells the other processes, after its commits.
    for (const name of ['events-committed', 'deliveries-queued', 'runs-queued'] as const) {
      const announcer = startAnnouncer(knex, log.child({ component: 'events' }), { name });
      cleanups.push(() => announcer.stop());
    }
    const listener = new Listener({ knex, connectionString: directConnectionString }, log.child({ component: 'listener' }));
    await listener.start();
    cleanups.push(() => listener.close());
    const authCache = new AuthCache({ knex, listener, log });
    await authCache.start();
    cleanups.push(() => authCache.stop());
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, knex, log });
    cleanups.push(() => mailer.close());
    const outbound = createOutboundClient({
      allowPrivateTargets: config.webhookAllowPrivateTargets,
      log: log.child({ component: 'outbound' }),
    });
    cleanups.push(() => outbound.close());
    const database = new DatabaseAvailability(connectionString, log.child({ component: 'database' }));
    cleanups.push(() => database.close());
    const metricsLog = log.child({ component: 'metrics' });
    const metrics = createMetrics({ knex, log: metricsLog });
    const deps: AppDeps = {
      config: { ...config, secretKey },
      knex,
      log,
      authCache,
      listener,
      mailer,
      outbound,
      lifecycle,
      database,
      metrics,
    };
    let metricsUrl = '';
    if (config.metrics.port !== undefined) {
      // Its own port, API process or worker alike (docs/decisions.md#metrics); scraped until the drain is over.
      const served = await startMetricsServer({ ...config.metrics, port: config.metrics.port }, metrics, metricsLog);
      cleanups.push(() => served.close());
      metricsUrl = served.url;
    }

    if (config.runWorker) {
      const worker = await startWorker(deps, {
        connectionString: directConnectionString,
        taskList: taskList(deps),
        crontab,
        fanOuts,
        engines,
      });
      drains.push((deadline) => worker.stop(deadline));
    }

    let url = '';
    if (options.http !== false) {
      const app = createApp(deps);
      cleanups.push(() => app.close());
      const server = http.createServer(nodeListener(app.koa));
      server.keepAliveTimeout = 5_000;
      url = await listen(server, config);
      drains.push((deadline) => closeServer(server, deadline).then(() => true));
    }
    return { url, metricsUrl, deps, connectionString, embedded: Boolean(opened.embedded), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Stops accepting, lets in-flight requests answer until the deadline, then cuts what is left. */
function closeServer(server: http.Server, deadline: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - Date.now()));
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
