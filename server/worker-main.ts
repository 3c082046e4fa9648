import { ConfigError, loadConfig } from './config.ts';
import { preflight } from './process/preflight.ts';
import { createLogger, mutableStdout } from './log.ts';
import { startService } from './service.ts';
import { surviveStrayRejections } from './process/guards.ts';
import { stopOnSignals } from './process/shutdown.ts';

// A worker-only process (`npm run worker`) against a shared DATABASE_URL: no HTTP, always the worker.
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorker: true };
  const output = mutableStdout();
  const log = createLogger(config.logLevel, { role: 'worker' }, output);
  surviveStrayRejections(log);
  await preflight(config, { http: false });
  const service = await startService(config, log, { http: false });
  log.info('worker running');
  // The drain's own bound, then time for the teardown (the embedded cluster stops in a few seconds).
  stopOnSignals({ close: () => service.close(), limitMs: config.shutdownTimeoutMs + 20_000 }, log, output);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `${err instanceof ConfigError ? 'Configuration error' : 'Worker failed to start'}: ${(err as Error).message ?? err}\n`,
  );
  process.exit(1);
});
