/**
 * Issue 29: the engines' claims (server/db/windowed-claim.ts) look each picked row up by its id,
 * whatever PostgreSQL's statistics say. Here they say what a quiet hour leaves: every delivery
 * succeeded and every run ended, analysed so. Then a burst makes 3,000 of each due. A plan built on
 * those statistics once scanned every due row against every candidate (400–800 ms a claim, a burst
 * drained in 6–18 s); each claim must still take the oldest of the burst, and reach the claimed
 * table through its primary key. Analysed again with the burst due, the delivery claim must still
 * walk the due order rather than read every due delivery.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { claimDueDeliveries } from '../../server/modules/webhooks/delivery/delivery-claims.ts';
import { claimDueRuns } from '../../server/modules/automations/engine/run-claims.ts';
import { workspaceWithEventAutomation } from './support/event-automation.ts';
import { captureStatements, claimStatements, explained, type PlanNode } from './support/plans.ts';

/** How the plan reads `table` under `alias`: one entry per access. */
const accessesOf = (node: PlanNode, table: string, alias: string): string[] => [
  ...(node['Relation Name'] === table && node.Alias === alias
    ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`]
    : []),
  ...(node.Plans ?? []).flatMap((child) => accessesOf(child, table, alias)),
];

/** How the plan reaches the rows it locks (aliased `locking` in windowed-claim.ts): one entry per access. */
const lookupsOf = (node: PlanNode): string[] => [
  ...(node.Alias === 'locking' ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`] : []),
  ...(node.Plans ?? []).flatMap(lookupsOf),
];

const QUIET = 5_000;
const BURST = 3_000;

describe("scale: the engines claim by id, and deliveries in due order, on a quiet hour's statistics and on a backlog's", () => {
  let server: TestServer;
  let workspaceId: string;

  before(async function () {
    this.timeout(60_000);
    server = await startTestServer({ RUN_WORKER: 'false' });
    const { fixture, automation } = await workspaceWithEventAutomation(server, 'Stale statistics');
    workspaceId = fixture.workspaceId;
    await server.knex.raw(
      `insert into webhooks (id, workspace_id, url, events, secret_ciphertext)
       values ('wh_stale', ?, 'https://127.0.0.1:9/hook', array['task.created'], 'sealed')`,
      [workspaceId],
    );
    await server.knex.raw(
      `insert into events (id, workspace_id, type, actor, data)
       select 'evt_stale_' || i, ?, 'task.created', '{"type":"system","id":null,"name":"test"}', '{}'
       from generate_series(1, ?) i`,
      [workspaceId, QUIET + BURST],
    );
    // The quiet hour: every delivery succeeded and every run ended, and the statistics say so.
    await server.knex.raw(
      `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, next_attempt_at)
       select 'dlv_quiet_' || i, ?, 'wh_stale', 'evt_stale_' || i, 'task.created', 'succeeded', null from generate_series(1, ?) i`,
      [workspaceId, QUIET],
    );
    const run = (prefix: string, due: string) =>
      server.knex.raw(
        `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, next_step_at)
         select '${prefix}' || i, ?, ?, 'running', '{"kind":"schedule"}', '[]', '[]', ${due} from generate_series(1, ?) i`,
        [automation.id, workspaceId, prefix === 'run_quiet_' ? QUIET : BURST],
      );
    await run('run_quiet_', 'null');
    await server.knex.raw('analyze webhook_deliveries, automation_runs');
    // The burst: oldest first by a millisecond each.
    await server.knex.raw(
      `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, next_attempt_at)
       select 'dlv_burst_' || lpad(i::text, 5, '0'), ?, 'wh_stale', 'evt_stale_' || (? + i), 'task.created',
              now() - interval '1 hour' + i * interval '1 ms'
       from generate_series(1, ?) i`,
      [workspaceId, QUIET, BURST],
    );
    await run('run_burst_', `now() - interval '1 hour'`);
  });
  after(async () => {
    await server?.close();
  });

  const claimedThrough = async (claim: () => Promise<Array<{ id: string }>>, claimSql: RegExp) => {
    const capture = captureStatements(server.knex, () => 'claim');
    let claimed: Array<{ id: string }>;
    try {
      claimed = await claim();
    } finally {
      capture.stop();
    }
    const statement = capture.statements.find((s) => claimSql.test(s.sql));
    expect(statement, 'the claim was sent').to.not.equal(undefined);
    const plan = await explained(server.directConnectionString, statement!);
    return { claimed, lookups: lookupsOf(plan), plan };
  };

  it("the delivery engine's claim takes the burst's oldest, reading its candidates in due order, and reaches each through the primary key", async () => {
    const { claimed, lookups, plan } = await claimedThrough(
      () => claimDueDeliveries(server.knex, { total: 256, room: new Map(), perWorkspace: 256, leaseSeconds: 30 }),
      claimStatements.deliveries,
    );
    expect(claimed.map((d) => d.id)).to.deep.equal(Array.from({ length: 256 }, (_, i) => `dlv_burst_${String(i + 1).padStart(5, '0')}`));
    expect(lookups).to.deep.equal(['Index Scan using webhook_deliveries_pkey']);
    // In due order, stopping at the candidates' limit: through the open deliveries' index it read every
    // open delivery and sorted them (migration 20261208000000).
    expect(accessesOf(plan, 'webhook_deliveries', 'd')).to.deep.equal(['Index Scan using webhook_deliveries_due_order_idx']);
  });

  it("the delivery engine's claim still walks the due order when the statistics have seen the backlog, instead of reading every due delivery", async () => {
    // A receiver back after an outage: thousands due, analysed so. A status filter PostgreSQL could
    // not estimate made it read every due delivery and sort them on each claim: with 50,000 due, 24–29
    // ms a claim of 30, against 2–3 in due order.
    await server.knex.raw('analyze webhook_deliveries');
    const { claimed, plan } = await claimedThrough(
      () => claimDueDeliveries(server.knex, { total: 30, room: new Map([[workspaceId, 30]]), perWorkspace: 200, leaseSeconds: 30 }),
      claimStatements.deliveries,
    );
    expect(claimed.map((d) => d.id)).to.deep.equal(Array.from({ length: 30 }, (_, i) => `dlv_burst_${String(257 + i).padStart(5, '0')}`));
    expect(accessesOf(plan, 'webhook_deliveries', 'd')).to.deep.equal(['Index Scan using webhook_deliveries_due_order_idx']);
  });

  it('the database refuses a next attempt on a closed delivery, which the claim reads its candidates by', async () => {
    const refused = await server.knex.raw(`update webhook_deliveries set next_attempt_at = now() where id = 'dlv_quiet_1'`).then(
      () => undefined,
      (err: { code?: string; constraint?: string }) => err,
    );
    expect(refused).to.include({ code: '23514', constraint: 'webhook_deliveries_next_attempt_open' });
  });

  it("the run engine's claim takes its room of the burst and reaches each through the primary key", async () => {
    const { claimed, lookups } = await claimedThrough(
      async () =>
        (await claimDueRuns(server.knex, { total: 256, room: new Map([[workspaceId, 100]]), perWorkspace: 64, leaseSeconds: 30 })).runs,
      claimStatements.runs,
    );
    expect(claimed).to.have.length(100);
    expect(claimed.every((r) => r.id.startsWith('run_burst_'))).to.equal(true);
    expect(lookups).to.deep.equal(['Index Scan using automation_runs_pkey']);
  });
});
