import type { Knex } from 'knex';

/**
 * A request transaction holds a whole request's work (a POST with an Idempotency-Key commits its
 * stored response with it). Services open their own transactions inside it as savepoints, so what
 * they mean to do "after the commit" must wait for the outermost commit, and a request transaction
 * awaits that work itself, after committing and before it answers.
 */
const pendingAfterCommit = new WeakMap<Knex.Transaction, Array<Promise<unknown>>>();

/** The transaction that really commits: `trx` itself, or the one its savepoint lives in. */
export function outermost(trx: Knex.Transaction): Knex.Transaction {
  let top = trx;
  while ((top as { parentTransaction?: Knex.Transaction }).parentTransaction)
    top = (top as { parentTransaction?: Knex.Transaction }).parentTransaction!;
  return top;
}

/**
 * Runs `then` once the outermost transaction commits (`onRollback` if it does not). The promise
 * settles after `then`, except inside a request transaction, which awaits it before the answer:
 * there it settles at once, since waiting for a commit that follows the handler would never end.
 */
export function afterCommit(trx: Knex.Transaction, then: () => Promise<void> | void, onRollback?: () => void): Promise<void> {
  const top = outermost(trx);
  const settled = top.executionPromise.then(
    () => then(),
    () => onRollback?.(),
  );
  const pending = pendingAfterCommit.get(top);
  if (!pending) return settled;
  pending.push(settled.catch(() => {}));
  return Promise.resolve();
}

/** Runs `work` in one transaction; resolves after the commit and the work registered to follow it. */
export async function inRequestTransaction<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const pending: Array<Promise<unknown>> = [];
  const result = await knex.transaction(async (trx) => {
    pendingAfterCommit.set(trx, pending);
    return work(trx);
  });
  await Promise.all(pending);
  return result;
}
