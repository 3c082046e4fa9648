/**
 * The SDK's `listen` command as a child process, run from source as a user's `npx` would run the
 * built one (node itself, never npx, whose wrapper would outlive a signal): its output by lines, a
 * bounded wait for a line, and its end after a signal or on its own.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../support/wait.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ENTRY = 'sdk/src/cli/main.ts';

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface ListenProcess {
  stdout(): string;
  stderr(): string;
  /** Lines printed so far on stdout. */
  lines(): string[];
  /** Waits (bounded) for a stdout line matching `pattern`; returns its match. */
  waitForLine(pattern: RegExp, what?: string, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Sends the signal and waits (bounded) for the exit; SIGKILL if it does not come. */
  stop(signal?: NodeJS.Signals): Promise<Ended>;
  /** Waits (bounded) for an exit it makes on its own. */
  ended(timeoutMs?: number): Promise<Ended>;
}

/** Starts `listen` with these arguments; `env` is its whole environment besides PATH and HOME. */
export function startListen(args: string[], env: Record<string, string>): ListenProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, 'listen', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<Ended>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
  let exited = false;
  void exit.then(() => (exited = true));
  const describe = () => `\n--- listen stdout:\n${stdout}\n--- listen stderr:\n${stderr}`;

  const ended = async (timeoutMs = 15_000) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const outcome = await Promise.race([exit, late]);
    clearTimeout(timer);
    if (outcome !== 'late') return outcome;
    child.kill('SIGKILL');
    await exit;
    throw new Error(`listen did not exit within ${timeoutMs} ms${describe()}`);
  };
  return {
    stdout: () => stdout,
    stderr: () => stderr,
    lines: () => stdout.split('\n').filter((line) => line !== ''),
    waitForLine: (pattern, what = String(pattern), timeoutMs = 15_000) =>
      waitFor(
        () => {
          if (exited) throw new Error(`listen exited while waiting for ${what}${describe()}`);
          for (const line of stdout.split('\n')) {
            const match = pattern.exec(line);
            if (match) return match;
          }
          return undefined;
        },
        { timeoutMs, what: () => `${what}${describe()}` },
      ),
    async stop(signal = 'SIGINT') {
      if (!exited) child.kill(signal);
      return ended();
    },
    ended,
  };
}
