/**
 * The real service as separate OS processes over a test's database, for what must hold across
 * processes: `server/main.ts` (the API, as `npm run serve` starts it) and `server/worker-main.ts`
 * (as `npm run worker` does). Each is started with node itself, never npx, whose wrapper would
 * outlive a kill, with the node flags its npm script gives, and gets its own DATA_DIR and an
 * environment fixed at process start (NODE_EXTRA_CA_CERTS works only that way).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordChild } from './children.ts';
import { directAddressOf } from './postgres.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_OUTPUT = 200_000;

/** package.json's scripts, read once per test process. */
let scripts: Record<string, string> | undefined;

/**
 * The node flags package.json's script `name` starts its process with (`node --optimize-for-size
 * --import tsx …` gives `['--optimize-for-size']`), so a test or bench runs the process as an
 * operator's `npm run <name>` does.
 */
export function npmScriptNodeFlags(name: 'serve' | 'worker'): string[] {
  scripts ??= (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*?) --import tsx /.exec(scripts[name] ?? '');
  if (!flags) throw new Error(`package.json's script "${name}" does not start node --import tsx`);
  return flags[1]!.split(' ').filter(Boolean);
}

export interface ChildService {
  pid: number;
  /** What the process wrote (the last 200 kB), for failure messages. */
  output(): string;
  /** `code N` or `signal S` once it has exited, else undefined. */
  exited(): string | undefined;
  /** SIGKILL: no shutdown code runs, in-flight jobs stay locked. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 10 s; removes its data dir unless one was given. Safe after kill(). */
  stop(): Promise<void>;
}

export interface ServiceProcess extends ChildService {
  /** Origin of the API, e.g. `http://127.0.0.1:41234`. */
  url: string;
}

export interface ProcessOptions {
  /** The database it serves (a test server's `connectionString`); without it, the embedded one in the data dir. */
  databaseUrl?: string;
  /** A data dir to use and keep (e.g. across a restart); default a fresh one, removed on stop. */
  dataDir?: string;
  /** SECRET_KEY: must equal the API's for a worker to open webhook secrets. */
  secretKey?: string;
  /** NODE_EXTRA_CA_CERTS: a test CA for outbound TLS. */
  caFile?: string;
  /** More environment (overrides the defaults). */
  env?: Record<string, string>;
  /** How long to wait for the ready line (default 30 s). */
  startTimeoutMs?: number;
}

/** The shared part: spawn, keep output, wait for `ready` in stdout, stop gracefully or kill. */
async function startChild(
  script: string,
  npmScript: 'serve' | 'worker',
  defaults: Record<string, string>,
  ready: RegExp,
  options: ProcessOptions,
): Promise<ChildService & { ready: RegExpExecArray }> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-process-')));
  // WSA_CHILD_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: profiles the services a bench starts.
  const nodeArgs = process.env.WSA_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...npmScriptNodeFlags(npmScript), ...nodeArgs, '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      ...(options.databaseUrl ? databaseEnv(options.databaseUrl) : {}),
      DATA_DIR: dataDir,
      SECRET_KEY: options.secretKey ?? 'process-test-secret-key-0123456789abcdef0123456789',
      ...(options.caFile ? { NODE_EXTRA_CA_CERTS: options.caFile } : {}),
      ...defaults,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  recordChild(child);
  let output = '';
  const append = (chunk: string) => {
    output += chunk;
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
  };
  child.stdout.setEncoding('utf8').on('data', append);
  child.stderr.setEncoding('utf8').on('data', append);
  let exitState: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitState = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const kill = async () => {
    if (exitState === undefined) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (exitState === undefined) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
      if ((await Promise.race([exited, grace])) === 'late') child.kill('SIGKILL');
      clearTimeout(timer);
      await exited;
    }
    if (!options.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timeoutMs = options.startTimeoutMs ?? 30_000;
      const timer = setTimeout(() => reject(new Error(`${script} did not start within ${timeoutMs} ms; output:\n${output}`)), timeoutMs);
      const check = () => {
        const found = ready.exec(output);
        if (found) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          resolve(found);
        }
      };
      child.stdout.on('data', check);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited before it was ready (code ${code}, signal ${signal}); output:\n${output}`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return { pid: child.pid!, output: () => output, exited: () => exitState, kill, stop, ready: match };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The API alone (no worker) on port 0; resolves with its URL once it listens. */
export async function startServiceProcess(options: ProcessOptions): Promise<ServiceProcess> {
  const { ready, ...child } = await startChild(
    'server/main.ts',
    'serve',
    { HOST: '127.0.0.1', PORT: '0', RUN_WORKER: 'false', LOG_LEVEL: 'warn' },
    /Workspace Automation Service listening on (http:\/\/\S+)/,
    options,
  );
  return { ...child, url: ready[1]! };
}

/** A worker alone (jobs, outbox dispatcher, heartbeats); resolves once it logs that it runs. */
export async function startWorkerProcess(options: ProcessOptions): Promise<ChildService> {
  const { ready: _ready, ...child } = await startChild(
    'server/worker-main.ts',
    'worker',
    { RUN_WORKER: 'true', LOG_LEVEL: 'info', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_DELAYS: '100ms,200ms,300ms,400ms,500ms' },
    /"msg":"worker running"/,
    options,
  );
  return child;
}

/**
 * Runs one of the service's entry points that is expected to refuse to start, and waits (bounded)
 * for it to exit: its exit code (null when it had to be killed) and everything it wrote. `env` is
 * the whole environment besides PATH and HOME, so a variable left out is really unset.
 */
export async function runToExit(
  script: string,
  env: Record<string, string>,
  timeoutMs = 20_000,
  args: string[] = [],
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output, ms: Date.now() - started };
}

/** DATABASE_URL, and DATABASE_DIRECT_URL when the run puts a pooler in front of the test server. */
function databaseEnv(databaseUrl: string): Record<string, string> {
  const direct = directAddressOf(databaseUrl);
  return direct === databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: databaseUrl, DATABASE_DIRECT_URL: direct };
}
