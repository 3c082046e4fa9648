/**
 * Every operation fuzzed from the contract (issue 9, point 5). For each operation of
 * generated/openapi.json, fast-check derives requests from the document itself (support/fuzz-requests.ts).
 * Every answer must be a status the operation documents with a body valid against the document
 * (rawRequest checks both), never a 500. That a rejected request changes no row is checked inside,
 * by system-tests/fuzz/refused-requests-write-nothing.test.ts.
 *
 * `npm test` runs a fixed seed and FUZZ_RUNS (default 6) cases per operation; `npm run test:soak`
 * runs more, with a random seed it prints, bounded by FUZZ_SECONDS per operation.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { TestServer } from '../support/server.ts';
import { startServerWithWebhookPeer, type ServerWithPeer } from '../support/webhook-peer.ts';
import { allOperations, routeOf } from '../cross-cutting/support/operation-table.ts';
import { buildWorkspaceResources } from '../cross-cutting/support/workspace-resources.ts';
import { requestsFor, runs, secondsPerOperation, seed, send } from './support/fuzz-requests.ts';

describe(`every operation fuzzed from the contract (seed ${seed}, ${runs} cases each)`, function () {
  this.timeout(secondsPerOperation * 1000 + 60_000);
  let started: ServerWithPeer;
  let server: TestServer;

  before(async () => {
    // The fuzzer sends many requests fast: rate limits are the rate-limit tests' business. The worker
    // runs, so the resources' webhook has a delivery to fuzz with.
    started = await startServerWithWebhookPeer({
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
    it(`${routeOf(op)}: documented statuses and bodies, never 500`, async () => {
      const resources = await buildWorkspaceResources(server, `Fuzz ${op.operationId}`, { peer: started.peer });
      await fc.assert(
        fc.asyncProperty(requestsFor(op, resources.ids), async (request) => {
          const response = await send(server, op, resources.owner.key, request);
          expect(response.status, `${routeOf(op)} answered 500: ${response.text}`).to.not.equal(500);
        }),
        { seed, numRuns: runs, interruptAfterTimeLimit: secondsPerOperation * 1000, markInterruptAsFailure: false },
      );
    });
  }
});
