declare module 'knex/types/tables.js' {
  interface Tables {
    tasks: Task;
  }
}

export type TaskStatus = 'open' | 'completed';

/** A `tasks` row. */
export interface Task {
  id: string;
  /** Its project's, the shard key every row carries. */
  workspace_id: string;
  project_id: string;
  name: string;
  description: string;
  status: TaskStatus;
  assignee_member_id: string | null;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
}

export function toTaskJson(row: Task) {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    status: row.status,
    assignee_member_id: row.assignee_member_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

export type TaskJson = ReturnType<typeof toTaskJson>;
