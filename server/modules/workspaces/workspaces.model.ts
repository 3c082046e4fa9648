import { Model } from 'objection';

export type Plan = 'free' | 'pro' | 'enterprise';

/** A workspace row. Fields are `declare`d so class-field semantics do not overwrite what Objection sets. */
export class Workspace extends Model {
  static override tableName = 'workspaces';

  declare id: string;
  declare name: string;
  declare slug: string;
  declare timezone: string;
  declare plan: Plan;
  declare created_at: Date;
  declare updated_at: Date;
  /** Selected alongside by the queries that return workspaces to clients. */
  declare member_count?: number;
}

export function toWorkspaceListItemJson(row: Workspace) {
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

export function toWorkspaceJson(row: Workspace) {
  const { id, name, slug, member_count, plan, created_at, updated_at } = toWorkspaceListItemJson(row);
  return { id, name, slug, timezone: row.timezone, member_count, plan, created_at, updated_at };
}
