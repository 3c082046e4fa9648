import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { fixedRows, fixedStatement } from '../db/fixed-statement.ts';
import type { Listener, Subscribed } from '../db/listener.ts';
import type { Logger } from '../log.ts';
import { localSignals, type SignalName } from './signals.ts';

/** The channel on which each local signal is told to the other processes. */
export const signalChannels: Record<SignalName, string> = {
  'events-committed': 'wsa_events_committed',
  'deliveries-queued': 'wsa_deliveries_queued',
  'runs-queued': 'wsa_runs_queued',
};

/** The local signal an announcer tells other processes of, and the shortest gap between two of its NOTIFYs (2 ms). */
export interface Announcement {
  name: SignalName;
  everyMs?: number;
  /** What its NOTIFYs are marked with: this process's mark, which its own listener passes over (a test's other "process" names another). */
  mark?: string;
}

// Sent up to 500 times a second under a write load: straight on a pooled connection, prepared once
// per connection, rather than through knex's runner.
const notify = fixedStatement('announce_signal', 'select pg_notify(?, ?)');

/**
 * This process's mark on its announcements: the listener hears them too, and what they announce was
 * already raised here, so each was one more claim for nothing (a dispatch claim in one process, per
 * commit, under a write load).
 */
const processMark = randomBytes(6).toString('base64url');
/** The most scopes one NOTIFY names (its payload is at most 8,000 bytes); past it, it names none (any). */
const maxScopes = 200;

/**
 * Tells other processes of each raise of the local signal `name`. The NOTIFY is sent after the
 * commit, on a pooled connection of its own (a NOTIFY inside the writing transaction would serialise
 * every commit on PostgreSQL's notify queue lock), and coalesced: at most one per `everyMs` however
 * many commits arrive, naming the scopes (workspaces) raised meanwhile, or none when one of them was
 * raised for any. Losing one costs only the consuming loop's poll interval.
 */
export function startAnnouncer(knex: Knex, log: Logger, { name, everyMs = 2, mark = processMark }: Announcement): { stop(): void } {
  const channel = signalChannels[name];
  // The first raise after a quiet spell is announced at once (no added latency); those that follow
  // within `everyMs` are announced together when that window closes.
  let window: NodeJS.Timeout | undefined;
  let pending = false;
  // The scopes raised since the last NOTIFY; undefined once any raise named none.
  let scopes: Set<string> | undefined = new Set();
  const send = () => {
    const named = scopes ? [...scopes].join(',') : '';
    scopes = new Set();
    fixedRows(knex, notify, [channel, `${mark} ${named}`]).catch((err: unknown) =>
      log.debug({ err, channel }, 'could not announce a signal'),
    );
    window = setTimeout(close, everyMs);
  };
  const close = () => {
    window = undefined;
    if (!pending) return;
    pending = false;
    send();
  };
  const off = localSignals.on(name, (scope) => {
    // Past maxScopes the window names none, and stops collecting (many workspaces' commits in 2 ms).
    if (scope === undefined || (scopes && scopes.size >= maxScopes && !scopes.has(scope))) scopes = undefined;
    else scopes?.add(scope);
    if (window) pending = true;
    else send();
  });
  return {
    stop() {
      off();
      clearTimeout(window);
    },
  };
}

/**
 * Calls `onHeard` for every announcement of `name` from another process, with the scopes it names
 * (undefined: any), and whenever the listener hears the channel again (what was committed meanwhile
 * is found by the loop's next pass; any).
 */
export function listenForSignal(listener: Listener, name: SignalName, onHeard: (scopes: string[] | undefined) => void): Subscribed {
  return listener.subscribe(signalChannels[name], {
    onNotify(payload) {
      const gap = payload.indexOf(' ');
      if (gap === -1) return onHeard(undefined);
      if (payload.slice(0, gap) === processMark) return;
      const named = payload.slice(gap + 1);
      onHeard(named === '' ? undefined : named.split(','));
    },
    resync: () => onHeard(undefined),
  });
}
