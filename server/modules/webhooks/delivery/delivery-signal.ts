import type { Knex } from 'knex';
import { raiseAfterCommit } from '../../../events/signals.ts';

/**
 * Wakes the delivery engine once the deliveries `trx` made due, of the workspace `workspaceId`, are
 * committed: this process's at once, other processes' through the announcer. Without it an engine
 * finds them at its next poll. An engine holding that workspace's work (process/dispatch-first.ts)
 * is not woken by it.
 */
export function signalDeliveriesQueued(trx: Knex.Transaction, workspaceId: string): void {
  raiseAfterCommit(trx, 'deliveries-queued', workspaceId);
}
