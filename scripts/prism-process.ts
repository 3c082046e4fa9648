/**
 * Prism as a child process on a free loopback port (`node …/prism-cli/dist/index.js`, never through
 * npx, whose wrapper survives a kill): `mock` or `proxy` with its arguments. Resolves once it answers
 * HTTP (bounded); a start that fails says why with Prism's last output. Used by `npm run mock` and
 * by the tests that put Prism in front of the contract or the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const prismCli = fileURLToPath(new URL('../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url));
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningPrism {
  /** e.g. `http://127.0.0.1:41234`. */
  url: string;
  stop(): Promise<void>;
}

/** `startPrism(['mock', document])` or `startPrism(['proxy', document, upstream])`, plus any flags after the mode. */
export async function startPrism(args: [mode: 'mock' | 'proxy', ...rest: string[]]): Promise<RunningPrism> {
  const [mode, ...rest] = args;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [prismCli, mode, '-h', '127.0.0.1', '-p', String(port), '--multiprocess=false', ...rest], {
    cwd: root,
    env: { ...process.env, SCARF_ANALYTICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(chunk.toString('utf8'));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = (): Promise<void> => stopChild(child);
  const deadline = Date.now() + START_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`Prism ${mode} exited before answering (code ${child.exitCode}). Output:\n${output.join('').slice(-4000)}`);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `Prism ${mode} did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s. Output:\n${output.join('').slice(-4000)}`,
        );
      }
      try {
        const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
        await response.arrayBuffer();
        return { url, stop };
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exit = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      await exit;
    } finally {
      clearTimeout(timer);
    }
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
}

/** A free TCP port on 127.0.0.1 (bound to port 0, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  if (address === null || typeof address === 'string') throw new Error('Could not get a free port.');
  return address.port;
}
