import { fileURLToPath } from 'node:url';
import { Logger, runMigrations } from 'graphile-worker';
import type { Knex } from 'knex';
import pg from 'pg';
import type { DbLogger } from './embedded.ts';
import { createKnex } from './knex.ts';

/** Shared with knexfile.ts so the knex CLI and the service agree on where migrations live. */
export const migrationConfig: Knex.MigratorConfig = {
  // Relative to this file, not the cwd: the service, tests and CLI start from different places.
  directory: fileURLToPath(new URL('./migrations/', import.meta.url)),
  // Migrations are TypeScript, loaded through tsx; without this knex also picks up stray files.
  loadExtensions: ['.ts'],
  extension: 'ts',
  tableName: 'knex_migrations',
};

// One advisory lock (scoped to the database) around all migrating. knex's own lock table makes
// a second concurrent migrator fail ("Migration table is already locked") rather than wait, and
// graphile-worker copes with a race by sleeping and retrying; with this lock the second process
// simply waits, then finds nothing left to do.
const MIGRATION_LOCK_KEY = 0x77_73_61_6d; // "wsam"

/**
 * Brings a database up to date: graphile-worker's schema first (so our migrations may refer to
 * it, e.g. triggers that call graphile_worker.add_job), then our knex migrations.
 */
export async function migrateLatest(connectionString: string, opts: { logger?: DbLogger } = {}): Promise<void> {
  await withMigrationLock(connectionString, async () => {
    await runMigrations({ connectionString, logger: graphileLogger(opts.logger), maxPoolSize: 1 });
    await withKnex(connectionString, async (db) => {
      const [, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
      if (applied.length) opts.logger?.info({ applied }, 'applied database migrations');
    });
  });
}

/** Undoes everything migrateLatest did: all knex migrations, then graphile-worker's schema. */
export async function rollbackAll(connectionString: string): Promise<void> {
  await withMigrationLock(connectionString, async () => {
    await withKnex(connectionString, async (db) => {
      await db.migrate.rollback(migrationConfig, true);
      await db.raw('drop schema if exists graphile_worker cascade');
    });
  });
}

async function withMigrationLock(connectionString: string, fn: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {}); // surfaced by the queries below; must not crash the process
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await fn();
  } finally {
    // Closing the session releases the lock, even when fn failed halfway.
    await client.end();
  }
}

async function withKnex(connectionString: string, fn: (db: Knex) => Promise<void>): Promise<void> {
  const db = createKnex(connectionString, { pool: { min: 0, max: 1 } });
  try {
    await fn(db);
  } finally {
    await db.destroy();
  }
}

// graphile-worker logs to the console by default; route what matters to our logger instead.
function graphileLogger(logger: DbLogger | undefined): Logger {
  return new Logger(() => (level, message, meta) => {
    if (!logger || level === 'debug') return;
    const fields = { ...meta, component: 'graphile-worker' };
    if (level === 'error' || level === 'warning') logger.warn(fields, message);
    else logger.info(fields, message);
  });
}
