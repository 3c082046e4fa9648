/**
 * After each full batch of a long removal (retention, the purge of expired idempotency keys; also the
 * fill of a new column, server/db/workspace-column.ts) the remover rests as long as the batch took: at most half of one connection's time goes to removing
 * rows, so a backlog of millions costs the API's requests a bounded share of the database
 * (docs/performance.md, retention) and still drains at over ten thousand rows a second.
 */
const restPerBatchTime = 1;

/** Rests after a full batch begun at `started` (performance.now()), as long as it took (restPerBatchTime). */
export const restAfterBatch = (started: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, (performance.now() - started) * restPerBatchTime));

/**
 * Removes with `remove(limit)` a batch at a time until a batch comes back short of `limit` or `stop()`
 * says to (asked before each), resting after each full batch; returns how many rows went.
 */
export async function removeInBatches(
  remove: (limit: number) => Promise<number>,
  limit: number,
  stop: () => boolean = () => false,
): Promise<number> {
  let removed = 0;
  while (!stop()) {
    const started = performance.now();
    const batch = await remove(limit);
    removed += batch;
    if (batch < limit) break;
    await restAfterBatch(started);
  }
  return removed;
}
