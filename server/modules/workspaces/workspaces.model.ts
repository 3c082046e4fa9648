import type { components } from '../../../sdk/src/generated/openapi-types.ts';
declare module 'knex/types/tables.js' {
  interface Tables {
    workspaces: Workspace;
  }
}

/** The contract's plans. */
export type Plan = components['schemas']['Plan'];

export const plans: readonly Plan[] = ['free', 'pro', 'enterprise'];

/** A `workspaces` row. */
export interface Workspace {
  id: string;
  name: string;
  slug: string;
  timezone: string;
  plan: Plan;
  created_at: Date;
  updated_at: Date;
  /** Set when its deletion began; such a workspace is gone to the API (workspace-deletion.ts). */
  deleted_at?: Date | null;
}

/** A workspace with its member count, as the queries that return workspaces to clients select it. */
export type CountedWorkspace = Workspace & { member_count?: number | string };

export function toWorkspaceListItemJson(row: CountedWorkspace) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    member_count: Number(row.member_count ?? 0),
    plan: row.plan,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toWorkspaceJson(row: CountedWorkspace) {
  const { id, name, slug, member_count, plan, created_at, updated_at } = toWorkspaceListItemJson(row);
  return { id, name, slug, timezone: row.timezone, member_count, plan, created_at, updated_at };
}
