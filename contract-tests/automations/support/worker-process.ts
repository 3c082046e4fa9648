/**
 * A worker-only service process (`node --import tsx server/worker-main.ts`, as `npm run worker` starts
 * it) over a test's database: its own job runner, outbox dispatcher and outbound clients, and an
 * environment fixed at process start (NODE_EXTRA_CA_CERTS works only that way).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY = /"msg":"worker running"/;
const MAX_OUTPUT = 200_000;

export interface WorkerProcess {
  pid: number;
  /** What the process wrote (the last 200 kB), for failure messages. */
  output(): string;
  /** Exit code or signal once it has exited, else undefined. */
  exited(): string | undefined;
  /** SIGTERM (graceful: the worker finishes its jobs), SIGKILL after 10 s; removes its data dir. */
  stop(): Promise<void>;
}

export interface WorkerProcessOptions {
  databaseUrl: string;
  /** More environment (SLACK_API_URL, NODE_EXTRA_CA_CERTS, ...). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/**
 * Starts a worker with node itself (never npx, whose wrapper would outlive a kill) and waits for its
 * `worker running` log line. Logs at `info` so that line can be seen; the output is kept, not shown.
 */
export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-worker-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATABASE_URL: options.databaseUrl,
      RUN_WORKER: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SECRET_KEY: 'worker-test-secret-key-0123456789abcdef0123456789',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS: '100ms,200ms,300ms,400ms,500ms',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: string) => {
    output += chunk;
    if (output.length > MAX_OUTPUT) output = output.slice(-MAX_OUTPUT);
  };
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', append);
  let exitState: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitState = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );

  const stop = async () => {
    if (exitState === undefined) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 10_000);
      });
      if ((await Promise.race([exited, grace])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timeoutMs = options.startTimeoutMs ?? 30_000;
      const timer = setTimeout(() => reject(new Error(`worker process did not start within ${timeoutMs} ms; output:\n${output}`)), timeoutMs);
      child.stdout!.on('data', (chunk: string) => {
        append(chunk);
        if (READY.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`worker process exited before it was ready (code ${code}, signal ${signal}); output:\n${output}`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return { pid: child.pid!, output: () => output, exited: () => exitState, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
