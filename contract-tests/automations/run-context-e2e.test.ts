import { expect } from 'chai';
import { dispatchBatch } from '../../server/events/dispatcher.ts';
import { fanOutToAutomations } from '../../server/modules/automations/engine/event-fan-out.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createAutomation, createProject, createTask, finishedRuns } from './support/e2e.ts';

// What a run sees and when it runs at all: JSON-safe templates in call_webhook bodies, the event's
// own project in templates, automations younger than the event, and runs queued before archiving.
describe('run context and timing', () => {
  let certs: TestCertificates;
  let receiver: HttpsReceiver;
  let server: TestServer;
  const savedCa = process.env.NODE_EXTRA_CA_CERTS;

  before(async () => {
    certs = await createTestCertificates();
    receiver = await startHttpsReceiver(certs);
    // The outbound pool reads the extra CA when it is made, i.e. when the server starts.
    process.env.NODE_EXTRA_CA_CERTS = certs.caFile;
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
    if (savedCa === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = savedCa;
    await receiver?.close();
    await certs?.remove();
  });

  it('escapes template values inside a JSON call_webhook body, so quotes in a task name keep it valid', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Quotes');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Post task',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [
        {
          type: 'call_webhook',
          config: { url: `${receiver.url}/json-escape`, body: '{"task":"{{task.name}}","project":"{{project.name}}"}' },
        },
      ],
    });
    await createTask(owner, project.id, 'Say "hi" \\ then\nleave');

    const [run] = await finishedRuns(owner, automation.id);
    expect(run!.status).to.equal('success');
    const [request] = receiver.requestsTo('/json-escape');
    expect(JSON.parse(request!.body)).to.deep.equal({ task: 'Say "hi" \\ then\nleave', project: 'Quotes' });
  });

  it('renders {{project.name}} on project.created as the new project, as the filter project.name reads it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const home = await createProject(owner, workspaceId, 'Home');
    const automation = await createAutomation(owner, {
      project_id: home.id,
      name: 'Announce projects',
      type: 'event',
      trigger: { event: 'project.created', filters: [{ field: 'project.name', operator: 'contains', value: 'Launch' }] },
      actions: [{ type: 'create_task', config: { name: 'Kick off {{project.name}}' } }],
    });
    await createProject(owner, workspaceId, 'Launch 2027');

    const [run] = await finishedRuns(owner, automation.id);
    expect(run!.status).to.equal('success');
    expect(await server.knex('tasks').where({ project_id: home.id }).pluck('name')).to.deep.equal(['Kick off Launch 2027']);
  });
});

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
