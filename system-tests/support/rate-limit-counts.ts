import type { Knex } from 'knex';

/** What every API process has written to the shared `rate_limit_counters` for a key, summed. */
export async function sharedAdmissions(knex: Knex, keyId: string): Promise<number> {
  const row = await knex('rate_limit_counters').where({ key_id: keyId }).sum({ n: 'count' }).first();
  return Number(row?.n ?? 0);
}
