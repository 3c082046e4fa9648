/**
 * Issue 24: `POST /v1/workflows/{workflow_id}/test` (testWorkflow), a dry run as for automations: the
 * event given (or the latest, or a sample), each step rendered, a wait with its duration, a condition
 * evaluated against the task as it is now with the reason a run would end there, and the refusals —
 * event data for a scheduled workflow, data over 16,384 bytes, a workflow the caller cannot see.
 * Nothing is performed: the workflow has no run afterwards. The worker is off: no run could start.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask } from '../automations/support/e2e.ts';
import type { ErrorEnvelope } from '../automations/support/api.ts';
import { createWorkflow, workflowRuns, type Workflow, type WorkflowDryRun } from './support/workflows.ts';
import {
  eventWorkflowBody,
  mailStep,
  scheduledWorkflowBody,
  taskStep,
  unknownWorkflowId,
  waitStep,
  workflowPath,
} from './support/workflow-bodies.ts';

type DryRunBody = { event_type?: 'task.created'; data?: Record<string, unknown> };

describe('dry runs of workflows', function () {
  this.timeout(60_000);
  let server: TestServer;
  let owner: TestUser;
  let workspaceId: string;
  let projectId: string;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Tried'));
    projectId = (await createProject(owner, workspaceId, 'Dry')).id;
  });
  after(async () => {
    await server?.close();
  });

  const tryIt = (user: TestUser, id: string, body?: DryRunBody) =>
    user.client.POST('/v1/workflows/{workflow_id}/test', { ...workflowPath(id), ...(body ? { body } : {}) });

  /** The dry run's answer (fails the test on an error), and that it left no run behind. */
  async function tried(id: string, body?: DryRunBody): Promise<WorkflowDryRun> {
    const { data, error, response } = await tryIt(owner, id, body);
    expect(response.status, JSON.stringify(error)).to.equal(200);
    expect(await workflowRuns(owner, id), 'a dry run records no run').to.deep.equal([]);
    return data!.data;
  }

  const openCondition = (): Workflow['steps'][number] => ({
    type: 'condition',
    filters: [{ field: 'task.status', operator: 'is', value: 'open' }],
  });

  it('with the data given: the event from the request, the trigger matched, each step rendered with it', async () => {
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(projectId, {
        enabled: true,
        steps: [
          { type: 'action', action: { type: 'send_email', config: { to: 'ops@example.test', subject: 'New: {{task.name}}', body: 'ok' } } },
          taskStep('Follow up {{task.name}}'),
        ],
      }),
    );
    const data = { task: { id: 'task_00000000000000000000000000', name: 'Ship it' } };
    const answer = await tried(workflow.id, { event_type: 'task.created', data });
    expect(answer).to.deep.include({ workflow_id: workflow.id, would_run: true, match: 'all', filters: [] });
    expect(answer.reason).to.equal('A run would start and perform its 2 steps.');
    expect(answer.event).to.deep.equal({ source: 'request', id: null, type: 'task.created', created_at: null, data });
    expect(answer.trigger).to.deep.equal({ matched: true, reason: "A task.created event in this workflow's project starts it." });
    expect(answer.steps.map((s) => [s.index, s.type, s.problem])).to.deep.equal([
      [0, 'send_email', null],
      [1, 'create_task', null],
    ]);
    expect(answer.steps[0]).to.include({ to: 'ops@example.test', subject: 'New: Ship it' });
    expect(answer.steps[1]).to.include({ name: 'Follow up Ship it' });
  });

  it('a wait shows its minutes and no problem', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { enabled: true, steps: [waitStep(2880), mailStep()] }));
    const answer = await tried(workflow.id, { event_type: 'task.created', data: { task: { id: 'task_x', name: 'Later' } } });
    expect(answer.steps[0]).to.deep.equal({ index: 0, type: 'wait', minutes: 2880, problem: null, unresolved: [] });
    expect(answer.steps[1]!.type).to.equal('send_email');
    expect(answer.would_run).to.equal(true);
  });

  it('a condition met by the task as it is now: the run would go on through every step', async () => {
    const task = await createTask(owner, projectId, 'Still open');
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(projectId, { enabled: true, steps: [waitStep(60), openCondition(), mailStep()] }),
    );
    // The request's data says nothing of the status: the condition reads the task again.
    const answer = await tried(workflow.id, { event_type: 'task.created', data: { task: { id: task.id, name: task.name } } });
    const condition = answer.steps[1]!;
    if (condition.type !== 'condition') throw new Error('step 1 is the condition');
    expect(condition).to.deep.include({
      index: 1,
      match: 'all',
      met: true,
      problem: null,
      reason: 'Every filter matches: the run goes on.',
    });
    expect(condition.filters).to.have.length(1);
    expect(condition.filters[0]).to.include({ field: 'task.status', actual: 'open', matched: true });
    expect(answer.reason).to.equal('A run would start and perform its 3 steps.');
  });

  it('a condition not met: its reason and the answer’s say the run would end there, and the later steps are still shown', async () => {
    const task = await createTask(owner, projectId, 'Done already');
    const done = await owner.client.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } }, body: { status: 'completed' } });
    expect(done.response.status).to.equal(200);
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(projectId, { enabled: true, steps: [waitStep(60), openCondition(), mailStep()] }),
    );
    const answer = await tried(workflow.id, { event_type: 'task.created', data: { task: { id: task.id, name: task.name } } });
    const condition = answer.steps[1]!;
    if (condition.type !== 'condition') throw new Error('step 1 is the condition');
    expect(condition.met).to.equal(false);
    expect(condition.filters[0]).to.include({ actual: 'completed', matched: false });
    expect(condition.reason).to.match(
      /^Filter 0 does not match \(.+\), and every filter must: the run would end here, its later steps skipped\.$/,
    );
    expect(answer.reason).to.equal(
      'A run would start and end at step 2 (condition), which is not met now; the later steps would be skipped.',
    );
    expect(answer.steps.map((s) => s.type)).to.deep.equal(['wait', 'condition', 'send_email']);
  });

  it('without a body tries the latest such event the caller may read', async () => {
    const workflow = await createWorkflow(
      owner,
      eventWorkflowBody(projectId, { enabled: true, steps: [taskStep('Copy of {{task.name}}')] }),
    );
    const task = await createTask(owner, projectId, 'The latest');
    const answer = await tried(workflow.id);
    expect(answer.event).to.include({ source: 'latest', type: 'task.created' });
    expect((answer.event!.data as { task: { id: string } }).task.id).to.equal(task.id);
    expect(answer.steps[0]).to.include({ name: 'Copy of The latest' });
  });

  it('a disabled workflow would not run, and says so', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId));
    const answer = await tried(workflow.id, { event_type: 'task.created', data: { task: { id: 'task_x', name: 'x' } } });
    expect(answer.would_run).to.equal(false);
    expect(answer.reason).to.equal('The workflow is disabled, so no run would start; enable it with PATCH enabled=true.');
  });

  it('a scheduled workflow is tried without a body; with event_type or data it answers 422 naming the field', async () => {
    const workflow = await createWorkflow(owner, scheduledWorkflowBody(projectId, { enabled: true }));
    const answer = await tried(workflow.id);
    expect(answer).to.not.have.property('event');
    expect(answer.match).to.equal(null);
    expect(answer.trigger.matched).to.equal(true);
    expect(answer.trigger.reason).to.contain("It runs on its schedule '0 9 * * *'");
    for (const [body, field] of [
      [{ event_type: 'task.created' }, '/event_type'],
      [{ data: { task: { id: 'task_x' } } }, '/data'],
    ] as const) {
      const { error, response } = await tryIt(owner, workflow.id, body);
      expect(response.status, field).to.equal(422);
      expect(error!.error.details).to.deep.equal([{ field, message: 'applies only to event workflows' }]);
    }
  });

  it('data over 16,384 bytes of JSON: 422 naming /data', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { enabled: true }));
    const { error, response } = await tryIt(owner, workflow.id, {
      event_type: 'task.created',
      data: { task: { id: 'task_x', name: 'x'.repeat(16_400) } },
    });
    expect(response.status).to.equal(422);
    expect(error!.error.details!.map((d) => d.field)).to.deep.equal(['/data']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId));
    const res = await rawRequest<ErrorEnvelope>(server.url, {
      method: 'POST',
      path: `/v1/workflows/${workflow.id}/test`,
      apiKey: owner.key,
      body: '{"event_type":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.error.code).to.equal('bad_request');
  });

  it('a viewer and a read-only key may try it (a dry run changes nothing)', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { enabled: true }));
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const readOnly = await keyFor(server, owner, 'read-only');
    for (const [user, who] of [
      [viewer, 'viewer'],
      [readOnly, 'read-only key'],
    ] as const) {
      const { data, response } = await tryIt(user, workflow.id, {
        event_type: 'task.created',
        data: { task: { id: 'task_x', name: 'x' } },
      });
      expect(response.status, who).to.equal(200);
      expect(data!.data.workflow_id, who).to.equal(workflow.id);
    }
  });

  it('answers 404 for another workspace’s workflow and an unknown id', async () => {
    const workflow = await createWorkflow(owner, eventWorkflowBody(projectId, { enabled: true }));
    const stranger = (await ownerWithWorkspace(server, 'Stranger')).owner;
    for (const [user, id] of [
      [stranger, workflow.id],
      [owner, unknownWorkflowId],
    ] as const) {
      const { error, response } = await tryIt(user, id);
      expect(response.status, id).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', message: `Workflow ${id} not found.` });
    }
  });
});
