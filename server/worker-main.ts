import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startService } from './service.ts';

// A worker-only process (`npm run worker`) against a shared DATABASE_URL: no HTTP, always the worker.
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorker: true };
  const log = createLogger(config.logLevel, { role: 'worker' });
  const service = await startService(config, log, { http: false });
  log.info('worker running');
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    service.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`Worker failed to start: ${(err as Error).message ?? err}\n`);
  process.exit(1);
});
