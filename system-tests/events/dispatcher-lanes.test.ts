// The dispatcher's lanes (server/events/dispatcher.ts): each batch is one workspace's events, and up
// to four run at once, never two of one workspace but behind a full batch (a backlog). A workspace
// whose fan-out is stuck (here: its run counter is locked by the test, so creating its run waits)
// holds one lane; another workspace's events are dispatched meanwhile.
import pg from 'pg';
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject, createTask, runsOf } from '../../contract-tests/automations/support/e2e.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('dispatcher lanes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const dispatchedAt = async (workspaceId: string, type: 'project.created' | 'task.completed') =>
    (await server.knex('events').where({ workspace_id: workspaceId, type }).orderBy('seq', 'desc').first('dispatched_at'))?.dispatched_at;

  it('dispatches another workspace’s event while one workspace’s batch is stuck in its fan-out', async function () {
    this.timeout(30_000);
    const stuck = await ownerWithWorkspace(server);
    const project = await createProject(stuck.owner, stuck.workspaceId, 'Stuck');
    const automation = await createAutomation(stuck.owner, {
      project_id: project.id,
      name: 'Follow up',
      type: 'event',
      trigger: { event: 'task.completed' },
      actions: [{ type: 'create_task', config: { name: 'Follow up' } }],
    });
    const complete = async (name: string) => {
      const task = await createTask(stuck.owner, project.id, name);
      await stuck.owner.client.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } }, body: { status: 'completed' } });
    };
    // One run first, so the workspace's run counter row exists to be locked.
    await complete('First');
    await waitFor(async () => ((await runsOf(stuck.owner, automation.id))[0]?.status === 'success' ? true : undefined), {
      what: 'the first run to finish',
    });

    const outside = new pg.Client({ connectionString: server.connectionString });
    await outside.connect();
    try {
      await outside.query('begin');
      await outside.query('select * from workspace_run_usage where workspace_id = $1 for update', [stuck.workspaceId]);
      await complete('Second');
      await waitFor(
        async () => {
          const { rows } = await outside.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0]!.n > 0 ? true : undefined;
        },
        { what: 'the stuck workspace’s batch to wait on the test’s lock' },
      );

      const other = await ownerWithWorkspace(server);
      await createProject(other.owner, other.workspaceId, 'Elsewhere');
      await waitFor(async () => (await dispatchedAt(other.workspaceId, 'project.created')) ?? undefined, {
        what: 'the other workspace’s event to be dispatched',
      });
      expect(await dispatchedAt(stuck.workspaceId, 'task.completed'), 'the stuck event, still waiting').to.equal(null);
      await outside.query('commit');
    } finally {
      await outside.end();
    }
    await waitFor(async () => (await dispatchedAt(stuck.workspaceId, 'task.completed')) ?? undefined, {
      what: 'the stuck event to be dispatched once released',
    });
    await waitFor(async () => ((await runsOf(stuck.owner, automation.id)).length === 2 ? true : undefined), { what: 'its run' });
  });

  it('dispatches another workspace’s event while one workspace drains a backlog, not after it', async function () {
    this.timeout(60_000);
    const draining = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    // Nothing is subscribed to them, so the backlog drains as fast as the dispatcher goes: each of its
    // batches was done by the time the next lane started, so the workspace never held two lanes and,
    // its events the oldest, got every lane until the last (1.4–3.7 s behind 100,000 events).
    await server.knex.raw(
      `insert into events (id, workspace_id, type, actor, data)
       select 'evt_backlog_' || g, ?, 'task.created', '{"type":"system","id":null,"name":"test"}', '{}'
       from generate_series(1, 40000) g`,
      [draining.workspaceId],
    );
    await server.knex.raw(`select pg_notify('wsa_events_committed', '')`);
    await waitFor(
      async () =>
        (await server.knex('events').where({ workspace_id: draining.workspaceId }).whereNotNull('dispatched_at').first('seq'))
          ? true
          : undefined,
      { what: 'the backlog to start draining' },
    );
    await createProject(other.owner, other.workspaceId, 'Beside the backlog');
    const at = await waitFor(async () => (await dispatchedAt(other.workspaceId, 'project.created')) ?? undefined, {
      what: 'the other workspace’s event to be dispatched',
      timeoutMs: 30_000,
    });
    const { n } = (await server
      .knex('events')
      .where({ workspace_id: draining.workspaceId })
      .where((q) => void q.whereNull('dispatched_at').orWhere('dispatched_at', '>', at))
      .count<{ n: string }[]>('* as n')
      .first())!;
    expect(Number(n), 'backlog events dispatched after the other workspace’s').to.be.above(0);
  });
});
