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

  /** A claim loop that records when it claimed and its limit, and claims nothing unless told (no poll within a test). */
  const loopBeside = (gate: DispatchFirst, claims: (limit: number) => number = () => 0) => {
    const limits: number[] = [];
    const times: number[] = [];
    const loop = startClaimLoop(
      { listener, log: createLogger('silent'), dispatchFirst: gate },
      {
        what: 'test work',
        signal: 'deliveries-queued',
        pollIntervalMs: 60_000,
        room: () => 100,
        claim: (limit) => {
          limits.push(limit);
          times.push(performance.now());
          return Promise.resolve(claims(limit));
        },
      },
    );
    return { limits, times, loop };
  };

  it('sends no claim while the dispatcher is behind, however often woken, and claims its whole room at once when it caught up', async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
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

  it('claims heldClaim once every holdMs while behind, on its own, though each claim comes back full', async () => {
    const gate = dispatchFirst({ holdMs: 100, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind(true);
    // Every claim takes all it may: without the hold, the loop would claim again at once.
    const { limits, times, loop } = loopBeside(gate, (limit) => limit);
    try {
      await waitFor(() => limits.length >= 3, { what: 'three claims, with no wake-up (the poll is a minute away)' });
      expect(limits.slice(0, 3)).to.deep.equal([4, 4, 4]);
      expect(times[1]! - times[0]!, 'a hold between claims').to.be.at.least(95);
      expect(times[2]! - times[1]!, 'a hold between claims').to.be.at.least(95);
    } finally {
      await loop.stop();
    }
  });

  it('stops holding a backlog that lasts longer than maxSpanMs', async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 0 });
    gate.behind(true);
    const { limits, loop } = loopBeside(gate);
    try {
      await waitFor(() => limits.length === 1, { what: 'the first claim, at start' });
      expect(limits).to.deep.equal([100]);
    } finally {
      await loop.stop();
    }
  });

  it('claims at most heldClaim once its hold is over, while the dispatcher is still behind', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
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
