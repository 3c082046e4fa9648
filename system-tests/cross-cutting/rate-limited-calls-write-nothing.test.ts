/**
 * A call refused for its spent rate limit writes nothing: every authenticated operation, called with
 * a key whose limit is spent, leaves every table as it was but for the users and keys made for the
 * calls. (That each answers 429 is the contract test contract-tests/cross-cutting/rate-limit.test.ts.)
 */
import { expect } from 'chai';
import { createUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { authenticatedOperations, callOperation } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { awayFromWindowEdge, expectRateLimited, spendLimit } from '../../contract-tests/cross-cutting/support/rate-limits.ts';
import { rowCounts } from '../support/row-counts.ts';

const LIMIT = 3;

describe('rate-limited calls, seen from inside', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_FREE: String(LIMIT) });
  });
  after(async () => {
    await server?.close();
  });

  it('nothing but the keys made for these tests was written', async () => {
    const countsBefore = await rowCounts(server.knex);
    for (const op of authenticatedOperations) {
      await awayFromWindowEdge();
      const user = await createUser(server);
      await spendLimit(user, LIMIT);
      expectRateLimited(await callOperation(server.url, op, { apiKey: user.key }), LIMIT);
    }
    const counts = await rowCounts(server.knex);
    const made = authenticatedOperations.length;
    expect(counts).to.deep.equal({ ...countsBefore, users: countsBefore.users! + made, api_keys: countsBefore.api_keys! + made });
  });
});
