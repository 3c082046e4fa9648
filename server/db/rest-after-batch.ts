/**
 * After each full batch of a long removal (retention, the purge of expired idempotency keys) the
 * remover rests as long as the batch took: at most half of one connection's time goes to removing
 * rows, so a backlog of millions costs the API's requests a bounded share of the database
 * (docs/performance.md, retention) and still drains at over ten thousand rows a second.
 */
const restPerBatchTime = 1;

/** Rests after a full batch begun at `started` (performance.now()), as long as it took (restPerBatchTime). */
export const restAfterBatch = (started: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, (performance.now() - started) * restPerBatchTime));
