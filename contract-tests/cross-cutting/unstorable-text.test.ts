/**
 * Text PostgreSQL cannot store (U+0000, half of a UTF-16 surrogate pair) is refused with 422 naming
 * the field, at any depth of any body. A property test over every operation that takes a JSON body:
 * fast-check picks a string (or an object key) anywhere in the contract's own valid example body, a
 * poison and a place in the text. Before, a lone surrogate nested in an action config passed
 * validation, PostgreSQL refused it in jsonb, and the API answered 500. That nothing is written is
 * checked inside, by system-tests/cross-cutting/unstorable-text-writes-nothing.test.ts.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { TestServer } from '../support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../support/webhook-peer.ts';
import { allOperations, routeOf } from './support/operation-table.ts';
import { places, poisonableBody, poisons, sendPoisoned } from './support/poisoned-text.ts';
import { buildWorkspaceResources, type WorkspaceResources } from './support/workspace-resources.ts';

describe('text PostgreSQL cannot store is refused with 422 naming the field, at any depth (property test)', () => {
  let started: ServerWithPeer;
  let server: TestServer;
  let resources: WorkspaceResources;

  before(async () => {
    started = await startServerWithWebhookPeer();
    server = started.server;
    resources = await buildWorkspaceResources(server, 'Unstorable', { peer: started.peer });
  });
  after(async () => {
    await started?.close();
  });

  for (const op of allOperations.filter((o) => o.hasBody)) {
    it(`${routeOf(op)} (${op.operationId}): every poisoned string or key gets 422 naming it`, async () => {
      const spots = places(poisonableBody(op, resources));
      if (spots.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...spots), fc.constantFrom(...poisons), fc.nat({ max: 10_000 }), async (spot, text, position) => {
          const { response, shown } = await sendPoisoned(server, resources, op, { spot, text, position });
          expect(response.status, response.text.slice(0, 300)).to.equal(422);
          expect(response.body.error.details!.map((d) => d.field)).to.include(shown);
        }),
        { numRuns: 12, seed: 20261125 },
      );
    });
  }
});
