import { expect } from 'chai';
import pg from 'pg';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

describe('health probes', () => {
  describe('with the database up', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(async () => {
      await server?.close();
    });

    for (const path of ['/healthz', '/readyz']) {
      it(`GET ${path} answers 200 {status: ok} without a key, and ignores a bad one`, async () => {
        const anonymous = await rawRequest(server.url, { method: 'GET', path });
        expect(anonymous.status).to.equal(200);
        expect(anonymous.body).to.deep.equal({ status: 'ok' });
        const badKey = await rawRequest(server.url, { method: 'GET', path, headers: { Authorization: 'Bearer nonsense' } });
        expect(badKey.status).to.equal(200);
      });
    }

    it('are outside /v1: /v1/healthz is an unknown route', async () => {
      const response = await rawRequest<{ error: { code: string } }>(server.url, { method: 'GET', path: '/v1/healthz' });
      expect(response.status).to.equal(404);
      expect(response.body.error.code).to.equal('not_found');
    });
  });

  describe('with the database unreachable', () => {
    let server: TestServer;
    let admin: pg.Client;
    let database = '';

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /**
     * Runs `fn` with uncaught exceptions collected instead of handed to mocha (whose handler, for an
     * error thrown from a socket callback, ends the run with "done() called multiple times").
     * The test asserts on the collected errors itself.
     */
    async function collectingUncaught(fn: () => Promise<void>): Promise<Error[]> {
      const collected: Error[] = [];
      const previous = process.listeners('uncaughtException');
      process.removeAllListeners('uncaughtException');
      const collect = (err: Error) => collected.push(err);
      process.on('uncaughtException', collect);
      try {
        await fn();
        await sleep(500); // pg reports a lost connection as 'error', then 'end': let both arrive
      } finally {
        process.removeListener('uncaughtException', collect);
        for (const listener of previous) process.on('uncaughtException', listener);
      }
      return collected;
    }

    /** Ends the server's connections to its database matching `filter`, and waits (bounded) until they are gone. */
    async function terminateBackends(filter: string): Promise<void> {
      const where = `datname = $1 and pid <> pg_backend_pid() and ${filter}`;
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where ${where}`, [database]);
      for (const deadline = Date.now() + 5_000; Date.now() < deadline; await sleep(50)) {
        const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where ${where}`, [database]);
        if (rows[0]!.n === 0) return;
      }
      throw new Error('the terminated backends did not exit within 5 s');
    }

    /** Forbids new connections to the server's database and ends the open ones, or lets them in again. */
    async function setReachable(reachable: boolean): Promise<void> {
      await admin.query(`alter database "${database.replaceAll('"', '""')}" allow_connections ${reachable}`);
      if (!reachable) await terminateBackends('true');
    }

    before(async () => {
      // No worker: only the HTTP side's connections need to fail.
      server = await startTestServer({ RUN_WORKER: 'false' });
      const url = new URL(server.connectionString);
      database = decodeURIComponent(url.pathname.slice(1));
      url.pathname = '/postgres';
      admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
    });
    after(async () => {
      await setReachable(true).catch(() => {});
      await admin?.end();
      await server?.close();
    });

    it('the server survives losing its auth-cache LISTEN connection (no uncaught error) and still serves', async () => {
      const uncaught = await collectingUncaught(() => terminateBackends(`query ilike 'listen%'`));
      // Not ready until it listens again and hears its probe (docs/decisions.md#a-pooler-in-front); it does so by itself, within seconds.
      let status = 0;
      for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline; await sleep(50)) {
        status = (await rawRequest(server.url, { method: 'GET', path: '/readyz' })).status;
      }
      expect(status, 'ready again once the listener is back').to.equal(200);
      expect((await rawRequest(server.url, { method: 'GET', path: '/v1/users/me' })).status, 'still serves').to.equal(401);
      expect(
        uncaught.map((err) => err.message),
        'uncaught errors (each would end a real server process)',
      ).to.deep.equal([]);
    });

    it('GET /readyz answers 503 service_unavailable promptly while the liveness probe stays 200, and 200 again once it is back', async () => {
      expect((await rawRequest(server.url, { method: 'GET', path: '/readyz' })).status).to.equal(200);
      const uncaught = await collectingUncaught(() => setReachable(false));

      const started = Date.now();
      const down = await rawRequest<{ error: { code: string; status: number; message: string } }>(server.url, {
        method: 'GET',
        path: '/readyz',
      });
      expect(down.status).to.equal(503);
      expect(down.body.error).to.include({
        code: 'service_unavailable',
        status: 503,
        message: 'The database is not reachable right now; nothing was changed. Retry in a moment.',
      });
      expect(down.headers.get('retry-after')).to.equal('1');
      expect(Date.now() - started, 'answered within 5 s').to.be.below(5_000);
      const live = await rawRequest(server.url, { method: 'GET', path: '/healthz' });
      expect(live.status).to.equal(200);

      await setReachable(true);
      let status = 0;
      for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline;) {
        status = (await rawRequest(server.url, { method: 'GET', path: '/readyz' })).status;
        if (status !== 200) await sleep(100);
      }
      expect(status, 'ready again').to.equal(200);
      expect(
        uncaught.map((err) => err.message),
        'uncaught errors (each would end a real server process)',
      ).to.deep.equal([]);
    });
  });
});
