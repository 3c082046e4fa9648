/**
 * Issue 23, point 4: the monthly run limit stays exact when runs are created in batches by several
 * workers at once. 150 events land in a free workspace's outbox in fifteen commits at once, with three worker
 * processes' dispatchers and run engines taking them side by side: exactly 100 runs exist, 100 are
 * counted, each of the 100 events that started one started exactly one, and a manual start is
 * refused at the limit.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../../contract-tests/support/server.ts';
import { startWorkerProcess, type ChildService } from '../../contract-tests/support/processes.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { createAutomation, createProject } from '../../contract-tests/automations/support/e2e.ts';
import { slackEnv } from '../../contract-tests/automations/support/e2e-service.ts';
import { newId } from '../../server/db/ids.ts';
import { jsonb } from '../../server/db/jsonb.ts';
import { eventRow, systemActor } from '../../server/events/record-event.ts';
import { settled } from '../support/settled.ts';
import { runsCounted } from './support/stored.ts';

describe('the monthly run limit under batched, concurrent run creation', function () {
  this.timeout(60_000);
  let slack: FakeSlack;
  let server: TestServer;
  const workers: ChildService[] = [];

  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer(slackEnv(slack));
    for (let i = 0; i < 2; i++) {
      workers.push(
        await startWorkerProcess({ databaseUrl: server.connectionString, secretKey: TEST_SERVER_SECRET_KEY, env: slackEnv(slack) }),
      );
    }
  });
  after(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await server?.close();
    await slack?.close();
  });

  it('150 events at once in a free workspace start exactly 100 runs, one per event, and count 100', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'At the limit');
    const project = await createProject(owner, workspaceId, 'Flood');
    const channel = `#limit-${process.pid}`;
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Counted',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_slack_message', config: { channel, message: '{{task.name}}' } }],
    });
    const events = Array.from({ length: 150 }, (_, i) => {
      const row = eventRow({
        workspaceId,
        projectId: project.id,
        type: 'task.created',
        actor: systemActor,
        data: { project_id: project.id, task: { id: newId('task'), name: `Task ${i}` } },
      });
      return { ...row, actor: jsonb(server.knex, row.actor), data: jsonb(server.knex, row.data) };
    });
    // Fifteen commits of ten side by side: the dispatchers of three processes claim them in separate batches.
    await Promise.all(Array.from({ length: 15 }, (_, i) => server.knex('events').insert(events.slice(i * 10, i * 10 + 10))));
    await settled(server, workspaceId, 30_000);

    const runs = await server.knex('automation_runs').where({ automation_id: automation.id }).select('status', 'trigger');
    expect(runs, 'runs').to.have.length(100);
    expect(new Set(runs.map((r) => r.trigger.event_id)).size, 'one run per event').to.equal(100);
    expect(runs.every((r) => r.status === 'success')).to.equal(true);
    expect(await runsCounted(server, workspaceId)).to.equal(100);
    expect(slack.callsTo(channel), 'messages sent').to.have.length(100);

    const refused = await owner.client.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: automation.id } } });
    expect(refused.response.status).to.equal(409);
    expect(refused.error!.error.message).to.match(/^The workspace used all 100 automation runs of the free plan this month/);
  });
});
