/**
 * Issue 13, point 4: `POST /v1/automations/{automation_id}/runs/{run_id}/retry` starts a new run of
 * a failed run's trigger (the same event) with the automation's current actions, linked by
 * `retry_of`. The action is a call_webhook to a real HTTPS receiver that first answers 500.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { useWebhookHarness } from '../webhooks/support/harness.ts';
import type { Receiver } from '../webhooks/support/receiver.ts';
import { newSecret } from '../webhooks/support/webhooks.ts';
import { createAutomation, createProject, createTask, finishedRuns, runsOf } from './support/e2e.ts';

const retry = (user: TestUser, automationId: string, runId: string) =>
  user.client.POST('/v1/automations/{automation_id}/runs/{run_id}/retry', {
    params: { path: { automation_id: automationId, run_id: runId } },
  });

describe('retrying a failed run', () => {
  const state = { accepting: false };
  let server: TestServer;
  let receiver: Receiver;
  useWebhookHarness(
    { secret: newSecret(), respond: () => ({ status: state.accepting ? 200 : 500 }) },
    (started) => ({ server, receiver } = started),
  );

  it('runs the failed run’s event again with the current actions, linked by retry_of; only a failed run can be retried', async () => {
    state.accepting = false;
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Retries');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Tell the shop',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'call_webhook', config: { url: receiver.url('/v1'), body: '{"task":"{{task.name}}"}' } }],
    });
    await createTask(owner, project.id, 'Ship the order');
    const [failed] = await finishedRuns(owner, automation.id, 1);
    expect(failed!.status).to.equal('failed');

    // The retry uses the actions as they are now.
    await owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: automation.id } },
      body: { actions: [{ type: 'call_webhook', config: { url: receiver.url('/v2'), body: '{"again":"{{task.name}}"}' } }] },
    });
    state.accepting = true;
    const { data, response } = await retry(owner, automation.id, failed!.id);
    expect(response.status).to.equal(201);
    const retried = data!.data;
    expect(retried).to.include({ automation_id: automation.id, retry_of: failed!.id, status: 'running' });
    expect(retried.trigger).to.deep.equal(failed!.trigger);
    const runs = await finishedRuns(owner, automation.id, 2);
    expect(runs.find((r) => r.id === retried.id)).to.include({ status: 'success', retry_of: failed!.id });
    const calls = receiver.requestsTo('/v2');
    expect(calls).to.have.length(1);
    expect(JSON.parse(calls[0]!.rawBody.toString('utf8'))).to.deep.equal({ again: 'Ship the order' });
    expect(runs.find((r) => r.id === failed!.id)).to.not.have.property('retry_of');

    const again = await retry(owner, automation.id, retried.id);
    expect(again.response.status).to.equal(409);
    expect(again.error!.error.message).to.match(/did not fail \(its status is success\); only a failed run can be retried/);
  });

  it('answers 404 for a run of another automation or another workspace, and 403 to a viewer, starting nothing', async () => {
    state.accepting = false;
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Refusals');
    const body = (name: string) => ({
      project_id: project.id,
      name,
      type: 'event' as const,
      trigger: { event: 'task.created' as const },
      actions: [{ type: 'call_webhook' as const, config: { url: receiver.url('/refused') } }],
    });
    const first = await createAutomation(owner, body('First'));
    const second = await createAutomation(owner, body('Second'));
    await createTask(owner, project.id, 'Fails twice');
    const [failed] = await finishedRuns(owner, first.id, 1);
    await finishedRuns(owner, second.id, 1);
    // A retry could only start a run of one of these two automations.
    const count = async () => (await runsOf(owner, first.id)).length + (await runsOf(owner, second.id)).length;
    const before = await count();

    expect((await retry(owner, second.id, failed!.id)).response.status).to.equal(404);
    expect((await retry(owner, first.id, 'run_00000000000000000000000000')).response.status).to.equal(404);
    const stranger = await ownerWithWorkspace(server);
    expect((await retry(stranger.owner, first.id, failed!.id)).response.status).to.equal(404);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const refused = await retry(viewer, first.id, failed!.id);
    expect(refused.response.status).to.equal(403);
    expect(await count()).to.equal(before);
  });
});
