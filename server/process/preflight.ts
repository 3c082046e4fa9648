import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { ConfigError, type Config } from '../config.ts';

/**
 * What can be found wrong before anything starts, so a mistake costs a second and a clear message
 * rather than a database created and migrated first (or a loop on an unusable folder).
 */
export async function preflight(config: Config, options: { http: boolean }): Promise<void> {
  if (!config.databaseUrl) await assertUsableDataDir(config.dataDir);
  if (options.http && config.port !== 0) await assertPortFree(config.host, config.port, 'PORT', 'HOST');
  if (config.metrics.port) await assertPortFree(config.metrics.host, config.metrics.port, 'METRICS_PORT', 'METRICS_HOST');
}

/** The embedded database and generated secrets live in DATA_DIR: it must be a folder we can write. */
async function assertUsableDataDir(dataDir: string): Promise<void> {
  try {
    await makeFolder(dataDir);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    await fs.writeFile(probe, '');
    await fs.unlink(probe);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(`DATA_DIR: cannot use '${dataDir}' (${code}); give a folder this user can create and write, or set DATABASE_URL`);
  }
}

/**
 * Creates the folder and its missing parents, each once. Node's own `mkdir({ recursive: true })` retries
 * for ever where creating fails with ENOENT although the parent exists (under /proc, say).
 */
async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  let at = path.resolve(dir);
  while (
    !(await fs.stat(at).then(
      () => true,
      () => false,
    ))
  ) {
    missing.unshift(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing) await fs.mkdir(folder);
}

/** Binds the address for a moment: taken, forbidden or not ours is said now, not after the database started. */
async function assertPortFree(host: string, port: number, portName: string, hostName: string): Promise<void> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(
        `${portName}: ${port} on ${host} is already in use by another process; stop it or choose another ${portName} (0 picks a free one)`,
      );
    if (code === 'EACCES') throw new ConfigError(`${portName}: ${port} needs privileges this process lacks; use a port above 1023`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw new ConfigError(`${hostName}: '${host}' is not an address of this machine; use 127.0.0.1, 0.0.0.0 or one of its addresses`);
    throw new ConfigError(`${portName}/${hostName}: cannot listen on ${host}:${port} (${code ?? (err as Error).message})`);
  } finally {
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  }
}
