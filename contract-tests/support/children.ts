/**
 * The child processes this process started and that still run, so that a run stopped by a signal can
 * stop them too: a child outlives a parent killed by SIGTERM (the bench's service processes and anchors
 * were left running by a timed-out `npm run bench`). The service processes (processes.ts) and the
 * bench's anchors record themselves here; bench/run.ts stops them on SIGINT and SIGTERM.
 */
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();
let stopped = false;

/** Records `child` until it exits; once stopChildren() has run, a child started after it is stopped at once. */
export function recordChild(child: ChildProcess): void {
  // No pid: the spawn failed, and such a child never emits 'exit'.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  live.add(child);
  child.once('exit', () => live.delete(child));
  if (stopped) child.kill('SIGTERM');
}

/** SIGTERM to every recorded child, SIGKILL to those still running after `graceMs`; resolves once all have exited. */
export async function stopChildren(graceMs: number): Promise<void> {
  stopped = true;
  const running = [...live];
  const exited = Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  for (const child of running) child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
  if ((await Promise.race([exited, grace])) === 'late') for (const child of live) child.kill('SIGKILL');
  clearTimeout(timer);
  await exited;
}
