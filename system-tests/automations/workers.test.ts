import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { createAutomation, createProject, createTask, runsOf } from '../../contract-tests/automations/support/e2e.ts';
import { makeHourlySlotDue } from './support/schedule-jobs.ts';
import { settled } from '../support/settled.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { startWorkerProcess, type ChildService } from '../../contract-tests/support/processes.ts';

// Two worker-only processes (`server/worker-main.ts`) over one database, and the API (the in-process
// test server without a worker) over the same database. Both workers poll the outbox and the job
// queue at once; every event must start each matching automation exactly once, and a due schedule
// must fire exactly once.
describe('two worker processes over one database', () => {
  let slack: FakeSlack;
  let server: TestServer;
  const workers: ChildService[] = [];

  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer({ RUN_WORKER: 'false' });
    const env = { SLACK_API_URL: slack.apiUrl, SLACK_BOT_TOKEN: slack.token };
    workers.push(...(await Promise.all([0, 1].map(() => startWorkerProcess({ databaseUrl: server.connectionString, env })))));
  });
  after(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await server?.close();
    await slack?.close();
  });

  afterEach(function () {
    if (this.currentTest?.state !== 'failed') return;
    workers.forEach((w, i) =>
      console.error(`worker ${i} (pid ${w.pid}, ${w.exited() ?? 'running'}) output, last 4 kB:\n${w.output().slice(-4000)}`),
    );
  });

  it('both workers are running as separate processes', () => {
    expect(workers).to.have.length(2);
    expect(workers[0]!.pid).to.not.equal(workers[1]!.pid);
    expect(workers.map((w) => w.exited())).to.deep.equal([undefined, undefined]);
  });

  it('40 tasks created at once start exactly 40 runs: each event runs each matching automation once', async () => {
    const N = 40;
    const ws = await ownerWithWorkspace(server, 'Busy');
    const project = await createProject(ws.owner, ws.workspaceId, 'Queue');
    const channel = `#busy-${process.pid}`;
    const automation = await createAutomation(ws.owner, {
      project_id: project.id,
      name: 'Echo',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'job ' }] },
      actions: [{ type: 'send_slack_message', config: { channel, message: '{{task.name}}' } }],
    });
    const other = await createAutomation(ws.owner, {
      project_id: project.id,
      name: 'Count',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_slack_message', config: { channel: `${channel}-all`, message: '{{task.id}}' } }],
    });

    const names = Array.from({ length: N }, (_, i) => `job ${String(i).padStart(2, '0')}`);
    const started = Date.now();
    // Ten requests at a time, so the events commit close together while both workers poll.
    for (let i = 0; i < N; i += 10) await Promise.all(names.slice(i, i + 10).map((name) => createTask(ws.owner, project.id, name)));

    await waitFor(
      async () => {
        const rows = await server
          .knex('automation_runs')
          .where({ workspace_id: ws.workspaceId })
          .whereNot('status', 'running')
          .count({ n: '*' })
          .first();
        return Number(rows?.n) >= 2 * N ? true : undefined;
      },
      { what: `${N} finished runs of each automation`, timeoutMs: 30_000 },
    );
    await settled(server, ws.workspaceId, 30_000);
    const elapsed = Date.now() - started;

    const { rows: perEvent } = await server.knex.raw<{ rows: Array<{ automation_id: string; event_id: string; runs: number }> }>(
      `select automation_id, trigger->>'event_id' as event_id, count(*)::int as runs from automation_runs
       where workspace_id = ? group by automation_id, trigger->>'event_id'`,
      [ws.workspaceId],
    );
    const events: string[] = await server.knex('events').where({ workspace_id: ws.workspaceId, type: 'task.created' }).pluck('id');
    expect(events).to.have.length(N);
    for (const id of [automation.id, other.id]) {
      const mine = perEvent.filter((r) => r.automation_id === id);
      expect(mine.map((r) => r.event_id).sort(), `${id}: runs for exactly the task.created events`).to.deep.equal([...events].sort());
      expect(
        mine.filter((r) => r.runs !== 1),
        `${id}: events with more than one run`,
      ).to.deep.equal([]);
    }
    const runs = await runsOf(ws.owner, automation.id);
    expect(runs).to.have.length(N);
    expect(runs.filter((r) => r.status !== 'success')).to.deep.equal([]);
    // The peer saw each task exactly once.
    expect(
      slack
        .callsTo(channel)
        .map((c) => c.body?.text)
        .sort(),
    ).to.deep.equal(names);
    expect(slack.callsTo(`${channel}-all`)).to.have.length(N);
    expect(elapsed, 'all runs done within 30 s').to.be.below(30_000);
  });

  it('a due schedule fires exactly once although both workers poll, even with duplicate jobs for the slot', async () => {
    const ws = await ownerWithWorkspace(server, 'Clock');
    const project = await createProject(ws.owner, ws.workspaceId, 'Reports');
    const channel = `#clock-${process.pid}`;
    const automation = await createAutomation(ws.owner, {
      project_id: project.id,
      name: 'Hourly',
      type: 'scheduled',
      trigger: { schedule: '0 * * * *' },
      actions: [{ type: 'send_slack_message', config: { channel, message: 'tick' } }],
    });
    const slot = await makeHourlySlotDue(server, automation.id);

    await waitFor(
      async () => {
        const { rows } = await server.knex.raw<{ rows: Array<{ n: number }> }>(
          `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
         where t.identifier = 'fire_schedule' and j.payload->>'automation_id' = ? and j.run_at <= now()`,
          [automation.id],
        );
        const running = await server
          .knex('automation_runs')
          .where({ automation_id: automation.id, status: 'running' })
          .count({ n: '*' })
          .first();
        return rows[0]!.n === 0 && Number(running?.n) === 0 ? true : undefined;
      },
      { what: 'the due jobs to be processed and the run to finish', timeoutMs: 20_000 },
    );
    await settled(server, ws.workspaceId);

    const runs = await runsOf(ws.owner, automation.id);
    expect(runs.map((r) => [r.trigger.kind, r.status])).to.deep.equal([['schedule', 'success']]);
    expect(slack.callsTo(channel)).to.have.length(1);
    // The next top of the hour after the fire (two hours on, should the fire fall after the next hour began).
    const row = await server.knex('automations').where({ id: automation.id }).first('next_run_at');
    expect(row!.next_run_at!.getTime()).to.be.oneOf([slot.getTime() + 3_600_000, slot.getTime() + 7_200_000]);
  });
});
