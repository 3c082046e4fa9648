import type { Knex } from 'knex';

/** A deadlock or serialization failure: PostgreSQL undid the transaction; run again, it succeeds. */
export function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `work` in a transaction, again (up to three times in all, after a few random milliseconds)
 * when PostgreSQL undid it for a deadlock or a serialization failure. For a change whose cascade
 * reaches rows the engines write side by side (a workspace's or project's runs and events), where
 * the order the locks are taken in cannot be the same for both: the caller is not told to retry
 * what the service can.
 */
export async function transactionRetryingConflicts<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await knex.transaction(work);
    } catch (err) {
      if (attempt >= 3 || !isTransient(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
    }
  }
}
