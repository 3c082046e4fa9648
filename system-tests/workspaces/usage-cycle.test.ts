// Usage counts only the current cycle's runs: last month's, written as the run counter would have
// left them (no API makes them), do not count.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

describe('GET /v1/workspaces/{workspace_id}/usage across cycles', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('counts the runs of the current cycle only', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Busy');
    const project = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: 'Runs' } });
    const automation = await owner.client.POST('/v1/automations', {
      body: {
        project_id: project.data!.data.id,
        name: 'Manual mail',
        type: 'event',
        trigger: { event: 'task.completed' },
        actions: [{ type: 'send_email', config: { to: 'team@example.test', subject: 'Hi', body: 'Hello' } }],
      },
    });
    for (let i = 0; i < 2; i++) {
      const run = await owner.client.POST('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.data!.data.id } },
      });
      expect(run.response.status, 'starting a run').to.equal(201);
    }
    // Last month's runs, as the run counter would have left them: they no longer count.
    const now = new Date();
    await server.knex('workspace_run_usage').insert({
      workspace_id: workspaceId,
      cycle_start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
      runs: 99,
    });
    const { data } = await owner.client.GET('/v1/workspaces/{workspace_id}/usage', { params: { path: { workspace_id: workspaceId } } });
    expect(data!.data).to.include({ plan: 'free', runs_used: 2, runs_limit: 100 });
  });
});
