/**
 * What one client can make the service spend: requests without a valid key are limited per client
 * address, a body is read only after its sender is known, and a user's keys and a workspace's
 * webhooks are bounded (docs/decisions.md#bounds).
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../support/webhook-peer.ts';
import { runCli } from '../users/support/run-cli.ts';
import { awayFromWindowEdge, badKey } from './support/rate-limits.ts';

const ANONYMOUS_LIMIT = 20;

/** The user's active keys, through the API. */
async function activeKeys(user: TestUser) {
  const { data } = await user.client.GET('/v1/api-keys', { params: { query: { per_page: 100 } } });
  return data!.data.filter((key) => key.revoked_at === null);
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
      expect(await activeKeys(user)).to.have.length(20);

      const someKey = (await activeKeys(user)).find((key) => key.id !== user.keyId);
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
      expect(await activeKeys(user)).to.have.length(20);
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
    // A server of its own, trusting the peer each webhook is made to (the API pings it first).
    let started: ServerWithPeer;
    before(async () => {
      started = await startServerWithWebhookPeer({ RUN_WORKER: 'false' });
    });
    after(async () => {
      await started?.close();
    });

    it('POST /v1/webhooks answers 422 naming the limit, before pinging the URL', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(started.server);
      for (let i = 0; i < 25; i++) await createWebhookToPeer(owner, workspaceId, started.peer);
      const pings = started.peer.requests.length;
      const refused = await owner.client.POST('/v1/webhooks', {
        body: {
          workspace_id: workspaceId,
          url: `${started.peer.url}/one-too-many`,
          events: ['project.created'],
          secret: 'a-secret-of-sixteen-chars',
        },
      });
      expect(refused.response.status).to.equal(422);
      expect(refused.error!.error.message).to.contain('25 webhooks');
      expect(refused.error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'already has the maximum of 25 webhooks' }]);
      const { data } = await owner.client.GET('/v1/webhooks', { params: { query: { workspace_id: workspaceId } } });
      expect(data!.data).to.have.length(25);
      expect(started.peer.requests, 'no ping for the refused webhook').to.have.length(pings);
    });
  });
});
