// Databases for tests. Every test file gets fresh, fully migrated databases by cloning a
// TEMPLATE database (a file copy, far faster than running migrations each time).
//
// The server is DATABASE_URL's server when set, else an embedded PostgreSQL kept in
// <repo>/.test-data/pg between runs. With DATABASE_DIRECT_URL as well, DATABASE_URL is a transaction
// pooler in front of that server (.ci/pooled-postgres): databases are made on the server itself, and
// each test database has both addresses, as a deployment behind PgBouncer has. The template is named after a hash of the migrations, so
// it is rebuilt only when they change.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataDirInUseError, startEmbeddedPostgres } from '../../server/db/embedded.ts';
import type { EmbeddedPostgres } from '../../server/db/embedded.ts';
import { migrateLatest, migrationConfig } from '../../server/db/migrate.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE_PREFIX = 'wsa_template_';
const TEST_DB_PREFIX = 'wsa_test_';
const TEMPLATE_LOCK_KEY = 0x77_73_61_74; // "wsat": one template builder at a time per server
// Parallel test processes each need a cluster; each takes the first data dir nobody else runs.
const MAX_EMBEDDED_SLOTS = 8;
// Throwaway data: durability only costs time (above all in CREATE DATABASE's checkpoints).
const FAST_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

interface Cluster {
  adminConnectionString: string;
  admin: pg.Pool;
  embedded?: EmbeddedPostgres;
  template?: Promise<string>;
  live: Set<string>;
}

let current: Promise<Cluster> | undefined;
/** The pooler in front of an external server (DATABASE_URL when DATABASE_DIRECT_URL is set too). */
const pooledUrl = process.env.DATABASE_URL && process.env.DATABASE_DIRECT_URL ? process.env.DATABASE_URL : undefined;
let counter = 0;
// pid alone can repeat across CI machines sharing one server.
const processTag = `${process.pid}_${randomBytes(2).toString('hex')}`;

/** The server that test databases live on, started on first use and kept for the process. */
export async function testCluster(): Promise<{ adminConnectionString: string }> {
  const { adminConnectionString } = await getCluster();
  return { adminConnectionString };
}

export interface TestDatabase {
  /** What the service's statements use: through the pooler when there is one. */
  connectionString: string;
  /** The server itself (the same address without a pooler): sessions, LISTEN, advisory locks. */
  directConnectionString: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A new database of its own. By default a clone of the migrated template; with
 * `{ migrated: false }` an empty one (for tests of migrating itself).
 */
export async function createTestDatabase(label?: string, opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const cluster = await getCluster();
  const template = opts.migrated === false ? 'template0' : await getTemplate(cluster);
  const suffix = label ? `_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}` : '';
  const name = `${TEST_DB_PREFIX}${processTag}_${++counter}${suffix}`.slice(0, 63);
  await cluster.admin.query(`create database ${ident(name)} template ${ident(template)}`);
  cluster.live.add(name);
  let dropping: Promise<void> | undefined;
  return {
    name,
    connectionString: withDatabase(pooledUrl ?? cluster.adminConnectionString, name),
    directConnectionString: withDatabase(cluster.adminConnectionString, name),
    drop: () =>
      (dropping ??= (async () => {
        // Give connections a moment to finish closing; any still open after that is a leak, named
        // here (application_name) before FORCE ends it, so a flaky teardown points at its cause.
        // Behind a pooler, its idle server connections are not leaks: the direct runs find those.
        const deadline = pooledUrl ? 0 : Date.now() + 3_000;
        let open: Array<{ application_name: string; state: string }> = [];
        while (Date.now() < deadline) {
          open = (
            await cluster.admin.query<{ application_name: string; state: string }>(
              `select application_name, state from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
              [name],
            )
          ).rows;
          if (open.length === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (open.length > 0) process.stderr.write(`test database ${name} still had connections at drop: ${JSON.stringify(open)}\n`);
        await cluster.admin.query(`drop database if exists ${ident(name)} with (force)`);
        cluster.live.delete(name);
      })()),
  };
}

/** A test database's address on the server itself, for a pooled one (the same address without a pooler). */
export function directAddressOf(connectionString: string): string {
  if (!pooledUrl) return connectionString;
  const pooled = new URL(pooledUrl);
  const url = new URL(connectionString);
  if (url.host !== pooled.host) return connectionString;
  return withDatabase(process.env.DATABASE_DIRECT_URL!, decodeURIComponent(url.pathname.slice(1)));
}

/** Drops what this process left behind and stops the embedded server, if we started one. */
export async function stopTestCluster(): Promise<void> {
  const pending = current;
  current = undefined;
  const cluster = await pending?.catch(() => undefined);
  if (!cluster) return;
  try {
    for (const name of cluster.live) {
      await cluster.admin.query(`drop database if exists ${ident(name)} with (force)`);
    }
  } finally {
    await cluster.admin.end();
    await cluster.embedded?.stop();
  }
}

function getCluster(): Promise<Cluster> {
  if (!current) {
    current = startCluster();
    current.catch(() => {
      current = undefined; // let the next test try again (and report the error again)
    });
  }
  return current;
}

async function startCluster(): Promise<Cluster> {
  if (process.env.DATABASE_URL) {
    // An external server: work from its maintenance database, never from the one named in the URL.
    const adminConnectionString = withDatabase(process.env.DATABASE_DIRECT_URL || process.env.DATABASE_URL, 'postgres');
    return { adminConnectionString, admin: adminPool(adminConnectionString), live: new Set() };
  }
  const embedded = await startEmbeddedSlot();
  const adminConnectionString = withDatabase(embedded.connectionString, 'postgres');
  const admin = adminPool(adminConnectionString);
  try {
    // We own this cluster exclusively, so any test database in it was left by a killed run.
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      likePrefix(TEST_DB_PREFIX),
    ]);
    for (const { datname } of rows) await admin.query(`drop database ${ident(datname)} with (force)`);
  } catch (err) {
    await admin.end();
    await embedded.stop();
    throw err;
  }
  return { adminConnectionString, admin, embedded, live: new Set() };
}

async function startEmbeddedSlot(): Promise<EmbeddedPostgres> {
  for (let slot = 0; ; slot++) {
    const dataDir = path.join(REPO_ROOT, '.test-data', slot === 0 ? 'pg' : `pg-${slot}`);
    try {
      // unref: a test run that never calls stopTestCluster() still ends (and stops the server).
      return await startEmbeddedPostgres({ dataDir, database: 'postgres', settings: FAST_SETTINGS, unref: true });
    } catch (err) {
      if (!(err instanceof DataDirInUseError) || slot + 1 >= MAX_EMBEDDED_SLOTS) throw err;
    }
  }
}

function adminPool(connectionString: string): pg.Pool {
  // allowExitOnIdle: an idle admin connection must not keep mocha from exiting.
  const pool = new pg.Pool({ connectionString, max: 4, allowExitOnIdle: true });
  pool.on('error', () => {}); // idle client lost (server stopped): the next query reports it
  return pool;
}

function getTemplate(cluster: Cluster): Promise<string> {
  if (!cluster.template) {
    cluster.template = ensureTemplate(cluster);
    cluster.template.catch(() => {
      cluster.template = undefined;
    });
  }
  return cluster.template;
}

async function ensureTemplate(cluster: Cluster): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await migrationsHash()}`;
  const client = await cluster.admin.connect();
  try {
    // Parallel processes sharing a server: one builds, the others wait and then reuse it.
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;

    const { rows: old } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      likePrefix(TEMPLATE_PREFIX),
    ]);
    for (const { datname } of old) {
      await client.query(`alter database ${ident(datname)} is_template false`);
      await client.query(`drop database ${ident(datname)} with (force)`);
    }
    // Built under another name and renamed when complete, so a run killed mid-migration never
    // leaves a half-migrated template behind under the real name.
    const building = `${name}_building`;
    await client.query(`create database ${ident(building)} template template0`);
    await migrateLatest(withDatabase(cluster.adminConnectionString, building));
    await renameWhenIdle(client, building, name);
    // Nobody may connect to a template: CREATE DATABASE ... TEMPLATE fails while anyone is.
    await client.query(`alter database ${ident(name)} with is_template true allow_connections false`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

// The migrator's connections have closed on our side, but their backends may take a moment to
// exit; until they do, renaming fails with "database is being accessed by other users".
async function renameWhenIdle(client: pg.PoolClient, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`alter database ${ident(from)} rename to ${ident(to)}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// Everything that decides the template's contents: our migration files, the code that applies
// them, and graphile-worker's version (its schema is in the template too).
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const dir = migrationConfig.directory as string;
  for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.ts')).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(dir, file)))
      .update('\0');
  }
  hash.update(await fs.readFile(path.join(REPO_ROOT, 'server/db/migrate.ts')));
  hash.update(await fs.readFile(path.join(REPO_ROOT, 'node_modules/graphile-worker/package.json')).catch(() => ''));
  return hash.digest('hex').slice(0, 16);
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\_%]/g, '\\$&')}%`;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
