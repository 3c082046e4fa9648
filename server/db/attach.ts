import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded.ts';

/** Where a process connects: DATABASE_URL for statements, DATABASE_DIRECT_URL (else the same) for sessions. */
export interface DatabaseAddresses {
  /** Requests' and jobs' statements: DATABASE_URL, perhaps a transaction pooler. */
  connectionString: string;
  /** What needs a session of its own: LISTEN, graphile-worker, migrations and their lock. */
  directConnectionString: string;
  /** A pooler is in between (DATABASE_DIRECT_URL is set): statements through it go unnamed. */
  throughPooler: boolean;
}

export interface OpenedDatabase extends DatabaseAddresses {
  close(): Promise<void>;
}

/** The addresses DATABASE_URL and DATABASE_DIRECT_URL give; `undefined` without DATABASE_URL (embedded). */
export function configuredAddresses(config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>): DatabaseAddresses | undefined {
  if (!config.databaseUrl) return undefined;
  return {
    connectionString: config.databaseUrl,
    directConnectionString: config.databaseDirectUrl ?? config.databaseUrl,
    throughPooler: Boolean(config.databaseDirectUrl),
  };
}

/** The embedded cluster's one address serves both. */
export function directAddresses(connectionString: string): DatabaseAddresses {
  return { connectionString, directConnectionString: connectionString, throughPooler: false };
}

/**
 * The database for a short-lived tool (the operator CLI): DATABASE_URL, else the embedded cluster in
 * DATA_DIR — started for the duration, or, while `npm start` already runs it, reached at its port.
 */
export async function openDatabaseForTool(config: Config): Promise<OpenedDatabase> {
  const configured = configuredAddresses(config);
  if (configured) return { ...configured, close: async () => {} };
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    return { ...directAddresses(embedded.connectionString), close: () => embedded.stop() };
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const state = JSON.parse(await fs.readFile(path.join(config.dataDir, 'postgres.json'), 'utf8')) as { port: number; password: string };
    return {
      ...directAddresses(`postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${state.port}/wsa`),
      close: async () => {},
    };
  }
}
