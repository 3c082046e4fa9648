import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { afterCommit, outermost } from '../db/request-transaction.ts';

/**
 * The wake-ups of this process's loops, by name: a writer raises one once its work is committed, and
 * the loop that consumes that work (the dispatcher, the delivery engine) waits for it instead of
 * polling. Other processes hear them through the announcer (cross-process-signal.ts).
 */
export type SignalName = 'events-committed' | 'deliveries-queued' | 'runs-queued';

const emitter = new EventEmitter();
const raised: Record<SignalName, WeakSet<Knex.Transaction>> = {
  'events-committed': new WeakSet(),
  'deliveries-queued': new WeakSet(),
  'runs-queued': new WeakSet(),
};

export const localSignals = {
  raise(name: SignalName): void {
    emitter.emit(name);
  },
  /** Calls `then` on every raise of `name`; returns what stops it. */
  on(name: SignalName, then: () => void): () => void {
    emitter.on(name, then);
    return () => void emitter.off(name, then);
  },
};

/**
 * Raises `name` once the work `db` wrote is committed: at once outside a transaction (the statement
 * has committed), after the outermost commit inside one; once per transaction however often asked.
 */
export function raiseAfterCommit(db: Knex | Knex.Transaction, name: SignalName): void {
  if (!db.isTransaction) {
    localSignals.raise(name);
    return;
  }
  const top = outermost(db as Knex.Transaction);
  if (raised[name].has(top)) return;
  raised[name].add(top);
  void afterCommit(top, () => localSignals.raise(name));
}
