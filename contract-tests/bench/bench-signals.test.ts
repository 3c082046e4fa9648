// `npm run bench` stopped by a signal leaves nothing running. A time-out (execFile's, in bench-quick.test.ts)
// or CI sends SIGTERM to the bench alone (or to npm, which passes it on to its script's process), not to
// what it started, and the API, the anchor and the embedded PostgreSQL it had started ran on as orphans;
// so would they after SIGINT to the bench alone (Ctrl-C reaches the whole process group). Its processes
// are found under it in /proc (Linux, as the bench).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { waitFor } from '../support/wait.ts';
import { descendantsOf } from '../support/process-tree.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Seen {
  pid: number;
  /** Its start time (/proc/<pid>/stat field 22), so a pid used again by another process is not taken for it. */
  started: string;
  command: string;
}

/** The process as seen now, or undefined once it is gone (a zombie is gone: it runs nothing). */
function see(pid: number): Seen | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return undefined;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return { pid, started: fields[19]!, command };
  } catch {
    return undefined;
  }
}

const running = (seen: Seen[]) => seen.filter((p) => see(p.pid)?.started === p.started);

/** How the bench is started and stopped; `--only api`: our API and the anchor, the two kinds of process it starts, within seconds. */
const cases = [
  {
    title: "SIGTERM to the bench after closing its output (execFile's time-out, bench-quick.test.ts)",
    command: [process.execPath, '--import', 'tsx', 'bench/run.ts'],
    signal: 'SIGTERM',
    closeOutput: true,
  },
  {
    title: 'SIGINT to the bench alone',
    command: [process.execPath, '--import', 'tsx', 'bench/run.ts'],
    signal: 'SIGINT',
    closeOutput: false,
  },
  // npm passes the signal on to its script's shell: the script execs node, or the bench never hears it.
  { title: 'SIGTERM to `npm run bench` (CI)', command: ['npm', 'run', '--silent', 'bench', '--'], signal: 'SIGTERM', closeOutput: false },
] as const;

describe('npm run bench, stopped by a signal, stops the API, the anchor and the embedded PostgreSQL it started', () => {
  for (const { title, command, signal, closeOutput } of cases) {
    it(`${title}: nothing left running, exit ${128 + os.constants.signals[signal]}`, async function () {
      this.timeout(90_000);
      const { PATH, HOME } = process.env;
      const bench = spawn(command[0], [...command.slice(1), '--only', 'api', '--quick'], {
        cwd: root,
        env: { PATH, HOME },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      bench.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      bench.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        bench.once('exit', (code, signal) => resolve({ code, signal })),
      );
      let seen: Seen[] = [];
      try {
        // Collected before the signal: once the bench is gone, its orphans are no longer found under it.
        seen = await waitFor(
          () => {
            if (bench.exitCode !== null) throw new Error(`the bench ended before its processes were up:\n${output}`);
            const now = [bench.pid!, ...descendantsOf(bench.pid!)].flatMap((pid) => see(pid) ?? []);
            const up = (script: string) => now.some((p) => p.command.endsWith(script));
            return up('server/main.ts') && up('bench/anchors/koa-pg.ts') && now.some((p) => p.command.includes('/bin/postgres ')) && now;
          },
          { timeoutMs: 45_000, intervalMs: 100, what: () => `the bench's API, anchor and PostgreSQL; its output:\n${output}` },
        );
        if (closeOutput) for (const stream of [bench.stdout, bench.stderr]) stream.destroy();
        bench.kill(signal);
        const left = await waitFor(() => running(seen).length === 0, { timeoutMs: 20_000, intervalMs: 100 }).then(
          () => [],
          () => running(seen).map((p) => `${p.pid} ${p.command}`),
        );
        expect(left, `still running 20 s after ${signal}; the output:\n${output}`).to.deep.equal([]);
        expect(await exit, output).to.deep.equal({ code: 128 + os.constants.signals[signal], signal: null });
      } finally {
        // What a failure left is killed, so that a failing run leaves nothing running either.
        for (const p of running(seen)) process.kill(p.pid, 'SIGKILL');
        if (bench.exitCode === null) bench.kill('SIGKILL');
      }
    });
  }
});
