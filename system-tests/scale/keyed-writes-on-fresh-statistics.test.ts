/**
 * Issue 29: a keyed task write (as the SDK sends every POST) claims its key in the statement task
 * writes share, looking the key up first. On statistics that saw `idempotency_keys` (nearly) empty,
 * as a new database's are, and anyone's until autovacuum's next look (up to a minute), that lookup
 * was planned as a hash of the whole table, kept for each statement while thousands of keys a second
 * were written: in full bench runs keyed writes went at 0.36–0.55 of the anchor, 1.3 ms of
 * PostgreSQL a request: a prepared statement planned on the empty table kept that plan as it grew.
 * Here the table is a new database's, empty and never analysed, and the statement as the service
 * sends it must reach the table by its primary key only, in the plan for its own bindings and in the
 * generic plan a prepared statement settles on (as NOT EXISTS, both read it sequentially).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { captureStatements, explained, type PlanNode } from './support/plans.ts';

/** How the plan reads idempotency_keys (not the insert into it): one entry per access. */
const keyAccesses = (node: PlanNode): string[] => [
  ...(node['Relation Name'] === 'idempotency_keys' && node['Node Type'] !== 'ModifyTable'
    ? [`${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`]
    : []),
  ...(node.Plans ?? []).flatMap(keyAccesses),
];

describe("scale: a keyed task write looks its key up by primary key on a new table's statistics", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('plans the key lookup of the shared task statement as index scans, never a scan of the table', async function () {
    this.timeout(60_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const analysed = await server.knex.raw<{ rows: Array<{ reltuples: number }> }>(
      `select reltuples from pg_class where oid = 'idempotency_keys'::regclass`,
    );
    expect(analysed.rows[0]!.reltuples, 'the table was never analysed').to.equal(-1);

    const capture = captureStatements(server.knex, () => 'keyed write');
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: `/v1/projects/${project.id}/tasks`,
      apiKey: owner.key,
      headers: { 'Idempotency-Key': randomUUID() },
      body: { name: 'Keyed' },
    });
    capture.stop();
    expect(response.status).to.equal(201);
    const shared = capture.statements.filter((s) => s.named && /insert into tasks/.test(s.sql));
    expect(shared, 'the shared task statement, sent once').to.have.length(1);

    const custom = keyAccesses(await explained(server.connectionString, shared[0]!));
    const client = new pg.Client({ connectionString: server.connectionString });
    await client.connect();
    let generic: string[];
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (format json, generic_plan) ${shared[0]!.sql}`,
      );
      generic = keyAccesses(rows[0]!['QUERY PLAN'][0]!.Plan);
    } finally {
      await client.end();
    }
    for (const [plan, accesses] of [
      ['custom', custom],
      ['generic', generic],
    ] as const) {
      expect(accesses.length, `${plan} plan: the key lookup read the table`).to.be.greaterThan(0);
      expect(
        accesses.filter((a) => !/^Index (Only )?Scan using idempotency_keys_pkey$/.test(a)),
        `${plan} plan: accesses to idempotency_keys other than by primary key`,
      ).to.deep.equal([]);
    }
  });
});
