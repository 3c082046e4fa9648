/**
 * How a loop that works against the database (claiming runs and deliveries, dispatching events) says
 * it keeps failing: once it has failed for a while, a line with how long, again every 30 s, and one
 * line when it works again (`repeatedFailures`). For the database out of reach (`outageLog`): nothing
 * for the first 3 s (a restart, or a shutdown where PostgreSQL got the signal first, is over by then),
 * then warnings: an outage is the operator's to see, not an error of the service; any other failure
 * is, and the caller logs it at error level.
 */
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable } from './availability.ts';

const REPEAT_MS = 30_000;
const OUTAGE_GRACE_MS = 3_000;

export interface RepeatedFailures {
  failed(err: unknown, what: string): void;
  /** It worked: the end of the failures is logged if they were. */
  ended(): void;
}

export interface RepeatedFailureOptions {
  level: 'warn' | 'error';
  /** How long failures go unsaid. */
  graceMs: number;
  /** The line's fields for an error (besides `failingForMs`). */
  fields: (err: unknown) => Record<string, unknown>;
  message: (what: string) => string;
}

export function repeatedFailures(log: Logger, options: RepeatedFailureOptions, clock: () => number = Date.now): RepeatedFailures {
  let since: number | undefined;
  let lastReport: number | undefined;
  return {
    failed(err, what) {
      const now = clock();
      since ??= now;
      if (now - since >= options.graceMs && (lastReport === undefined || now - lastReport >= REPEAT_MS)) {
        lastReport = now;
        log[options.level]({ ...options.fields(err), failingForMs: now - since }, options.message(what));
      }
    },
    ended() {
      if (since !== undefined && lastReport !== undefined) log.info({ failedForMs: clock() - since }, 'the database answers again');
      since = undefined;
      lastReport = undefined;
    },
  };
}

export interface OutageLog {
  /** Whether `err` is the database being out of reach (then reported here); false leaves it to the caller. */
  unreachable(err: unknown, what: string): boolean;
  /** The database answered. */
  answered(): void;
}

export function outageLog(log: Logger, clock: () => number = Date.now): OutageLog {
  const reports = repeatedFailures(
    log,
    {
      level: 'warn',
      graceMs: OUTAGE_GRACE_MS,
      fields: (err) => ({ err: { message: (err as Error)?.message, code: (err as { code?: string })?.code } }),
      message: (what) => `${what}: the database cannot be reached; retrying`,
    },
    clock,
  );
  return {
    unreachable(err, what) {
      if (!isDatabaseUnreachable(err)) return false;
      reports.failed(err, what);
      return true;
    },
    answered: () => reports.ended(),
  };
}
