import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded.ts';

export interface OpenedDatabase {
  connectionString: string;
  close(): Promise<void>;
}

/**
 * The database for a short-lived tool (the operator CLI): DATABASE_URL, else the embedded cluster in
 * DATA_DIR — started for the duration, or, while `npm start` already runs it, reached at its port.
 */
export async function openDatabaseForTool(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { connectionString: config.databaseUrl, close: async () => {} };
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    return { connectionString: embedded.connectionString, close: () => embedded.stop() };
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const state = JSON.parse(await fs.readFile(path.join(config.dataDir, 'postgres.json'), 'utf8')) as { port: number; password: string };
    return {
      connectionString: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/wsa`,
      close: async () => {},
    };
  }
}
