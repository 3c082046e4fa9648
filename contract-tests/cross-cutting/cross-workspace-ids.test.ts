/**
 * Table test: every operation with an id in its path, called by a member of ANOTHER workspace with
 * the real ids of this workspace's resources, answers 404 (never 403), so existence does not leak,
 * and changes nothing. Operations the server does not implement yet answer 501 and are listed as
 * such; once one is implemented it must answer 404 here, with a real resource of its kind.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import {
  allOperations,
  callOperation,
  concretePath,
  isImplemented,
  pathParamsWithSegments,
  placeholderId,
  routeOf,
  rowCounts,
} from './support/operation-table.ts';
import { buildWorkspaceResources } from './support/workspace-resources.ts';

const operationsWithIds = allOperations.filter((op) => op.pathParams.length > 0);

describe('ids of another workspace’s resources', () => {
  let server: TestServer;
  let insider: TestUser;
  let outsider: TestUser;
  /** Real ids of the insider's workspace, by collection segment. */
  const realIds: Record<string, string> = {};
  let countsBefore: Record<string, number>;
  let rowsBefore: unknown;

  async function snapshot() {
    const { knex } = server;
    return {
      workspace: await knex('workspaces').where({ id: realIds.workspaces }).first(),
      project: await knex('projects').where({ id: realIds.projects }).first(),
      projectMembers: await knex('project_members').where({ project_id: realIds.projects }).orderBy('member_id'),
      task: await knex('tasks').where({ id: realIds.tasks }).first(),
      members: await knex('members').where({ workspace_id: realIds.workspaces }).orderBy('id'),
      invitation: await knex('invitations').where({ id: realIds.invitations }).first(),
      apiKey: await knex('api_keys').where({ id: realIds['api-keys'] }).first('id', 'scope', 'workspace_id', 'revoked_at'),
      automation: realIds.automations ? await knex('automations').where({ id: realIds.automations }).first() : null,
      webhook: realIds.webhooks ? await knex('webhooks').where({ id: realIds.webhooks }).first() : null,
      delivery: realIds.deliveries ? await knex('webhook_deliveries').where({ id: realIds.deliveries }).first() : null,
    };
  }

  before(async () => {
    server = await startTestServer();
    const inside = await buildWorkspaceResources(server, 'Inside');
    insider = inside.owner;
    Object.assign(realIds, inside.ids);
    outsider = (await ownerWithWorkspace(server, 'Outside')).owner;
    countsBefore = await rowCounts(server.knex);
    rowsBefore = await snapshot();
  });
  after(async () => {
    await server?.close();
  });

  const realId = (segment: string) => realIds[segment] ?? placeholderId(segment);

  for (const op of operationsWithIds) {
    if (!isImplemented(op)) {
      it(`${routeOf(op)} (${op.operationId}) is not implemented yet: answers 501 with the envelope`, async () => {
        const response = await callOperation(server.url, op, { apiKey: outsider.key, path: concretePath(op, realId), contract: false });
        expect(response.status).to.equal(501);
        expect(response.body.error).to.include({ code: 'not_implemented', status: 501 });
      });
      continue;
    }

    it(`${routeOf(op)} (${op.operationId}) answers 404 to a member of another workspace`, async () => {
      const missing = pathParamsWithSegments(op).filter(({ segment }) => realIds[segment] === undefined);
      expect(
        missing.map((m) => m.segment),
        `build a real resource of each kind for ${op.operationId} in workspace-resources.ts`,
      ).to.deep.equal([]);
      const path = concretePath(op, realId);

      if (op.method === 'get') {
        // The ids are real: the workspace's own owner gets them.
        const own = await callOperation(server.url, op, { apiKey: insider.key, path });
        expect(own.status, `the insider's own ${routeOf(op)}`).to.equal(op.successStatus);
      }

      const response = await callOperation(server.url, op, { apiKey: outsider.key, path });
      expect(response.status).to.equal(404);
      expect(response.body.error).to.include({ code: 'not_found', status: 404 });
    });
  }

  describe('afterwards', () => {
    it('nothing of the workspace was changed, revoked or deleted, and nothing was written', async () => {
      expect(await snapshot()).to.deep.equal(rowsBefore);
      expect(await rowCounts(server.knex)).to.deep.equal(countsBefore);
    });
  });
});
