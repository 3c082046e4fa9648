/**
 * How a loop that works against the database (claiming runs and deliveries, dispatching events) says
 * it cannot reach it: nothing for the first seconds (a restart, or a shutdown where PostgreSQL got the
 * signal first, is over by then), then a warning with how long, again every 30 s, and one line when it
 * answers again. An outage is the operator's to see, not an error of the service; any other failure
 * is, and is logged at error level by the caller.
 */
import type { Logger } from '../log.ts';
import { isDatabaseUnreachable } from './availability.ts';

const GRACE_MS = 3_000;
const REPEAT_MS = 30_000;

export interface OutageLog {
  /** Whether `err` is the database being out of reach (then reported here); false leaves it to the caller. */
  unreachable(err: unknown, what: string): boolean;
  /** The database answered. */
  answered(): void;
}

export function outageLog(log: Logger, clock: () => number = Date.now): OutageLog {
  let since: number | undefined;
  let lastReport: number | undefined;
  return {
    unreachable(err, what) {
      if (!isDatabaseUnreachable(err)) return false;
      const now = clock();
      since ??= now;
      if (now - since >= GRACE_MS && (lastReport === undefined || now - lastReport >= REPEAT_MS)) {
        lastReport = now;
        log.warn(
          { err: { message: (err as Error)?.message, code: (err as { code?: string })?.code }, failingForMs: now - since },
          `${what}: the database cannot be reached; retrying`,
        );
      }
      return true;
    },
    answered() {
      if (since !== undefined && lastReport !== undefined) log.info({ failedForMs: clock() - since }, 'the database answers again');
      since = undefined;
      lastReport = undefined;
    },
  };
}
