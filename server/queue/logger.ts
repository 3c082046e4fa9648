import { Logger as GraphileLogger, type LogLevel } from 'graphile-worker';
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable } from '../db/availability.ts';

/**
 * graphile-worker's logs, through our pino logger. A job that completed is routine (the cron jobs
 * complete every minute on an idle server): debug, with the job's id and task rather than the whole
 * row. Its complaints that the database cannot be reached (its LISTEN connection retrying) go at debug
 * too: the engines' loops report an outage once (db/outage-log.ts). Failed jobs keep their level.
 */
export function graphileLogger(log: Logger): GraphileLogger {
  const child = log.child({ component: 'worker' });
  return new GraphileLogger(() => (level: LogLevel, message: string, meta?: unknown) => {
    const error = (meta as { error?: unknown } | undefined)?.error;
    const outage = level === 'error' && (isDatabaseUnreachable(error) || isDatabaseUnreachable({ message }));
    if (level === 'info' && message.startsWith('Completed task')) {
      const job = (meta as { job?: { id?: unknown; task_identifier?: unknown } } | undefined)?.job;
      child.debug({ job: { id: job?.id, task: job?.task_identifier } }, message);
      return;
    }
    const method = outage ? 'debug' : level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    child[method]({ meta }, message);
  });
}
