import { expect } from 'chai';
import pg from 'pg';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

interface Probe {
  status: number;
  message?: string;
}

async function readiness(server: TestServer): Promise<Probe> {
  const response = await fetch(`${server.directUrl}/readyz`);
  const body = (await response.json()) as { error?: { message: string } };
  return { status: response.status, message: body.error?.message };
}

/** Polls /readyz every 50 ms (bounded) until `until` holds for an answer; returns that answer. */
async function pollReadiness(server: TestServer, until: (probe: Probe) => boolean, withinMs: number): Promise<Probe | undefined> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const probe = await readiness(server);
    if (until(probe)) return probe;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

// The server's LISTEN connection is frozen (SIGSTOP on its backend): it looks alive and every pooled
// query still works, so only the listener's probe can tell. Readiness must say so until the
// listener is heard again (it drops the frozen connection and listens on a new one).
describe('readiness while the LISTEN connection is deaf', function () {
  let server: TestServer;
  let frozen: number | undefined;

  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    if (frozen) process.kill(frozen, 'SIGCONT');
    await server?.close();
  });

  it('answers 503, naming the notifications, until the listener hears its probe again; then 200', async function () {
    this.timeout(60_000);
    expect((await readiness(server)).status).to.equal(200);
    const admin = new pg.Client({ connectionString: server.directConnectionString });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = 'wsa-listener' and datname = current_database()`,
      );
      expect(rows, "the server's one listener").to.have.length(1);
      frozen = rows[0]!.pid;
    } finally {
      await admin.end();
    }
    process.kill(frozen, 'SIGSTOP');

    // Probes every 3 s, each given 2 s: deaf is known within about 6 s.
    const deaf = await pollReadiness(server, (probe) => probe.status !== 200, 20_000);
    expect(deaf, 'readiness stayed 200 with a deaf listener').to.not.equal(undefined);
    expect(deaf!.status).to.equal(503);
    expect(deaf!.message).to.match(/does not hear the database's notifications/);

    const back = await pollReadiness(server, (probe) => probe.status === 200, 20_000);
    expect(back, 'readiness did not come back once the listener listened again').to.not.equal(undefined);
    expect(server.deps.listener.hearing()).to.equal(true);
  });
});
