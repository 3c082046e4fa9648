import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import type { Knex } from 'knex';
import pg from 'pg';
import { createTestDatabase } from '../../contract-tests/support/postgres.ts';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded.ts';
import type { EmbeddedPostgres } from './embedded.ts';
import { createKnex } from './knex.ts';
import { migrateLatest, migrationConfig, rollbackAll } from './migrate.ts';
import { one } from './one.ts';

const EMBEDDED_MODULE = pathToFileURL(path.resolve(import.meta.dirname, 'embedded.ts')).href;

async function queryOne<T extends pg.QueryResultRow>(connectionString: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<T>(sql);
    return rows[0] as T;
  } finally {
    await client.end();
  }
}

async function storedPort(dataDir: string): Promise<number> {
  return (JSON.parse(await fs.readFile(path.join(dataDir, 'postgres.json'), 'utf8')) as { port: number }).port;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL server', function () {
  let dataDir: string;
  const running = new Set<EmbeddedPostgres>();

  async function start(opts: Partial<Parameters<typeof startEmbeddedPostgres>[0]> = {}): Promise<EmbeddedPostgres> {
    const server = await startEmbeddedPostgres({ dataDir, ...opts });
    running.add(server);
    return server;
  }

  async function stop(server: EmbeddedPostgres): Promise<void> {
    await server.stop();
    running.delete(server);
  }

  before(async function () {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-embedded-pg-'));
  });

  after(async function () {
    for (const server of running) await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts, answers select 1 in the application database, and keeps its port across a restart', async function () {
    const first = await start();
    expect(await queryOne(first.connectionString, 'select 1 as one, current_database() as db')).to.deep.equal({ one: 1, db: 'wsa' });
    expect(new URL(first.connectionString).hostname).to.equal('127.0.0.1');
    expect(await storedPort(dataDir)).to.equal(first.port);
    await stop(first);

    const second = await start();
    expect(second.port).to.equal(first.port);
    expect(await queryOne(second.connectionString, 'select 1 as one')).to.deep.equal({ one: 1 });
    await stop(second);
  });

  it('picks and records a new port, and warns, when the stored port is occupied', async function () {
    const occupied = await storedPort(dataDir);
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(occupied, '127.0.0.1', resolve));
    const warnings: string[] = [];
    try {
      const server = await start({ logger: { info() {}, warn: (_o, msg) => warnings.push(msg ?? '') } });
      expect(server.port).to.not.equal(occupied);
      expect(await storedPort(dataDir)).to.equal(server.port);
      expect(warnings.join('\n')).to.match(/port is taken/);
      expect(await queryOne(server.connectionString, 'select 1 as one')).to.deep.equal({ one: 1 });
      await stop(server);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('refuses to start twice on one data dir, with an error that says the data dir is in use', async function () {
    const server = await start();
    try {
      const error = await startEmbeddedPostgres({ dataDir }).then(
        () => expect.fail('a second start on the same data dir succeeded'),
        (err: unknown) => err,
      );
      expect(error).to.be.instanceOf(DataDirInUseError);
      expect((error as Error).message).to.match(/in use by another running instance/);
    } finally {
      await stop(server);
    }
  });

  it('starts again after the process running it was killed, stopping the PostgreSQL it left behind', async function () {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
        const { startEmbeddedPostgres } = await import(${JSON.stringify(EMBEDDED_MODULE)});
        await startEmbeddedPostgres({ dataDir: process.env.DATA_DIR });
        process.stdout.write('ready\\n');
        setInterval(() => {}, 1000);`,
      ],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`child exited (${code}) before the server was ready`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const orphan = Number.parseInt(await fs.readFile(pidFile, 'utf8'), 10);
    expect(isAlive(orphan), 'PostgreSQL outlives the killed process').to.equal(true);

    const server = await start();
    expect(isAlive(orphan)).to.equal(false);
    expect(await queryOne(server.connectionString, 'select 1 as one')).to.deep.equal({ one: 1 });
    await stop(server);
  });

  it('warns when PostgreSQL dies on its own, still stops cleanly, and starts again after', async function () {
    const warnings: string[] = [];
    const server = await start({ logger: { info() {}, warn: (_o, msg) => warnings.push(msg ?? '') }, exitWarningDelayMs: 200 });
    const pid = Number.parseInt(await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 'SIGQUIT'); // immediate shutdown, as in a crash: recovery runs on next start
    while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    // Said once the delay has passed without this process stopping it (Ctrl-C stops both at once:
    // signals.test.ts shows that says nothing).
    await new Promise((resolve) => setTimeout(resolve, 400));
    await stop(server);
    expect(warnings.join('\n')).to.match(/exited unexpectedly/);

    const again = await start();
    expect(await queryOne(again.connectionString, 'select 1 as one')).to.deep.equal({ one: 1 });
    await stop(again);
  });

  it('starts despite a stale postmaster.pid whose process is gone', async function () {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await fs.writeFile(path.join(dataDir, 'postgres', 'postmaster.pid'), `${gone.pid}\n${path.join(dataDir, 'postgres')}\n`);
    const server = await start();
    expect(await queryOne(server.connectionString, 'select 1 as one')).to.deep.equal({ one: 1 });
    await stop(server);
  });
});

describe('test databases', function () {
  const knexes: Knex[] = [];
  function connect(connectionString: string): Knex {
    const db = createKnex(connectionString);
    knexes.push(db);
    return db;
  }

  // The shared test cluster is stopped by the root hook (contract-tests/support/hooks.ts) after
  // all files; stopping it here would only make the next file start it again.
  after(async function () {
    for (const db of knexes) await db.destroy();
  });

  it('are independent, migrated clones: knex migrations applied and graphile-worker installed', async function () {
    const [a, b] = [await createTestDatabase('clone a'), await createTestDatabase('clone b')];
    expect(a.name).to.not.equal(b.name);
    const [dbA, dbB] = [connect(a.connectionString), connect(b.connectionString)];

    for (const db of [dbA, dbB]) {
      const names = (await db('knex_migrations').pluck('name')) as string[];
      expect(names).to.include('20261122000000_worker_schema.ts');
      const extensions = (await db('pg_extension').pluck('extname')) as string[];
      expect(extensions).to.include.members(['citext', 'pgcrypto']);
      const { rows } = await db.raw<{ rows: Array<{ n: unknown }> }>(
        `select count(*) as n from pg_namespace where nspname = 'graphile_worker'`,
      );
      expect(one(rows).n, 'count(*) arrives as a JS number').to.equal(1);
    }

    await dbA.raw(`select graphile_worker.add_job('noop', '{}'::json)`);
    await dbA.schema.createTable('only_in_a', (t) => t.increments('id'));
    const jobs = async (db: Knex) =>
      one((await db.raw<{ rows: Array<{ n: number }> }>('select count(*) as n from graphile_worker.jobs')).rows).n;
    expect(await jobs(dbA)).to.equal(1);
    expect(await jobs(dbB)).to.equal(0);
    expect(await dbB.schema.hasTable('only_in_a')).to.equal(false);
    const { rows } = await dbB.raw<{ rows: Array<{ at: unknown }> }>('select now() as at');
    expect(one(rows).at).to.be.instanceOf(Date);
  });

  it('disappear on drop()', async function () {
    const scratch = await createTestDatabase('dropped');
    const db = connect(scratch.connectionString);
    await db.raw('select 1'); // an open connection must not stop the drop
    await scratch.drop();
    const admin = connect(new URL('/postgres', scratch.connectionString).toString());
    expect(await admin('pg_database').where({ datname: scratch.name }).first()).to.equal(undefined);
  });

  it('can be migrated by two processes at once: both succeed and each migration runs once', async function () {
    const empty = await createTestDatabase('concurrent migrate', { migrated: false });
    await Promise.all([migrateLatest(empty.connectionString), migrateLatest(empty.connectionString)]);
    const db = connect(empty.connectionString);
    const files = (await fs.readdir(migrationConfig.directory as string)).filter((f) => f.endsWith('.ts'));
    const names = (await db('knex_migrations').pluck('name')) as string[];
    expect(names.sort()).to.deep.equal(files.sort());
    const { rows } = await db.raw<{ rows: Array<{ installed: unknown }> }>(
      `select to_regproc('graphile_worker.add_job') is not null as installed`,
    );
    expect(one(rows).installed).to.equal(true);
    await empty.drop();
  });

  it("migrate after a migrator was killed holding knex's lock row (it is freed under the advisory lock)", async function () {
    const scratch = await createTestDatabase('killed migrator');
    const db = connect(scratch.connectionString);
    await db.migrate.down(migrationConfig);
    await db('knex_migrations_lock').update({ is_locked: 1 });
    await migrateLatest(scratch.connectionString);
    const files = (await fs.readdir(migrationConfig.directory as string)).filter((f) => f.endsWith('.ts'));
    expect(await db('knex_migrations').count({ n: '*' })).to.deep.equal([{ n: files.length }]);
    expect(await db('knex_migrations_lock').pluck('is_locked')).to.deep.equal([0]);
    await scratch.drop();
  });

  it('are returned to empty by rollbackAll, and migrate again after it', async function () {
    const scratch = await createTestDatabase('rollback');
    await rollbackAll(scratch.connectionString);
    const db = connect(scratch.connectionString);
    expect(await db('knex_migrations').count({ n: '*' })).to.deep.equal([{ n: 0 }]);
    const { rows } = await db.raw<{ rows: Array<{ n: unknown }> }>(
      `select count(*) as n from pg_namespace where nspname = 'graphile_worker'`,
    );
    expect(one(rows).n).to.equal(0);
    expect((await db('pg_extension').pluck('extname')) as string[]).to.not.include('citext');
    await migrateLatest(scratch.connectionString);
    const files = (await fs.readdir(migrationConfig.directory as string)).filter((f) => f.endsWith('.ts'));
    expect(await db('knex_migrations').count({ n: '*' })).to.deep.equal([{ n: files.length }]);
    await scratch.drop();
  });
});
