/**
 * Bodies refused under the 400-vs-422 rule (createWorkspace, updateWorkspace, createApiKey) write
 * nothing: no workspace or key is created or altered and no table changes. (What each is answered
 * is the contract test contract-tests/cross-cutting/bad-input.test.ts.)
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { badInputTable, sendBadInput } from '../../contract-tests/cross-cutting/support/bad-input-table.ts';
import { routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { rowCounts } from '../support/row-counts.ts';

describe('bad input, seen from inside', () => {
  let server: TestServer;
  let owner: TestUser;
  let workspaceId = '';
  let countsBefore: Record<string, number>;
  let rowsBefore: unknown;

  const snapshot = async () => ({
    workspaces: await server.knex('workspaces').orderBy('id'),
    apiKeys: await server.knex('api_keys').orderBy('id').select('id', 'name', 'scope', 'workspace_id', 'revoked_at'),
  });

  before(async () => {
    server = await startTestServer();
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Bad Input'));
    countsBefore = await rowCounts(server.knex);
    rowsBefore = await snapshot();
  });
  after(async () => {
    await server?.close();
  });

  it('the database is unchanged: no workspace or key was created or altered', async () => {
    for (const { op, cases } of badInputTable()) {
      for (const input of cases) {
        const response = await sendBadInput(server, owner, workspaceId, op, input);
        expect(response.status, `${routeOf(op)} ${input.name}`).to.equal(input.status);
      }
    }
    expect(await snapshot()).to.deep.equal(rowsBefore);
    expect(await rowCounts(server.knex)).to.deep.equal(countsBefore);
  });
});
