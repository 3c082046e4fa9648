import { ConfigError, loadConfig } from './config.ts';
import { createLogger, mutableStdout } from './log.ts';
import { preflight } from './process/preflight.ts';
import { seedDemoIfEmpty } from './modules/keys/bootstrap.ts';
import { startService } from './service.ts';
import { surviveStrayRejections } from './process/guards.ts';
import { stopOnSignals } from './process/shutdown.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  const output = mutableStdout();
  const log = createLogger(config.logLevel, {}, output);
  surviveStrayRejections(log);
  await preflight(config, { http: true });
  const service = await startService(config, log);

  if (service.embedded) {
    const demo = await seedDemoIfEmpty(service.deps.knex);
    if (demo) {
      // Shown once, on the terminal only: the key is not logged and cannot be shown again.
      say('');
      say(`Demo data created: owner ${demo.email}, workspace ${demo.workspaceId}.`);
      say(`Demo admin API key (shown only now): ${demo.key}`);
      say(`Try: curl -H "Authorization: Bearer ${demo.key}" ${service.url}/v1/workspaces`);
      say(`The README's first steps take it from WSA_API_KEY: export WSA_API_KEY=${demo.key}`);
    }
  }
  log.info({ url: service.url, worker: config.runWorker }, 'listening');
  say(`Workspace Automation Service listening on ${service.url} (API under ${service.url}/v1)`);
  say(`Reference: ${service.url}/docs · Settings (sign in with an API key): ${service.url}/settings`);
  if (!config.smtpUrl)
    say('Mail: no SMTP_URL, so mail is kept in the dev outbox: read it with `npm run --silent cli -- mail list` and `mail show <id>`.');

  // The drain's own bound, then time for the teardown (the embedded cluster stops in a few seconds).
  stopOnSignals({ close: () => service.close(), limitMs: config.shutdownTimeoutMs + 20_000 }, log, output);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? 'Configuration error' : 'Failed to start'}: ${(err as Error).message ?? err}\n`);
  process.exit(1);
});
