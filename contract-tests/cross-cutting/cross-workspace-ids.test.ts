/**
 * Table test: every operation with an id in its path, called by a member of ANOTHER workspace with
 * the real ids of this workspace's resources, answers 404 (never 403), so existence does not leak.
 * That those calls change nothing is checked inside, by
 * system-tests/cross-cutting/cross-workspace-ids-write-nothing.test.ts.
 */
import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../support/webhook-peer.ts';
import {
  allOperations,
  callOperation,
  concretePath,
  pathParamsWithSegments,
  placeholderId,
  routeOf,
  type OperationInfo,
} from './support/operation-table.ts';
import { buildWorkspaceResources, idKey } from './support/workspace-resources.ts';

const operationsWithIds = allOperations.filter((op) => op.pathParams.length > 0);

describe('ids of another workspace’s resources', () => {
  let started: ServerWithPeer;
  let server: TestServer;
  let insider: TestUser;
  let outsider: TestUser;
  /** Real ids of the insider's workspace, by collection segment (`workflows/runs` for a workflow's runs: see idKey). */
  const realIds: Record<string, string> = {};

  before(async () => {
    started = await startServerWithWebhookPeer();
    server = started.server;
    const inside = await buildWorkspaceResources(server, 'Inside', { peer: started.peer });
    insider = inside.owner;
    Object.assign(realIds, inside.ids);
    outsider = (await ownerWithWorkspace(server, 'Outside')).owner;
  });
  after(async () => {
    await started?.close();
  });

  const realId = (op: OperationInfo) => (segment: string) => realIds[idKey(op, segment)] ?? placeholderId(segment);

  for (const op of operationsWithIds) {
    it(`${routeOf(op)} (${op.operationId}) answers 404 to a member of another workspace`, async () => {
      const missing = pathParamsWithSegments(op).filter(({ segment }) => realIds[idKey(op, segment)] === undefined);
      expect(
        missing.map((m) => idKey(op, m.segment)),
        `build a real resource of each kind for ${op.operationId} in workspace-resources.ts`,
      ).to.deep.equal([]);
      const path = concretePath(op, realId(op));

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
});
