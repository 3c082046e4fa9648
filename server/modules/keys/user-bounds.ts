import type { Knex } from 'knex';
import { invalid, type InvalidError } from '../../errors.ts';

/**
 * Locks a user's row while something they hold at most so many of is counted, so concurrent
 * requests cannot pass the bound together. FOR NO KEY UPDATE leaves alone the inserts that reference
 * the user (a membership, an invitation, a notification), which take FOR KEY SHARE.
 */
export async function lockUserForBound(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
}

/**
 * The refusal of one more of something a user holds at most `max` of (docs/decisions.md#bounds): 422
 * naming the bound and what to do about it, in the same words for every bound of a user.
 */
export function atUserBound({
  holds,
  remedy,
  field = '/',
  subject = 'This user',
}: {
  /** What the user holds, e.g. `has 20 active API keys`. */
  holds: string;
  remedy: string;
  field?: string;
  /** Who is named: the caller (`This user`), or another member the request would change. */
  subject?: string;
}): InvalidError {
  return invalid(`${subject} already ${holds}, the most allowed; ${remedy}.`, [{ field, message: `the user ${holds}, the most allowed` }]);
}
