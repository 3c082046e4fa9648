/**
 * `sdk/dist` is one folder that two test files rebuild (the SDK package test packs it, the README's
 * first steps build it and run its `listen` from it), and `npm test` runs files in two processes at
 * once: whoever builds it, or runs from it, holds this lock, so neither sees it half-written.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockFile = fileURLToPath(new URL('../../.test-data/sdk-dist.lock', import.meta.url));
const WAIT_MS = 300_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for the lock (a holder that died is ignored), then returns its release. */
export async function lockSdkDist(): Promise<() => Promise<void>> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (holder > 0 && !alive(holder)) await rm(lockFile, { force: true });
    else if (Date.now() > deadline) throw new Error(`sdk/dist stayed locked by process ${holder} for ${WAIT_MS / 1000} s (${lockFile})`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
