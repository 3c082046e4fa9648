// Deleting an automation or a workflow while an engine writes its runs (server/modules/automations/engine/run-writes.ts):
// the delete takes the runs with it (cascade) in one order, a batch of the engine's writes locks them in
// another, and PostgreSQL undoes one of the two as a deadlock. The API tries its delete again rather
// than answering 409; the engine writes its batch again anyway (what it no longer holds is left out).
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { createProject } from '../../contract-tests/webhooks/support/webhooks.ts';
import { createAutomation } from '../../contract-tests/automations/support/api.ts';
import { createWorkflow } from '../../contract-tests/workflows/support/workflows.ts';
import { taskStep, waitStep } from '../../contract-tests/workflows/support/workflow-bodies.ts';
import { writeRunProgress } from '../../server/modules/automations/engine/run-writes.ts';

describe('deleting an automation or a workflow while an engine writes its runs', () => {
  let server: TestServer;
  let owner: TestUser;
  let projectId: string;
  let workspaceId: string;

  before(async () => {
    // No worker: the test is the engine, writing the runs' steps itself.
    server = await startTestServer({ RUN_WORKER: 'false' });
    const fixture = await ownerWithWorkspace(server);
    owner = fixture.owner;
    workspaceId = fixture.workspaceId;
    projectId = (await createProject(owner, workspaceId)).id;
  });
  after(async () => {
    await server?.close();
  });

  /** A new automation or workflow of the project, its id and the path that deletes it. */
  const made = async (kind: 'automation' | 'workflow', round: number): Promise<string> => {
    const common = {
      project_id: projectId,
      name: `Deleted while running ${round}`,
      type: 'event' as const,
      trigger: { event: 'task.created' as const },
    };
    if (kind === 'workflow') return (await createWorkflow(owner, { ...common, steps: [waitStep(1), taskStep('x')] })).id;
    return (await createAutomation(owner, { ...common, actions: [{ type: 'create_task', config: { name: 'x' } }] })).id;
  };
  const remove = (kind: 'automation' | 'workflow', id: string) =>
    kind === 'workflow'
      ? owner.client.DELETE('/v1/workflows/{workflow_id}', { params: { path: { workflow_id: id } } })
      : owner.client.DELETE('/v1/automations/{automation_id}', { params: { path: { automation_id: id } } });

  for (const kind of ['automation', 'workflow'] as const) {
    it(`answers 204 to deleting ${kind === 'automation' ? 'an automation' : 'a workflow'} every time, however the two interleave`, async function () {
      this.timeout(120_000);
      const answers: number[] = [];
      for (let round = 0; round < 10; round++) {
        const id = await made(kind, round);
        await server.knex.raw(
          `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, executor)
           select 'run_del_' || ? || '_' || lpad(i::text, 5, '0'), ?, ?, 'running', '{"kind":"schedule"}', '[]', '[]', 'engine'
           from generate_series(1, 1500) i`,
          [`${kind}_${round}`, id, workspaceId],
        );
        const ids: string[] = (await server.knex('automation_runs').where('automation_id', id).pluck('id')).sort().reverse();
        const [, deleted] = await Promise.all([
          // The engine's side may be the one undone: it writes again in its next batch.
          writeRunProgress(server.knex, {
            steps: ids.map((run) => ({ id: run, executor: 'engine', steps: [] })),
            parks: [],
            ends: [],
          }).catch(() => undefined),
          remove(kind, id),
        ]);
        answers.push(deleted.response.status);
      }
      expect(answers).to.deep.equal(Array.from({ length: 10 }, () => 204));
      expect(await server.knex('automation_runs').where('id', 'like', `run_del_${kind}_%`).pluck('id')).to.deep.equal([]);
    });
  }
});
