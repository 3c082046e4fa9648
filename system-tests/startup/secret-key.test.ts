/**
 * SECRET_KEY seals webhook secrets and call_webhook header values. With DATABASE_URL (a deployment of
 * several processes over one PostgreSQL) it must be given and strong: the service refuses to start
 * without it before touching the database, which is left without a table. That one key serves every
 * process: contract-tests/startup/secret-key.test.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { runToExit } from '../../contract-tests/support/processes.ts';

/** Runs `npm run serve`'s entry point with a data folder of its own; it is expected to refuse to start. */
async function startExpectingRefusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-secret-'));
  try {
    return await runToExit('server/main.ts', { DATA_DIR: dataDir, PORT: '0', RUN_WORKER: 'false', ...env });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function tablesOf(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (
      await client.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`)
    ).rows.map((r) => r.table_name);
  } finally {
    await client.end();
  }
}

describe('SECRET_KEY: required with DATABASE_URL, and strong', () => {
  describe('refusals before anything starts', () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase('secret_key', { migrated: false });
    });
    after(async () => {
      await database?.drop();
    });

    it('without SECRET_KEY, exits 1 with a message naming SECRET_KEY and how to make one, and leaves the database untouched', async () => {
      const { code, output } = await startExpectingRefusal({ DATABASE_URL: database.connectionString });
      expect(code).to.equal(1);
      expect(output).to.contain('Configuration error: SECRET_KEY is required when DATABASE_URL is set');
      expect(output).to.contain('openssl rand -base64 32');
      expect(await tablesOf(database.connectionString)).to.deep.equal([]);
    });

    for (const [label, key] of [
      ['too short', 'short-key-123'],
      ['long but from two characters', 'ab'.repeat(40)],
      ['31 random bytes in hex', randomBytes(31).toString('hex')],
    ] as const) {
      it(`refuses a key that is ${label}, without echoing it, and leaves the database untouched`, async () => {
        const { code, output } = await startExpectingRefusal({ DATABASE_URL: database.connectionString, SECRET_KEY: key });
        expect(code).to.equal(1);
        expect(output).to.contain('SECRET_KEY is too weak');
        expect(output).not.to.contain(key);
        expect(await tablesOf(database.connectionString)).to.deep.equal([]);
      });
    }
  });
});
