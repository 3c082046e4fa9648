import type { Caller } from '../../auth/access.ts';
import type { AppDeps } from '../../context.ts';
import type { Knex } from 'knex';
import { newId } from '../../db/ids.ts';
import { notFound } from '../../errors.ts';
import type { User } from './users.model.ts';
import { toUserJson } from './users.model.ts';
import { one } from '../../db/one.ts';

/** The user with this address (case-insensitive), created with `name` when there is none. */
export async function findOrCreateUser(trx: Knex.Transaction, email: string, name: string | undefined): Promise<User> {
  const existing = await trx('users').where('email', email).first();
  if (existing) return existing;
  const fallbackName = email.split('@')[0] ?? email;
  return one(
    await trx('users')
      .insert({ id: newId('usr'), email, name: name?.trim() || fallbackName })
      .returning('*'),
  );
}

/** The caller's own user. */
export async function getCurrentUser(deps: AppDeps, caller: Caller) {
  const user = await deps.knex('users').where({ id: caller.userId }).first();
  if (!user) throw notFound(`User ${caller.userId} not found.`);
  return toUserJson(user);
}
