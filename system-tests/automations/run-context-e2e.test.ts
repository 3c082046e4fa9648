import { expect } from 'chai';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOutToAutomations } from '../../server/modules/automations/engine/event-fan-out.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject, createTask } from '../../contract-tests/automations/support/e2e.ts';

// When a run runs at all, driven and read inside without a worker: an automation younger than the
// event is not started by it (the outbox dispatched by hand), and a run queued before archiving ends
// failed once a worker picks it up (the job run by hand).
describe('without a worker: event age and runs queued before archiving', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('does not start an automation for an event older than the automation', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Late');
    await createTask(owner, project.id, 'before the rule');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Too late',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_email', config: { to: 'ops@example.test', subject: 's', body: 'b' } }],
    });
    // Without a worker the task's event is still in the outbox; dispatch it only now.
    expect(
      await server
        .knex('events')
        .where({ workspace_id: workspaceId, type: 'task.created' })
        .whereNull('dispatched_at')
        .count({ n: '*' })
        .first(),
    ).to.deep.equal({ n: 1 });
    while ((await dispatchBatch(server.knex, [fanOutToAutomations])) > 0);

    expect(await server.knex('automation_runs').where({ automation_id: automation.id }).count({ n: '*' }).first()).to.deep.equal({ n: 0 });
    await createTask(owner, project.id, 'after the rule');
    while ((await dispatchBatch(server.knex, [fanOutToAutomations])) > 0);
    expect(await server.knex('automation_runs').where({ automation_id: automation.id }).count({ n: '*' }).first()).to.deep.equal({ n: 1 });
  });

  it('ends a run queued before archiving as failed once a worker picks it up, instead of leaving it running', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Archive me');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Queued',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_email', config: { to: 'archived-run@example.test', subject: 's', body: 'b' } }],
    });
    const { data } = await owner.client.POST('/v1/automations/{automation_id}/runs', {
      params: { path: { automation_id: automation.id } },
    });
    await owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { archived: true } });
    expect(
      await server.knex.raw('select count(*)::int as n from graphile_worker.jobs where key = ?', [`run:${data!.data.id}`]),
    ).to.have.nested.property('rows[0].n', 1);

    const { runOnce } = await import('graphile-worker');
    const { taskList } = await import('../../server/worker-tasks.ts');
    await runOnce({ connectionString: server.connectionString, taskList: taskList(server.deps) });

    const run = await server.knex('automation_runs').where({ id: data!.data.id }).first('status', 'error_message', 'completed_at');
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.match(/disabled before this run started/);
    expect(run!.completed_at).to.be.instanceOf(Date);
    expect(await server.knex('mail_outbox').where({ to_address: 'archived-run@example.test' }).count({ n: '*' }).first()).to.deep.equal({
      n: 0,
    });
  });
});
