/**
 * The service behind PgBouncer in transaction pooling (docs/operating.md#deploying), as managed
 * deployments run it. Only in a run with a pooler (`.ci/pooled-postgres`: DATABASE_URL through
 * PgBouncer, DATABASE_DIRECT_URL to the server); elsewhere it says it is skipped and why.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { runToExit } from '../../contract-tests/support/processes.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { MIGRATION_LOCK_KEY } from '../../server/db/migrate.ts';

const pooled = Boolean(process.env.DATABASE_URL && process.env.DATABASE_DIRECT_URL);

async function migrationLocks(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1
        and database = (select oid from pg_database where datname = current_database())`,
      [MIGRATION_LOCK_KEY],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** `count` calls, `width` at a time; the statuses in call order. */
async function inParallel(count: number, width: number, call: () => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        next++;
        statuses.push(await call());
      }
    }),
  );
  return statuses;
}

describe('behind PgBouncer in transaction pooling', function () {
  let server: TestServer;
  let dataDir: string;

  before(async function () {
    if (!pooled) {
      console.log('    (skipped: no pooler in this run; .ci/run runs these with .ci/pooled-postgres, PostgreSQL 15 behind PgBouncer)');
      this.skip();
    }
    server = await startTestServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-pooled-'));
  });
  after(async () => {
    await server?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers concurrent task writes and project reads with no error (statements through the pooler are unnamed)', async function () {
    this.timeout(60_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const writes = await inParallel(120, 20, async () => {
      const { response } = await owner.client.POST('/v1/projects/{project_id}/tasks', {
        params: { path: { project_id: project.id } },
        body: { name: 'Through the pooler' },
      });
      return response.status;
    });
    const reads = await inParallel(120, 20, async () => {
      const { response } = await owner.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
      return response.status;
    });
    expect(new Set(writes), 'task writes').to.deep.equal(new Set([201]));
    expect(new Set(reads), 'project reads').to.deep.equal(new Set([200]));
    expect((await fetch(`${server.directUrl}/readyz`)).status).to.equal(200);
  });

  it('refuses to start with only the pooled address, says to set DATABASE_DIRECT_URL, and leaves no migration lock behind', async function () {
    this.timeout(60_000);
    const env = {
      DATABASE_URL: server.connectionString,
      SECRET_KEY: TEST_SERVER_SECRET_KEY,
      PORT: '0',
      DATA_DIR: dataDir,
      RUN_WORKER: 'false',
    };
    const { code, output } = await runToExit('server/main.ts', env, 30_000);
    expect(code, output.slice(-2000)).to.equal(1);
    expect(output).to.contain('set DATABASE_DIRECT_URL to the server itself');
    expect(await migrationLocks(server.directConnectionString), 'migration lock still held').to.equal(0);
    // The operator CLI migrates too: it does not wait on a lock the refused start left.
    const cli = await runToExit('server/cli.ts', { ...env, DATABASE_DIRECT_URL: server.directConnectionString }, 30_000, ['mail', 'list']);
    expect(cli.code, cli.output.slice(-2000)).to.equal(0);
  });
});
