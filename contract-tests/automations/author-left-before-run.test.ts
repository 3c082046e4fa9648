import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startWorkerProcess, type ChildService } from '../support/processes.ts';
import { startTestServer, TEST_SERVER_SECRET_KEY, type TestServer } from '../support/server.ts';
import { createAutomation, createProject, finishedRuns, tasksOf } from './support/e2e.ts';

// A run already queued when its author leaves (or loses sight of the project) is checked again when
// it executes: it fails, names the reason, and performs nothing. The API runs without a worker, so
// the run waits in the queue until the test has changed the author's access, then a worker process
// (same SECRET_KEY) takes it.
describe('a queued run whose author lost access before it executed', () => {
  let server: TestServer;
  let worker: ChildService | undefined;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await worker?.stop();
    await server?.close();
  });

  it('fails without acting: the author left, or can no longer see the private project', async function () {
    this.timeout(60_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const shared = await createProject(owner, workspaceId, 'Shared', 'shared');
    const hidden = await createProject(owner, workspaceId, 'Hidden', 'private');
    const leaver = await memberWithRole(server, workspaceId, 'editor');
    const demoted = await memberWithRole(server, workspaceId, 'admin');
    const action = { type: 'create_task' as const, config: { name: 'Should not exist' } };
    const byLeaver = await createAutomation(leaver, {
      project_id: shared.id,
      name: 'Leaver',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [action],
    });
    const byDemoted = await createAutomation(demoted, {
      project_id: hidden.id,
      name: 'Demoted',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [action],
    });
    for (const automation of [byLeaver, byDemoted]) {
      expect(
        (await owner.client.POST('/v1/automations/{automation_id}/runs', { params: { path: { automation_id: automation.id } } })).response
          .status,
      ).to.equal(201);
    }
    await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: leaver.memberId } },
    });
    await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: demoted.memberId } },
      body: { role: 'editor' },
    });

    worker = await startWorkerProcess({ databaseUrl: server.connectionString, secretKey: TEST_SERVER_SECRET_KEY });
    const [left] = await finishedRuns(owner, byLeaver.id, 1, 30_000);
    expect(left!.status).to.equal('failed');
    expect(left!.error_message).to.equal("The automation's author left the workspace; its remaining actions did not run.");
    const [blind] = await finishedRuns(owner, byDemoted.id, 1, 30_000);
    expect(blind!.status).to.equal('failed');
    expect(blind!.error_message).to.equal(
      "The automation's author can no longer see what started this run; its remaining actions did not run.",
    );
    expect([...left!.steps, ...blind!.steps].map((s) => s.status)).to.deep.equal(['skipped', 'skipped']);
    expect([...(await tasksOf(owner, shared.id)), ...(await tasksOf(owner, hidden.id))]).to.have.length(0);
  });
});
