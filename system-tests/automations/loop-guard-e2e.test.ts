import { expect } from 'chai';
import { ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject, createTask, finishedRuns, runsOf } from '../../contract-tests/automations/support/e2e.ts';
import { settled } from '../support/settled.ts';

// The loop guard (server/modules/automations/engine/event-fan-out.ts): an event caused, directly or through other
// automations, by an automation's own actions never starts that automation again, and a chain of
// automations stops starting new runs once it has five links. Each test waits until the workspace
// has settled (every event dispatched, no run running), after which counts are final.
describe('automation loop guard end to end', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  async function setUp(): Promise<WorkspaceFixture & { projectId: string }> {
    const fixture = await ownerWithWorkspace(server, 'Loops');
    const project = await createProject(fixture.owner, fixture.workspaceId, 'Board');
    return { ...fixture, projectId: project.id };
  }

  async function taskNames(ws: WorkspaceFixture, projectId: string): Promise<string[]> {
    const { data } = await ws.owner.client.GET('/v1/projects/{project_id}/tasks', {
      params: { path: { project_id: projectId }, query: { per_page: 100 } },
    });
    return data!.data.map((t) => t.name).sort();
  }

  async function chainOf(taskName: string, workspaceId: string): Promise<string[]> {
    const row = await server
      .knex('events')
      .where({ workspace_id: workspaceId, type: 'task.created' })
      .whereRaw(`data->'task'->>'name' = ?`, [taskName])
      .first('automation_chain');
    return row!.automation_chain;
  }

  it('an automation on task.created that creates a task runs once per task a user creates, not forever', async () => {
    const ws = await setUp();
    const automation = await createAutomation(ws.owner, {
      project_id: ws.projectId,
      name: 'Spawn',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'create_task', config: { name: 'Child of {{task.name}}' } }],
    });

    await createTask(ws.owner, ws.projectId, 'First');
    await finishedRuns(ws.owner, automation.id, 1);
    await settled(server, ws.workspaceId);
    expect(await runsOf(ws.owner, automation.id)).to.have.length(1);
    expect(await taskNames(ws, ws.projectId)).to.deep.equal(['Child of First', 'First']);

    await createTask(ws.owner, ws.projectId, 'Second');
    await finishedRuns(ws.owner, automation.id, 2);
    await settled(server, ws.workspaceId);
    const runs = await runsOf(ws.owner, automation.id);
    expect(runs).to.have.length(2);
    expect(runs.every((r) => r.status === 'success')).to.equal(true);
    expect(await taskNames(ws, ws.projectId)).to.deep.equal(['Child of First', 'Child of Second', 'First', 'Second']);
    expect(await chainOf('Child of First', ws.workspaceId)).to.deep.equal([automation.id]);
  });

  it('two automations that both create tasks each run once for the user’s task and once for the other’s task, then stop', async () => {
    // User task T starts A and B. A's task (chain [A]) starts B only; B's task (chain [B]) starts A
    // only. Those tasks have chains [A, B] and [B, A], which contain both, so nothing more runs:
    // two runs each and five tasks in all.
    const ws = await setUp();
    const a = await createAutomation(ws.owner, {
      project_id: ws.projectId,
      name: 'A',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'create_task', config: { name: 'A({{task.name}})' } }],
    });
    const b = await createAutomation(ws.owner, {
      project_id: ws.projectId,
      name: 'B',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'create_task', config: { name: 'B({{task.name}})' } }],
    });

    await createTask(ws.owner, ws.projectId, 'T');
    await finishedRuns(ws.owner, a.id, 2);
    await finishedRuns(ws.owner, b.id, 2);
    await settled(server, ws.workspaceId);

    expect(await runsOf(ws.owner, a.id)).to.have.length(2);
    expect(await runsOf(ws.owner, b.id)).to.have.length(2);
    expect(await taskNames(ws, ws.projectId)).to.deep.equal(['A(B(T))', 'A(T)', 'B(A(T))', 'B(T)', 'T']);
    expect(await chainOf('T', ws.workspaceId)).to.deep.equal([]);
    expect(await chainOf('A(T)', ws.workspaceId)).to.deep.equal([a.id]);
    expect(await chainOf('B(A(T))', ws.workspaceId)).to.deep.equal([a.id, b.id]);
    expect(await chainOf('A(B(T))', ws.workspaceId)).to.deep.equal([b.id, a.id]);
  });

  it('a chain of different automations stops after five links', async () => {
    // Step i turns a task named "step i" into "step i+1". The user's "step 1" has an empty chain;
    // "step 6" was made by a chain of five automations, so step 6's automation does not start.
    const ws = await setUp();
    const steps = [];
    for (let i = 1; i <= 6; i++) {
      steps.push(
        await createAutomation(ws.owner, {
          project_id: ws.projectId,
          name: `Step ${i}`,
          type: 'event',
          trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: `step ${i}` }] },
          actions: [{ type: 'create_task', config: { name: `step ${i + 1}` } }],
        }),
      );
    }
    await createTask(ws.owner, ws.projectId, 'step 1');
    await finishedRuns(ws.owner, steps[4]!.id, 1);
    await settled(server, ws.workspaceId);

    const counts = await Promise.all(steps.map(async (s) => (await runsOf(ws.owner, s.id)).length));
    expect(counts).to.deep.equal([1, 1, 1, 1, 1, 0]);
    expect(await taskNames(ws, ws.projectId)).to.deep.equal(['step 1', 'step 2', 'step 3', 'step 4', 'step 5', 'step 6']);
    expect(await chainOf('step 6', ws.workspaceId)).to.deep.equal(steps.slice(0, 5).map((s) => s.id));
  });
});
