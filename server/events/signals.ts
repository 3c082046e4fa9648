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
const raised: Record<SignalName, WeakMap<Knex.Transaction, Set<string | undefined>>> = {
  'events-committed': new WeakMap(),
  'deliveries-queued': new WeakMap(),
  'runs-queued': new WeakMap(),
};

/**
 * A raise's scope is the workspace whose work it announces, or undefined for work of any workspace
 * (or of several), so a loop that can tell it has nothing to claim for a workspace need not look.
 */
export const localSignals = {
  raise(name: SignalName, scope?: string): void {
    emitter.emit(name, scope);
  },
  /** Calls `then` on every raise of `name`; returns what stops it. */
  on(name: SignalName, then: (scope: string | undefined) => void): () => void {
    emitter.on(name, then);
    return () => void emitter.off(name, then);
  },
};

/**
 * Raises `name` (for the workspace `scope`, or any) once the work `db` wrote is committed: at once
 * outside a transaction (the statement has committed), after the outermost commit inside one; once
 * per transaction and scope however often asked.
 */
export function raiseAfterCommit(db: Knex | Knex.Transaction, name: SignalName, scope?: string): void {
  if (!db.isTransaction) {
    localSignals.raise(name, scope);
    return;
  }
  const top = outermost(db as Knex.Transaction);
  const scopes = raised[name].get(top);
  if (scopes) {
    scopes.add(scope);
    return;
  }
  const raising = new Set([scope]);
  raised[name].set(top, raising);
  void afterCommit(top, () => {
    for (const each of raising) localSignals.raise(name, each);
  });
}
