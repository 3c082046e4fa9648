import { readdirSync, readFileSync } from 'node:fs';

/** A process's descendants, from Linux's /proc: its threads' children, and theirs (none elsewhere, or once it has exited). */
export function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Not Linux, or the process has just exited.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}
