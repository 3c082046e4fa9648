import type { Knex } from 'knex';
import type { Plan, Workspace } from './workspaces.model.ts';

/** A `workspace_run_usage` row: automation runs counted in one billing cycle. */
interface RunUsage {
  workspace_id: string;
  cycle_start: Date;
  runs: number;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    workspace_run_usage: RunUsage;
  }
}

/** Monthly automation runs per plan; `null` is unlimited. */
export const monthlyRunLimit: Record<Plan, number | null> = { free: 100, pro: 10_000, enterprise: null };

/** The billing cycle is the calendar month in UTC. */
export function cycleBounds(now = new Date()): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** Runs counted so far this cycle. */
export async function runsUsed(knex: Knex | Knex.Transaction, workspaceId: string, now = new Date()): Promise<number> {
  const { start } = cycleBounds(now);
  const row = await knex('workspace_run_usage').where({ workspace_id: workspaceId, cycle_start: start }).first('runs');
  return Number(row?.runs ?? 0);
}

export async function usageOf(knex: Knex, workspace: Workspace) {
  const { end } = cycleBounds();
  return {
    plan: workspace.plan,
    runs_used: await runsUsed(knex, workspace.id),
    runs_limit: monthlyRunLimit[workspace.plan],
    cycle_resets_at: end.toISOString(),
  };
}
