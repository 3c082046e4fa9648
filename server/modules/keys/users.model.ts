import { Model } from 'objection';

export class User extends Model {
  static override tableName = 'users';

  declare id: string;
  declare email: string;
  declare name: string;
  declare created_at: Date;
}

export function toUserJson(row: User) {
  return { id: row.id, email: row.email, name: row.name, created_at: row.created_at.toISOString() };
}
