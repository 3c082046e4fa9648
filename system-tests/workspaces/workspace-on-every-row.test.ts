// Every row of a workspace's data carries its workspace (the shard key: docs/decisions.md, "The
// workspace on every row"), including the five tables that reached it only through a parent row
// until migration 20261214000000. The migration fills the rows already there, in batches; a process
// of the version before (which writes rows without it, during a rolling upgrade) has it filled from
// the parent; and a row can never name another workspace than its parent's. A system test: it reads
// the schema and migrates its own database down and up.
import { expect } from 'chai';
import { addMember, createUser, ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody } from '../../contract-tests/automations/support/api.ts';
import { migrationConfig } from '../../server/db/migrate.ts';
import { up as runAgain } from '../../server/db/migrations/20261214000000_workspace_id_on_every_row.ts';

const migration = { ...migrationConfig, name: '20261214000000_workspace_id_on_every_row.ts' };
/** Builds its foreign keys on this one's columns: undone first and redone after. */
const next = { ...migrationConfig, name: '20261215000000_foreign_keys_through_the_workspace.ts' };

/**
 * The tables that are not a workspace's data, and why. Any other table must carry `workspace_id`
 * NOT NULL (`workspaces` is keyed by it as `id`).
 */
const notATenantsRows = new Map([
  ['users', 'a person, who may belong to many workspaces'],
  ['workspaces', 'the workspace itself: its id is the key'],
  // Its workspace_id is a home workspace (null when none; set null when that workspace goes).
  ['api_keys', "a user's, which may reach any workspace of theirs"],
  ['idempotency_keys', "an API key's, which belongs to a user"],
  ['mail_outbox', "the local mail sink's, by recipient address"],
  ['rate_limit_counters', 'per API key'],
  ['auth_listeners', "the API processes' own"],
  ['worker_heartbeats', "the worker processes' own"],
  ['knex_migrations', 'the schema'],
  ['knex_migrations_lock', 'the schema'],
]);

/** Each child table, and how its rows' workspace is read from their parent's. */
const children = [
  ['project_members', 'projects', 'project_id'],
  ['automations', 'projects', 'project_id'],
  ['tasks', 'projects', 'project_id'],
  ['webhook_deliveries', 'webhooks', 'webhook_id'],
  ['webhook_delivery_attempts', 'webhook_deliveries', 'delivery_id'],
] as const;

describe('the workspace on every row', () => {
  let withPeer: ServerWithPeer;
  let server: TestServer;
  before(async () => {
    withPeer = await startServerWithWebhookPeer();
    server = withPeer.server;
  });
  after(async () => {
    await withPeer?.close();
  });

  /**
   * Rows of every child table, made through the API and the worker: a member added to a project, a
   * task, an automation, a workflow, a delivery and its attempt, a redelivery and a recovered one.
   */
  async function rowsOfEveryKind(name: string): Promise<WorkspaceFixture & { projectId: string; webhookId: string }> {
    const fixture = await ownerWithWorkspace(server, name);
    const project = await createProject(fixture.owner, fixture.workspaceId, { name });
    const viewer = await createUser(server);
    const memberId = await addMember(server, fixture.workspaceId, viewer, 'viewer');
    const added = await fixture.owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: project.id } },
      body: { member_id: memberId },
    });
    expect(added.response.status).to.equal(201);
    const webhookId = await createWebhookToPeer(fixture.owner, fixture.workspaceId, withPeer.peer, ['task.created']);
    await createAutomation(fixture.owner, eventBody(project.id));
    const workflow = await fixture.owner.client.POST('/v1/workflows', {
      body: {
        project_id: project.id,
        name: 'Later',
        type: 'event',
        trigger: { event: 'task.created' },
        steps: [{ type: 'wait', minutes: 5 }],
      },
    });
    expect(workflow.response.status, JSON.stringify(workflow.error)).to.equal(201);
    const since = new Date(Date.now() - 60_000).toISOString();
    await createTask(fixture.owner, project.id, { name: 'First' });
    const deliveryId = await waitFor(
      async () =>
        (
          await server
            .knex('webhook_delivery_attempts as a')
            .join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
            .where('d.webhook_id', webhookId)
            .first<{ id: string } | undefined>('d.id')
        )?.id,
      { what: `${name}'s delivery attempt` },
    );
    const redelivered = await fixture.owner.client.POST('/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver', {
      params: { path: { webhook_id: webhookId, delivery_id: deliveryId } },
    });
    expect(redelivered.response.status, JSON.stringify(redelivered.error)).to.equal(201);
    // A permanently failed delivery, queued again as a new one by a recovery.
    await server.knex('webhook_deliveries').where({ id: deliveryId }).update({ status: 'permanently_failed', next_attempt_at: null });
    const recovered = await fixture.owner.client.POST('/v1/webhooks/{webhook_id}/recover', {
      params: { path: { webhook_id: webhookId } },
      body: { since },
    });
    expect(recovered.data?.data.queued, JSON.stringify(recovered.error)).to.equal(1);
    return { ...fixture, projectId: project.id, webhookId };
  }

  /** The rows of `table` whose workspace is not their parent's (or is missing), and how many rows it has in `workspaceId`. */
  async function mismatches(table: string, parent: string, via: string): Promise<{ wrong: number; total: number }> {
    const { rows } = await server.knex.raw<{ rows: Array<{ wrong: string; total: string }> }>(
      `select count(*) filter (where c.workspace_id is distinct from p.workspace_id) as wrong, count(*) as total
       from ${table} c left join ${parent} p on p.id = c.${via}`,
    );
    return { wrong: Number(rows[0]!.wrong), total: Number(rows[0]!.total) };
  }

  it('every table but the named few has workspace_id NOT NULL', async () => {
    const { rows } = await server.knex.raw<{ rows: Array<{ table_name: string; is_nullable: string | null }> }>(
      `select t.table_name, c.is_nullable
       from information_schema.tables t
       left join information_schema.columns c
         on c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'workspace_id'
       where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       order by t.table_name`,
    );
    const lacking = rows.filter((r) => !notATenantsRows.has(r.table_name) && r.is_nullable !== 'NO').map((r) => r.table_name);
    expect(lacking, 'tables of a workspace’s data without workspace_id NOT NULL').to.deep.equal([]);
    const named = [...notATenantsRows.keys()].filter((table) => !rows.some((r) => r.table_name === table));
    expect(named, 'every table excepted exists (a renamed one must not leave a stale exception)').to.deep.equal([]);
    expect(rows.length, 'the schema was read').to.be.greaterThan(20);
  });

  it('fills the rows already there from their parents, in batches, after an interrupted run too; fills an older process’s inserts; refuses another workspace’s', async function () {
    this.timeout(120_000);
    const first = await rowsOfEveryKind('Before');
    const second = await rowsOfEveryKind('Other');
    const project = await server.knex('projects').where({ workspace_id: first.workspaceId }).first('id');

    await server.knex.migrate.down(next);
    await server.knex.migrate.down(migration);
    // As the version before wrote them: more tasks than one batch of the fill takes.
    await server.knex.raw(
      `insert into tasks (id, project_id, name) select 'task_old_' || lpad(g::text, 5, '0'), ?, 'Old ' || g from generate_series(1, 2500) g`,
      [project!.id],
    );
    // A run cut off midway (its process killed): the tasks' column added and a third of them filled,
    // the constraint saying NOT NULL added and not yet validated. The next start's run goes on from there.
    await server.knex.raw(`alter table tasks add column workspace_id text`);
    await server.knex.raw(
      `update tasks t set workspace_id = p.workspace_id from projects p where p.id = t.project_id and t.id < 'task_old_00800'`,
    );
    await server.knex.raw(`alter table tasks add constraint tasks_workspace_id_present check (workspace_id is not null) not valid`);
    await server.knex.migrate.up(migration);
    await server.knex.migrate.up(next);

    for (const [table, parent, via] of children) {
      const { wrong, total } = await mismatches(table, parent, via);
      expect(wrong, `${table}: rows whose workspace is not their ${parent}'s`).to.equal(0);
      expect(total, `${table}: rows checked`).to.be.at.least(2);
    }
    // Each child's one foreign key to its parent is the one through the workspace (the old one is gone).
    const { rows: foreignKeys } = await server.knex.raw<{ rows: Array<{ child: string; parent: string; name: string }> }>(
      `select conrelid::regclass::text as child, confrelid::regclass::text as parent, conname as name
       from pg_constraint where contype = 'f' and conrelid::regclass::text = any(?) order by 1, 2, 3`,
      [children.map(([table]) => table)],
    );
    expect(foreignKeys.filter((k) => ['projects', 'webhooks'].includes(k.parent))).to.deep.equal([
      { child: 'automations', parent: 'projects', name: 'automations_project_in_workspace' },
      { child: 'project_members', parent: 'projects', name: 'project_members_project_in_workspace' },
      { child: 'tasks', parent: 'projects', name: 'tasks_project_in_workspace' },
      { child: 'webhook_deliveries', parent: 'webhooks', name: 'webhook_deliveries_webhook_in_workspace' },
    ]);
    const old = await server
      .knex('tasks')
      .where({ workspace_id: first.workspaceId })
      .whereLike('id', 'task_old_%')
      .count({ n: '*' })
      .first();
    expect(Number(old!.n), 'the older tasks, all filled').to.equal(2500);

    // Run again over its own finished work, every step is skipped or changes nothing.
    await runAgain(server.knex);
    expect((await mismatches('tasks', 'projects', 'project_id')).wrong).to.equal(0);

    // A process of the version before, during a rolling upgrade: its insert names no workspace.
    await server.knex.raw(`insert into tasks (id, project_id, name) values ('task_older_process', ?, 'From before')`, [project!.id]);
    const filled = await server.knex('tasks').where({ id: 'task_older_process' }).first('workspace_id');
    expect(filled!.workspace_id).to.equal(first.workspaceId);

    // Naming another workspace than the parent's is refused by the foreign key through the workspace.
    const event = await server.knex('events').where({ workspace_id: first.workspaceId }).first('id');
    const elsewhere: Array<[table: string, insert: string, bindings: string[]]> = [
      ['tasks', `insert into tasks (id, workspace_id, project_id, name) values ('task_elsewhere', ?, ?, 'Elsewhere')`, [project!.id]],
      [
        'automations',
        `insert into automations (id, workspace_id, project_id, name, type, trigger, actions)
         values ('auto_elsewhere', ?, ?, 'Elsewhere', 'event', '{"event":"task.created"}', '[]')`,
        [project!.id],
      ],
      [
        'project_members',
        `insert into project_members (workspace_id, project_id, member_id) values (?, ?, ?)`,
        [project!.id, second.ownerMemberId],
      ],
      [
        'webhook_deliveries',
        `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type) values ('dlv_elsewhere', ?, ?, ?, 'task.created')`,
        [first.webhookId, event!.id],
      ],
    ];
    for (const [table, insert, bindings] of elsewhere) {
      const refused = await server.knex.raw(insert, [second.workspaceId, ...bindings]).then(
        () => 'written',
        (err: { code?: string }) => err.code,
      );
      expect(refused, `a row of ${table} naming another workspace than its parent's`).to.equal('23503');
    }

    // The service writes every kind of row with its workspace itself: with the triggers that fill it
    // for older processes switched off, a path that left it out would fail on NOT NULL.
    for (const [table] of children) await server.knex.raw(`alter table ${table} disable trigger ${table}_workspace_from_parent`);
    try {
      await rowsOfEveryKind('After');
    } finally {
      for (const [table] of children) await server.knex.raw(`alter table ${table} enable trigger ${table}_workspace_from_parent`);
    }
    for (const [table, parent, via] of children) {
      expect((await mismatches(table, parent, via)).wrong, `${table} after`).to.equal(0);
    }
  });
});
