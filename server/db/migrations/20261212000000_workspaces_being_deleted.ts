import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// A workspace's deletion first marks it (`deleted_at`) in a short transaction that ends every
// access to it, then removes it with everything it holds: a cascade of millions of rows holds the
// workspace's row for seconds, and requests still let in would wait on it holding the pool's
// connections (server/modules/workspaces/workspace-deletion.ts). A marked workspace left behind (its
// removal failed) is removed by the retention job, found through this index. Adding a nullable
// column rewrites nothing; the index is built concurrently, outside a transaction.
export const config = { transaction: false };

const name = 'workspaces_deleted_idx';

export async function up(knex: Knex): Promise<void> {
  // The ALTER holds the table's exclusive lock for a moment, but queued behind a long transaction that
  // holds `workspaces` (any write's foreign-key check does) it would hold every query on the table
  // behind it: it waits at most 2 s at a time, and tries again.
  for (let attempt = 1; ; attempt++) {
    try {
      await knex.transaction(async (trx) => {
        await trx.raw("set local lock_timeout = '2s'");
        await trx.raw('alter table workspaces add column if not exists deleted_at timestamptz');
      });
      break;
    } catch (err) {
      if ((err as { code?: unknown }).code !== '55P03' || attempt >= 15) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  await createIndexConcurrently(knex, name, 'workspaces (deleted_at) where deleted_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index concurrently if exists ${name}`);
  await knex.raw('alter table workspaces drop column if exists deleted_at');
}
