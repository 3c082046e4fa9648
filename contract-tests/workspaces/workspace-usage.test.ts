import { expect } from 'chai';
import { createUser, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from '../users/support/run-cli.ts';

/** The first instant of the month after `now`, in UTC: when the billing cycle resets. */
function nextCycle(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

describe('GET /v1/workspaces/{workspace_id}/usage', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('reports a new workspace on the free plan: no runs used of 100, resetting at the start of next month UTC', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Fresh');
    const before = new Date();
    const { data, response } = await owner.client.GET('/v1/workspaces/{workspace_id}/usage', {
      params: { path: { workspace_id: workspaceId } },
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal({ plan: 'free', runs_used: 0, runs_limit: 100, cycle_resets_at: nextCycle(before) });
  });

  it('follows plan changes made with the operator CLI: pro allows 10,000 runs, enterprise is unlimited (null)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Upgraded');
    const usage = async () =>
      (await owner.client.GET('/v1/workspaces/{workspace_id}/usage', { params: { path: { workspace_id: workspaceId } } })).data!.data;

    const pro = await runCli(server, ['workspaces', 'set-plan', workspaceId, 'pro']);
    expect(pro).to.deep.include({ code: 0, stdout: `${workspaceId} is now on the pro plan\n` });
    expect(await usage()).to.include({ plan: 'pro', runs_used: 0, runs_limit: 10_000 });
    const workspace = await owner.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(workspace.data!.data.plan).to.equal('pro');

    const enterprise = await runCli(server, ['workspaces', 'set-plan', workspaceId, 'enterprise']);
    expect(enterprise.code, enterprise.stderr).to.equal(0);
    expect(await usage()).to.include({ plan: 'enterprise', runs_limit: null });
  });

  it('makes the CLI refuse an unknown plan or workspace with exit code 2, changing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Stays Free');
    const badPlan = await runCli(server, ['workspaces', 'set-plan', workspaceId, 'platinum']);
    expect(badPlan.code).to.equal(2);
    expect(badPlan.stdout).to.equal('');
    expect(badPlan.stderr).to.contain('free, pro, enterprise');
    const noWorkspace = await runCli(server, ['workspaces', 'set-plan', 'ws_00000000000000000000000000', 'pro']);
    expect(noWorkspace.code).to.equal(2);
    expect(noWorkspace.stderr).to.contain('does not exist');
    const workspace = await owner.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(workspace.data!.data.plan).to.equal('free');
  });

  it('is readable by a viewer with a read-only key', async () => {
    const { workspaceId } = await ownerWithWorkspace(server, 'Watched');
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
    const { data, response } = await viewer.client.GET('/v1/workspaces/{workspace_id}/usage', {
      params: { path: { workspace_id: workspaceId } },
    });
    expect(response.status).to.equal(200);
    expect(data!.data.plan).to.equal('free');
  });

  it('answers 404 to a user who is not a member', async () => {
    const { workspaceId } = await ownerWithWorkspace(server, 'Secret Usage');
    const stranger = await createUser(server);
    const { error, response } = await stranger.client.GET('/v1/workspaces/{workspace_id}/usage', {
      params: { path: { workspace_id: workspaceId } },
    });
    expect(response.status).to.equal(404);
    expect(error!.error).to.include({ code: 'not_found', message: `Workspace ${workspaceId} not found.` });
  });
});
