/**
 * Table test: every authenticated operation, called with a key whose per-minute limit is spent,
 * answers 429 `rate_limit_exceeded` with Retry-After and the RateLimit-* headers, before doing
 * anything else. The limit comes from RATE_LIMIT_FREE (keys without a home workspace are on the
 * free plan); each operation gets a fresh key, spent with cheap GETs.
 */
import { expect } from 'chai';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/log.ts';
import { startService } from '../../server/service.ts';
import { createTestClient } from '../support/client.ts';
import { createUser, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from '../users/support/run-cli.ts';
import { authenticatedOperations, callOperation, routeOf, rowCounts } from './support/operation-table.ts';

const LIMIT = 3;
const PRO_LIMIT = 5;
const ENTERPRISE_LIMIT = 7;
const WINDOW_MS = 60_000;

/** Waits (at most `margin` ms) so the next few requests fall into one fixed one-minute window. */
async function awayFromWindowEdge(margin = 3_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Spends the key's whole limit with GET /v1/users/me, checking the countdown on the way. */
async function spendLimit(user: TestUser, limit: number): Promise<void> {
  for (let i = 1; i <= limit; i++) {
    const { response } = await user.client.GET('/v1/users/me');
    expect(response.status, `request ${i} of ${limit}`).to.equal(200);
    expect(response.headers.get('ratelimit-limit')).to.equal(String(limit));
    expect(response.headers.get('ratelimit-remaining')).to.equal(String(limit - i));
  }
}

/** Asserts a 429 answer: envelope, Retry-After and RateLimit-* headers consistent with each other. */
function expectRateLimited(response: { status: number; headers: Headers; body: unknown }, limit: number): void {
  expect(response.status).to.equal(429);
  expect((response.body as { error: unknown }).error).to.include({ code: 'rate_limit_exceeded', status: 429 });
  const retryAfter = Number(response.headers.get('retry-after'));
  const reset = Number(response.headers.get('ratelimit-reset'));
  expect(retryAfter).to.be.within(1, 60);
  expect(reset).to.equal(retryAfter);
  expect(response.headers.get('ratelimit-limit')).to.equal(String(limit));
  expect(response.headers.get('ratelimit-remaining')).to.equal('0');
}

describe('rate limits', () => {
  let server: TestServer;
  let countsBefore: Record<string, number>;

  before(async () => {
    server = await startTestServer({
      RATE_LIMIT_FREE: String(LIMIT),
      RATE_LIMIT_PRO: String(PRO_LIMIT),
      RATE_LIMIT_ENTERPRISE: String(ENTERPRISE_LIMIT),
    });
  });
  after(async () => {
    await server?.close();
  });

  describe('a key that spent its limit, on every authenticated operation', () => {
    before(async () => {
      countsBefore = await rowCounts(server.knex);
    });

    for (const op of authenticatedOperations) {
      it(`${routeOf(op)} (${op.operationId}) answers 429 with Retry-After and RateLimit headers`, async () => {
        await awayFromWindowEdge();
        const user = await createUser(server);
        await spendLimit(user, LIMIT);
        const response = await callOperation(server.url, op, { apiKey: user.key });
        expectRateLimited(response, LIMIT);
      });
    }

    it('nothing but the keys made for these tests was written', async () => {
      const counts = await rowCounts(server.knex);
      const made = authenticatedOperations.length;
      expect(counts).to.deep.equal({ ...countsBefore, users: countsBefore.users! + made, api_keys: countsBefore.api_keys! + made });
    });
  });

  it('a spent key is refused even the cheap GET it spent its limit with, and another key is not affected', async () => {
    await awayFromWindowEdge();
    const spent = await createUser(server);
    const fresh = await createUser(server);
    await spendLimit(spent, LIMIT);
    const refused = await spent.client.GET('/v1/users/me');
    expectRateLimited({ status: refused.response.status, headers: refused.response.headers, body: refused.error }, LIMIT);
    const other = await fresh.client.GET('/v1/users/me');
    expect(other.response.status).to.equal(200);
    expect(other.response.headers.get('ratelimit-remaining')).to.equal(String(LIMIT - 1));
  });

  it('takes the limit from the plan of the key’s home workspace, and follows a plan change at once', async () => {
    await awayFromWindowEdge(10_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Plans');
    const limitNow = async () => {
      const { response } = await owner.client.GET('/v1/users/me');
      expect(response.status).to.equal(200);
      return Number(response.headers.get('ratelimit-limit'));
    };
    expect(await limitNow()).to.equal(LIMIT);
    expect((await runCli(server, ['workspaces', 'set-plan', workspaceId, 'pro'])).code).to.equal(0);
    expect(await limitNow()).to.equal(PRO_LIMIT);
    await server.knex('workspaces').where({ id: workspaceId }).update({ plan: 'enterprise' });
    await server.knex.raw(`select pg_notify('wsa_auth_invalidate', ?)`, [`workspace:${workspaceId}`]);
    // The NOTIFY above reaches the server's listener asynchronously: poll briefly.
    const deadline = Date.now() + 2_000;
    let limit = await limitNow();
    while (limit !== ENTERPRISE_LIMIT && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      limit = await limitNow();
    }
    expect(limit).to.equal(ENTERPRISE_LIMIT);
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
          const row = await server.knex('rate_limit_counters').where({ key_id: user.keyId }).sum({ n: 'count' }).first();
          if (Number(row?.n ?? 0) >= n || Date.now() > deadline) return Number(row?.n ?? 0);
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
