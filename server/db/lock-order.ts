/**
 * Rows an engine writes in batches and the API changes as a set (a webhook's deliveries, an
 * automation's or workflow's runs) are locked in id order by every statement that takes many of
 * them: two statements locking the same rows in different orders deadlock, PostgreSQL undoes one,
 * and an API request undone so answered 409. `where` (over `table`, its bindings the caller's)
 * chooses the rows; the statement selects their ids, locked, for a CTE or `= any(array(…))`.
 */
export function lockedInIdOrder(table: string, where: string): string {
  return `select id from ${table} where ${where} order by id for update`;
}
