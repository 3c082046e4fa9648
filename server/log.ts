import { pino, type Logger } from 'pino';

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

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({ level, redact: { paths: redact, censor: '[redacted]' }, base: { pid: process.pid, ...bindings } });
}
