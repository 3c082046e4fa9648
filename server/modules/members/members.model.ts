import type { Knex } from 'knex';
import type { Role } from '../../auth/auth-cache.ts';
import type { User } from '../keys/users.model.ts';

/** A `members` row: a user's membership of a workspace. */
export interface Member {
  id: string;
  workspace_id: string;
  user_id: string;
  role: Role;
  joined_at: Date;
}

declare module 'knex/types/tables.js' {
  interface Tables {
    members: Member;
  }
}

/** A member with the user's address and name, as `membersWithUsers` selects it. */
export type MemberRow = Member & Pick<User, 'email' | 'name'>;

/** Members joined with their users; columns are named by alias (`m.id`, `u.email`) in what is added to it. */
export function membersWithUsers(db: Knex | Knex.Transaction): Knex.QueryBuilder<Record<string, unknown>, MemberRow[]> {
  return db<Record<string, unknown>>('members as m')
    .join<Record<string, unknown>>('users as u', 'u.id', 'm.user_id')
    .select<MemberRow[]>('m.id', 'm.workspace_id', 'm.user_id', 'm.role', 'm.joined_at', 'u.email', 'u.name');
}

/** A member joined with its user, as the API shows it. */
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
