import type { Knex } from 'knex';

/**
 * Callers waiting for a connection of a knex pool outside the pool's own queue (task writes queued
 * for a batch's place), so the pool's metric counts them with its own.
 */
const readers = new WeakMap<Knex, () => number>();

export function countWaitingCallers(knex: Knex, read: () => number): void {
  readers.set(knex, read);
}

export function waitingCallers(knex: Knex): number {
  return readers.get(knex)?.() ?? 0;
}
