/**
 * Issue 24: the six `workflow.*` webhook event types (docs/decisions.md#workflows), as a subscribed
 * webhook receives them: `workflow.created`/`updated`/`deleted` with the workflow, and
 * `workflow.run.started`/`completed`/`failed` with `workflow_id`, `run_id` and `status` — a
 * cancelled run is `completed` with status `cancelled`, by the user who cancelled it or by the
 * system when it was cancelled as it would resume. Every delivery is signed and matches the
 * document's webhooks section. One workflow minute lasts 200 ms here.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { loadContract } from '../support/openapi.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { createProject, createTask } from '../automations/support/e2e.ts';
import { newSecret, registerWebhook, type EventType } from '../webhooks/support/webhooks.ts';
import { startReceiver, verifiedEvents, type Receiver } from '../webhooks/support/receiver.ts';
import { createWorkflow, endedRuns, waitingRuns } from './support/workflows.ts';
import { eventWorkflowBody, mailStep, patchWorkflow, runPath, waitStep, workflowPath } from './support/workflow-bodies.ts';

const workflowEvents: EventType[] = [
  'workflow.created',
  'workflow.updated',
  'workflow.deleted',
  'workflow.run.started',
  'workflow.run.completed',
  'workflow.run.failed',
];

type Delivered = { type: string; data: Record<string, unknown> };

describe('workflow events to subscribed webhooks', function () {
  this.timeout(60_000);
  const secret = newSecret();
  const contract = loadContract();
  let certificates: TestCertificates;
  let receiver: Receiver;
  let server: TestServer;

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    // No Slack token: a Slack step fails, which is how a run fails here.
    server = await startTestServer({ WORKFLOW_MINUTE: '200ms' }, { caFile: certificates.caFile });
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  /** A workspace with a project and a webhook for the six workflow events at its own path. */
  async function subscribed(tag: string) {
    const { owner, workspaceId } = await ownerWithWorkspace(server, `Events ${tag}`);
    const project = await createProject(owner, workspaceId, `Project ${tag}`);
    const path = `/workflow-events/${tag}`;
    await registerWebhook(owner, { url: receiver.url(path), events: workflowEvents, secret, workspace_id: workspaceId });
    return { owner, workspaceId, project, path };
  }

  /** Waits for `count` events of `type` at `path`; each checked signed and against the document. */
  async function received(path: string, type: EventType, count = 1): Promise<Delivered[]> {
    const matching = () => verifiedEvents(receiver.requestsTo(path).filter((r) => r.body?.type === type));
    await waitFor(() => matching().length >= count, { what: () => `${count} ${type} at ${path} (got ${matching().length})` });
    return matching().map((r) => {
      expect(contract.checkDelivery(r.headers, r.body), `${type}: ${r.rawBody.toString()}`).to.deep.equal([]);
      return { type: r.body.type!, data: r.body.data! };
    });
  }

  it('workflow.created, .updated and .deleted carry the workflow as it was after the change, and who made it', async () => {
    const { owner, workspaceId, project, path } = await subscribed('crud');
    const made = await createWorkflow(owner, eventWorkflowBody(project.id, { name: 'Tracked' }));
    const changed = await patchWorkflow(owner, made.id, { name: 'Tracked, renamed', enabled: true });
    const { response } = await owner.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(made.id));
    expect(response.status).to.equal(204);
    const actor = { type: 'user', id: owner.userId, name: owner.name };
    const [created] = await received(path, 'workflow.created');
    expect(created!.data).to.deep.equal({ workspace_id: workspaceId, project_id: project.id, actor, workflow: made });
    const [updated] = await received(path, 'workflow.updated');
    expect(updated!.data).to.deep.equal({ workspace_id: workspaceId, project_id: project.id, actor, workflow: changed });
    const [deleted] = await received(path, 'workflow.deleted');
    expect(deleted!.data).to.deep.equal({ workspace_id: workspaceId, project_id: project.id, actor, workflow: changed });
  });

  it('a run sends workflow.run.started (running) and workflow.run.completed (success), by the workflow', async () => {
    const { owner, project, path } = await subscribed('success');
    const workflow = await createWorkflow(owner, eventWorkflowBody(project.id, { enabled: true, steps: [mailStep()] }));
    await createTask(owner, project.id, 'Runs once');
    const [run] = await endedRuns(owner, workflow.id);
    const by = { type: 'workflow', id: workflow.id, name: workflow.name };
    const about = { workflow_id: workflow.id, run_id: run!.id, project_id: project.id, actor: by };
    const [started] = await received(path, 'workflow.run.started');
    expect(started!.data).to.deep.include({ ...about, status: 'running', error_message: null });
    const [completed] = await received(path, 'workflow.run.completed');
    expect(completed!.data).to.deep.include({ ...about, status: 'success', error_message: null });
  });

  it('a run that fails sends workflow.run.failed with its error', async () => {
    const { owner, project, path } = await subscribed('failed');
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(project.id, {
        enabled: true,
        steps: [{ type: 'action', action: { type: 'send_slack_message', config: { channel: '#nowhere', message: 'x' } } }],
      }),
    );
    await createTask(owner, project.id, 'Fails');
    const [run] = await endedRuns(owner, workflow.id);
    expect(run!.status).to.equal('failed');
    const [failed] = await received(path, 'workflow.run.failed');
    expect(failed!.data).to.deep.include({
      workflow_id: workflow.id,
      run_id: run!.id,
      status: 'failed',
      error_message: run!.error_message,
    });
  });

  it('a run cancelled through the API is workflow.run.completed with status cancelled, by the user who cancelled it', async () => {
    const { owner, project, path } = await subscribed('cancelled');
    const workflow = await createWorkflow(owner, eventWorkflowBody(project.id, { enabled: true, steps: [waitStep(100), mailStep()] }));
    await createTask(owner, project.id, 'Cancelled');
    const [waiting] = await waitingRuns(owner, workflow.id);
    const cancelled = await owner.client.POST('/v1/workflows/{workflow_id}/runs/{run_id}/cancel', runPath(workflow.id, waiting!.id));
    expect(cancelled.response.status).to.equal(200);
    const [completed] = await received(path, 'workflow.run.completed');
    expect(completed!.data).to.deep.include({
      workflow_id: workflow.id,
      run_id: waiting!.id,
      status: 'cancelled',
      error_message: cancelled.data!.data.error_message,
      actor: { type: 'user', id: owner.userId, name: owner.name },
    });
  });

  it('a waiting run cancelled as it would resume (workflow disabled) is workflow.run.completed, cancelled, by the system', async () => {
    const { owner, project, path } = await subscribed('disabled');
    const workflow = await createWorkflow(owner, eventWorkflowBody(project.id, { enabled: true, steps: [waitStep(3), mailStep()] }));
    await createTask(owner, project.id, 'Disabled meanwhile');
    const [waiting] = await waitingRuns(owner, workflow.id);
    await patchWorkflow(owner, workflow.id, { enabled: false });
    const [run] = await endedRuns(owner, workflow.id, 1, 10_000);
    expect(run!.status).to.equal('cancelled');
    const [completed] = await received(path, 'workflow.run.completed');
    expect(completed!.data).to.deep.include({ run_id: waiting!.id, status: 'cancelled', error_message: run!.error_message });
    expect(completed!.data.actor).to.include({ type: 'system', id: null });
  });
});
