/**
 * What one client can make the service spend: requests without a valid key are limited per client
 * address, a body is read only after its sender is known, and a user's keys and a workspace's
 * webhooks are bounded (docs/decisions.md#bounds).
 */
import { expect } from 'chai';
import { hashApiKey } from '../../server/auth/api-key-secret.ts';
import { newId } from '../../server/db/ids.ts';
import { rawRequest } from '../support/client.ts';
import { createUser, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from '../users/support/run-cli.ts';

const ANONYMOUS_LIMIT = 20;
const badKey = `wsa_${'A'.repeat(43)}`;
const WINDOW_MS = 60_000;

/** Waits (at most 3 s) so that a test's requests fall into one fixed one-minute window. */
async function awayFromWindowEdge(margin = 3_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Spends what is left of the address's budget of failed authentications this minute, until the 429. */
async function spendAnonymousBudget(url: string, limit: number): Promise<void> {
  for (let i = 0; i <= limit; i++) {
    const refused = await rawRequest(url, { method: 'GET', path: '/v1/users/me', apiKey: badKey });
    if (refused.status === 429) return;
    expect(refused.status, `request ${i + 1}`).to.equal(401);
  }
  expect.fail(`no 429 after ${limit + 1} failed authentications`);
}

describe('abuse limits', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('requests without a valid key, per client address', () => {
    // A server of its own: the spent budget holds for this address for the rest of the minute.
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ RATE_LIMIT_UNAUTHENTICATED: String(ANONYMOUS_LIMIT) });
    });
    after(async () => {
      await server?.close();
    });

    it(`answers 401 to the first ${ANONYMOUS_LIMIT} a minute, then 429 with Retry-After to requests without a valid key; health probes answer`, async () => {
      await awayFromWindowEdge();
      const user = await createUser(server);
      expect((await rawRequest(server.url, { method: 'GET', path: '/v1/users/me', apiKey: user.key })).status).to.equal(200);
      for (let i = 0; i < ANONYMOUS_LIMIT; i++) {
        const refused = await rawRequest(server.url, { method: 'GET', path: '/v1/users/me', apiKey: badKey });
        expect(refused.status, `request ${i + 1}`).to.equal(401);
      }
      for (const apiKey of [badKey, undefined]) {
        const limited = await rawRequest<{ error: { code: string; message: string } }>(server.url, {
          method: 'GET',
          path: '/v1/workspaces',
          ...(apiKey ? { apiKey } : {}),
        });
        expect(limited.status).to.equal(429);
        expect(limited.body.error.code).to.equal('rate_limit_exceeded');
        expect(limited.body.error.message).to.contain('without a valid API key');
        expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
        expect(limited.headers.get('ratelimit-limit')).to.equal(String(ANONYMOUS_LIMIT));
      }
      expect((await rawRequest(server.url, { method: 'GET', path: '/v1/users/me', apiKey: user.key })).status).to.equal(200);
      expect((await rawRequest(server.url, { method: 'GET', path: '/healthz', coverage: false })).status).to.equal(200);
    });

    it('cannot lock out the valid keys behind the same address: a key this process never saw still gets 200 once the budget is spent', async () => {
      await awayFromWindowEdge();
      await spendAnonymousBudget(server.url, ANONYMOUS_LIMIT);
      // Made straight in the database, so no process has looked it up: a cache miss past the budget.
      const newcomer = await createUser(server);
      expect(server.deps.authCache.cachedKey(hashApiKey(newcomer.key)) ?? 'not held', 'what the process holds').to.equal('not held');
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
        expect(valid!.status).to.equal(200);
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

  describe('behind a reverse proxy (TRUST_PROXY_HOPS)', () => {
    const PROXY_LIMIT = 3;
    const guess = (url: string, forwardedFor?: string) =>
      rawRequest(url, {
        method: 'GET',
        path: '/v1/users/me',
        apiKey: badKey,
        ...(forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {}),
      });

    it('with TRUST_PROXY_HOPS=1, each X-Forwarded-For client has its own budget, and one a client prepends does not count', async () => {
      const proxied = await startTestServer({ RATE_LIMIT_UNAUTHENTICATED: String(PROXY_LIMIT), TRUST_PROXY_HOPS: '1' });
      try {
        await awayFromWindowEdge();
        for (let i = 0; i < PROXY_LIMIT; i++) expect((await guess(proxied.directUrl, '203.0.113.7')).status).to.equal(401);
        expect((await guess(proxied.directUrl, '203.0.113.7')).status).to.equal(429);
        // The proxy appends the address it saw: a forged entry before it is not the client.
        expect((await guess(proxied.directUrl, '198.51.100.1, 203.0.113.7')).status).to.equal(429);
        expect((await guess(proxied.directUrl, '203.0.113.8')).status).to.equal(401);
        expect((await guess(proxied.directUrl)).status, 'the proxy itself, without the header').to.equal(401);
      } finally {
        await proxied.close();
      }
    });

    it('without it (the default), X-Forwarded-For is not trusted: every request counts against the connecting address', async () => {
      const direct = await startTestServer({ RATE_LIMIT_UNAUTHENTICATED: String(PROXY_LIMIT) });
      try {
        await awayFromWindowEdge();
        for (let i = 0; i < PROXY_LIMIT; i++) expect((await guess(direct.directUrl, `203.0.113.${i + 1}`)).status).to.equal(401);
        expect((await guess(direct.directUrl, '203.0.113.99')).status).to.equal(429);
      } finally {
        await direct.close();
      }
    });
  });

  describe('bodies are read only after authentication', () => {
    it('a POST without a valid key gets 401 whatever its body (malformed, or over the size limit), so it is never parsed', async () => {
      const fresh = await startTestServer();
      try {
        for (const body of ['{"not json', `{"name":${JSON.stringify('x'.repeat(1_200_000))}}`]) {
          const refused = await rawRequest(fresh.url, {
            method: 'POST',
            path: '/v1/workspaces',
            headers: { 'Content-Type': 'application/json' },
            body,
            coverage: false,
          });
          expect(refused.status).to.equal(401);
        }
        const owner = await createUser(fresh);
        const malformed = await rawRequest<{ error: { message: string } }>(fresh.url, {
          method: 'POST',
          path: '/v1/workspaces',
          apiKey: owner.key,
          headers: { 'Content-Type': 'application/json' },
          body: '{"not json',
        });
        expect(malformed.status).to.equal(400);
        expect(malformed.body.error.message).to.contain('not valid JSON');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('20 active API keys per user', () => {
    it('POST /v1/api-keys answers 422 naming the limit past 20 active keys, writing nothing; after a revocation there is room again', async () => {
      const user = await createUser(server);
      for (let i = 1; i < 20; i++) {
        const made = await user.client.POST('/v1/api-keys', { body: { name: `key ${i}` } });
        expect(made.response.status, `key ${i + 1}`).to.equal(201);
      }
      const refused = await user.client.POST('/v1/api-keys', { body: { name: 'one too many' } });
      expect(refused.response.status).to.equal(422);
      expect(refused.error!.error.code).to.equal('unprocessable_entity');
      expect(refused.error!.error.message).to.contain('20 active API keys');
      expect(await server.knex('api_keys').where({ user_id: user.userId }).whereNull('revoked_at')).to.have.length(20);

      const someKey = await server.knex('api_keys').where({ user_id: user.userId }).whereNot({ id: user.keyId }).first('id');
      expect(
        (await user.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: someKey!.id } } })).response.status,
      ).to.equal(204);
      expect((await user.client.POST('/v1/api-keys', { body: { name: 'room again' } })).response.status).to.equal(201);
    });

    it('concurrent creations cannot pass the limit together', async () => {
      const user = await createUser(server);
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => user.client.POST('/v1/api-keys', { body: { name: `race ${i}` } })),
      );
      expect(results.filter((r) => r.response.status === 201)).to.have.length(19);
      expect(results.filter((r) => r.response.status === 422)).to.have.length(6);
      expect(await server.knex('api_keys').where({ user_id: user.userId }).whereNull('revoked_at')).to.have.length(20);
    });

    it('the operator CLI refuses a 21st key with exit code 2 and the same message', async () => {
      const user = await createUser(server);
      for (let i = 1; i < 20; i++) await user.client.POST('/v1/api-keys', { body: { name: `key ${i}` } });
      const result = await runCli(server, ['keys', 'create', '--email', user.email]);
      expect(result.code).to.equal(2);
      expect(result.stdout).to.equal('');
      expect(result.stderr).to.contain('20 active API keys');
    });
  });

  describe('25 webhooks per workspace', () => {
    it('POST /v1/webhooks answers 422 naming the limit, before pinging the URL', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      await server.knex('webhooks').insert(
        Array.from({ length: 25 }, (_, i) => ({
          id: newId('wh'),
          workspace_id: workspaceId,
          url: `https://receiver${i}.example/hook`,
          events: ['project.created'],
          secret_ciphertext: 'unused',
        })),
      );
      const refused = await owner.client.POST('/v1/webhooks', {
        body: {
          workspace_id: workspaceId,
          url: 'https://127.0.0.1:1/hook',
          events: ['project.created'],
          secret: 'a-secret-of-sixteen-chars',
        },
      });
      expect(refused.response.status).to.equal(422);
      expect(refused.error!.error.message).to.contain('25 webhooks');
      expect(refused.error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'already has the maximum of 25 webhooks' }]);
      expect(await server.knex('webhooks').where({ workspace_id: workspaceId })).to.have.length(25);
    });
  });
});
