import type { Knex } from 'knex';
import { cycleBounds, monthlyRunLimit, runsUsed } from '../../workspaces/usage.ts';
import type { Workspace } from '../../workspaces/workspaces.model.ts';
import type { RunAllowance } from './start-check.ts';

/**
 * The workspace's runs this month, its usage row locked until the caller's transaction ends: every
 * start counts against what it read, so starts side by side (fan-out batches in several workers, a
 * manual start) never together pass the limit.
 */
export async function lockRunAllowance(
  trx: Knex.Transaction,
  workspace: Pick<Workspace, 'id' | 'plan'>,
  now = new Date(),
): Promise<RunAllowance> {
  const { start, end } = cycleBounds(now);
  const { rows } = await trx.raw<{ rows: Array<{ runs: number }> }>(
    `insert into workspace_run_usage as u (workspace_id, cycle_start, runs) values (?, ?, 0)
     on conflict (workspace_id, cycle_start) do update set runs = u.runs
     returning runs`,
    [workspace.id, start],
  );
  return { plan: workspace.plan, used: Number(rows[0]?.runs ?? 0), limit: monthlyRunLimit[workspace.plan], resetsAt: end };
}

/** The workspace's runs this month as they stand, unlocked: what a dry run reports. */
export async function runAllowance(db: Knex, workspace: Pick<Workspace, 'id' | 'plan'>, now = new Date()): Promise<RunAllowance> {
  return {
    plan: workspace.plan,
    used: await runsUsed(db, workspace.id, now),
    limit: monthlyRunLimit[workspace.plan],
    resetsAt: cycleBounds(now).end,
  };
}
