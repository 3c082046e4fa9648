/**
 * What one client can make the service spend: requests without a valid key are limited per client
 * address, a body is read only after its sender is known, and a user's keys and a workspace's
 * webhooks are bounded (api-decisions, "Automations act within their author's access", bounds).
 */
import { expect } from 'chai';
import { newId } from '../../server/db/ids.ts';
import { rawRequest } from '../support/client.ts';
import { createUser, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from '../users/support/run-cli.ts';

const ANONYMOUS_LIMIT = 20;
const badKey = `wsa_${'A'.repeat(43)}`;

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

    it(`answers 401 to the first ${ANONYMOUS_LIMIT} a minute, then 429 with Retry-After; a key already in use keeps working, and health probes answer`, async () => {
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
