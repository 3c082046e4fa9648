/**
 * A body refused for text PostgreSQL cannot store writes nothing: the same property as the contract
 * test contract-tests/cross-cutting/unstorable-text.test.ts (a poison anywhere in every operation's
 * valid body), with every table counted before and after each request.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { allOperations, routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { places, poisonableBody, poisons, sendPoisoned } from '../../contract-tests/cross-cutting/support/poisoned-text.ts';
import { buildWorkspaceResources, type WorkspaceResources } from '../../contract-tests/cross-cutting/support/workspace-resources.ts';
import { rowCounts } from '../support/row-counts.ts';
import { settled } from '../support/settled.ts';

describe('text PostgreSQL cannot store, refused: nothing is written (property test)', () => {
  let started: ServerWithPeer;
  let server: TestServer;
  let resources: WorkspaceResources;

  before(async () => {
    started = await startServerWithWebhookPeer();
    server = started.server;
    resources = await buildWorkspaceResources(server, 'Unstorable', { peer: started.peer });
    // The resources' events start runs and deliveries in the background; each property counts rows
    // before and after its request, so those must have happened first.
    await settled(server, resources.workspaceId);
  });
  after(async () => {
    await started?.close();
  });

  for (const op of allOperations.filter((o) => o.hasBody)) {
    it(`${routeOf(op)} (${op.operationId}): a poisoned string or key writes nothing`, async () => {
      const spots = places(poisonableBody(op, resources));
      if (spots.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...spots), fc.constantFrom(...poisons), fc.nat({ max: 10_000 }), async (spot, text, position) => {
          const before = await rowCounts(server.knex);
          const { response } = await sendPoisoned(server, resources, op, { spot, text, position });
          expect(response.status, response.text.slice(0, 300)).to.equal(422);
          expect(await rowCounts(server.knex)).to.deep.equal(before);
        }),
        { numRuns: 12, seed: 20261125 },
      );
    });
  }
});
