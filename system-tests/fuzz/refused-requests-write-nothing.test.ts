/**
 * A refused request writes nothing, for every operation fuzzed from the contract: the requests of
 * the contract fuzz (contract-tests/fuzz/support/fuzz-requests.ts), with every table counted before
 * and after each one that is answered 4xx. No worker runs, so nothing else writes meanwhile.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { allOperations, routeOf } from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { buildWorkspaceResources } from '../../contract-tests/cross-cutting/support/workspace-resources.ts';
import { requestsFor, runs, secondsPerOperation, seed, send } from '../../contract-tests/fuzz/support/fuzz-requests.ts';
import { insertDelivery } from '../support/deliveries.ts';
import { rowCounts } from '../support/row-counts.ts';

describe(`every operation fuzzed from the contract, refused requests write nothing (seed ${seed}, ${runs} cases each)`, function () {
  this.timeout(secondsPerOperation * 1000 + 60_000);
  let started: ServerWithPeer;
  let server: TestServer;

  before(async () => {
    // The fuzzer sends many requests fast: rate limits are the rate-limit tests' business.
    started = await startServerWithWebhookPeer({
      RUN_WORKER: 'false',
      RATE_LIMIT_FREE: '1000000',
      RATE_LIMIT_PRO: '1000000',
      RATE_LIMIT_ENTERPRISE: '1000000',
    });
    server = started.server;
  });
  after(async () => {
    await started?.close();
  });

  for (const op of allOperations) {
    it(`${routeOf(op)}: nothing written when refused`, async () => {
      const resources = await buildWorkspaceResources(server, `Fuzz ${op.operationId}`, {
        peer: started.peer,
        deliveryFor: (webhookId) => insertDelivery(server, webhookId),
      });
      await fc.assert(
        fc.asyncProperty(requestsFor(op, resources.ids), async (request) => {
          const before = await rowCounts(server.knex);
          const response = await send(server, op, resources.owner.key, request);
          if (response.status >= 400)
            expect(await rowCounts(server.knex), `${routeOf(op)} refused with ${response.status} but wrote`).to.deep.equal(before);
        }),
        { seed, numRuns: runs, interruptAfterTimeLimit: secondsPerOperation * 1000, markInterruptAsFailure: false },
      );
    });
  }
});
