/**
 * Table test: every authenticated operation of the contract answers 401 `unauthorized` with the
 * error envelope to a caller without a valid key. Driven by generated/operations.ts, so new
 * operations are covered without editing this file. That these calls write nothing is checked
 * inside, by system-tests/cross-cutting/unauthenticated-calls-write-nothing.test.ts.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server.ts';
import { invalidCredentials, revokedKeyOf } from './support/invalid-credentials.ts';
import { authenticatedOperations, callOperation, routeOf } from './support/operation-table.ts';

describe('calls without a valid API key', () => {
  let server: TestServer;
  let revokedKey = '';

  before(async () => {
    server = await startTestServer();
    revokedKey = await revokedKeyOf(server);
  });
  after(async () => {
    await server?.close();
  });

  for (const credential of invalidCredentials(() => revokedKey)) {
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
});
