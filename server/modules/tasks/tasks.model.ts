import { Model } from 'objection';

export type TaskStatus = 'open' | 'completed';

export class Task extends Model {
  static override tableName = 'tasks';

  declare id: string;
  declare project_id: string;
  declare name: string;
  declare description: string;
  declare status: TaskStatus;
  declare assignee_member_id: string | null;
  declare created_at: Date;
  declare updated_at: Date;
  declare completed_at: Date | null;
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
