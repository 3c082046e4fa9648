import type { Knex } from 'knex';

/** Bounds a tenant's waiting workflow runs (docs/decisions.md, Workflows): each holds a row until it resumes. */
export const maxWaitingRuns = 10_000;

/** Why a run could not wait: a run's step error and a dry run's problem alike. */
export const waitRefusal = `The workspace already has ${maxWaitingRuns.toLocaleString('en-US')} waiting workflow runs, the most it may have; this run could not wait.`;

/** How many runs of a workspace wait, counted up to the bound (over the waiting runs' partial index). */
export async function waitingRuns(db: Knex, workspaceId: string): Promise<number> {
  const { rows } = await db.raw<{ rows: Array<{ count: string }> }>(
    `select count(*) from (select 1 from automation_runs where workspace_id = ? and status = 'waiting' limit ?) w`,
    [workspaceId, maxWaitingRuns],
  );
  return Number(rows[0]!.count);
}

/** How long a workspace's count of waiting runs is trusted here before it is read again. */
const countFreshMs = 1_000;

/**
 * Whether one more run of a workspace may begin to wait. The count is read (at most up to the bound,
 * over the waiting runs' partial index) at most once a second per workspace and counted up here in
 * between, so a burst of waits costs one read; engines in other processes add at most what they park
 * within that second before each sees the bound.
 */
export function waitingRoom(db: Knex) {
  const counts = new Map<string, { count: number; readAt: number }>();
  return async (workspaceId: string): Promise<boolean> => {
    let known = counts.get(workspaceId);
    if (!known || Date.now() - known.readAt > countFreshMs) {
      known = { count: await waitingRuns(db, workspaceId), readAt: Date.now() };
      // Only recent counts are of use: a process serving many workspaces keeps no more than this.
      if (counts.size >= 10_000) counts.clear();
      counts.set(workspaceId, known);
    }
    if (known.count >= maxWaitingRuns) return false;
    known.count++;
    return true;
  };
}
