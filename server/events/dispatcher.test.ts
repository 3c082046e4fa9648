// The outbox dispatcher's claim (dispatchBatch), against a real PostgreSQL: which events one claim
// takes, what a failed fan-out leaves, and that claims running side by side (the dispatcher's lanes,
// or several worker processes) never share an event nor wait on each other's workspace.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { newId } from '../db/ids.ts';
import { jsonb } from '../db/jsonb.ts';
import { createKnex } from '../db/knex.ts';
import type { JobSpec } from '../queue/enqueue.ts';
import { dispatchBatch, fanOutReading, startDispatcher, type Claimed, type FanOut, type OutboxEvent } from './dispatcher.ts';
import type { Logger } from '../log.ts';
import { sleep, waitFor } from '../../contract-tests/support/wait.ts';
import { eventRow, systemActor } from './record-event.ts';
import { localSignals } from './signals.ts';
import { headWalk } from './dispatch-claim.ts';
import { dispatchFirst, type DispatchFirst } from '../process/dispatch-first.ts';

/** The engines' side of a dispatcher (a hold far longer than any test), and whether it says the dispatcher is behind. */
function gateBeside() {
  const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 1, maxSpanMs: 600_000 });
  return { gate, behind: () => [...gate.held(0).caps.values()].includes(0), heldOn: () => [...gate.held(0).caps.keys()] };
}

describe('claiming a batch of outbox events (dispatchBatch)', () => {
  let database: TestDatabase;
  let knex: Knex;
  before(async () => {
    database = await createTestDatabase('dispatcher');
    knex = createKnex(database.connectionString);
  });
  beforeEach(async () => {
    // The claim takes the oldest undispatched event of any workspace: each test starts with none.
    await knex.raw('truncate events, workspaces cascade');
    await knex.raw('delete from graphile_worker._private_jobs');
  });
  // A test that failed while a claim was held must not leave its transaction (and locks) to the next.
  const gates: Array<() => void> = [];
  afterEach(() => {
    for (const open of gates.splice(0)) open();
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  const workspaces = async (...slugs: string[]): Promise<string[]> => {
    const rows = slugs.map((slug) => ({ id: newId('ws'), name: slug, slug }));
    await knex('workspaces').insert(rows);
    return rows.map((r) => r.id);
  };
  /** One event per entry, recorded in this order (so `seq` follows it); resolves with their ids. */
  const recordInOrder = async (workspaceIds: string[], db: Knex = knex): Promise<string[]> => {
    const ids: string[] = [];
    for (const workspaceId of workspaceIds) {
      const row = eventRow({ workspaceId, type: 'task.created', actor: systemActor, data: { n: ids.length } });
      await db('events').insert({ ...row, actor: jsonb(db, row.actor), data: jsonb(db, row.data) });
      ids.push(row.id);
    }
    return ids;
  };
  /** Events a running dispatcher must see all at once, as one transaction commits them. */
  const recordAtOnce = (workspaceIds: string[]) => knex.transaction((trx) => recordInOrder(workspaceIds, trx));
  const seqOf = async (id: string) => Number((await knex('events').where({ id }).first('seq'))!.seq);
  const undispatched = async (): Promise<string[]> => knex('events').whereNull('dispatched_at').orderBy('seq').pluck('id');
  /** A fan-out that only remembers the batches it was handed. */
  const recorder = () => {
    const batches: OutboxEvent[][] = [];
    const fanOut: FanOut = (_trx, events) => {
      batches.push(events);
      return Promise.resolve([]);
    };
    return { batches, fanOut, ids: () => batches.flat().map((e) => e.id) };
  };
  const queuedJobKeys = async (): Promise<string[]> => {
    const { rows } = await knex.raw<{ rows: Array<{ key: string }> }>('select key from graphile_worker._private_jobs order by key');
    return rows.map((r) => r.key);
  };
  const fireJob = (key: string): JobSpec => ({
    task: 'fire_schedule',
    payload: { automation_id: key, at: new Date(0).toISOString() },
    jobKey: key,
  });
  /** A promise and the function that settles it, to hold a claim's transaction open until the test lets go. */
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    gates.push(open);
    return { open, opened };
  };

  it("claims, in order, up to a batch of the events of the workspace whose event is oldest, passing over others' events", async () => {
    const [a, b] = await workspaces('a', 'b');
    const [a1, b1, a2, a3, b2, a4] = await recordInOrder([a!, b!, a!, a!, b!, a!]);
    const seen = recorder();

    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 3 })).to.equal(3);
    expect(seen.batches).to.have.length(1);
    expect(seen.batches[0]!.map((e) => e.id)).to.deep.equal([a1, a2, a3]);
    expect(await undispatched()).to.deep.equal([b1, b2, a4]);

    // B's first event is now the oldest: B's turn, though A has one left.
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 3 })).to.equal(2);
    expect(seen.batches[1]!.map((e) => e.id)).to.deep.equal([b1, b2]);
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 3 })).to.equal(1);
    expect(seen.batches[2]!.map((e) => e.id)).to.deep.equal([a4]);

    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 3 })).to.equal(0);
    expect(seen.batches, 'no fan-out for an empty claim').to.have.length(3);
    expect(await undispatched()).to.deep.equal([]);
  });

  it('hands the fan-outs each event as recorded, without its actor or dispatch stamp', async () => {
    const [a] = await workspaces('a');
    const [id] = await recordInOrder([a!]);
    const seen = recorder();
    await dispatchBatch(knex, [seen.fanOut]);
    const [event] = seen.batches[0]!;
    expect(Object.keys(event!).sort()).to.deep.equal([
      'automation_chain',
      'created_at',
      'data',
      'id',
      'project_id',
      'seq',
      'type',
      'workspace_id',
    ]);
    expect(event).to.include({ id, workspace_id: a, project_id: null, type: 'task.created' });
    expect(event!.data).to.deep.equal({ workspace_id: a, actor: systemActor, n: 0 });
    expect(event!.automation_chain).to.deep.equal([]);
  });

  it("makes each fan-out's read in the claim's own statement and hands it what that found", async () => {
    const [a] = await workspaces('a');
    await recordInOrder([a!, a!, a!]);
    /** The statements a dispatch of the batch sends, however many fan-outs read. */
    const statementsOf = async (fanOuts: FanOut[]) => {
      const sent: string[] = [];
      const onQuery = (query: { sql: string }) => sent.push(query.sql);
      knex.on('query', onQuery);
      try {
        await knex.raw('update events set dispatched_at = null');
        expect(await dispatchBatch(knex, fanOuts)).to.equal(3);
      } finally {
        knex.off('query', onQuery);
      }
      return sent.length;
    };
    const found: unknown[] = [];
    const counting = fanOutReading<number>('select count(*) from claimed', (_trx, _events, n) => {
      found.push(n);
      return Promise.resolve([]);
    });
    const naming = fanOutReading<string>('select workspace_id from claimed limit 1', (_trx, events, workspaceId) => {
      found.push(workspaceId);
      expect(Object.keys(events[0]!), 'the events come without the claim columns about them').not.to.include.any.members([
        'fan_out_reads',
        'workspace_marked',
      ]);
      return Promise.resolve([]);
    });
    const plain = recorder();

    const withReads = await statementsOf([counting, plain.fanOut, naming]);
    expect(found).to.deep.equal([3, a]);
    expect(plain.batches[0]!.map((e) => e.seq)).to.have.length(3);
    expect(withReads, 'no statement more than a dispatch with no read').to.equal(await statementsOf([recorder().fanOut]));
  });

  it('passes over the workspaces named busy, and claims nothing when every waiting workspace is busy', async () => {
    const [a, b] = await workspaces('a', 'b');
    const [a1, a2, b1] = await recordInOrder([a!, a!, b!]);
    const seen = recorder();
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, busy: [a!] })).to.equal(1);
    expect(seen.ids()).to.deep.equal([b1]);
    expect(await undispatched()).to.deep.equal([a1, a2]);
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, busy: [a!, b!] })).to.equal(0);
    expect(await undispatched()).to.deep.equal([a1, a2]);
  });

  it("names the claimed workspace to onClaimed before any fan-out runs, and queues the fan-outs' jobs with the claim", async () => {
    const [a] = await workspaces('a');
    const ids = await recordInOrder([a!, a!]);
    const heard: string[] = [];
    const stamped: Record<string, string[]> = {};
    const first: FanOut = async (trx, events) => {
      heard.push('first fan-out');
      const claimed = events.map((e) => e.id);
      // Stamped in the claim's transaction, so committed with what the fan-outs do, or not at all.
      stamped.inside = await trx('events').whereIn('id', claimed).whereNotNull('dispatched_at').orderBy('seq').pluck('id');
      stamped.outside = await knex('events').whereIn('id', claimed).whereNotNull('dispatched_at').orderBy('seq').pluck('id');
      return events.map((e) => fireJob(`first:${e.id}`));
    };
    const second: FanOut = () => {
      heard.push('second fan-out');
      return Promise.resolve([fireJob('second')]);
    };
    expect(
      await dispatchBatch(knex, [first, second], { batchSize: 10, onClaimed: ({ workspaceId }) => heard.push(`claimed ${workspaceId}`) }),
    ).to.equal(2);
    expect(heard).to.deep.equal([`claimed ${a}`, 'first fan-out', 'second fan-out']);
    expect(stamped).to.deep.equal({ inside: ids, outside: [] });
    expect(await queuedJobKeys())
      .to.have.length(3)
      .and.include('second');
  });

  it('leaves the events undispatched and queues no job when a fan-out fails, so the next claim takes them again', async () => {
    const [a] = await workspaces('a');
    const ids = await recordInOrder([a!, a!]);
    const queuesJob: FanOut = () => Promise.resolve([fireJob('lost with the claim')]);
    const fails: FanOut = () => Promise.reject(new Error('the fan-out failed'));
    let reported: string | undefined;
    await dispatchBatch(knex, [queuesJob, fails]).catch((err: Error) => (reported = err.message));
    expect(reported).to.equal('the fan-out failed');
    expect(await undispatched()).to.deep.equal(ids);
    expect(await queuedJobKeys()).to.deep.equal([]);

    const seen = recorder();
    expect(await dispatchBatch(knex, [seen.fanOut])).to.equal(2);
    expect(seen.ids()).to.deep.equal(ids);
  });

  /** A batch claimed and held open inside its fan-out until `held.open()`; `holding` resolves when it commits. */
  async function holdBatch(batchSize: number) {
    const held = gate();
    const claimed = gate();
    const slow = recorder();
    const holding = dispatchBatch(
      knex,
      [
        async (trx, events) => {
          await held.opened;
          return slow.fanOut(trx, events);
        },
      ],
      { batchSize, onClaimed: () => claimed.open() },
    );
    await claimed.opened;
    return { held, slow, holding };
  }

  it("does not wait on a workspace whose batch is held: a claim beside it takes the next workspace's events", async function () {
    // A claim that waited on the held rows' locks would stall here until the test's time-out.
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    const [a1, a2, b1, b2] = await recordInOrder([a!, a!, b!, b!]);
    const { held, slow, holding } = await holdBatch(10);

    const beside = recorder();
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 10 })).to.equal(2);
    expect(beside.ids()).to.deep.equal([b1, b2]);
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 10 }), 'the held events are not claimed again').to.equal(0);

    held.open();
    expect(await holding).to.equal(2);
    expect(slow.ids()).to.deep.equal([a1, a2]);
    expect(await undispatched()).to.deep.equal([]);
  });

  it("skips the rows a held batch locked: the same workspace's later events are claimable unless it is named busy", async function () {
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    const [a1, a2, a3, b1] = await recordInOrder([a!, a!, a!, b!]);
    const { held, slow, holding } = await holdBatch(2);

    // This is why the dispatch loop passes its busy workspaces: otherwise a second lane takes the
    // same workspace's next batch, and its fan-outs run beside (and out of order with) the first.
    const busyNamed = recorder();
    expect(await dispatchBatch(knex, [busyNamed.fanOut], { batchSize: 10, busy: [a!] })).to.equal(1);
    expect(busyNamed.ids()).to.deep.equal([b1]);
    const noneBusy = recorder();
    expect(await dispatchBatch(knex, [noneBusy.fanOut], { batchSize: 10 })).to.equal(1);
    expect(noneBusy.ids()).to.deep.equal([a3]);

    held.open();
    expect(await holding).to.equal(2);
    expect(slow.ids()).to.deep.equal([a1, a2]);
  });

  it('takes, of a workspace named in `after`, only its events after that seq, and tells what it claimed', async function () {
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    const [a1, a2, b1, a3] = await recordInOrder([a!, a!, b!, a!]);

    // A's lanes hold (or held, in a batch that failed and rolled back) its events up to a2's seq: a
    // claim beside them passes over a2 too, which waits for a claim that names A neither way.
    const { held, slow, holding } = await holdBatch(1);
    const heard: Claimed[] = [];
    const beside = recorder();
    const after = new Map([[a!, await seqOf(a2!)]]);
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 2, after, onClaimed: (claim) => heard.push(claim) })).to.equal(1);
    expect(beside.ids(), 'B’s event is the oldest after A’s held ones').to.deep.equal([b1]);
    expect(heard).to.deep.equal([{ workspaceId: b, lastSeq: await seqOf(b1!), full: false }]);
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 1, after, onClaimed: (claim) => heard.push(claim) })).to.equal(1);
    expect(beside.ids().slice(1), 'then A’s event after that seq, not the one before it').to.deep.equal([a3]);
    expect(heard[1], 'a whole batch').to.deep.equal({ workspaceId: a, lastSeq: await seqOf(a3!), full: true });
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 2, after })).to.equal(0);
    expect(await undispatched(), 'a1 held, a2 passed over').to.deep.equal([a1, a2]);

    held.open();
    expect(await holding).to.equal(1);
    expect(slow.ids()).to.deep.equal([a1]);
  });

  /** `count` events of one workspace, recorded in one statement (in order); resolves with their ids. */
  const recordMany = async (workspaceId: string, count: number): Promise<string[]> => {
    const rows = Array.from({ length: count }, (_, n) => eventRow({ workspaceId, type: 'task.created', actor: systemActor, data: { n } }));
    await knex('events').insert(rows.map((row) => ({ ...row, actor: jsonb(knex, row.actor), data: jsonb(knex, row.data) })));
    return rows.map((row) => row.id);
  };
  // Longer than the claim's walk by seq (dispatch-claim.ts), so the head must come workspace by workspace.
  const longBacklog = headWalk + 44;

  it("finds the next workspace's oldest event behind a busy workspace's backlog longer than its walk by seq", async function () {
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    await recordMany(b!, longBacklog);
    const [a1, a2] = await recordMany(a!, 2);
    const [b9] = await recordMany(b!, 1);
    const seen = recorder();
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, busy: [b!] })).to.equal(2);
    expect(seen.ids()).to.deep.equal([a1, a2]);
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, busy: [b!] })).to.equal(0);
    expect((await undispatched()).at(-1)).to.equal(b9);
  });

  it('takes, of a workspace named in `after` past its walk by seq, its oldest events after that seq', async function () {
    this.timeout(5_000);
    const [a] = await workspaces('a');
    const ids = await recordMany(a!, longBacklog);
    const lastHeld = await seqOf(ids[longBacklog - 10]!);
    const seen = recorder();
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 4, after: new Map([[a!, lastHeld]]) })).to.equal(4);
    expect(seen.ids()).to.deep.equal(ids.slice(longBacklog - 9, longBacklog - 5));
  });

  it("behind a backlog longer than its walk that another claim holds (another process's), takes the next workspace's events", async function () {
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    const held = await recordMany(b!, longBacklog);
    const [a1] = await recordMany(a!, 1);
    const [b9] = await recordMany(b!, 1);
    const holder = await holdBatch(longBacklog);

    // The held events are nobody's busy workspace here, as another process's claim would be.
    const beside = recorder();
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 10 })).to.equal(1);
    expect(beside.ids(), "A's oldest event is the oldest not held").to.deep.equal([a1]);
    // Then, with every workspace's oldest held, the oldest workspace's events after the held ones.
    expect(await dispatchBatch(knex, [beside.fanOut], { batchSize: 10 })).to.equal(1);
    expect(beside.ids().slice(1)).to.deep.equal([b9]);

    holder.held.open();
    expect(await holder.holding).to.equal(longBacklog);
    expect(holder.slow.ids()).to.deep.equal(held);
    expect(await undispatched()).to.deep.equal([]);
  });

  it('gives a workspace with no batch under way the claim before the next batch of one in `after`, older as its events are', async function () {
    this.timeout(5_000);
    const [a, b] = await workspaces('a', 'b');
    const [b1, b2, b3, a1] = await recordInOrder([b!, b!, b!, a!]);
    const after = new Map([[b!, await seqOf(b1!)]]);
    const seen = recorder();
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, after })).to.equal(1);
    expect(seen.ids(), 'A has nothing under way').to.deep.equal([a1]);
    expect(await dispatchBatch(knex, [seen.fanOut], { batchSize: 10, after })).to.equal(2);
    expect(seen.ids().slice(1), 'then B’s next batch, as no other workspace waits').to.deep.equal([b2, b3]);
  });

  it('hands every event to the fan-outs exactly once when four lanes claim side by side', async () => {
    const ids = await workspaces('a', 'b', 'c');
    const events = await recordInOrder(Array.from({ length: 30 }, (_, i) => ids[i % 3]!));
    const seen = recorder();
    const lane = async () => {
      while ((await dispatchBatch(knex, [seen.fanOut], { batchSize: 4 })) > 0);
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    // A lane stops when all that is left is locked by another lane's claim: drain what may remain.
    await lane();
    expect([...seen.ids()].sort()).to.deep.equal([...events].sort());
    expect(new Set(seen.ids()).size).to.equal(events.length);
    for (const batch of seen.batches) expect(new Set(batch.map((e) => e.workspace_id)).size, 'one workspace a batch').to.equal(1);
    expect(await undispatched()).to.deep.equal([]);
  });

  it('gives a workspace a second lane only while its batch under way came back full, and never a third', async function () {
    this.timeout(10_000);
    const [a] = await workspaces('a');
    const handed: string[][] = [];
    const releases: Array<() => void> = [];
    // Every batch is held in its fan-out until the test lets it go.
    const holding: FanOut = async (_trx, events) => {
      handed.push(events.map((e) => e.id));
      const { open, opened } = gate();
      releases.push(open);
      await opened;
      return [];
    };
    const log = { error: () => undefined } as unknown as Logger;
    const dispatcher = startDispatcher(knex, log, { fanOuts: [holding], pollIntervalMs: 20, batchSize: 2 });
    const batches = async (n: number, what: string) => {
      await waitFor(() => handed.length >= n, { what });
      // Time for a lane that should not start to show itself.
      await sleep(200);
      expect(handed, what).to.have.length(n);
    };
    try {
      const [a1] = await recordInOrder([a!]);
      await batches(1, 'one batch, not full');
      const [a2, a3] = await recordAtOnce([a!, a!]);
      await sleep(200);
      expect(handed, 'no second lane behind a batch that was not full').to.deep.equal([[a1]]);
      releases[0]!();
      await batches(2, 'the next batch, full, once the first ended');
      expect(handed[1]).to.deep.equal([a2, a3]);
      const [a4, a5, a6] = await recordAtOnce([a!, a!, a!]);
      await batches(3, 'a second lane beside the full batch, taking the events after it');
      expect(handed[2]).to.deep.equal([a4, a5]);
      releases[1]!();
      await batches(4, 'the next lane once one of the two ended, and no third beside them');
      expect(handed[3]).to.deep.equal([a6]);
    } finally {
      for (const open of releases) open();
      await dispatcher.stop();
    }
  });

  describe('claims only where a wake-up may find events (no poll in these tests)', () => {
    const log = { error: () => undefined } as unknown as Logger;
    /** Records the events in one transaction and raises what its commit raises, naming their workspace. */
    const commit = async (workspaceId: string, count = 1) => {
      const ids = await recordAtOnce(Array.from({ length: count }, () => workspaceId));
      localSignals.raise('events-committed', workspaceId);
      return ids;
    };
    /** Counts the dispatch claims sent, and holds every batch in its fan-out until the test lets it go. */
    const watched = () => {
      const state = { claims: 0, handed: [] as string[][], releases: [] as Array<() => void> };
      const onQuery = (query: { sql: string }) => {
        if (query.sql.startsWith('with recursive oldest')) state.claims++;
      };
      knex.on('query', onQuery);
      const holding: FanOut = async (_trx, events) => {
        state.handed.push(events.map((e) => e.id));
        const { open, opened } = gate();
        state.releases.push(open);
        await opened;
        return [];
      };
      return { state, holding, off: () => knex.off('query', onQuery) };
    };
    /** Runs `test` beside a dispatcher of held batches (polling once a minute unless told), then lets every batch go and stops it. */
    const besideDispatcher = async (
      options: { pollIntervalMs?: number; batchSize?: number; lanes?: number; dispatchFirst?: DispatchFirst },
      test: (state: ReturnType<typeof watched>['state']) => Promise<void>,
    ) => {
      const { state, holding, off } = watched();
      const dispatcher = startDispatcher(knex, log, { fanOuts: [holding], pollIntervalMs: 60_000, ...options });
      try {
        await test(state);
      } finally {
        for (const open of state.releases) open();
        off();
        await dispatcher.stop();
      }
    };

    it('sends no claim for a workspace whose batch is under way here, claims another at once, and looks again as the batch ends', async function () {
      this.timeout(10_000);
      const [a, b] = await workspaces('a', 'b');
      await besideDispatcher({}, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        const [a1] = await commit(a!);
        await waitFor(() => state.handed.length === 1, { what: "A's first batch" });
        const [a2] = await commit(a!);
        for (let i = 0; i < 4; i++) localSignals.raise('events-committed', a);
        await sleep(200);
        expect(state.claims, "no claim while A's batch is under way here").to.equal(2);
        const [b1] = await commit(b!);
        await waitFor(() => state.handed.length === 2, { what: "B's batch beside A's" });
        expect(state.handed).to.deep.equal([[a1], [b1]]);
        state.releases[0]!();
        await waitFor(() => state.handed.length === 3, { what: "A's events named while its batch was under way" });
        expect(state.handed[2]).to.deep.equal([a2]);
        for (const open of state.releases) open();
        await sleep(200);
        expect(state.claims, 'one claim a batch, and the first look').to.equal(4);
      });
    });

    it('gives a workspace its second lane at once when its named batch came back full', async function () {
      this.timeout(10_000);
      const [a] = await workspaces('a');
      await besideDispatcher({ batchSize: 2 }, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        const [a1, a2, a3, a4, a5] = await commit(a!, 5);
        await waitFor(() => state.handed.length === 2, { what: 'two lanes, the first full (not at the next poll, a minute away)' });
        expect(state.handed).to.deep.equal([
          [a1, a2],
          [a3, a4],
        ]);
        for (const open of state.releases.splice(0)) open();
        await waitFor(() => state.handed.length === 3, { what: 'the rest once a lane ended' });
        expect(state.handed[2]).to.deep.equal([a5]);
      });
    });

    it("tells its engines it is behind from a full batch's claim until a batch that was not full ended, none full under way", async function () {
      this.timeout(10_000);
      const [a] = await workspaces('a');
      const { gate, behind, heldOn } = gateBeside();
      await besideDispatcher({ batchSize: 2, dispatchFirst: gate }, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        await commit(a!);
        await waitFor(() => state.handed.length === 1, { what: 'a batch, not full' });
        expect(behind(), 'behind for a batch that was not full').to.equal(false);
        state.releases[0]!();
        await commit(a!, 5);
        await waitFor(() => state.handed.length === 3, { what: 'two full batches side by side' });
        expect(behind(), 'behind while full batches are under way').to.equal(true);
        expect(heldOn(), "behind on A's events, and only on them").to.deep.equal([a]);
        for (const open of state.releases.splice(0)) open();
        await waitFor(() => state.handed.length === 4, { what: 'the last batch, not full' });
        expect(state.handed[3]).to.have.length(1);
        expect(behind(), 'behind until the batch after the full ones ended').to.equal(true);
        state.releases[0]!();
        await waitFor(() => !behind(), { what: 'caught up as the last batch ended' });
      });
    });

    it("stays behind when another workspace's batch ends after a full batch did and before the workspace's last one did", async function () {
      this.timeout(10_000);
      const [a, b] = await workspaces('a', 'b');
      const { gate, behind } = gateBeside();
      const dispatched = async (ids: string[]) => !(await undispatched()).some((id) => ids.includes(id));
      await besideDispatcher({ batchSize: 2, dispatchFirst: gate }, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        const [a1, a2, a3] = await commit(a!, 3);
        await waitFor(() => state.handed.length === 2, { what: "A's full batch and its second lane" });
        expect(state.handed).to.deep.equal([[a1, a2], [a3]]);
        state.releases[0]!();
        await waitFor(() => dispatched([a1!, a2!]), { what: "A's full batch committed" });
        const [b1] = await commit(b!);
        await waitFor(() => state.handed.length === 3, { what: "B's batch" });
        state.releases[2]!();
        await waitFor(() => dispatched([b1!]), { what: "B's batch committed" });
        await sleep(100);
        // No full batch is under way now, but A's last batch is: counting only what is under way said caught up here.
        expect(behind(), "behind until A's last batch ended").to.equal(true);
        state.releases[1]!();
        await waitFor(() => !behind(), { what: "caught up as A's last batch ended" });
      });
    });

    it('is caught up when the claim after a full batch finds nothing (the backlog was exactly a batch)', async function () {
      this.timeout(10_000);
      const [a] = await workspaces('a');
      const { gate, behind } = gateBeside();
      await besideDispatcher({ batchSize: 2, dispatchFirst: gate }, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        await commit(a!, 2);
        await waitFor(() => state.handed.length === 1, { what: 'one full batch' });
        expect(behind()).to.equal(true);
        state.releases[0]!();
        await waitFor(() => !behind(), { what: 'caught up as the next claim found nothing' });
        expect(state.handed).to.have.length(1);
      });
    });

    it('still polls while wake-ups keep naming only a workspace under way', async function () {
      this.timeout(10_000);
      const [a, b] = await workspaces('a', 'b');
      await besideDispatcher({ pollIntervalMs: 100 }, async (state) => {
        let naming = true;
        const namingA = (async () => {
          while (naming) {
            localSignals.raise('events-committed', a);
            await sleep(20);
          }
        })();
        try {
          await commit(a!);
          await waitFor(() => state.handed.length === 1, { what: "A's batch, held" });
          // B's event comes with no wake-up here (as when another process's NOTIFY is lost).
          const [b1] = await recordInOrder([b!]);
          await waitFor(() => state.handed.length === 2, { what: "B's event, found by a poll", timeoutMs: 2_000 });
          expect(state.handed[1]).to.deep.equal([b1]);
        } finally {
          naming = false;
          await namingA;
        }
      });
    });

    it('claims a workspace named while every lane was taken as soon as one is free', async function () {
      this.timeout(10_000);
      const [a, b] = await workspaces('a', 'b');
      await besideDispatcher({ lanes: 1 }, async (state) => {
        await waitFor(() => state.claims === 1, { what: 'the first look, at start' });
        await commit(a!);
        await waitFor(() => state.handed.length === 1, { what: "A's batch, in the only lane" });
        const [b1] = await commit(b!);
        await sleep(200);
        expect(state.handed, 'no lane for B yet').to.have.length(1);
        state.releases[0]!();
        await waitFor(() => state.handed.length === 2, { what: "B's batch once A's lane is free (not at the next poll, a minute away)" });
        expect(state.handed[1]).to.deep.equal([b1]);
      });
    });
  });

  it('is caught up when a full batch fails: its workspace cools down, and nothing of it is dispatched meanwhile', async () => {
    const [poisoned] = await workspaces('poisoned');
    await recordInOrder([poisoned!, poisoned!]);
    const { gate, behind } = gateBeside();
    let tried = 0;
    let behindWhenTried: boolean | undefined;
    const failing: FanOut = () => {
      tried++;
      behindWhenTried = behind();
      return Promise.reject(new Error('a poisoned batch'));
    };
    const log = { error: () => undefined } as unknown as Logger;
    const dispatcher = startDispatcher(knex, log, {
      fanOuts: [failing],
      batchSize: 2,
      pollIntervalMs: 20,
      firstBackoffMs: 60_000,
      dispatchFirst: gate,
    });
    try {
      await waitFor(() => tried === 1, { what: 'the full batch tried' });
      expect(behindWhenTried, 'behind while the full batch was under way').to.equal(true);
      await waitFor(() => !behind(), { what: 'caught up once it failed' });
      await sleep(200);
      expect(tried, 'not tried again while it cools down').to.equal(1);
      expect(await undispatched()).to.have.length(2);
    } finally {
      await dispatcher.stop();
    }
  });

  it('waits, longer each time, before claiming again a workspace whose batch failed, while the others are dispatched', async () => {
    const [poisoned, healthy] = await workspaces('poisoned', 'healthy');
    await recordInOrder([poisoned!]);
    let failures = 0;
    let firstFailureAt = 0;
    const failing: FanOut = (_trx, events) => {
      if (events[0]!.workspace_id !== poisoned) return Promise.resolve([]);
      failures += 1;
      if (failures === 1) firstFailureAt = performance.now();
      return Promise.reject(new Error('this batch cannot be fanned out'));
    };
    const logged: unknown[] = [];
    const log = { error: (fields: unknown) => logged.push(fields) } as unknown as Logger;
    const dispatcher = startDispatcher(knex, log, { fanOuts: [failing], pollIntervalMs: 20, firstBackoffMs: 200 });
    try {
      await waitFor(() => failures >= 1, { what: 'the first failure' });
      const [healthyEvent] = await recordInOrder([healthy!]);
      await waitFor(async () => !(await undispatched()).includes(healthyEvent!), { what: "the healthy workspace's event" });
      // A second after the first failure, timed from it (the healthy event took its own time): 200 ms,
      // then 400 ms, then 800: two or three attempts by then, where without the wait it was hundreds.
      await sleep(Math.max(0, firstFailureAt + 1_000 - performance.now()));
      expect(failures).to.be.within(2, 3);
      expect(logged[0]).to.deep.include({ workspaceId: poisoned, retryInMs: 200 });
      expect(logged[1]).to.deep.include({ workspaceId: poisoned, retryInMs: 400 });
    } finally {
      await dispatcher.stop();
    }
  });

  it("keeps a workspace's backoff when a second lane's batch of its later events, claimed after the failure, succeeds", async () => {
    const [poisoned] = await workspaces('poisoned');
    // Three whole batches of two: the first fails while the second is under way; once the wait is
    // over, a second lane beside the second takes the third (events after the second's) and succeeds.
    const [first, , third, , fifth] = await recordInOrder(Array.from({ length: 6 }, () => poisoned!));
    let failures = 0;
    let secondStarted!: () => void;
    const secondUnderWay = new Promise<void>((resolve) => (secondStarted = resolve));
    let thirdDone!: () => void;
    const thirdSucceeded = new Promise<void>((resolve) => (thirdDone = resolve));
    const failing: FanOut = async (_trx, events) => {
      if (events[0]!.id === first) {
        failures += 1;
        if (failures === 1) await secondUnderWay;
        throw new Error('this batch cannot be fanned out');
      }
      if (events[0]!.id === third) {
        secondStarted();
        await thirdSucceeded;
      }
      if (events[0]!.id === fifth) setImmediate(thirdDone);
      return [];
    };
    const logged: Array<{ retryInMs?: number }> = [];
    const log = { error: (fields: { retryInMs?: number }) => logged.push(fields) } as unknown as Logger;
    const dispatcher = startDispatcher(knex, log, { fanOuts: [failing], batchSize: 2, pollIntervalMs: 20, firstBackoffMs: 100 });
    try {
      await waitFor(() => logged.length >= 2, { what: 'the failed batch tried again and logged' });
      expect(logged.slice(0, 2).map((l) => l.retryInMs)).to.deep.equal([100, 200]);
      expect(await undispatched()).to.have.length(2);
    } finally {
      thirdDone();
      await dispatcher.stop();
    }
  });

  it("keeps a workspace's backoff when a later batch of it, claimed before the failure, succeeds", async () => {
    const [poisoned] = await workspaces('poisoned');
    // Two whole batches of two: the second lane takes the later two while the first is under way.
    const [first] = await recordInOrder([poisoned!, poisoned!, poisoned!, poisoned!]);
    let failures = 0;
    let laterStarted!: () => void;
    const laterUnderWay = new Promise<void>((resolve) => (laterStarted = resolve));
    let firstFailed!: () => void;
    const failedOnce = new Promise<void>((resolve) => (firstFailed = resolve));
    const failing: FanOut = async (_trx, events) => {
      if (events[0]!.id !== first) {
        laterStarted();
        await failedOnce;
        return [];
      }
      failures += 1;
      await laterUnderWay;
      throw new Error('this batch cannot be fanned out');
    };
    const logged: Array<{ retryInMs?: number }> = [];
    // The later batch goes on once the failure is recorded (its backoff set, then logged).
    const log = {
      error: (fields: { retryInMs?: number }) => {
        logged.push(fields);
        firstFailed();
      },
    } as unknown as Logger;
    const dispatcher = startDispatcher(knex, log, { fanOuts: [failing], batchSize: 2, pollIntervalMs: 20, firstBackoffMs: 100 });
    try {
      await waitFor(() => failures >= 2, { what: 'the failed batch tried again' });
      await waitFor(() => logged.length >= 2, { what: 'the second failure logged' });
      // The later batch went through between the two failures: the wait still doubles.
      expect(logged.slice(0, 2).map((l) => l.retryInMs)).to.deep.equal([100, 200]);
      expect(await undispatched()).to.have.length(2);
    } finally {
      await dispatcher.stop();
    }
  });
});
