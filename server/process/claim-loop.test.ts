// An engine's claim loop beside its worker's dispatcher (issue 29, point 3): it holds its claims
// while the dispatcher is behind and claims at once when it caught up. Real LISTEN connection.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { sleep, waitFor } from '../../contract-tests/support/wait.ts';
import { createKnex } from '../db/knex.ts';
import { Listener } from '../db/listener.ts';
import { localSignals } from '../events/signals.ts';
import { createLogger } from '../log.ts';
import { startClaimLoop } from './claim-loop.ts';
import { dispatchFirst, type DispatchFirst } from './dispatch-first.ts';

describe("an engine's claim loop while its dispatcher is behind", () => {
  let database: TestDatabase;
  let knex: Knex;
  let listener: Listener;
  before(async () => {
    database = await createTestDatabase('claim-loop');
    knex = createKnex(database.connectionString);
    listener = new Listener({ knex, connectionString: database.connectionString }, createLogger('silent'));
    await listener.start();
  });
  after(async () => {
    await listener?.close();
    await knex?.destroy();
    await database?.drop();
  });

  /** A claim loop that records the limit of each claim and claims nothing (no poll within a test). */
  const loopBeside = (gate: DispatchFirst) => {
    const limits: number[] = [];
    const loop = startClaimLoop(
      { listener, log: createLogger('silent'), dispatchFirst: gate },
      {
        what: 'test work',
        signal: 'deliveries-queued',
        pollIntervalMs: 60_000,
        room: () => 100,
        claim: (limit) => {
          limits.push(limit);
          return Promise.resolve(0);
        },
      },
    );
    return { limits, loop };
  };

  it('sends no claim while the dispatcher is behind, however often woken, and claims its whole room at once when it caught up', async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4 });
    const { limits, loop } = loopBeside(gate);
    try {
      await waitFor(() => limits.length === 1, { what: 'the first claim, at start' });
      gate.behind(true);
      for (let i = 0; i < 5; i++) {
        localSignals.raise('deliveries-queued');
        await sleep(20);
      }
      await sleep(200);
      expect(limits, 'no claim while held').to.deep.equal([100]);
      gate.behind(false);
      await waitFor(() => limits.length === 2, { what: 'a claim as the dispatcher caught up (no poll within a minute)' });
      expect(limits).to.deep.equal([100, 100]);
    } finally {
      await loop.stop();
    }
  });

  it('claims at most heldClaim once its hold is over, while the dispatcher is still behind', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4 });
    gate.behind(true);
    const { limits, loop } = loopBeside(gate);
    try {
      await waitFor(() => limits.length === 1, { what: 'the first claim, at start' });
      expect(limits).to.deep.equal([4]);
    } finally {
      await loop.stop();
    }
  });
});
