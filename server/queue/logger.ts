import { Logger as GraphileLogger, type LogLevel } from 'graphile-worker';
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable } from '../db/availability.ts';

/**
 * graphile-worker's logs, through our pino logger. Its complaints that the database cannot be reached
 * (its LISTEN connection retrying) go at debug: the engines' loops report an outage once (db/outage-log.ts).
 */
export function graphileLogger(log: Logger): GraphileLogger {
  const child = log.child({ component: 'worker' });
  return new GraphileLogger(() => (level: LogLevel, message: string, meta?: unknown) => {
    const error = (meta as { error?: unknown } | undefined)?.error;
    const outage = level === 'error' && (isDatabaseUnreachable(error) || isDatabaseUnreachable({ message }));
    const method = outage ? 'debug' : level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    child[method]({ meta }, message);
  });
}
