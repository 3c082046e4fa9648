// An engine's claim loop beside its worker's dispatcher (issue 29, point 3): it holds a workspace's
// work while the dispatcher is behind on that workspace's events, and claims it at once when it caught
// up; every other workspace's work it claims as ever. Real LISTEN connection.
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

  /**
   * A claim loop that records each claim (its limit, what it capped, when) and claims what `claims`
   * says (nothing unless told); no poll within a test. `room` is the engine's room.
   */
  const loopBeside = (
    gate: DispatchFirst,
    claims: (limit: number, caps: ReadonlyMap<string, number>) => number = () => 0,
    room: () => number = () => 100,
    pollIntervalMs = 60_000,
  ) => {
    const sent: Array<{ limit: number; caps: Array<[string, number]>; at: number }> = [];
    const loop = startClaimLoop(
      { listener, log: createLogger('silent'), dispatchFirst: gate },
      {
        what: 'test work',
        signal: 'deliveries-queued',
        pollIntervalMs,
        room,
        claim: (limit, caps) => {
          sent.push({ limit, caps: [...caps], at: performance.now() });
          return Promise.resolve(claims(limit, caps));
        },
      },
    );
    return { sent, loop };
  };

  /**
   * The loop's first two claims: at its start, and as its subscription starts listening (what was
   * announced before it listened is missed, so it looks). Resolves with their count, 2.
   */
  const settled = async (sent: unknown[]) => {
    await waitFor(() => sent.length === 2, { what: "the start's claim, and the listener's once it listens" });
    return sent.length;
  };

  it("claims none of a held workspace's work, sends no claim for wake-ups naming only it, claims another's at once, and the held one's when caught up", async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    const { sent, loop } = loopBeside(gate);
    try {
      await waitFor(() => sent.length === 1, { what: 'the first claim, at start' });
      gate.behind('ws_a', true);
      // Then the listener's, as it starts listening (it may have missed a NOTIFY until then).
      const before = await settled(sent);
      for (let i = 0; i < 5; i++) {
        localSignals.raise('deliveries-queued', 'ws_a');
        loop.roomFreed('ws_a');
        await sleep(20);
      }
      await sleep(200);
      expect(sent, "no claim for A's work alone while it is held").to.have.length(before);
      localSignals.raise('deliveries-queued', 'ws_b');
      await waitFor(() => sent.length === before + 1, { what: "a claim for B's work" });
      expect(sent[before]).to.deep.include({ limit: 100, caps: [['ws_a', 0]] });
      loop.roomFreed('ws_b');
      await waitFor(() => sent.length === before + 2, { what: "a claim as B's work ended" });
      gate.behind('ws_a', false);
      await waitFor(() => sent.length === before + 3, { what: 'a claim as the dispatcher caught up on A (no poll within a minute)' });
      expect(sent[before + 2]!.caps, "A's work as any other's").to.deep.equal([]);
    } finally {
      await loop.stop();
    }
  });

  it("claims heldClaim of a held workspace's work once every holdMs, on its own, each time followed at once by a claim that leaves it out", async () => {
    const gate = dispatchFirst({ holdMs: 100, heldClaim: 4, maxSpanMs: 600_000 });
    // Plenty of A's work is due once A is held: each claim takes as much of it as it may.
    const { sent, loop } = loopBeside(gate, (limit, caps) => Math.min(limit, caps.get('ws_a') ?? 0));
    try {
      await settled(sent);
      gate.behind('ws_a', true);
      localSignals.raise('deliveries-queued', 'ws_b');
      await waitFor(() => sent.filter((claim) => claim.caps[0]?.[1] === 4).length >= 3, {
        what: "three claims of A's work, with no wake-up (the poll is a minute away)",
      });
      const released = sent.filter((claim) => claim.caps[0]?.[1] === 4);
      expect(released[1]!.at - released[0]!.at, 'a hold between them').to.be.at.least(95);
      expect(released[2]!.at - released[1]!.at, 'a hold between them').to.be.at.least(95);
      const first = sent.indexOf(released[0]!);
      expect(
        sent.slice(first, first + 5).map((claim) => claim.caps),
        "each release, then a claim for the others' work (the held work's rows may have filled the release's candidates)",
      ).to.deep.equal([[['ws_a', 4]], [['ws_a', 0]], [['ws_a', 4]], [['ws_a', 0]], [['ws_a', 4]]]);
    } finally {
      await loop.stop();
    }
  });

  it("stops holding a workspace's work once its backlog has lasted maxSpanMs", async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 0 });
    gate.behind('ws_a', true);
    const { sent, loop } = loopBeside(gate);
    try {
      await waitFor(() => sent.length === 1, { what: 'the first claim, at start' });
      expect(sent[0]!.caps).to.deep.equal([]);
    } finally {
      await loop.stop();
    }
  });

  it("claims at most heldClaim of a workspace's work once its hold is over, while the dispatcher is still behind on it", async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    const { sent, loop } = loopBeside(gate);
    try {
      await waitFor(() => sent.length === 1, { what: 'the first claim, at start' });
      expect(sent[0]).to.deep.include({ limit: 100, caps: [['ws_a', 4]] });
    } finally {
      await loop.stop();
    }
  });

  it("claims when a held workspace's work ends if the engine had no room for others', and not once it had", async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    let room = 0;
    let asked = 0;
    const { sent, loop } = loopBeside(
      gate,
      () => 0,
      () => (asked++, room),
    );
    try {
      // At its start and as its subscription starts listening, the loop finds no room.
      await waitFor(() => asked === 2, { what: 'the room asked twice' });
      expect(sent, 'no claim with no room').to.have.length(0);
      room = 100;
      loop.roomFreed('ws_a');
      await waitFor(() => sent.length === 1, { what: "a claim as A's work ended, the engine having been full" });
      loop.roomFreed('ws_a');
      await sleep(200);
      expect(sent, 'none once a claim with room found nothing else').to.have.length(1);
    } finally {
      await loop.stop();
    }
  });

  it("sends no claim at a poll while a workspace's work is held and none released, and claims at once when another's is queued", async () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    const { sent, loop } = loopBeside(
      gate,
      () => 0,
      () => 100,
      30,
    );
    try {
      await waitFor(() => sent.length >= 3, { what: 'claims at the polls while nothing is held' });
      gate.behind('ws_a', true);
      await sleep(100);
      const before = sent.length;
      await sleep(300);
      expect(sent, 'no claim at the ten polls since').to.have.length(before);
      localSignals.raise('deliveries-queued', 'ws_b');
      await waitFor(() => sent.length === before + 1, { what: "a claim for B's work" });
      expect(sent[before]!.caps).to.deep.equal([['ws_a', 0]]);
    } finally {
      await loop.stop();
    }
  });

  it("claims as one workspace's backlog outlasts its span while another's work is still held", async () => {
    // B's backlog must begin within A's span: 2.7 s of room for the steps between, however loaded the
    // machine (with 1 s, a full run once began it after A's span had ended, and nothing was held to wait for).
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 3_000 });
    const { sent, loop } = loopBeside(gate);
    try {
      await settled(sent);
      gate.behind('ws_a', true);
      localSignals.raise('deliveries-queued', 'ws_c');
      await waitFor(() => sent.at(-1)!.caps.length === 1, { what: "a claim for C's work, A's held" });
      const before = sent.length;
      await sleep(300);
      gate.behind('ws_b', true);
      // A's work as any other's, B's still held. (A claim with both held may come first: what is held
      // changed when B's backlog began, and a timer may end its wait a little early.)
      await waitFor(() => sent.slice(before).some((claim) => claim.caps.length === 1 && claim.caps[0]![0] === 'ws_b'), {
        what: "a claim as A's span ended (no signal; the poll is a minute away)",
      });
    } finally {
      await loop.stop();
    }
  });

  it('waits after the claim that follows a release, though the hold is over by then (no release, follow-up, release without a wait)', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    const { sent, loop } = loopBeside(gate, (limit, caps) => Math.min(limit, caps.get('ws_a') ?? 0));
    try {
      await waitFor(() => sent.length >= 4, { what: "the start's claims and the listener's" });
      await sleep(200);
      // At its start, and as the listener starts: each a release and its follow-up. The poll is a minute away.
      expect(sent.map((claim) => claim.caps)).to.deep.equal([[['ws_a', 4]], [['ws_a', 0]], [['ws_a', 4]], [['ws_a', 0]]]);
    } finally {
      await loop.stop();
    }
  });

  it('sends no follow-up after a release claim that failed', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    const sent: Array<Array<[string, number]>> = [];
    const loop = startClaimLoop(
      { listener, log: createLogger('silent'), dispatchFirst: gate },
      {
        what: 'test work',
        signal: 'deliveries-queued',
        pollIntervalMs: 60_000,
        room: () => 100,
        claim: (_limit, caps) => {
          sent.push([...caps]);
          return Promise.reject(new Error('the database is away'));
        },
      },
    );
    try {
      await waitFor(() => sent.length === 2, { what: "the start's claim and the listener's" });
      await sleep(200);
      expect(sent, 'two releases, each failed, and no claim straight after either').to.deep.equal([[['ws_a', 4]], [['ws_a', 4]]]);
    } finally {
      await loop.stop();
    }
  });
});
