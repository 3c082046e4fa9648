/**
 * Issue 29: one workspace's backlog of undispatched events (an import, an automation storm) must not
 * slow every other workspace's dispatch. The claim found its head by walking the undispatched events
 * in order past the busy workspace's: 30 ms a claim with 100,000 ahead, growing with the backlog.
 * Here another workspace's claim, behind a busy workspace's 2,000 events and then 40,000, must read
 * about as many pages either way, on statistics a quiet hour left (every event dispatched, so
 * PostgreSQL expects next to none waiting), as a custom plan and as the generic one the named
 * statement may settle on.
 */
import { expect } from 'chai';
import type { Knex } from 'knex';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { createKnex } from '../../server/db/knex.ts';
import { newId } from '../../server/db/ids.ts';
import { claimStatement } from '../../server/events/dispatcher.ts';
import { fanOuts } from '../../server/worker-tasks.ts';

interface Explained {
  Plan: { 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}
type ExplainRow = { 'QUERY PLAN': Explained[] };

const BATCH = 50;

describe("scale: a workspace's dispatch claim behind another's backlog reads no more for a longer backlog", () => {
  let database: TestDatabase;
  let knex: Knex;
  const [busy, other] = [newId('ws'), newId('ws')];

  const record = (workspaceId: string, count: number, dispatched: boolean) =>
    knex.raw(
      `insert into events (id, workspace_id, type, actor, data, dispatched_at)
       select 'evt_' || md5(random()::text), ?, 'task.created', '{"type":"system","id":null,"name":"test"}', '{}', ${dispatched ? 'now()' : 'null'}
       from generate_series(1, ?)`,
      [workspaceId, count],
    );

  /** The pages the claim reads for the other workspace's events, the busy one named busy; nothing is kept. */
  const pagesRead = async (plan: 'custom' | 'generic'): Promise<number> => {
    let n = 0;
    // The worker's own claim, its fan-outs' reads included.
    const sql = claimStatement(fanOuts).sql.replace(/\?/g, () => `$${++n}`);
    const values = [[busy], [busy], [], [], BATCH];
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    try {
      await client.query('begin');
      let explain: string;
      if (plan === 'custom') {
        explain = `explain (analyze, buffers, format json) ${sql}`;
      } else {
        await client.query('set local plan_cache_mode = force_generic_plan');
        await client.query(`prepare claim as ${sql}`);
        const literal = (value: unknown) => (Array.isArray(value) ? `'{${value.join(',')}}'` : String(value));
        explain = `explain (analyze, buffers, format json) execute claim(${values.map(literal).join(', ')})`;
      }
      const { rows } = await client.query<ExplainRow>(explain, plan === 'custom' ? values : []);
      const explained = rows[0]!['QUERY PLAN'][0]!;
      expect(explained.Plan['Actual Rows'], "the other workspace's events are claimed").to.equal(BATCH);
      return explained.Plan['Shared Hit Blocks'] + explained.Plan['Shared Read Blocks'];
    } finally {
      await client.query('rollback');
      await client.end();
    }
  };

  before(async function () {
    this.timeout(60_000);
    database = await createTestDatabase('dispatch-backlog');
    knex = createKnex(database.connectionString);
    await knex('workspaces').insert([busy, other].map((id, n) => ({ id, name: `W${n}`, slug: `w-${id.slice(-10)}` })));
    // The quiet hour, analysed: every event dispatched.
    await record(other, 20_000, true);
    await knex.raw('analyze events');
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  for (const plan of ['custom', 'generic'] as const) {
    it(`as a ${plan} plan`, async function () {
      this.timeout(60_000);
      const pagesBehind = async (backlog: number) => {
        // The last backlog's rows gone, dead index entries and all (left, the next walk reads them once).
        await knex('events').whereNull('dispatched_at').delete();
        await knex.raw('vacuum events');
        await record(busy, backlog, false);
        await record(other, BATCH * 2, false);
        return pagesRead(plan);
      };
      const short = await pagesBehind(2_000);
      const long = await pagesBehind(40_000);
      // The walk past 38,000 more events read about 1,000 more pages.
      expect(long, `pages read behind 40,000 events (${long}) against 2,000 (${short})`).to.be.below(short * 1.3 + 50);
    });
  }
});
