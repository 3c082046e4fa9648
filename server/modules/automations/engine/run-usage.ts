import type { Knex } from 'knex';
import { cycleBounds, monthlyRunLimit } from '../../workspaces/usage.ts';
import type { Workspace } from '../../workspaces/workspaces.model.ts';

/**
 * Counts one run against the workspace's monthly limit, atomically: true when it fits (and is now
 * counted), false at the limit (nothing counted, so no run may be created).
 */
export async function countRunAgainstLimit(
  trx: Knex.Transaction,
  workspace: Pick<Workspace, 'id' | 'plan'>,
  now = new Date(),
): Promise<boolean> {
  const limit = monthlyRunLimit[workspace.plan];
  const { start } = cycleBounds(now);
  const result = await trx.raw<{ rows: Array<{ runs: number }> }>(
    `insert into workspace_run_usage as u (workspace_id, cycle_start, runs) values (?, ?, 1)
     on conflict (workspace_id, cycle_start) do update set runs = u.runs + 1
     where ?::int is null or u.runs < ?::int
     returning runs`,
    [workspace.id, start, limit, limit],
  );
  const counted = result.rows[0];
  return counted !== undefined && (limit === null || counted.runs <= limit);
}
