import type { Knex } from 'knex';
import { raiseAfterCommit } from '../../../events/signals.ts';

/**
 * Wakes the delivery engine once the deliveries `trx` made due are committed: this process's at once,
 * other processes' through the announcer. Without it an engine finds them at its next poll.
 */
export function signalDeliveriesQueued(trx: Knex.Transaction): void {
  raiseAfterCommit(trx, 'deliveries-queued');
}
