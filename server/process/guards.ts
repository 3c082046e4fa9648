import type { Logger } from '../log.ts';

/**
 * A promise a library leaves rejected must not end a server that many tenants share: graphile-worker
 * lets a job's completion that PostgreSQL cut off (a restart) reject unobserved. Such a job is
 * released and run again (its effects are guarded against repeating), so the process logs and goes on.
 */
export function surviveStrayRejections(log: Logger): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a promise rejected with no one to handle it; the process keeps running');
  });
}
