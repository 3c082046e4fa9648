/**
 * Calls without a valid API key write nothing: every authenticated operation, called with each kind
 * of invalid credential, leaves every table as it was. (That each answers 401 is the contract test
 * contract-tests/cross-cutting/unauthenticated-calls.test.ts.)
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { invalidCredentials, revokedKeyOf } from '../../contract-tests/cross-cutting/support/invalid-credentials.ts';
import { authenticatedOperations, callOperation, routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { rowCounts } from '../support/row-counts.ts';

describe('calls without a valid API key, seen from inside', () => {
  let server: TestServer;
  let revokedKey = '';
  let countsBefore: Record<string, number>;

  before(async () => {
    server = await startTestServer();
    revokedKey = await revokedKeyOf(server);
    countsBefore = await rowCounts(server.knex);
  });
  after(async () => {
    await server?.close();
  });

  it('nothing was written by any of those requests', async () => {
    for (const credential of invalidCredentials(() => revokedKey)) {
      for (const op of authenticatedOperations) {
        const response = await callOperation(server.url, op, { headers: credential.headers() });
        expect(response.status, `${routeOf(op)} ${credential.name}`).to.equal(401);
      }
    }
    expect(await rowCounts(server.knex)).to.deep.equal(countsBefore);
  });
});
