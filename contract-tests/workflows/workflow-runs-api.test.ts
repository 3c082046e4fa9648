/**
 * Issue 24: a workflow's runs through the API (docs/decisions.md#workflows): the list (newest start
 * first, paginated) and one run with its steps, and cancelling a running or waiting run — the step
 * waiting `cancelled`, the later ones `skipped`, `resume_at` null, the message naming who cancelled —
 * with 409 once it has ended and 403/404 for whoever may not. Runs are started the way they are in
 * use: a task created in the project fires the workflow. One workflow minute lasts 200 ms here.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sleep } from '../support/wait.ts';
import { createTask, tasksOf } from '../automations/support/e2e.ts';
import type { ErrorEnvelope } from '../automations/support/api.ts';
import { firingWorkflow } from './support/workflow-fixtures.ts';
import { createWorkflow, endedRuns, waitingRuns, type Workflow, type WorkflowRun } from './support/workflows.ts';
import {
  eventWorkflowBody,
  mailStep,
  runPath,
  taskStep,
  unknownRunId,
  unknownWorkflowId,
  waitStep,
  workflowPath,
} from './support/workflow-bodies.ts';

const minuteMs = 200;

describe('workflow runs', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WORKFLOW_MINUTE: `${minuteMs}ms` });
  });
  after(async () => {
    await server?.close();
  });

  const firing = (tag: string, steps: Workflow['steps']) => firingWorkflow(server, tag, steps);

  const getRun = (user: TestUser, workflowId: string, runId: string) =>
    user.client.GET('/v1/workflows/{workflow_id}/runs/{run_id}', runPath(workflowId, runId));
  const cancel = (user: TestUser, workflowId: string, runId: string) =>
    user.client.POST('/v1/workflows/{workflow_id}/runs/{run_id}/cancel', runPath(workflowId, runId));

  describe('GET /v1/workflows/{workflow_id}/runs (listWorkflowRuns) and GET …/runs/{run_id} (getWorkflowRun)', () => {
    it('lists the runs newest start first with meta, pages them, and gets each as listed', async () => {
      const { owner, project, workflow } = await firing('listed', [mailStep()]);
      const empty = await owner.client.GET('/v1/workflows/{workflow_id}/runs', workflowPath(workflow.id));
      expect(empty.data).to.deep.equal({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
      for (const n of [1, 2, 3]) {
        await createTask(owner, project.id, `listed ${n}`);
        await endedRuns(owner, workflow.id, n);
      }
      const { data, response } = await owner.client.GET('/v1/workflows/{workflow_id}/runs', workflowPath(workflow.id));
      expect(response.status).to.equal(200);
      expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
      const runs = data!.data;
      const starts = runs.map((r) => Date.parse(r.started_at));
      expect(starts, 'newest start first').to.deep.equal([...starts].sort((a, b) => b - a));
      for (const run of runs) {
        expect(run.id).to.match(/^run_/);
        expect(run).to.deep.include({ workflow_id: workflow.id, status: 'success', error_message: null, resume_at: null });
        expect(run.trigger).to.include({ kind: 'event', event_type: 'task.created' });
        expect(run.trigger.event_id).to.match(/^evt_/);
        expect(run.steps.map((s) => [s.index, s.type, s.status, s.error])).to.deep.equal([[0, 'send_email', 'success', null]]);
        const one = await getRun(owner, workflow.id, run.id);
        expect(one.response.status).to.equal(200);
        expect(one.data!.data).to.deep.equal(run);
      }
      const page2 = await owner.client.GET('/v1/workflows/{workflow_id}/runs', {
        params: { path: { workflow_id: workflow.id }, query: { page: 2, per_page: 2 } },
      });
      expect(page2.data!.data.map((r) => r.id)).to.deep.equal([runs[2]!.id]);
      expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
    });

    it('lets a viewer of a shared project read the runs', async () => {
      const { owner, workspaceId, project, workflow } = await firing('viewed', [mailStep()]);
      await createTask(owner, project.id, 'viewed');
      const [run] = await endedRuns(owner, workflow.id);
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const listed = await viewer.client.GET('/v1/workflows/{workflow_id}/runs', workflowPath(workflow.id));
      expect(listed.data!.data.map((r) => r.id)).to.deep.equal([run!.id]);
      expect((await getRun(viewer, workflow.id, run!.id)).data!.data).to.deep.equal(run);
    });

    it('list: 400 for a non-integer page, 422 for per_page out of range, 404 for a workflow the caller cannot see', async () => {
      const { owner, workflow } = await firing('paging', [mailStep()]);
      const bad = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'GET',
        path: `/v1/workflows/${workflow.id}/runs?page=1.5`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.details!.map((d) => d.field)).to.deep.equal(['/page']);
      const big = await owner.client.GET('/v1/workflows/{workflow_id}/runs', {
        params: { path: { workflow_id: workflow.id }, query: { per_page: 101 } },
      });
      expect(big.response.status).to.equal(422);
      expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
      const stranger = await createUser(server);
      for (const [user, id] of [
        [owner, unknownWorkflowId],
        [stranger, workflow.id],
      ] as const) {
        const { error, response } = await user.client.GET('/v1/workflows/{workflow_id}/runs', workflowPath(id));
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Workflow ${id} not found.` });
      }
    });

    it('get: 404 for an unknown run, a run of another workflow, and another workspace’s run', async () => {
      const { owner, project, workflow } = await firing('mine', [mailStep()]);
      const other = await createWorkflow(owner, eventWorkflowBody(project.id, { name: 'Other', enabled: true, steps: [mailStep()] }));
      await createTask(owner, project.id, 'mine');
      const [run] = await endedRuns(owner, workflow.id);
      const [otherRun] = await endedRuns(owner, other.id);
      const stranger = (await ownerWithWorkspace(server, 'Stranger')).owner;
      const cases: Array<[string, TestUser, string, string, string]> = [
        ['unknown run', owner, workflow.id, unknownRunId, `Run ${unknownRunId} not found for this workflow.`],
        ['a run of another workflow', owner, workflow.id, otherRun!.id, `Run ${otherRun!.id} not found for this workflow.`],
        ['another workspace', stranger, workflow.id, run!.id, `Workflow ${workflow.id} not found.`],
      ];
      for (const [label, user, workflowId, runId, message] of cases) {
        const { error, response } = await getRun(user, workflowId, runId);
        expect(response.status, label).to.equal(404);
        expect(error!.error, label).to.include({ code: 'not_found', message });
      }
    });
  });

  describe('POST /v1/workflows/{workflow_id}/runs/{run_id}/cancel (cancelWorkflowRun)', () => {
    // 10 minutes of 200 ms: long enough to cancel in, short enough to see it would have resumed.
    const waitMinutes = 10;

    it('cancels a waiting run: the waiting step cancelled, the later ones skipped, resume_at null, the message naming who; once only', async () => {
      const { owner, project, workflow } = await firing('cancel', [
        mailStep(),
        waitStep(waitMinutes),
        taskStep('After {{task.name}}'),
        mailStep(),
      ]);
      await createTask(owner, project.id, 'cancel me');
      const [waiting] = await waitingRuns(owner, workflow.id);
      expect(waiting!.resume_at).to.be.a('string');

      const { data, response } = await cancel(owner, workflow.id, waiting!.id);
      expect(response.status).to.equal(200);
      const cancelled = data!.data;
      expect(cancelled).to.include({ id: waiting!.id, status: 'cancelled', resume_at: null });
      expect(cancelled.error_message).to.be.a('string').and.contain(owner.name);
      expect(cancelled.completed_at).to.be.a('string');
      expect(cancelled.steps.map((s) => [s.type, s.status])).to.deep.equal([
        ['send_email', 'success'],
        ['wait', 'cancelled'],
        ['create_task', 'skipped'],
        ['send_email', 'skipped'],
      ]);
      expect(cancelled.steps[1]!.completed_at).to.be.a('string');
      expect((await getRun(owner, workflow.id, waiting!.id)).data!.data).to.deep.equal(cancelled);

      const again = await cancel(owner, workflow.id, waiting!.id);
      expect(again.response.status).to.equal(409);
      expect(again.error!.error).to.include({
        code: 'conflict',
        message: 'The run already ended (cancelled); only a running or waiting run can be cancelled.',
      });
      // Past the time it would have resumed, nothing of it ran.
      await sleep(Date.parse(waiting!.resume_at!) - Date.now() + 3 * minuteMs);
      expect((await getRun(owner, workflow.id, waiting!.id)).data!.data).to.deep.equal(cancelled);
      expect((await tasksOf(owner, project.id)).map((t) => t.name)).to.deep.equal(['cancel me']);
    });

    it('with an Idempotency-Key: replayed as answered, 422 when the key was used for another request, 400 when malformed', async () => {
      const { owner, workspaceId, project, workflow } = await firing('keyed', [waitStep(waitMinutes * 5), mailStep()]);
      await createTask(owner, project.id, 'keyed');
      const [waiting] = await waitingRuns(owner, workflow.id);
      const send = (key: string, path = `/v1/workflows/${workflow.id}/runs/${waiting!.id}/cancel`, body?: unknown) =>
        rawRequest<{ data: WorkflowRun } & ErrorEnvelope>(server.url, {
          method: 'POST',
          path,
          apiKey: owner.key,
          headers: { 'Idempotency-Key': key },
          ...(body === undefined ? {} : { body }),
        });
      const malformed = await send('two words');
      expect(malformed.status).to.equal(400);
      expect(malformed.body.error.message).to.match(/Idempotency-Key/);
      const used = await send('used-for-a-project', '/v1/projects', { workspace_id: workspaceId, name: 'Keyed' });
      expect(used.status).to.equal(201);
      const reused = await send('used-for-a-project');
      expect(reused.status).to.equal(422);
      expect(reused.body.error.message).to.match(/Idempotency-Key was used with a different request/);
      expect((await getRun(owner, workflow.id, waiting!.id)).data!.data.status, 'refused, it cancelled nothing').to.equal('waiting');

      const first = await send('cancel-once');
      expect(first.status).to.equal(200);
      expect(first.body.data.status).to.equal('cancelled');
      const replayed = await send('cancel-once');
      expect(replayed.status, 'the same request again is answered as the first was, not 409').to.equal(200);
      expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
      expect(replayed.body.data).to.deep.equal(first.body.data);
    });

    it('answers 409 for a run that ended by itself', async () => {
      const { owner, project, workflow } = await firing('ended', [mailStep()]);
      await createTask(owner, project.id, 'ended');
      const [run] = await endedRuns(owner, workflow.id);
      const { error, response } = await cancel(owner, workflow.id, run!.id);
      expect(response.status).to.equal(409);
      expect(error!.error.message).to.equal('The run already ended (success); only a running or waiting run can be cancelled.');
    });

    it('answers 403 to a viewer and a read-only key, 404 for another workflow’s run and another workspace, and the run still waits', async () => {
      const { owner, workspaceId, project, workflow } = await firing('guarded', [waitStep(waitMinutes * 5), mailStep()]);
      const other = await createWorkflow(owner, eventWorkflowBody(project.id, { name: 'Other', enabled: true, steps: [mailStep()] }));
      await createTask(owner, project.id, 'guarded');
      const [waiting] = await waitingRuns(owner, workflow.id);
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const readOnly = await keyFor(server, owner, 'read-only');
      for (const [user, says] of [
        [viewer, 'viewer'],
        [readOnly, 'read-only'],
      ] as const) {
        const { error, response } = await cancel(user, workflow.id, waiting!.id);
        expect(response.status, says).to.equal(403);
        expect(error!.error.message, says).to.contain(says);
      }
      const wrongWorkflow = await cancel(owner, other.id, waiting!.id);
      expect(wrongWorkflow.response.status).to.equal(404);
      expect(wrongWorkflow.error!.error.message).to.equal(`Run ${waiting!.id} not found for this workflow.`);
      const stranger = (await ownerWithWorkspace(server, 'Stranger')).owner;
      const foreign = await cancel(stranger, workflow.id, waiting!.id);
      expect(foreign.response.status).to.equal(404);
      expect(foreign.error!.error.message).to.equal(`Workflow ${workflow.id} not found.`);
      const still: WorkflowRun = (await getRun(owner, workflow.id, waiting!.id)).data!.data;
      expect(still).to.include({ status: 'waiting', resume_at: waiting!.resume_at });
    });
  });
});
