declare module 'knex/types/tables.js' {
  interface Tables {
    users: User;
  }
}

/** A `users` row. */
export interface User {
  id: string;
  email: string;
  name: string;
  created_at: Date;
}

export function toUserJson(row: User) {
  return { id: row.id, email: row.email, name: row.name, created_at: row.created_at.toISOString() };
}
