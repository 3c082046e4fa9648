/**
 * The real service as a separate OS process (`node --import tsx server/main.ts`, exactly as
 * `npm run serve` starts it), for tests of what must hold across server processes sharing one
 * database: its own auth cache, its own LISTEN connection, no shared memory with the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LISTENING = /Workspace Automation Service listening on (http:\/\/\S+)/;

export interface ServiceProcess {
  /** Origin of the API, e.g. `http://127.0.0.1:41234`. */
  url: string;
  pid: number;
  /** Everything the process wrote so far (for failure messages). */
  output(): string;
  /** Stops it (SIGTERM, then SIGKILL after a grace period) and removes its data dir. */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  /** The database it serves (a test server's `connectionString`). */
  databaseUrl: string;
  /** More environment (overrides the defaults below). */
  env?: Record<string, string>;
  /** How long to wait for the listening line (default 30 s). */
  startTimeoutMs?: number;
}

/**
 * Starts `server/main.ts` with node itself (never npx) on port 0, without a worker, and waits for
 * its `listening on` line. The process gets a fresh temporary DATA_DIR.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SECRET_KEY: 'process-test-secret-key-0123456789abcdef0123456789',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (output += chunk));

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    await kill(child, exited);
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timeoutMs = options.startTimeoutMs ?? 30_000;
      const timer = setTimeout(() => reject(new Error(`service process did not start within ${timeoutMs} ms; output:\n${output}`)), timeoutMs);
      child.stdout!.on('data', (chunk: string) => {
        output += chunk;
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`service process exited before listening (code ${code}, signal ${signal}); output:\n${output}`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return { url, pid: child.pid!, output: () => output, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function kill(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const grace = new Promise<'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), 10_000);
    void exited.then(() => clearTimeout(timer));
  });
  if ((await Promise.race([exited, grace])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}
