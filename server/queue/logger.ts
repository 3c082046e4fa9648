import { Logger as GraphileLogger, type LogLevel } from 'graphile-worker';
import type { Logger } from '../log.ts';

/** graphile-worker's logs, through our pino logger. */
export function graphileLogger(log: Logger): GraphileLogger {
  const child = log.child({ component: 'worker' });
  return new GraphileLogger(() => (level: LogLevel, message: string, meta?: unknown) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'debug' ? 'debug' : 'info';
    child[method]({ meta }, message);
  });
}
