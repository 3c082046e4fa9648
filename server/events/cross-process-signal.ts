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
}

// Sent up to 500 times a second under a write load: straight on a pooled connection, prepared once
// per connection, rather than through knex's runner.
const notify = fixedStatement('announce_signal', 'select pg_notify(?, ?)');

/**
 * Tells other processes of each raise of the local signal `name`. The NOTIFY is sent after the
 * commit, on a pooled connection of its own (a NOTIFY inside the writing transaction would serialise
 * every commit on PostgreSQL's notify queue lock), and coalesced: at most one per `everyMs` however
 * many commits arrive. Losing one costs only the consuming loop's poll interval.
 */
export function startAnnouncer(knex: Knex, log: Logger, { name, everyMs = 2 }: Announcement): { stop(): void } {
  const channel = signalChannels[name];
  // The first raise after a quiet spell is announced at once (no added latency); those that follow
  // within `everyMs` are announced together when that window closes.
  let window: NodeJS.Timeout | undefined;
  let pending = false;
  const send = () => {
    fixedRows(knex, notify, [channel, '']).catch((err: unknown) => log.debug({ err, channel }, 'could not announce a signal'));
    window = setTimeout(close, everyMs);
  };
  const close = () => {
    window = undefined;
    if (!pending) return;
    pending = false;
    send();
  };
  const off = localSignals.on(name, () => {
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
 * Calls `onHeard` for every announcement of `name` from any process, and whenever the listener hears
 * the channel again (what was committed meanwhile is found by the loop's next pass).
 */
export function listenForSignal(listener: Listener, name: SignalName, onHeard: () => void): Subscribed {
  return listener.subscribe(signalChannels[name], { onNotify: onHeard, resync: onHeard });
}
