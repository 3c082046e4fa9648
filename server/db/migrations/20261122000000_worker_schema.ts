import type { Knex } from 'knex';

// Extensions the later table migrations rely on: citext for case-insensitive emails and slugs,
// pgcrypto for digests/HMACs in SQL. Both are "trusted", so the database owner may create them.
const EXTENSIONS = ['citext', 'pgcrypto'];

export async function up(knex: Knex): Promise<void> {
  for (const name of EXTENSIONS) {
    await knex.raw('create extension if not exists ??', [name]);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const name of EXTENSIONS) {
    try {
      // In a savepoint, so a refused drop does not abort the migration's transaction.
      await knex.transaction((trx) => trx.raw('drop extension if exists ??', [name]));
    } catch (err) {
      // dependent_objects_still_exist: something outside our migrations uses it; leave it.
      if ((err as { code?: string }).code !== '2BP01') throw err;
    }
  }
}
