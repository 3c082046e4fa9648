import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, startHttpsReceiver, type HttpsReceiver, type TestCertificates } from '../support/https.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createAutomation, createProject, createTask, finishedRuns, tasksOf } from './support/e2e.ts';

// What a run sees: JSON-safe templates in call_webhook bodies, the event's own project in templates.
// When it runs at all (automations younger than the event, runs queued before archiving) is read
// from the outbox and the job queue by system-tests/automations/run-context-e2e.test.ts.
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
    expect((await tasksOf(owner, home.id)).map((t) => t.name)).to.deep.equal(['Kick off Launch 2027']);
  });
});
