/**
 * One bash session that blocks of a document are typed into, in order, as a reader does in one
 * terminal: variables set by one block are there for the next, and jobs started with `&` stay
 * jobs of the session, each in a process group of its own as in a terminal (job control on), so
 * `kill %1` stops a job's children too (npx's command, not only npx), until the session is closed.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';

export interface BlockResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ShellSession {
  run(block: string, timeoutMs?: number): Promise<BlockResult>;
  close(): Promise<void>;
}

export function startShellSession(cwd: string, env: NodeJS.ProcessEnv): ShellSession {
  const shell: ChildProcessWithoutNullStreams = spawn('bash', ['--noprofile', '--norc'], { cwd, env, detached: true });
  let stdout = '';
  let stderr = '';
  shell.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  shell.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let exited = false;
  shell.on('exit', () => (exited = true));
  shell.stdin.write('set -m\n');

  return {
    async run(block, timeoutMs = 60_000) {
      if (exited) throw new Error(`the shell session has ended; its error output:\n${stderr}`);
      // A marker the block cannot print by chance, with the block's exit status; stderr gets one
      // too, so what the block wrote there is cut off at the same point.
      const marker = `__block_end_${randomUUID()}__`;
      stdout = '';
      stderr = '';
      shell.stdin.write(`${block}\necho "${marker} $?"; echo "${marker}" >&2\n`);
      const deadline = Date.now() + timeoutMs;
      const pattern = new RegExp(`${marker} (\\d+)\\n`);
      for (;;) {
        const done = pattern.exec(stdout);
        if (done && stderr.includes(marker)) {
          return { code: Number(done[1]), stdout: stdout.slice(0, done.index), stderr: stderr.slice(0, stderr.indexOf(marker)) };
        }
        if (exited) throw new Error(`the shell ended while running:\n${block}\nits error output:\n${stderr}`);
        if (Date.now() > deadline)
          throw new Error(`the block did not finish within ${timeoutMs} ms:\n${block}\nits output so far:\n${stdout}${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      if (exited) return;
      // Each job is a process group of its own: stop every one the blocks left running, then the shell.
      shell.stdin.write('for job in $(jobs -p); do kill -TERM -- -$job 2>/dev/null; done; exit\n');
      await new Promise((resolve) => {
        const waited = setTimeout(resolve, 5_000);
        shell.on('exit', () => {
          clearTimeout(waited);
          resolve(undefined);
        });
      });
      try {
        process.kill(-shell.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => {
        const force = setTimeout(() => {
          try {
            process.kill(-shell.pid!, 'SIGKILL');
          } catch {
            // Gone.
          }
        }, 5_000);
        shell.on('exit', () => {
          clearTimeout(force);
          resolve(undefined);
        });
        if (exited) resolve(undefined);
      });
    },
  };
}
