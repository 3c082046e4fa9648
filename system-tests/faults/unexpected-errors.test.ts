/**
 * An unexpected failure is the documented 500 (issue 12, point 1): every authenticated operation
 * lists `500 internal_server_error`, so every one of them is shown to answer it. The fault is a real
 * one in a database of this test's own: the table API keys are looked up in is renamed away, so the
 * lookup of a key this process has not seen fails with an error no rule maps to a status. The answer
 * is the error envelope with the request's id and a message that tells nothing of the cause.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { authenticatedOperations, callOperation, routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

describe('Unexpected failures', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('answer 500 in the error envelope on every authenticated operation, without internals, with the request id', async () => {
    await server.knex.raw('alter table api_keys rename to api_keys_away');
    try {
      for (const op of authenticatedOperations) {
        const unseenKey = `wsa_${randomBytes(32).toString('base64url')}`;
        const requestId = `trace-${op.operationId}`;
        const res = await callOperation(server.url, op, { apiKey: unseenKey, headers: { 'X-Request-Id': requestId } });
        expect(res.status, `${routeOf(op)}: ${res.text}`).to.equal(500);
        expect(res.body.error.code).to.equal('internal_server_error');
        expect(res.body.error.message).to.equal('Internal server error. Quote the request_id when reporting it.');
        expect(res.text, 'no SQL, table or key in the answer').not.to.match(/api_keys|relation|select|wsa_/i);
        expect(res.body.error.request_id).to.equal(requestId);
        expect(res.headers.get('x-request-id')).to.equal(requestId);
      }
    } finally {
      await server.knex.raw('alter table api_keys_away rename to api_keys');
    }
  });
});
