/**
 * At least once across SIGKILL (issue 23, point 2). A worker is killed while a run's call_webhook
 * step waits on its endpoint, after the run's first step (a task) committed. Nothing renews the
 * run's lease (RUN_LEASE, 3 s here), so a second worker's engine takes the run over: it does not make
 * the task again (it committed with its step), calls the endpoint again with the same
 * Idempotency-Key (the one outcome no one could know), and ends the run with its last step.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { HttpsReceiver } from '../../contract-tests/support/https.ts';
import type { ChildService } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import { createAutomation, createProject, createTask, finishedRuns } from '../../contract-tests/automations/support/e2e.ts';
import { useWorkersWithPeers } from './support/worker-peers.ts';

describe('a worker killed mid-run', function () {
  this.timeout(60_000);
  let endpoint: HttpsReceiver;
  let slack: FakeSlack;
  let server: TestServer;
  let worker: () => Promise<ChildService>;
  useWorkersWithPeers('3s', (started) => ({ endpoint, slack, server, worker } = started));

  it('is taken over after its lease: the committed step is not repeated, the call in flight is repeated under one key', async () => {
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Killed');
    const project = await createProject(owner, workspaceId, 'Crash');
    const channel = `#killed-${process.pid}`;
    endpoint.replyFor('/held', { delayMs: 30_000 });
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Three steps',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'Go' }] },
      actions: [
        { type: 'create_task', config: { name: 'Made once' } },
        { type: 'call_webhook', config: { url: `${endpoint.url}/held`, body: '{"task":"{{task.id}}"}' } },
        { type: 'send_slack_message', config: { channel, message: 'after the call' } },
      ],
    });
    await createTask(owner, project.id, 'Go');
    const held = await endpoint.waitFor((r) => r.path === '/held', 20_000);
    endpoint.replyFor('/held', { status: 200 });
    process.kill(first.pid, 'SIGKILL');
    await worker();

    const [run] = await finishedRuns(owner, automation.id, 1, 30_000);
    expect(run!.status, run!.error_message ?? '').to.equal('success');
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success']);
    const made = await server.knex('tasks').where({ project_id: project.id, name: 'Made once' }).count({ n: '*' }).first();
    expect(Number(made!.n), 'tasks made by step 1').to.equal(1);
    const calls = endpoint.requestsTo('/held');
    expect(calls, 'the call in flight, made again by the second worker').to.have.length(2);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).to.deep.equal(new Set([`${run!.id}.1`]));
    expect(held.headers['idempotency-key']).to.equal(`${run!.id}.1`);
    expect(slack.callsTo(channel)).to.have.length(1);
    const stored = await server.knex('automation_runs').where({ id: run!.id }).first('claims', 'executor', 'next_step_at');
    expect(stored, 'claimed twice, ended').to.deep.include({ claims: 2, next_step_at: null });
  });
});
