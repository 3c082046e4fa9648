/**
 * Side effects that never repeat (issue 9, point 3; issue 23, point 2). A worker is paused (SIGSTOP)
 * past its run lease (RUN_LEASE, 5 s here) while it runs a four-step automation; its lease runs out
 * unrenewed and a second worker's engine takes the run over; then the first resumes. Every step's effect is counted at its real peer: the Slack
 * message, the e-mail and the task exactly once; the call_webhook step that was in flight when the
 * first worker froze reaches its endpoint again, with the same Idempotency-Key, so the endpoint can
 * tell (the one outcome no one could know). The resumed worker does nothing more.
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import type { HttpsReceiver } from '../../contract-tests/support/https.ts';
import type { ChildService } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import type { TestSmtpServer } from '../../contract-tests/support/smtp.ts';
import { createAutomation, createProject, createTask, finishedRuns } from '../../contract-tests/automations/support/e2e.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { useWorkersWithPeers } from './support/worker-peers.ts';

describe('a worker paused past its run lease mid-run, then resumed', function () {
  this.timeout(90_000);
  let endpoint: HttpsReceiver;
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  let worker: () => Promise<ChildService>;
  useWorkersWithPeers('5s', (started) => ({ endpoint, slack, smtp, server, worker } = started));

  it('counts every side effect once: Slack, e-mail and task once, the in-flight call under one Idempotency-Key; the resumed worker acts no more', async () => {
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Paused');
    const project = await createProject(owner, workspaceId, 'Frozen');
    const channel = `#paused-${process.pid}`;
    const to = `paused-${process.pid}@example.com`;
    // The first call is held (longer than the pause), every later one is answered at once.
    endpoint.replyFor('/step', { delayMs: 30_000 });
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Four steps',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'Go' }] },
      actions: [
        { type: 'send_slack_message', config: { channel, message: 'step 1 for {{task.name}}' } },
        { type: 'call_webhook', config: { url: `${endpoint.url}/step`, body: '{"task":"{{task.id}}"}' } },
        { type: 'send_email', config: { to, subject: 'step 3', body: 'for {{task.name}}' } },
        { type: 'create_task', config: { name: 'Made by step 4' } },
      ],
    });
    await createTask(owner, project.id, 'Go');

    const held = await endpoint.waitFor((r) => r.path === '/step', 20_000);
    endpoint.replyFor('/step', { status: 200 });
    process.kill(first.pid, 'SIGSTOP');
    const second = await worker();

    const [run] = await finishedRuns(owner, automation.id, 1, 45_000);
    expect(run!.status, run!.error_message ?? '').to.equal('success');
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success', 'success', 'success', 'success']);

    process.kill(first.pid, 'SIGCONT');
    // It wakes inside the held call (its 10 s time-out long past), goes to save the step, and finds the run taken.
    await waitFor(() => (first.output().includes('another worker took this run over') ? true : undefined), {
      what: 'the resumed worker to notice it was replaced',
      timeoutMs: 20_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(slack.callsTo(channel), 'Slack messages').to.have.length(1);
    expect(
      smtp.messages.filter((m) => m.to.includes(to)),
      'e-mails',
    ).to.have.length(1);
    const made = await server.knex('tasks').where({ project_id: project.id, name: 'Made by step 4' }).count({ n: '*' }).first();
    expect(Number(made!.n), 'tasks made by step 4').to.equal(1);
    const calls = endpoint.requestsTo('/step');
    expect(calls, 'the in-flight call, done again by the second worker').to.have.length(2);
    expect(new Set(calls.map((c) => c.headers['idempotency-key'])), 'one Idempotency-Key for both').to.deep.equal(
      new Set([held.headers['idempotency-key']]),
    );
    expect(held.headers['idempotency-key']).to.equal(`${run!.id}.1`);
    const after = await finishedRuns(owner, automation.id, 1);
    expect(after[0]!.steps, 'the resumed worker changed nothing').to.deep.equal(run!.steps);
    expect(second.exited()).to.equal(undefined);
  });
});
