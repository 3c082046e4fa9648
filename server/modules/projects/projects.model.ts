declare module 'knex/types/tables.js' {
  interface Tables {
    projects: Project;
    project_members: ProjectMember;
  }
}

/** A `projects` row. */
export interface Project {
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

/** The timestamp columns of `projects`, made Dates when a row is read as JSON (`withDates`). */
export const projectDateColumns = ['created_at', 'updated_at'] as const;

/** A `project_members` row: a member added to a (private) project. */
export interface ProjectMember {
  /** Its project's, the shard key every row carries. */
  workspace_id: string;
  project_id: string;
  member_id: string;
  created_at: Date;
}

export function toProjectJson(row: Project) {
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
