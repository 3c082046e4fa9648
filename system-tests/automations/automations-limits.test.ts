import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser, setPlan } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody } from '../../contract-tests/automations/support/api.ts';
import {
  cycleStart,
  eventsDispatched,
  expectNothingWritten,
  runIds,
  runsCounted,
  setRunsCounted,
  storedAutomation,
} from './support/stored.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('monthly run limits of the plans', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  async function automationOnPlan(plan: 'free' | 'pro' | 'enterprise') {
    const fixture = await ownerWithWorkspace(server);
    await setPlan(server, fixture.workspaceId, plan);
    const project = await createProject(fixture.owner, fixture.workspaceId);
    const automation = await createAutomation(fixture.owner, eventBody(project.id, { trigger: { event: 'task.created' } }));
    return { ...fixture, project, automation };
  }

  async function usage(user: TestUser, workspaceId: string) {
    const { data, response } = await user.client.GET('/v1/workspaces/{workspace_id}/usage', {
      params: { path: { workspace_id: workspaceId } },
    });
    expect(response.status).to.equal(200);
    return data!.data;
  }

  it('refuses a manual start at the free plan’s 100 runs with 409, creating no run and leaving the automation as it was', async () => {
    const { owner, workspaceId, automation } = await automationOnPlan('free');
    await setRunsCounted(server, workspaceId, 100);
    const nextCycle = new Date(Date.UTC(cycleStart().getUTCFullYear(), cycleStart().getUTCMonth() + 1, 1)).toISOString();
    expect(await usage(owner, workspaceId)).to.deep.equal({ plan: 'free', runs_used: 100, runs_limit: 100, cycle_resets_at: nextCycle });
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('free plan').and.contain(nextCycle);
    });
    expect(await runIds(server, automation.id)).to.deep.equal([]);
    expect(await runsCounted(server, workspaceId)).to.equal(100);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
  });

  it('lets the event that reaches the limit start its run, and the next matching event start none', async () => {
    const { owner, workspaceId, project, automation } = await automationOnPlan('free');
    await setRunsCounted(server, workspaceId, 99);
    await createTask(owner, project.id, { name: 'Last run of the month' });
    const [runId] = await waitFor(
      async () => {
        const ids = await runIds(server, automation.id);
        return ids.length > 0 ? ids : undefined;
      },
      { what: 'the run of the first task' },
    );
    const run = await server.knex('automation_runs').where({ id: runId }).first();
    expect(run!.trigger).to.include({ kind: 'event', event_type: 'task.created' });
    expect(await runsCounted(server, workspaceId)).to.equal(100);

    await createTask(owner, project.id, { name: 'Over the limit' });
    // The dispatcher handles the event (and would create the run in the same transaction).
    await eventsDispatched(server, workspaceId);
    expect(await runIds(server, automation.id)).to.deep.equal([runId]);
    expect(await runsCounted(server, workspaceId)).to.equal(100);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
  });

  it('counts only the current calendar month: last month’s full counter does not block', async () => {
    const { owner, workspaceId, automation } = await automationOnPlan('free');
    const lastMonth = new Date(Date.UTC(cycleStart().getUTCFullYear(), cycleStart().getUTCMonth() - 1, 1));
    await server.knex('workspace_run_usage').insert({ workspace_id: workspaceId, cycle_start: lastMonth, runs: 100 });
    const { response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(response.status).to.equal(201);
    expect(await runsCounted(server, workspaceId)).to.equal(1);
    expect((await usage(owner, workspaceId)).runs_used).to.equal(1);
  });

  it('allows the pro plan 10,000 runs: the 10,000th starts, the 10,001st gets 409', async () => {
    const { owner, workspaceId, automation } = await automationOnPlan('pro');
    await setRunsCounted(server, workspaceId, 9_999);
    expect(await usage(owner, workspaceId)).to.include({ plan: 'pro', runs_used: 9_999, runs_limit: 10_000 });
    const last = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(last.response.status).to.equal(201);
    expect(await runIds(server, automation.id)).to.deep.equal([last.data!.data.id]);
    const over = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(over.response.status).to.equal(409);
    expect(over.error!.error.message).to.contain('pro plan');
    expect(await runIds(server, automation.id)).to.deep.equal([last.data!.data.id]);
    expect(await runsCounted(server, workspaceId)).to.equal(10_000);
  });

  it('leaves the enterprise plan unlimited: runs_limit null, and runs start whatever the count', async () => {
    const { owner, workspaceId, automation } = await automationOnPlan('enterprise');
    await setRunsCounted(server, workspaceId, 1_000_000);
    expect(await usage(owner, workspaceId)).to.include({ plan: 'enterprise', runs_used: 1_000_000, runs_limit: null });
    const { data, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(response.status).to.equal(201);
    expect(await runIds(server, automation.id)).to.deep.equal([data!.data.id]);
    expect(await runsCounted(server, workspaceId)).to.equal(1_000_001);
  });
});
