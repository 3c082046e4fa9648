import type { Knex } from 'knex';
import { cycleBounds, monthlyRunLimit } from '../../workspaces/usage.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';

/**
 * Counts one run against the workspace's monthly limit, atomically: true when it fits (and is now
 * counted), false at the limit (nothing counted, so no run may be created).
 */
export async function claimRun(trx: Knex.Transaction, workspaceId: string, plan: Plan, now = new Date()): Promise<boolean> {
  const limit = monthlyRunLimit[plan];
  const { start } = cycleBounds(now);
  const result = await trx.raw(
    `insert into workspace_run_usage as u (workspace_id, cycle_start, runs) values (?, ?, 1)
     on conflict (workspace_id, cycle_start) do update set runs = u.runs + 1
     where ?::int is null or u.runs < ?::int
     returning runs`,
    [workspaceId, start, limit, limit],
  );
  return result.rows.length > 0 && (limit === null || result.rows[0].runs <= limit);
}
