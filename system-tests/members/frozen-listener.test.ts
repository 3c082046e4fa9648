import { expect } from 'chai';
import pg from 'pg';
import { revokeKey } from '../../server/modules/keys/api-keys.service.ts';
import { createTestClient } from '../../contract-tests/support/client.ts';
import { createUser, keyFor } from '../../contract-tests/support/fixtures.ts';
import { startServiceProcess, type ServiceProcess } from '../../contract-tests/support/processes.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

/** The processes' LISTEN connections (the auth cache's channels among them) as PostgreSQL sees them. */
async function listenerPids(connectionString: string): Promise<number[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid from pg_stat_activity where application_name = 'wsa-listener' and datname = current_database()`,
    );
    return rows.map((r: { pid: number }) => r.pid);
  } finally {
    await client.end();
  }
}

/** Polls B (bounded) until it refuses the revoked key; it must within 15 s (cache entries live 15 s at most). */
async function expectRefusedWithinBound(onB: ReturnType<typeof createTestClient>, since: string): Promise<void> {
  const started = Date.now();
  let status = 200;
  while (status !== 401 && Date.now() - started < 30_000) {
    status = (await onB.GET('/v1/users/me')).response.status;
    if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ms = Date.now() - started;
  process.stdout.write(`      (refused by B ${ms} ms after ${since})\n`);
  expect(status, 'B still accepted the revoked key').to.equal(401);
  expect(ms).to.be.below(15_000);
}

// Process B's LISTEN connection is frozen (SIGSTOP on its PostgreSQL backend): the connection looks
// alive, nothing arrives on it, and every other query of B still works. A key revoked through A must
// still be refused by B within the bound (entries live at most 15 s; a dead listener is found by its
// own probe within about 6 s, or by A flagging B for missing the confirmation).
describe("revocation when a process's LISTEN connection dies silently", () => {
  let a: TestServer;
  let b: ServiceProcess;
  let frozen: number | undefined;
  let aListeners: number[] = [];
  let firstFrozen: number | undefined;

  before(async () => {
    a = await startTestServer();
    const before = await listenerPids(a.connectionString);
    aListeners = before;
    b = await startServiceProcess({ databaseUrl: a.connectionString });
    const after = await listenerPids(a.connectionString);
    const mine = after.filter((pid) => !before.includes(pid));
    expect(mine, "exactly one new listener: B's").to.have.length(1);
    frozen = mine[0];
    firstFrozen = frozen;
  });
  after(async () => {
    if (frozen) process.kill(frozen, 'SIGCONT');
    await b?.stop();
    await a?.close();
  });

  it('B refuses a key revoked through A within the bound, though its listener hears nothing', async function () {
    this.timeout(60_000);
    const user = await createUser(a);
    const manager = await keyFor(a, user, 'admin');
    const onB = createTestClient({ baseUrl: b.url, apiKey: user.key });
    for (let i = 0; i < 2; i++) expect((await onB.GET('/v1/users/me')).response.status).to.equal(200);

    process.kill(frozen!, 'SIGSTOP');
    const revoked = await manager.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: user.keyId } } });
    expect(revoked.response.status).to.equal(204);
    await expectRefusedWithinBound(onB, 'the revocation answered');

    // Thawed, B serves the user's other key as before.
    process.kill(frozen!, 'SIGCONT');
    frozen = undefined;
    expect((await createTestClient({ baseUrl: b.url, apiKey: manager.key }).GET('/v1/users/me')).response.status).to.equal(200);
  });

  it('with nobody waiting for confirmations (the CLI revokes), B finds its deaf listener by its own probe and refuses the key', async function () {
    this.timeout(60_000);
    const user = await createUser(a);
    const onB = createTestClient({ baseUrl: b.url, apiKey: user.key });
    // B's listener since it re-listened after the first test.
    const deadline = Date.now() + 15_000;
    while (!frozen && Date.now() < deadline) {
      frozen = (await listenerPids(a.connectionString)).find((pid) => !aListeners.includes(pid) && pid !== firstFrozen);
      if (!frozen) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(frozen, "B's new listener").to.be.a('number');
    // Give B a moment to finish re-listening (it caches only then), then warm its cache.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < 2; i++) expect((await onB.GET('/v1/users/me')).response.status).to.equal(200);
    process.kill(frozen!, 'SIGSTOP');
    await a.knex.transaction((trx) => revokeKey(trx, user.keyId));
    await expectRefusedWithinBound(onB, "the CLI's revocation committed");
    process.kill(frozen!, 'SIGCONT');
    frozen = undefined;
  });
});
