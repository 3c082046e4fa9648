import type { Logger } from '../log.ts';

/** How the process stops: what undoes its start, and how long that may take before the process exits anyway. */
export interface Shutdown {
  close: () => Promise<void>;
  limitMs: number;
}

/**
 * Ctrl-C (SIGINT, which a terminal sends to the whole group, the embedded PostgreSQL included) and
 * SIGTERM end the process the same way: one log line, then quiet while `close` undoes the start, and
 * exit 0; a failing shutdown says so on stderr and exits 1, and so does one still going after
 * `limitMs` (a teardown step that hangs must not keep the process). A second signal changes nothing.
 */
export function stopOnSignals({ close, limitMs }: Shutdown, log: Logger, output: { mute(): void }): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    output.mute();
    // Libraries print to the console what a dying database does to them (graphile-worker traces a
    // getJob that Ctrl-C's PostgreSQL cut off); that is not news while shutting down. Our own failure
    // message below writes to stderr directly.
    // eslint-disable-next-line no-console -- silencing it is the point
    for (const method of ['log', 'info', 'warn', 'error', 'trace'] as const) console[method] = () => {};
    setTimeout(() => {
      process.stderr.write(`Shutdown did not finish within ${Math.round(limitMs / 1000)} s; exiting anyway.\n`);
      process.exit(1);
    }, limitMs).unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`Shutdown failed: ${(err as Error).message ?? err}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
