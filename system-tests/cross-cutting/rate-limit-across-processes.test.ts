/**
 * A key's rate limit is counted across server processes sharing the database: each process adds its
 * counts to the shared `rate_limit_counters` table every 200 ms and reads back the others'.
 */
import { expect } from 'chai';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { startService } from '../../server/service.ts';
import { createTestClient } from '../../contract-tests/support/client.ts';
import { createUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { awayFromWindowEdge, expectRateLimited } from '../../contract-tests/cross-cutting/support/rate-limits.ts';
import { sharedAdmissions } from '../support/rate-limit-counts.ts';

const LIMIT = 3;

describe('rate limits across processes', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_FREE: String(LIMIT) });
  });
  after(async () => {
    await server?.close();
  });

  it('counts a key’s requests across server processes sharing the database', async () => {
    await awayFromWindowEdge(10_000);
    const config = loadConfig({
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'silent',
      SECRET_KEY: 'test-secret-key-0123456789abcdef0123456789abcdef',
      DATABASE_URL: server.connectionString,
      RATE_LIMIT_FREE: String(LIMIT),
    });
    const second = await startService(config, createLogger('silent'));
    try {
      const user = await createUser(server);
      const onSecond = createTestClient({ baseUrl: second.url, apiKey: user.key });
      const counted = async (n: number) => {
        // Each process adds its counts to the shared table every 200 ms: wait (bounded) for them.
        const deadline = Date.now() + 3_000;
        for (;;) {
          const admitted = await sharedAdmissions(server.knex, user.keyId);
          if (admitted >= n || Date.now() > deadline) return admitted;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      expect((await user.client.GET('/v1/users/me')).response.status).to.equal(200);
      expect((await user.client.GET('/v1/users/me')).response.status).to.equal(200);
      expect(await counted(2)).to.equal(2);
      const third = await onSecond.GET('/v1/users/me');
      expect(third.response.status).to.equal(200);
      expect(await counted(3)).to.equal(3);
      // The second process now knows both processes' counts: the limit of 3 is spent there.
      const refused = await onSecond.GET('/v1/users/me');
      expectRateLimited({ status: refused.response.status, headers: refused.response.headers, body: refused.error }, LIMIT);
    } finally {
      await second.close();
    }
  });
});
