import { expect } from 'chai';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createUser, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { loadContract } from '../../contract-tests/support/openapi.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startReceiver, verifiedEvents, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { sleep, waitFor } from '../../contract-tests/support/wait.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook, type EventType } from '../../contract-tests/webhooks/support/webhooks.ts';

const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

/** The body of a successful typed-client call (undefined for a 204); otherwise fails naming the step. */
function ok<T>(what: string, result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new Error(`setup: ${what} answered ${result.response.status}: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

// Two webhooks of one workspace with different subscriptions; project.created goes to both.
const EVENTS_A: EventType[] = [
  'project.created',
  'project.updated',
  'project.archived',
  'project.deleted',
  'task.created',
  'task.updated',
  'task.completed',
  'task.deleted',
  'automation.run.started',
  'automation.run.completed',
  'automation.run.failed',
  'workflow.run.started',
  'workflow.run.completed',
  'workflow.run.failed',
];
const EVENTS_B: EventType[] = [
  'project.created',
  'member.invited',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'automation.created',
  'automation.updated',
  'automation.deleted',
  'workflow.created',
  'workflow.updated',
  'workflow.deleted',
];

describe('event deliveries to subscribed webhooks', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const secretA = newSecret();
  const secretB = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    // /fail is the call_webhook target that makes a run fail; it is not a webhook and is not signed.
    receiver = await startReceiver({
      tls: certificates,
      secret: { '/a': secretA, '/b': secretB },
      respond: (r) => ({ status: r.path === '/fail' ? 500 : 200 }),
    });
    server = await startTestServer({}, { caFile: certificates.caFile });
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  it('delivers every event type once to each webhook subscribed to it, never to the other, signed and matching WebhookEvent', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const hookA = await registerWebhook(owner, { url: receiver.url('/a'), events: EVENTS_A, secret: secretA });
    const hookB = await registerWebhook(owner, { url: receiver.url('/b'), events: EVENTS_B, secret: secretB });
    const c = owner.client;

    // Projects and tasks.
    const project = await createProject(owner, workspaceId, 'Launch');
    const automationsHome = await createProject(owner, workspaceId, 'Automations');
    ok(
      'rename project',
      await c.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { name: 'Launch v2' } }),
    );
    const task = ok(
      'create task',
      await c.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: project.id } }, body: { name: 'Write docs' } }),
    ).data;
    ok('rename task', await c.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } }, body: { name: 'Write the docs' } }));
    ok('complete task', await c.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } }, body: { status: 'completed' } }));
    ok('delete task', await c.DELETE('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } } }));

    // Members: invite, accept (as the invited user), change the role, remove.
    const email = `joiner-${Date.now()}@example.test`;
    const invitation = ok(
      'invite',
      await c.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
        body: { email, role: 'editor' },
      }),
    ).data;
    const joiner = await createUser(server, { email });
    const member = ok(
      'accept',
      await joiner.client.POST('/v1/invitations/{invitation_id}/accept', { params: { path: { invitation_id: invitation.id } } }),
    ).data;
    ok(
      'change role',
      await c.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: member.id } },
        body: { role: 'viewer' },
      }),
    );
    ok(
      'remove member',
      await c.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: member.id } },
      }),
    );

    // Automations (triggered by task.deleted of a project without tasks: only manual runs happen).
    const mailTo = `run-${Date.now()}@example.test`;
    const mailer = ok(
      'create automation',
      await c.POST('/v1/automations', {
        body: {
          project_id: automationsHome.id,
          name: 'Mail',
          type: 'event',
          trigger: { event: 'task.deleted' },
          actions: [{ type: 'send_email', config: { to: mailTo, subject: 'Run', body: 'Ran' } }],
        },
      }),
    ).data;
    ok(
      'update automation',
      await c.PATCH('/v1/automations/{automation_id}', { params: { path: { automation_id: mailer.id } }, body: { name: 'Mail the team' } }),
    );
    const failing = ok(
      'create failing automation',
      await c.POST('/v1/automations', {
        body: {
          project_id: automationsHome.id,
          name: 'Call',
          type: 'event',
          trigger: { event: 'task.deleted' },
          actions: [{ type: 'call_webhook', config: { url: receiver.url('/fail') } }],
        },
      }),
    ).data;
    const goodRun = ok(
      'start run',
      await c.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: mailer.id } } }),
    ).data;
    const badRun = ok(
      'start failing run',
      await c.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: failing.id } } }),
    ).data;
    await waitFor(
      async () => (await server.knex('automation_runs').whereIn('id', [goodRun.id, badRun.id]).whereNot('status', 'running')).length === 2,
      { what: 'both runs to finish' },
    );
    expect(await server.knex('mail_outbox').where({ to_address: mailTo })).to.have.length(1);
    ok('delete automation', await c.DELETE('/v1/automations/{automation_id}', { params: { path: { automation_id: mailer.id } } }));

    // Workflows (started by task.created in a project of their own: one run that succeeds, one that fails).
    const workflowsHome = await createProject(owner, workspaceId, 'Workflows');
    const workflowMail = `workflow-${Date.now()}@example.test`;
    const mailingWorkflow = ok(
      'create workflow',
      await c.POST('/v1/workflows', {
        body: {
          project_id: workflowsHome.id,
          name: 'Mail',
          type: 'event',
          trigger: { event: 'task.created' },
          steps: [{ type: 'action', action: { type: 'send_email', config: { to: workflowMail, subject: 'Run', body: 'Ran' } } }],
        },
      }),
    ).data;
    ok(
      'enable workflow',
      await c.PATCH('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: mailingWorkflow.id } }, body: { enabled: true } }),
    );
    const failingWorkflow = ok(
      'create failing workflow',
      await c.POST('/v1/workflows', {
        body: {
          project_id: workflowsHome.id,
          name: 'Call',
          type: 'event',
          enabled: true,
          trigger: { event: 'task.created' },
          steps: [{ type: 'action', action: { type: 'call_webhook', config: { url: receiver.url('/fail') } } }],
        },
      }),
    ).data;
    ok(
      'create the task that starts the workflows',
      await c.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: workflowsHome.id } }, body: { name: 'Go' } }),
    );
    const workflowRuns = () => server.knex('automation_runs').whereIn('automation_id', [mailingWorkflow.id, failingWorkflow.id]);
    await waitFor(async () => (await workflowRuns().whereIn('status', ['success', 'failed'])).length === 2, {
      what: 'both workflow runs to end',
    });
    const endedWorkflowRuns: Array<{ id: string; automation_id: string; status: string }> = await workflowRuns().select(
      'id',
      'automation_id',
      'status',
    );
    const goodWorkflowRun = endedWorkflowRuns.find((r) => r.automation_id === mailingWorkflow.id)!;
    const badWorkflowRun = endedWorkflowRuns.find((r) => r.automation_id === failingWorkflow.id)!;
    expect([goodWorkflowRun.status, badWorkflowRun.status]).to.deep.equal(['success', 'failed']);
    expect(await server.knex('mail_outbox').where({ to_address: workflowMail })).to.have.length(1);
    ok('delete workflow', await c.DELETE('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: mailingWorkflow.id } } }));

    // Archive, then delete the project.
    ok(
      'archive project',
      await c.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { archived: true } }),
    );
    ok('delete project', await c.DELETE('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } }));

    // What the outbox recorded, and which webhook must get each.
    const events: Array<{ id: string; type: EventType }> = await server
      .knex('events')
      .where({ workspace_id: workspaceId })
      .orderBy('seq')
      .select('id', 'type');
    expect(new Set(events.map((e) => e.type))).to.deep.equal(new Set([...EVENTS_A, ...EVENTS_B]));
    const forA = events.filter((e) => EVENTS_A.includes(e.type));
    const forB = events.filter((e) => EVENTS_B.includes(e.type));
    const deliveriesTo = (path: string) => receiver.requestsTo(path).filter((r) => r.body?.type !== 'ping');
    await waitFor(() => deliveriesTo('/a').length >= forA.length && deliveriesTo('/b').length >= forB.length, {
      what: () =>
        `${forA.length} deliveries at /a (got ${deliveriesTo('/a').length}) and ${forB.length} at /b (got ${deliveriesTo('/b').length})`,
    });
    await sleep(500); // room for a duplicate or a stray delivery to show up

    const contract = loadContract();
    // Every delivered `data` satisfies the schema the event catalog (GET /v1/event-types) gives its type.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const catalog = ok('list event types', await c.GET('/v1/event-types')).data;
    const dataSchemaOf = new Map(catalog.map((e) => [e.type, ajv.compile(e.data_schema)]));
    for (const [path, expected] of [
      ['/a', forA],
      ['/b', forB],
    ] as const) {
      const received = verifiedEvents(deliveriesTo(path));
      // Each event once, in no particular order, and nothing else.
      expect(received.map((r) => r.body.id).sort(), path).to.deep.equal(expected.map((e) => e.id).sort());
      for (const r of received) {
        expect(r.body.type).to.equal(expected.find((e) => e.id === r.body.id)!.type);
        expect(r.headers['service-delivery-attempt']).to.equal('1');
        const catalogued = dataSchemaOf.get(String(r.body.type))!;
        expect(catalogued(r.body.data), `${r.body.type}: data against the catalog: ${ajv.errorsText(catalogued.errors)}`).to.equal(true);
        // Body and headers as the document's webhooks section has them for this event type.
        const problems = contract.checkDelivery(r.headers, r.body);
        expect(problems, `${r.body.type} at ${path}: ${problems.join('; ')}\n${r.rawBody.toString()}`).to.deep.equal([]);
      }
    }

    // project.created reached both webhooks with the same evt_ id.
    const created = events.filter((e) => e.type === 'project.created').map((e) => e.id);
    for (const id of created)
      expect(
        receiver
          .requestsFor(id)
          .map((r) => r.path)
          .sort(),
      ).to.deep.equal(['/a', '/b']);

    // The run events carry what the contract promises.
    const completed = verifiedEvents(deliveriesTo('/a')).filter((r) => r.body.type === 'automation.run.completed');
    expect(completed).to.have.length(1);
    expect(completed[0]!.body.data).to.deep.include({ automation_id: mailer.id, run_id: goodRun.id, status: 'success' });
    const failed = verifiedEvents(deliveriesTo('/a')).filter((r) => r.body.type === 'automation.run.failed');
    expect(failed).to.have.length(1);
    expect(failed[0]!.body.data).to.deep.include({ automation_id: failing.id, run_id: badRun.id, status: 'failed' });
    const ofWorkflows = (type: string) => verifiedEvents(deliveriesTo('/a')).filter((r) => r.body.type === type);
    expect(
      ofWorkflows('workflow.run.started')
        .map((r) => r.body.data!.run_id)
        .sort(),
    ).to.deep.equal([goodWorkflowRun.id, badWorkflowRun.id].sort());
    expect(ofWorkflows('workflow.run.completed')).to.have.length(1);
    expect(ofWorkflows('workflow.run.completed')[0]!.body.data).to.deep.include({
      workflow_id: mailingWorkflow.id,
      run_id: goodWorkflowRun.id,
      status: 'success',
    });
    expect(ofWorkflows('workflow.run.failed')).to.have.length(1);
    expect(ofWorkflows('workflow.run.failed')[0]!.body.data).to.deep.include({
      workflow_id: failingWorkflow.id,
      run_id: badWorkflowRun.id,
      status: 'failed',
    });

    // The logs agree: one succeeded delivery per event, each with a single 2xx attempt.
    for (const [hook, expected] of [
      [hookA, forA],
      [hookB, forB],
    ] as const) {
      const log = await deliveriesOf(owner, hook.id);
      expect(log.map((d) => d.event_id).sort()).to.deep.equal(expected.map((e) => e.id).sort());
      for (const d of log) {
        expect(d.status, `${d.event_type} to ${hook.url}`).to.equal('succeeded');
        expect(d.attempts.map((a) => a.response_status)).to.deep.equal([200]);
      }
    }
  });
});
