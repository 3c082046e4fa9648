import { Model } from 'objection';

export class Project extends Model {
  static override tableName = 'projects';

  declare id: string;
  declare workspace_id: string;
  declare name: string;
  declare description: string;
  declare color: string;
  declare visibility: 'private' | 'shared';
  declare archived: boolean;
  declare created_at: Date;
  declare updated_at: Date;
}

/** A `projects` row. */
export interface ProjectRow {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  color: string;
  visibility: 'private' | 'shared';
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

export function toProjectJson(row: ProjectRow) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    name: row.name,
    description: row.description,
    color: row.color,
    visibility: row.visibility,
    archived: row.archived,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
