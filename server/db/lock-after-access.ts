/**
 * A row a write locks for its transaction, after the caller's access to it was checked if it had to
 * wait: asked with `SKIP LOCKED` first, a free row (nearly always) is locked at once; one another
 * transaction holds is read as it stands and `allowed` asked of it (throwing 404 or 403) before the
 * write waits for the lock. So a caller without access, such as every caller of a workspace being
 * deleted, whose cascade holds its rows for seconds, is answered at once instead of holding one of the
 * pool's connections while it waits (docs/decisions.md#deleting-a-workspace). Undefined when the row is
 * gone. The caller checks access again on the row returned, as it now stands.
 */
export async function lockedAfterAccess<Row>(
  lock: (skipLocked: boolean) => PromiseLike<Row | undefined>,
  current: () => PromiseLike<Row | undefined>,
  allowed: (row: Row) => Promise<unknown>,
): Promise<Row | undefined> {
  const free = await lock(true);
  if (free) return free;
  const held = await current();
  if (!held) return undefined;
  await allowed(held);
  return lock(false);
}
