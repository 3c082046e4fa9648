/**
 * Issue 29: statistics taken while the delivery tables were empty (a new database's first analyze,
 * or anyone's before autovacuum's next look) must not make the delivery engine's two statements
 * grow with the tables. On such statistics, the delivery claim joined to the webhooks was planned
 * from the webhook and read every delivery it ever had through its index by creation, and recording
 * outcomes hashed its batch against every attempt. Here the tables are analysed empty, then hold
 * 20,000 deliveries of one webhook with their attempts, and each statement must reach the deliveries
 * and attempts through their due order or their keys only.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { claimDueDeliveries, recordOutcomes } from '../../server/modules/webhooks/delivery/delivery-claims.ts';
import { captureStatements, claimStatements, explained, type PlanNode } from './support/plans.ts';

/** How a plan reads `table`: one entry per access (a bitmap heap scan is named by its index scan, below it). */
const accesses = (node: PlanNode, table: string): string[] => [
  ...((node['Relation Name'] === table && !['ModifyTable', 'Bitmap Heap Scan'].includes(node['Node Type'])) ||
  (node['Node Type'] === 'Bitmap Index Scan' && node['Index Name']?.startsWith(`${table}_`))
    ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`]
    : []),
  ...(node.Plans ?? []).flatMap((child) => accesses(child, table)),
];

describe('scale: the delivery claim and its outcomes on statistics of empty tables', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('reach the deliveries by their due order or key and the attempts by their key, however many there are', async function () {
    this.timeout(120_000);
    const { workspaceId } = await ownerWithWorkspace(server);
    await server.knex('webhooks').insert({
      id: 'wh_stats',
      workspace_id: workspaceId,
      url: 'https://127.0.0.1:1/stats',
      events: ['task.created'],
      secret_ciphertext: 'sealed',
    });
    await server.knex.raw('analyze webhooks, webhook_deliveries, webhook_delivery_attempts, events');
    const n = 20_000;
    await server.knex.raw(
      `insert into events (id, workspace_id, type, actor, data, dispatched_at)
       select 'evt_stats_' || g, ?, 'task.created', '{}', '{}', now() from generate_series(1, ${n}) g`,
      [workspaceId],
    );
    // The newest hundred are due; the rest succeeded long ago.
    await server.knex.raw(
      `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, next_attempt_at, attempts)
       select 'dlv_stats_' || lpad(g::text, 6, '0'), ?, 'wh_stats', 'evt_stats_' || g, 'task.created',
              case when g > ${n - 100} then 'pending' else 'succeeded' end, case when g > ${n - 100} then now() end, 1
       from generate_series(1, ${n}) g`,
      [workspaceId],
    );
    await server.knex.raw(
      `insert into webhook_delivery_attempts (delivery_id, workspace_id, number, duration_ms)
       select 'dlv_stats_' || lpad(g::text, 6, '0'), ?, 1, case when g <= ${n - 100} then 5 end from generate_series(1, ${n}) g`,
      [workspaceId],
    );

    // Sent as the engine sends them, in a transaction rolled back: only their plans are wanted.
    const capture = captureStatements(server.knex, () => 'engine');
    await server.knex
      .transaction(async (trx) => {
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
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).to.equal('rolled back'));
    capture.stop();
    const sent = (pattern: RegExp) => {
      const found = capture.statements.filter((statement) => pattern.test(statement.sql));
      expect(found, `${pattern} sent once`).to.have.length(1);
      return explained(server.connectionString, found[0]!);
    };
    const claimPlan = await sent(claimStatements.deliveries);
    expect(
      accesses(claimPlan, 'webhook_deliveries').filter((a) => !/using webhook_deliveries_(due_order_idx|pkey)$/.test(a)),
      'the claim reads deliveries other than by due order or key',
    ).to.deep.equal([]);
    expect(accesses(claimPlan, 'webhook_deliveries'), 'the claim reads the deliveries').to.not.have.length(0);
    const outcomesPlan = await sent(/jsonb_to_recordset/);
    expect(
      accesses(outcomesPlan, 'webhook_delivery_attempts').filter((a) => !/using webhook_delivery_attempts_pkey$/.test(a)),
      'recording outcomes reads attempts other than by key',
    ).to.deep.equal([]);
    expect(accesses(outcomesPlan, 'webhook_delivery_attempts'), 'recording outcomes reads the attempts').to.not.have.length(0);
  });
});
