import { ConfigError, loadConfig } from './config.ts';
import { preflight } from './preflight.ts';
import { createLogger, mutableStdout } from './log.ts';
import { startService } from './service.ts';

// A worker-only process (`npm run worker`) against a shared DATABASE_URL: no HTTP, always the worker.
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorker: true };
  const output = mutableStdout();
  const log = createLogger(config.logLevel, { role: 'worker' }, output);
  await preflight(config, { http: false });
  const service = await startService(config, log, { http: false });
  log.info('worker running');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    output.mute();
    service.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`Shutdown failed: ${(err as Error).message ?? err}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? 'Configuration error' : 'Worker failed to start'}: ${(err as Error).message ?? err}\n`);
  process.exit(1);
});
