/**
 * Table test: every authenticated operation of the contract answers 401 `unauthorized` with the
 * error envelope to a caller without a valid key, and writes nothing. Driven by
 * generated/operations.ts, so new operations are covered without editing this file.
 */
import { expect } from 'chai';
import { createUser, keyFor } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { authenticatedOperations, callOperation, routeOf, rowCounts } from './support/operation-table.ts';

describe('calls without a valid API key', () => {
  let server: TestServer;
  let revokedKey = '';
  let countsBefore: Record<string, number>;

  before(async () => {
    server = await startTestServer();
    const user = await createUser(server);
    const victim = await keyFor(server, user, 'admin');
    // Used once first, so the key sits in the server's auth cache when it is revoked.
    expect((await victim.client.GET('/v1/users/me')).response.status).to.equal(200);
    const revoked = await user.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: victim.keyId } } });
    expect(revoked.response.status).to.equal(204);
    revokedKey = victim.key;
    countsBefore = await rowCounts(server.knex);
  });
  after(async () => {
    await server?.close();
  });

  const credentials: Array<{ name: string; headers: () => Record<string, string> }> = [
    { name: 'without an Authorization header', headers: () => ({}) },
    { name: 'with a non-Bearer Authorization header', headers: () => ({ Authorization: 'Basic dXNlcjpwYXNzd29yZA==' }) },
    { name: 'with a Bearer token that is not an API key', headers: () => ({ Authorization: 'Bearer not-an-api-key' }) },
    { name: 'with an empty Bearer token', headers: () => ({ Authorization: 'Bearer ' }) },
    { name: 'with a well-formed key that was never issued', headers: () => ({ Authorization: `Bearer wsa_${'A'.repeat(43)}` }) },
    { name: 'with a revoked key', headers: () => ({ Authorization: `Bearer ${revokedKey}` }) },
  ];

  for (const credential of credentials) {
    describe(credential.name, () => {
      for (const op of authenticatedOperations) {
        it(`${routeOf(op)} (${op.operationId}) answers 401 unauthorized with the envelope`, async () => {
          const response = await callOperation(server.url, op, { headers: credential.headers() });
          expect(response.status).to.equal(401);
          expect(response.body.error).to.include({ code: 'unauthorized', status: 401 });
          expect(response.body.error.message).to.be.a('string').and.not.equal('');
          expect(response.body.error.request_id).to.equal(response.headers.get('x-request-id'));
          expect(response.headers.get('www-authenticate')).to.match(/^Bearer\b/);
        });
      }
    });
  }

  // A describe of its own: mocha runs a block's own tests before its nested blocks.
  describe('afterwards', () => {
    it('nothing was written by any of those requests', async () => {
      expect(await rowCounts(server.knex)).to.deep.equal(countsBefore);
    });
  });
});
