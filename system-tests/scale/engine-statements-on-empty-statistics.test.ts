/**
 * Issue 29: statistics taken while the engines' tables were empty (a table emptied and analysed, a
 * new database's first analyze, or anyone's before autovacuum's next look) must not make the engines'
 * statements grow with the tables. On such statistics: the delivery claim was planned from the
 * webhook and read every delivery it ever had through its index by creation; recording outcomes
 * hashed its batch against every attempt; the run claim read every event of the runs' workspaces to
 * find their trigger events (12–25 ms a claim with 20,000 events, against 1.1–1.9); and the dispatch
 * claim walked every event's key against its batch to stamp it (325–556 ms a claim of 100, against
 * 2.1–3.1). Here the tables are analysed empty (`events` after its rows were deleted, which leaves
 * statistics of a table of one row: no plan looks dearer than another), then hold 20,000 events,
 * deliveries of one webhook with their attempts, runs of one automation, and notifications of one
 * member, of which the newest hundred are waiting; each statement, and a named one's generic plan
 * too, must reach those tables through what is waiting or by key. Autovacuum is off for them, so its
 * analyze cannot renew the statistics mid-test. (system-tests/scale/index-use.test.ts plans every
 * statement on the other state, a table analysed before it ever held a row.)
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { claimDueDeliveries, recordOutcomes } from '../../server/modules/webhooks/delivery/delivery-claims.ts';
import { claimDueRuns } from '../../server/modules/automations/engine/run-claims.ts';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOuts } from '../../server/worker-tasks.ts';
import { sendWorkspaceDigests } from '../../server/modules/notifications/send-digests.job.ts';
import type { Knex } from 'knex';
import { workspaceWithEventAutomation } from './support/event-automation.ts';
import { captureStatements, claimStatements, plansOf, type PlanNode } from './support/plans.ts';

/**
 * How a plan reads `table`: one entry per access (a bitmap heap scan is named by its index scan, below
 * it), an index read from end to end (no condition) marked `(whole)`.
 */
const accesses = (node: PlanNode, table: string): string[] => [
  ...((node['Relation Name'] === table && !['ModifyTable', 'Bitmap Heap Scan'].includes(node['Node Type'])) ||
  (node['Node Type'] === 'Bitmap Index Scan' && node['Index Name']?.startsWith(`${table}_`))
    ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}${node['Index Cond'] ? '' : ' (whole)'}` : ''}`]
    : []),
  ...(node.Plans ?? []).flatMap((child) => accesses(child, table)),
];

const tables = ['webhooks', 'webhook_deliveries', 'webhook_delivery_attempts', 'events', 'automation_runs', 'notifications'];
const n = 20_000;

describe("scale: the engines' statements on statistics of empty tables", () => {
  let server: TestServer;
  let workspaceId: string;
  let owner: { userId: string; memberId: string };

  before(async function () {
    this.timeout(120_000);
    server = await startTestServer({ RUN_WORKER: 'false' });
    const { fixture, project, automation } = await workspaceWithEventAutomation(server, 'Empty statistics');
    workspaceId = fixture.workspaceId;
    owner = { userId: fixture.owner.userId, memberId: fixture.ownerMemberId };
    await server.knex('webhooks').insert({
      id: 'wh_stats',
      workspace_id: workspaceId,
      url: 'https://127.0.0.1:1/stats',
      events: ['task.created'],
      secret_ciphertext: 'sealed',
    });
    for (const table of tables) await server.knex.raw(`alter table ${table} set (autovacuum_enabled = false)`);
    // Emptied first: making the project and the automation wrote events.
    await server.knex.raw('delete from events');
    await server.knex.raw(`analyze ${tables.join(', ')}`);
    // The newest hundred events are undispatched, their deliveries and runs due; the rest are long done.
    const newest = (then: string, otherwise: string) => `case when g > ${n - 100} then ${then} else ${otherwise} end`;
    await server.knex.raw(
      `insert into events (id, workspace_id, project_id, type, actor, data, dispatched_at)
       select 'evt_stats_' || g, ?, ?, 'task.created', '{}', '{}', ${newest('null', 'now()')} from generate_series(1, ${n}) g`,
      [workspaceId, project.id],
    );
    await server.knex.raw(
      `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, next_attempt_at, attempts)
       select 'dlv_stats_' || lpad(g::text, 6, '0'), ?, 'wh_stats', 'evt_stats_' || g, 'task.created',
              ${newest("'pending'", "'succeeded'")}, ${newest('now()', 'null')}, 1
       from generate_series(1, ${n}) g`,
      [workspaceId],
    );
    await server.knex.raw(
      `insert into webhook_delivery_attempts (delivery_id, workspace_id, number, duration_ms)
       select 'dlv_stats_' || lpad(g::text, 6, '0'), ?, 1, ${newest('null', '5')} from generate_series(1, ${n}) g`,
      [workspaceId],
    );
    await server.knex.raw(
      `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, next_step_at, completed_at)
       select 'run_stats_' || g, ?, ?, ${newest("'running'", "'success'")},
              jsonb_build_object('kind', 'event', 'event_id', 'evt_stats_' || g, 'event_type', 'task.created'), '[]', '[]',
              ${newest('now()', 'null')}, ${newest('null', 'now()')}
       from generate_series(1, ${n}) g`,
      [automation.id, workspaceId],
    );
    // The owner's notifications for the daily digest: the newest hundred unread and not yet e-mailed.
    await server.knex.raw(
      `insert into notifications (id, workspace_id, user_id, member_id, event_id, category, title, body, subject_type, subject_id,
                                  in_app, email, email_sent_at, created_at)
       select 'ntf_stats_' || g, ?, ?, ?, 'evt_stats_' || g, 'task_assigned', 'Title', 'Body', 'task', 'task_x', true, 'daily',
              ${newest('null', 'now()')}, now() - interval '1 hour'
       from generate_series(1, ${n}) g`,
      [workspaceId, owner.userId, owner.memberId],
    );
  });
  after(async () => {
    await server?.close();
  });

  /**
   * The plans of the one statement matching each pattern that `send` sent, in a transaction rolled
   * back (only plans are wanted): the plan with its bindings and, for a named prepared statement, the
   * generic plan the server may settle on after five runs, as one node whose children they are.
   */
  const plannedFrom = async (send: (trx: Knex.Transaction) => Promise<unknown>, patterns: RegExp[]): Promise<PlanNode[]> => {
    const capture = captureStatements(server.knex, () => 'engine');
    await server.knex
      .transaction(async (trx) => {
        await send(trx);
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).to.equal('rolled back'));
    capture.stop();
    return Promise.all(
      patterns.map((pattern) => {
        const found = capture.statements.filter((statement) => pattern.test(statement.sql));
        expect(found, `${pattern} sent once`).to.have.length(1);
        return plansOf(server.connectionString, found[0]!).then((plans): PlanNode => ({ 'Node Type': 'Plans', Plans: plans }));
      }),
    );
  };

  /**
   * The accesses to `table` in `plan` other than `allowed`: an index named alone is read with a
   * condition, one named with `(whole)` from end to end (a partial index of what is waiting, walked in
   * order under a limit), and `Tid Scan` reaches rows where a locking read found them. That there are some.
   */
  const otherThan = (plan: PlanNode, table: string, allowed: string[]): string[] => {
    expect(accesses(plan, table), `the plan reads ${table}`).to.not.have.length(0);
    return accesses(plan, table).filter((access) => !allowed.some((way) => access === way || access.endsWith(` using ${way}`)));
  };

  it('the delivery claim and its outcomes reach the deliveries by their due order or key and the attempts by their key', async function () {
    this.timeout(60_000);
    const [claimPlan, outcomesPlan] = await plannedFrom(
      async (trx) => {
        await claimDueDeliveries(trx, { total: 30, room: new Map(), perWorkspace: 64, leaseSeconds: 30 });
        await recordOutcomes(
          trx,
          Array.from({ length: 30 }, (_, i) => ({
            id: `dlv_stats_${String(n - 99 + i).padStart(6, '0')}`,
            webhookId: 'wh_stats',
            attempt: 1,
            durationMs: 3,
            responseStatus: 200,
            error: null,
            requestHeaders: {},
            response: { headers: {}, body: '', bodyTruncated: false },
            status: 'succeeded' as const,
            nextAttemptAt: null,
          })),
        );
      },
      [claimStatements.deliveries, /jsonb_to_recordset/],
    );
    expect(
      otherThan(claimPlan!, 'webhook_deliveries', ['webhook_deliveries_due_order_idx', 'webhook_deliveries_pkey']),
      'the claim reads deliveries other than by due order or key',
    ).to.deep.equal([]);
    expect(
      otherThan(outcomesPlan!, 'webhook_delivery_attempts', ['webhook_delivery_attempts_pkey']),
      'recording outcomes reads attempts other than by key',
    ).to.deep.equal([]);
  });

  it('the run claim reaches the runs by their due order or key, and their trigger events by id', async function () {
    this.timeout(60_000);
    const [plan] = await plannedFrom(
      (trx) => claimDueRuns(trx, { total: 30, room: new Map(), perWorkspace: 64, leaseSeconds: 30 }),
      [claimStatements.runs],
    );
    expect(otherThan(plan!, 'automation_runs', ['automation_runs_due_idx', 'automation_runs_pkey']), 'the claim reads runs').to.deep.equal(
      [],
    );
    expect(otherThan(plan!, 'events', ['events_id_unique']), "the claim reads the runs' events").to.deep.equal([]);
  });

  it("the dispatch claim reaches the events through the undispatched ones' indexes, and stamps them where it locked them", async function () {
    this.timeout(60_000);
    const [plan] = await plannedFrom((trx) => dispatchBatch(trx, fanOuts), [claimStatements.dispatch]);
    expect(plan!.Plans, 'a named statement: its plan and its generic plan').to.have.length(2);
    expect(
      accesses(plan!, 'events').filter((access) => access === 'Tid Scan'),
      'each plan stamps the events where it locked them',
    ).to.have.length(2);
    expect(
      otherThan(plan!, 'events', [
        'events_undispatched_idx',
        'events_undispatched_idx (whole)',
        'events_undispatched_workspace_idx',
        'events_undispatched_workspace_idx (whole)',
        'Tid Scan',
      ]),
      'the claim reads events',
    ).to.deep.equal([]);
  });

  it("the daily digest reads the notifications through the digest's index and stamps them by key", async function () {
    this.timeout(60_000);
    const pending = { workspace_id: workspaceId, email: 'daily' as const, timezone: 'UTC', name: 'Empty statistics' };
    const [plan] = await plannedFrom((trx) => sendWorkspaceDigests(trx, pending, new Date()), [/update notifications n set email_sent_at/]);
    expect(
      otherThan(plan!, 'notifications', ['notifications_digest_idx', 'notifications_pkey']),
      'the digest reads notifications',
    ).to.deep.equal([]);
  });
});
