/**
 * Table test: every authenticated operation, called with a key whose per-minute limit is spent,
 * answers 429 `rate_limit_exceeded` with Retry-After and the RateLimit-* headers, before doing
 * anything else. The limit comes from RATE_LIMIT_FREE (keys without a home workspace are on the
 * free plan); each operation gets a fresh key, spent with cheap GETs. What is left written, and
 * the count across processes, are checked inside (system-tests/cross-cutting/).
 */
import { expect } from 'chai';
import { createUser, ownerWithWorkspace, setPlan } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { runCli } from '../users/support/run-cli.ts';
import { authenticatedOperations, callOperation, routeOf } from './support/operation-table.ts';
import { awayFromWindowEdge, expectRateLimited, spendLimit } from './support/rate-limits.ts';

const LIMIT = 3;
const PRO_LIMIT = 5;
const ENTERPRISE_LIMIT = 7;

describe('rate limits', () => {
  let server: TestServer;

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
    for (const op of authenticatedOperations) {
      it(`${routeOf(op)} (${op.operationId}) answers 429 with Retry-After and RateLimit headers`, async () => {
        await awayFromWindowEdge();
        const user = await createUser(server);
        await spendLimit(user, LIMIT);
        const response = await callOperation(server.url, op, { apiKey: user.key });
        expectRateLimited(response, LIMIT);
      });
    }
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
    await setPlan(server, workspaceId, 'enterprise');
    // The fixture's notification reaches the server's listener asynchronously: poll briefly, and
    // sparsely, since each poll spends the key's pro budget (two requests are left of it here).
    let limit = await limitNow();
    await waitFor(async () => (limit = await limitNow()) === ENTERPRISE_LIMIT, {
      timeoutMs: 2_000,
      intervalMs: 300,
      what: () => `the limit ${limit} to become ${ENTERPRISE_LIMIT}`,
    }).catch(() => undefined);
    expect(limit).to.equal(ENTERPRISE_LIMIT);
  });
});
