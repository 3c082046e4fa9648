/**
 * Table test of the decisions' 400-vs-422 rule for createWorkspace, updateWorkspace and
 * createApiKey: a missing required field, a malformed body (not JSON, not an object, wrong
 * Content-Type) is 400 `bad_request`; a present but invalid value (length, pattern, enum, type) or
 * an unknown field is 422 `unprocessable_entity`, with `details` naming the field. Afterwards the
 * caller's workspaces and keys are as they were; that no table changed is checked inside, by
 * system-tests/cross-cutting/bad-input-writes-nothing.test.ts.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { badInputTable, sendBadInput } from './support/bad-input-table.ts';

describe('bad input', () => {
  let server: TestServer;
  let owner: TestUser;
  let workspaceId = '';
  let seenBefore: unknown;

  /** What the caller can see of what these requests could have written: their workspaces and keys. */
  const seen = async () => ({
    workspaces: (await owner.client.GET('/v1/workspaces', { params: { query: { per_page: 100 } } })).data,
    workspace: (await owner.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } })).data,
    apiKeys: (await owner.client.GET('/v1/api-keys', { params: { query: { per_page: 100 } } })).data,
  });

  before(async () => {
    server = await startTestServer();
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Bad Input'));
    seenBefore = await seen();
  });
  after(async () => {
    await server?.close();
  });

  const table = badInputTable();

  it('covers the three operations of this table', () => {
    expect(table.map((t) => t.op.operationId).sort()).to.deep.equal(['createApiKey', 'createWorkspace', 'updateWorkspace']);
  });

  for (const { op, cases } of table) {
    describe(`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, () => {
      for (const input of cases) {
        const code = input.status === 400 ? 'bad_request' : 'unprocessable_entity';
        it(`answers ${input.status} ${code} to a body ${input.name}${input.field ? `, naming ${input.field}` : ''}`, async () => {
          const response = await sendBadInput(server, owner, workspaceId, op, input);
          expect(response.status).to.equal(input.status);
          expect(response.body.error).to.include({ code, status: input.status });
          if (input.field) expect(response.body.error.details?.map((d) => d.field)).to.include(input.field);
        });
      }
    });
  }

  describe('afterwards', () => {
    it('no workspace or key of the caller was created or altered', async () => {
      expect(await seen()).to.deep.equal(seenBefore);
    });
  });
});
