import { pino, type Logger } from 'pino';
import { loggableDatabaseError } from './http/database-errors.ts';

export type { Logger };

/** Paths that must never reach a log line, whatever logs them. */
const redact = [
  'req.headers.authorization',
  'headers.authorization',
  '*.secret',
  '*.key',
  '*.password',
  '*.secretKey',
  '*.smtpUrl',
  '*.slackBotToken',
  'secret',
  'key',
];

export function createLogger(level: string, bindings: Record<string, unknown> = {}, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redact, censor: '[redacted]' },
    // A database error is logged without the values it carries, wherever it is logged.
    serializers: { err: (err: unknown) => loggableDatabaseError(err) ?? pino.stdSerializers.err(err as Error) },
    base: { pid: process.pid, ...bindings },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Standard output that can be muted: once a process has said it is shutting down, the connections
 * its own shutdown closes (and PostgreSQL, which a terminal's Ctrl-C stops too) would otherwise log
 * a line each. What fails the shutdown itself is still reported by the caller.
 */
export function mutableStdout(): pino.DestinationStream & { mute(): void } {
  let muted = false;
  return {
    write(line: string) {
      if (!muted) process.stdout.write(line);
    },
    mute() {
      muted = true;
    },
  };
}
