/**
 * A worker-only service process (`node --import tsx server/worker-main.ts`, what `npm run worker`
 * starts), started with node itself (never npx, whose wrapper would survive a kill), so a test can
 * SIGKILL it mid-delivery and start another.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface WorkerProcess {
  pid: number;
  /** What it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown code runs, in-flight jobs stay locked. Resolves when it has exited. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 10 s; removes its data dir. Safe to call after kill(). */
  stop(): Promise<void>;
}

export interface WorkerProcessOptions {
  databaseUrl: string;
  /** Must equal the API's SECRET_KEY, or the worker cannot open the webhook secrets. */
  secretKey: string;
  /** The test CA (NODE_EXTRA_CA_CERTS), read by the outbound pool when it is made. */
  caFile: string;
  /** More environment, e.g. WEBHOOK_ALLOW_PRIVATE_TARGETS or WEBHOOK_RETRY_DELAYS. */
  env?: Record<string, string>;
}

export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-worker-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SECRET_KEY: options.secretKey,
      NODE_EXTRA_CA_CERTS: options.caFile,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS: '100ms,200ms,300ms,400ms,500ms',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  if (child.pid === undefined) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw new Error(`could not start the worker process: ${output}`);
  }

  return {
    pid: child.pid,
    output: () => output,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (running()) {
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
        if ((await Promise.race([exited, grace])) === 'late') child.kill('SIGKILL');
        clearTimeout(timer);
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
