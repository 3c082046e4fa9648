/**
 * Failed authentications cannot lock out valid keys, seen inside the process: once an address spent
 * its budget, a key the process holds nothing of is still looked up and served, and a flood of
 * guessed keys shares a few bounded lookups (one query in flight). The limits as clients see them
 * are the contract test contract-tests/cross-cutting/abuse-limits.test.ts.
 */
import { expect } from 'chai';
import { hashApiKeyHex } from '../../server/auth/api-key-secret.ts';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { createUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { awayFromWindowEdge, spendAnonymousBudget } from '../../contract-tests/cross-cutting/support/rate-limits.ts';

const ANONYMOUS_LIMIT = 20;

describe('key lookups past the budget of failed authentications', () => {
  // The spent budget holds for this address for the rest of the minute.
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_UNAUTHENTICATED: String(ANONYMOUS_LIMIT) });
  });
  after(async () => {
    await server?.close();
  });

  it('cannot lock out the valid keys behind the same address: a key this process never saw still gets 200 once the budget is spent', async () => {
    await awayFromWindowEdge();
    await spendAnonymousBudget(server.url, ANONYMOUS_LIMIT);
    // Made straight in the database, so no process has looked it up: a cache miss past the budget.
    const newcomer = await createUser(server);
    expect(server.deps.authCache.cachedKey(hashApiKeyHex(newcomer.key)) ?? 'not held', 'what the process holds').to.equal('not held');
    const answer = await rawRequest<{ data: { id: string } }>(server.url, { method: 'GET', path: '/v1/users/me', apiKey: newcomer.key });
    expect(answer.status).to.equal(200);
    expect(answer.body.data.id).to.equal(newcomer.userId);
    // Valid keys count against their own limit, not the address's.
    expect(answer.headers.get('ratelimit-limit')).to.not.equal(String(ANONYMOUS_LIMIT));
  });

  it('past the budget, a flood of guessed keys shares a few bounded lookups, is refused with 429, and a valid key sent amid it gets 200', async () => {
    await awayFromWindowEdge();
    await spendAnonymousBudget(server.url, ANONYMOUS_LIMIT);
    const cache = server.deps.authCache;
    const batches: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const original = cache.keysByHashes.bind(cache);
    cache.keysByHashes = async (hashes) => {
      batches.push(hashes.length);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      try {
        return await original(hashes);
      } finally {
        inFlight--;
      }
    };
    try {
      const newcomer = await createUser(server);
      const guesses = Array.from({ length: 200 }, (_, i) => `wsa_${String(i).padStart(43, 'G')}`);
      const [valid, ...refused] = await Promise.all([
        rawRequest(server.url, { method: 'GET', path: '/v1/users/me', apiKey: newcomer.key }),
        ...guesses.map((apiKey) => rawRequest(server.url, { method: 'GET', path: '/v1/users/me', apiKey })),
      ]);
      expect(valid.status).to.equal(200);
      expect(refused.map((r) => r.status)).to.deep.equal(guesses.map(() => 429));
      // Every key is looked up, in shared queries, one at a time: the database sees one query in flight.
      expect(batches.reduce((sum, n) => sum + n, 0)).to.equal(guesses.length + 1);
      expect(mostInFlight).to.equal(1);
      expect(batches.length, `keys per query: ${batches.join(', ')}`).to.be.below(guesses.length / 2);
    } finally {
      cache.keysByHashes = original;
    }
  });
});
