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
export const MIGRATION_LOCK_KEY = 0x77_73_61_6d; // "wsam"
const LOCK_WAIT_NOTICE_MS = 3_000;

/**
 * Brings a database up to date: graphile-worker's schema first (so our migrations may refer to
 * it, e.g. triggers that call graphile_worker.add_job), then our knex migrations.
 */
export async function migrateLatest(connectionString: string, opts: { logger?: DbLogger } = {}): Promise<void> {
  await withMigrationLock(
    connectionString,
    async () => {
      await runMigrations({ connectionString, logger: graphileLogger(opts.logger), maxPoolSize: 1 });
      await withKnex(connectionString, async (db) => {
        await freeDeadMigratorsLock(db, opts.logger);
        const [, applied] = (await db.migrate.latest(migrationConfig)) as [number, string[]];
        if (applied.length) opts.logger?.info({ applied }, 'applied database migrations');
      });
    },
    opts.logger,
  );
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

async function withMigrationLock(connectionString: string, fn: () => Promise<void>, logger?: DbLogger): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-migrate' });
  client.on('error', () => {}); // surfaced by the queries below; must not crash the process
  await client.connect();
  let lockedBy: number | undefined;
  try {
    await refuseUnsupportedServer(client);
    // A session lock, on the direct connection (DATABASE_DIRECT_URL): through a transaction pooler it
    // would stay with a pooled server connection after this run (docs/decisions.md#a-pooler-in-front).
    // Not transaction-scoped: a transaction held open for the run would make every CREATE INDEX
    // CONCURRENTLY of a migration wait for it, for ever.
    const waitingSince = Date.now();
    let said = false;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean; pid: number }>(
        'select pg_try_advisory_lock($1) as locked, pg_backend_pid() as pid',
        [MIGRATION_LOCK_KEY],
      );
      if (rows[0]!.locked) {
        lockedBy = rows[0]!.pid;
        break;
      }
      // Said once the wait lasts, so a lock held by a stuck session is found by its pid, not by a silent start.
      if (!said && Date.now() - waitingSince >= LOCK_WAIT_NOTICE_MS) {
        said = true;
        const holder = await client.query<{ pid: number; application_name: string; state: string }>(
          `select a.pid, a.application_name, a.state from pg_locks l join pg_stat_activity a using (pid)
            where l.locktype = 'advisory' and l.granted and l.objid = $1 and l.database = (select oid from pg_database where datname = current_database())`,
          [MIGRATION_LOCK_KEY],
        );
        (logger ?? stderrLogger).warn(
          { holder: holder.rows[0] ?? null },
          'waiting for the migration lock: another session is migrating this database (if it is stuck, pg_terminate_backend(pid) ends it)',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await fn();
  } finally {
    if (lockedBy !== undefined) await releaseMigrationLock(client, lockedBy, logger).catch(() => {});
    await client.end();
  }
}

/**
 * Closing the session would release the lock too; unlocking says whether this is still the session
 * that took it. It is not when the address was a transaction pooler after all (DATABASE_URL without
 * DATABASE_DIRECT_URL): the lock then stays with a pooled server connection, which is ended so the
 * next start does not wait for it for ever.
 */
async function releaseMigrationLock(client: pg.Client, lockedBy: number, logger: DbLogger | undefined): Promise<void> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid, pg_advisory_unlock($1) as unlocked', [
    MIGRATION_LOCK_KEY,
  ]);
  if (rows[0]!.pid === lockedBy) return;
  await client.query('select pg_terminate_backend($1)', [lockedBy]);
  (logger ?? stderrLogger).warn(
    { lockedBy },
    'the migration lock was taken through a transaction pooler; its server connection was ended to free it. Set DATABASE_DIRECT_URL to the server itself',
  );
}

/** The oldest PostgreSQL the service supports: the oldest CI runs it on (Debian 12's 15; docs/operating.md#deploying). */
export const OLDEST_POSTGRES = { number: 150000, name: '15' };

async function refuseUnsupportedServer(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ server_version_num: string; server_version: string }>(
    "select current_setting('server_version_num') as server_version_num, current_setting('server_version') as server_version",
  );
  const { server_version_num, server_version } = rows[0]!;
  if (Number(server_version_num) < OLDEST_POSTGRES.number)
    throw new Error(
      `PostgreSQL ${server_version} is older than the oldest this service supports, ${OLDEST_POSTGRES.name}: upgrade the server.`,
    );
}

const stderrLogger: DbLogger = {
  info: () => {},
  warn: (fields, msg) => process.stderr.write(`${msg} ${JSON.stringify(fields)}\n`),
};

/** The sessions that run knex's migrations: the service's and the knex CLI's (knexfile.ts). */
export const knexMigratorName = 'wsa-migrate-knex';

/**
 * knex's own lock row stays set when a process is killed mid-migration, and every start after would
 * refuse with "Migration table is already locked" until someone ran `migrate:unlock`. Under the
 * advisory lock no other start migrates, but the killed one's last statement (a long VALIDATE, an
 * index build) may still be running on the server, which does not notice its client gone until it
 * ends, and the knex CLI takes no advisory lock: the row is freed only once no other migrator's
 * session is left.
 */
async function freeDeadMigratorsLock(db: Knex, logger?: DbLogger): Promise<void> {
  if (!(await db.schema.hasTable(`${migrationConfig.tableName}_lock`))) return;
  const locked: unknown = await db(`${migrationConfig.tableName}_lock`).where({ is_locked: 1 }).first();
  if (!locked) return;
  for (let waited = 0; ; waited++) {
    const { rows } = await db.raw<{ rows: Array<{ n: number }> }>(
      `select count(*)::int as n from pg_stat_activity where application_name = ? and pid <> pg_backend_pid()`,
      [knexMigratorName],
    );
    if (rows[0]!.n === 0) break;
    if (waited === 3) logger?.info({}, "waiting for another migrator's session to end before freeing knex's migration lock");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await db.migrate.forceFreeMigrationsLock(migrationConfig);
  logger?.info({}, "freed knex's migration lock, left by a migrator that stopped midway");
}

async function withKnex(connectionString: string, fn: (db: Knex) => Promise<void>): Promise<void> {
  const db = createKnex(connectionString, { pool: { min: 0, max: 1 }, applicationName: knexMigratorName });
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
