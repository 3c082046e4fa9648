import type { Knex } from 'knex';
import { newId } from '../../db/ids.ts';
import { notFound } from '../../http/errors.ts';
import { User, toUserJson } from './users.model.ts';

/** The user with this address (case-insensitive), created with `name` when there is none. */
export async function findOrCreateUser(trx: Knex.Transaction, email: string, name: string | undefined): Promise<User> {
  const existing = await User.query(trx).where('email', email).first();
  if (existing) return existing;
  const fallbackName = email.split('@')[0] ?? email;
  return User.query(trx)
    .insert({ id: newId('usr'), email, name: name?.trim() || fallbackName })
    .returning('*');
}

export async function getUser(knex: Knex, id: string) {
  const user = await User.query(knex).findById(id);
  if (!user) throw notFound(`User ${id} not found.`);
  return toUserJson(user);
}
