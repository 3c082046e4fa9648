import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/** SECRET_KEY, or in development one generated once into DATA_DIR (mode 0600) and reused. */
export async function resolveSecretKey(config: Config): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, 'secret-key');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  await fs.writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return (await fs.readFile(file, 'utf8')).trim();
}
