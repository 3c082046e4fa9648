/**
 * Issue 24, what happens to a run while it waits (docs/decisions.md#workflows): a wait resumes at its
 * `resume_at` and the run goes on; a run keeps the steps it started with, whatever the workflow is
 * changed to meanwhile; a waiting run whose workflow was disabled, or whose project was archived, is
 * `cancelled` when it would resume, saying why; deleting the workflow deletes the waiting run and
 * nothing of it resumes. One workflow minute lasts 200 ms here; every wait is bounded.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sleep } from '../support/wait.ts';
import { createTask, tasksOf } from '../automations/support/e2e.ts';
import { setArchived } from '../automations/support/api.ts';
import { firingWorkflow } from './support/workflow-fixtures.ts';
import { endedRuns, waitingRuns, type Workflow } from './support/workflows.ts';
import { mailStep, patchWorkflow, runPath, taskStep, waitStep, workflowPath } from './support/workflow-bodies.ts';

const minuteMs = 200;

describe('runs that wait', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WORKFLOW_MINUTE: `${minuteMs}ms` });
  });
  after(async () => {
    await server?.close();
  });

  const firing = (tag: string, steps: Workflow['steps']) => firingWorkflow(server, tag, steps);

  it('a wait of one minute resumes at resume_at, and the run goes on to success', async () => {
    const { owner, project, workflow } = await firing('resumes', [waitStep(1), taskStep('Resumed {{task.name}}')]);
    await createTask(owner, project.id, 'one');
    const [waiting] = await waitingRuns(owner, workflow.id);
    expect(waiting!.steps.map((s) => s.status)).to.deep.equal(['waiting', 'pending']);
    const wait = waiting!.steps[0]!;
    expect(wait.resume_at).to.equal(waiting!.resume_at);
    expect(Date.parse(waiting!.resume_at!) - Date.parse(wait.started_at!)).to.equal(minuteMs);

    const [run] = await endedRuns(owner, workflow.id, 1, 5_000);
    expect(run).to.include({ status: 'success', error_message: null, resume_at: null });
    expect(run!.steps.map((s) => [s.type, s.status])).to.deep.equal([
      ['wait', 'success'],
      ['create_task', 'success'],
    ]);
    expect(run!.steps[0]!.resume_at).to.equal(waiting!.resume_at);
    expect(Date.parse(run!.steps[1]!.started_at!)).to.be.at.least(Date.parse(waiting!.resume_at!));
    expect((await tasksOf(owner, project.id)).map((t) => t.name)).to.include('Resumed one');
  });

  it('keeps the steps it started with: a PATCH of the steps during the wait reaches only later runs', async () => {
    const { owner, project, workflow } = await firing('pinned', [waitStep(5), taskStep('Old step for {{task.name}}')]);
    await createTask(owner, project.id, 'first');
    const [waiting] = await waitingRuns(owner, workflow.id);
    await patchWorkflow(owner, workflow.id, { steps: [taskStep('New step A'), taskStep('New step B'), mailStep()] });

    const [old] = await endedRuns(owner, workflow.id, 1, 10_000);
    expect(old!.id).to.equal(waiting!.id);
    expect(old!.status, old!.error_message ?? '').to.equal('success');
    expect(old!.steps.map((s) => [s.index, s.type, s.status])).to.deep.equal([
      [0, 'wait', 'success'],
      [1, 'create_task', 'success'],
    ]);
    const names = (await tasksOf(owner, project.id)).map((t) => t.name);
    expect(names).to.include('Old step for first');
    expect(names).to.not.include('New step A');

    await createTask(owner, project.id, 'second');
    const runs = await endedRuns(owner, workflow.id, 2, 10_000);
    expect(runs[1]!.steps.map((s) => [s.type, s.status])).to.deep.equal([
      ['create_task', 'success'],
      ['create_task', 'success'],
      ['send_email', 'success'],
    ]);
  });

  it('a waiting run whose workflow was disabled is cancelled when it would resume, saying why', async () => {
    const { owner, project, workflow } = await firing('disabled', [waitStep(5), taskStep('Never made')]);
    await createTask(owner, project.id, 'disable');
    const [waiting] = await waitingRuns(owner, workflow.id);
    await patchWorkflow(owner, workflow.id, { enabled: false });

    const [run] = await endedRuns(owner, workflow.id, 1, 10_000);
    expect(run).to.include({
      id: waiting!.id,
      status: 'cancelled',
      resume_at: null,
      error_message: 'The workflow was disabled while this run waited; its remaining steps did not run.',
    });
    expect(Date.parse(run!.completed_at!), 'not before it would resume').to.be.at.least(Date.parse(waiting!.resume_at!));
    expect(run!.steps.map((s) => [s.type, s.status])).to.deep.equal([
      ['wait', 'cancelled'],
      ['create_task', 'skipped'],
    ]);
    expect((await tasksOf(owner, project.id)).map((t) => t.name)).to.deep.equal(['disable']);
  });

  it('a waiting run whose project was archived is cancelled when it would resume, saying why', async () => {
    const { owner, project, workflow } = await firing('archived', [mailStep(), waitStep(5), mailStep()]);
    await createTask(owner, project.id, 'archive');
    const [waiting] = await waitingRuns(owner, workflow.id);
    await setArchived(owner, project.id, true);

    const [run] = await endedRuns(owner, workflow.id, 1, 10_000);
    expect(run).to.include({
      id: waiting!.id,
      status: 'cancelled',
      resume_at: null,
      error_message: "The workflow's project was archived while this run waited; its remaining steps did not run.",
    });
    expect(run!.steps.map((s) => [s.type, s.status])).to.deep.equal([
      ['send_email', 'success'],
      ['wait', 'cancelled'],
      ['send_email', 'skipped'],
    ]);
  });

  it('deleting the workflow deletes its waiting run, and nothing of it resumes', async () => {
    const { owner, project, workflow } = await firing('deleted', [waitStep(5), taskStep('Never made either')]);
    await createTask(owner, project.id, 'delete');
    const [waiting] = await waitingRuns(owner, workflow.id);
    const { response } = await owner.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
    expect(response.status).to.equal(204);
    const gone = await owner.client.GET('/v1/workflows/{workflow_id}/runs/{run_id}', runPath(workflow.id, waiting!.id));
    expect(gone.response.status).to.equal(404);
    // Past the time it would have resumed, it made nothing.
    await sleep(Date.parse(waiting!.resume_at!) - Date.now() + 3 * minuteMs);
    expect((await tasksOf(owner, project.id)).map((t) => t.name)).to.deep.equal(['delete']);
  });
});
