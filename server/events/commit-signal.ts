import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '../log.ts';
import { eventSignals } from './record-event.ts';

/** The channel on which a process says "events committed" to the dispatchers of other processes. */
export const eventsChannel = 'wsa_events_committed';

/**
 * Tells the dispatchers of other processes that events committed here. The NOTIFY is sent after the
 * commit, on a pooled connection of its own (a NOTIFY inside the writing transaction would serialise
 * every commit on PostgreSQL's notify queue lock), and coalesced: at most one per `everyMs` however
 * many commits arrive. Losing one costs only the dispatcher's poll interval.
 */
export function startCommitAnnouncer(knex: Knex, log: Logger, everyMs = 2): { stop(): void } {
  // The first commit after a quiet spell is announced at once (no added latency); those that follow
  // within `everyMs` are announced together when that window closes.
  let window: NodeJS.Timeout | undefined;
  let pending = false;
  const send = () => {
    knex
      .raw('select pg_notify(?, ?)', [eventsChannel, ''])
      .catch((err: unknown) => log.debug({ err }, 'could not announce committed events'));
    window = setTimeout(close, everyMs);
  };
  const close = () => {
    window = undefined;
    if (!pending) return;
    pending = false;
    send();
  };
  const announce = () => {
    if (window) pending = true;
    else send();
  };
  eventSignals.on('committed', announce);
  return {
    stop() {
      eventSignals.off('committed', announce);
      clearTimeout(window);
    },
  };
}

/**
 * Calls `onCommitted` for every announcement from any process, on a LISTEN connection of its own that
 * is opened again (after `retryMs`) whenever it is lost; meanwhile the dispatcher's poll covers.
 */
export function listenForCommits(
  connectionString: string,
  onCommitted: () => void,
  log: Logger,
  retryMs = 1_000,
): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    const lost = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!stopped) {
        log.debug({ err }, 'the committed-events listener was lost; listening again soon');
        retry = setTimeout(() => void connect(), retryMs);
      }
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', () => onCommitted());
    try {
      await next.connect();
      await next.query(`listen ${eventsChannel}`);
      // Events committed while no listener was there are found by the next batch.
      onCommitted();
    } catch (err) {
      lost(err as Error);
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
