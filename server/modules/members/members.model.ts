import type { Knex } from 'knex';
import type { Role } from '../../auth/auth-cache.ts';

/** A member joined with its user, as the API shows it. */
export interface MemberRow {
  id: string;
  workspace_id: string;
  user_id: string;
  role: Role;
  joined_at: Date;
  email: string;
  name: string;
}

export function membersWithUsers(db: Knex | Knex.Transaction) {
  return db('members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .select('m.id', 'm.workspace_id', 'm.user_id', 'm.role', 'm.joined_at', 'u.email', 'u.name');
}

export function toMemberJson(row: MemberRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: 'active' as const,
    joined_at: row.joined_at.toISOString(),
  };
}
