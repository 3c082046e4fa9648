/**
 * The first thing a new user does after `npm start` is press Ctrl-C: the terminal sends SIGINT to the
 * whole process group, the embedded PostgreSQL included. That, SIGTERM to node, and SIGTERM to
 * `npm start` (what `docker stop` sends to `CMD npm start`) each end the service with exit 0, one log
 * line, and the embedded cluster stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Started {
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the service in a process group of its own (as a terminal does) and waits until it listens. */
async function start(command: string, args: string[]): Promise<Started> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-signals-'));
  await fs.chmod(dataDir, 0o755);
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: path.join(dataDir, 'data'), PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes('listening on') && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited before listening:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!output.includes('listening on')) throw new Error(`did not start within 60 s:\n${output}`);
  return { child, dataDir, output: () => output, exit };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The postmaster's pid, from its own pid file. */
const postmasterOf = (s: Started) =>
  Number(readFileSync(path.join(s.dataDir, 'data', 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function expectCleanEnd(s: Started, postmaster: number, nodePid: number): Promise<void> {
  const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000).unref());
  const ended = await Promise.race([s.exit, timeout]);
  try {
    expect(ended, `still running after 30 s:\n${s.output()}`).to.not.equal('hung');
    const afterSignal = s.output().slice(s.output().indexOf('"shutting down"'));
    const lines = afterSignal.split('\n').filter((l) => l.trim() !== '');
    expect(lines, s.output().slice(-3000)).to.have.length(1);
    expect(alive(nodePid), 'node still running').to.equal(false);
    const deadline = Date.now() + 5_000;
    while (alive(postmaster) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(postmaster), 'the embedded PostgreSQL still running').to.equal(false);
  } finally {
    for (const pid of [nodePid, postmaster]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await fs.rm(s.dataDir, { recursive: true, force: true });
  }
}

describe('stopping the service: Ctrl-C, SIGTERM to node, SIGTERM to npm start', function () {
  this.timeout(120_000);

  it('Ctrl-C (SIGINT to the whole process group, PostgreSQL included) ends it with exit 0, one log line and no process left', async () => {
    const s = await start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const postmaster = postmasterOf(s);
    process.kill(-s.child.pid!, 'SIGINT');
    expect((await s.exit).code, s.output().slice(-3000)).to.equal(0);
    await expectCleanEnd(s, postmaster, s.child.pid!);
  });

  it('Ctrl-C after the worker has run jobs: still exit 0, one log line, no error line', async () => {
    const s = await start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const postmaster = postmasterOf(s);
    const url = /listening on (http:\/\/\S+)/.exec(s.output())![1]!;
    const key = /Demo admin API key \(shown only now\): (wsa_\S+)/.exec(s.output())![1]!;
    const workspace = /workspace (ws_\w+)/.exec(s.output())![1]!;
    // An invitation is a job (its mail), and its event another (the dispatcher's fan-out).
    const invited = await fetch(`${url}/v1/workspaces/${workspace}/invitations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-jobs@example.test', role: 'viewer' }),
    });
    expect(invited.status).to.equal(201);
    const deadline = Date.now() + 30_000;
    while (!s.output().includes('mail stored in the dev outbox') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(s.output(), 'the mail job ran').to.include('mail stored in the dev outbox');
    // The terminal's SIGINT reaches PostgreSQL first here: its backends end (57P01) before node hears of it.
    process.kill(postmaster, 'SIGINT');
    await new Promise((r) => setTimeout(r, 1_000));
    process.kill(-s.child.pid!, 'SIGINT');
    expect((await s.exit).code, s.output().slice(-3000)).to.equal(0);
    const since = s.output().slice(s.output().indexOf('mail stored in the dev outbox'));
    const logged = since
      .split('\n')
      .slice(1)
      .filter((l) => /"level":[3-6]0/.test(l));
    expect(
      logged.filter((l) => /"level":(50|60)/.test(l)),
      'error lines',
    ).to.deep.equal([]);
    expect(
      logged.map((l) => (JSON.parse(l) as { msg: string }).msg),
      // Whole, so a line that should not be there says what it was about.
      `the lines Ctrl-C printed:\n${logged.join('\n')}`,
    ).to.deep.equal(['shutting down']);
    await expectCleanEnd(s, postmaster, s.child.pid!);
  });

  it('SIGTERM to node ends it with exit 0, one log line and the cluster stopped', async () => {
    const s = await start(process.execPath, ['--import', 'tsx', 'server/main.ts']);
    const postmaster = postmasterOf(s);
    process.kill(s.child.pid!, 'SIGTERM');
    expect((await s.exit).code, s.output().slice(-3000)).to.equal(0);
    await expectCleanEnd(s, postmaster, s.child.pid!);
  });

  it('SIGTERM to `npm start` reaches node (the script execs it): node and the cluster end', async () => {
    const s = await start('npm', ['start', '--silent']);
    const postmaster = postmasterOf(s);
    const nodePid = Number(/"pid":(\d+)/.exec(s.output())![1]);
    expect(nodePid).to.not.equal(s.child.pid);
    process.kill(s.child.pid!, 'SIGTERM');
    await s.exit;
    const deadline = Date.now() + 30_000;
    while (alive(nodePid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await expectCleanEnd(s, postmaster, nodePid);
  });
});
