import { expect } from 'chai';
import { contractEventsOf } from '../support/outbox.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import type { TestSmtpServer } from '../../contract-tests/support/smtp.ts';
import { createAutomation, createTask, expectSuccessfulRun, finishedRuns, runsOf } from '../../contract-tests/automations/support/e2e.ts';
import { useServiceWithSlackAndMail, workspaceWithProject } from '../../contract-tests/automations/support/e2e-service.ts';
import { settled } from '../support/settled.ts';

// The real service (API, worker, dispatcher) with its Slack API pointed at a fake Slack Web API and
// its mail at a real SMTP server, both on 127.0.0.1. Every scenario goes through the API: create an
// event automation, create a task, wait for the run; then check what the peer received and what the
// run recorded, and the events it wrote in the outbox. The scenarios a client alone can check are
// contract-tests/automations/actions-e2e.test.ts.
describe('automation actions end to end (Slack and SMTP peers on 127.0.0.1)', () => {
  let slack: FakeSlack;
  let smtp: TestSmtpServer;
  let server: TestServer;
  useServiceWithSlackAndMail('Acme Automations <automations@example.test>', (started) => ({ slack, smtp, server } = started));

  const setUp = () => workspaceWithProject(server, { workspace: 'Acme', project: 'Website' });

  async function runEvents(workspaceId: string, runId: string) {
    const events = await contractEventsOf(server, workspaceId, [
      'automation.run.started',
      'automation.run.completed',
      'automation.run.failed',
    ]);
    return events.filter((e) => e.data.run_id === runId);
  }

  describe('send_slack_message', () => {
    it('posts the rendered message to chat.postMessage with the bot token, only for matching tasks, and records a successful run', async () => {
      const ws = await setUp();
      const channel = `#deploys-${ws.tag}`;
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Announce deploy tasks',
        type: 'event',
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'deploy' }] },
        actions: [
          {
            type: 'send_slack_message',
            config: {
              channel,
              message: 'New task “{{task.name}}” in {{project.name}} by {{actor.name}} ({{workspace.name}}){{task.nope}}',
            },
          },
        ],
      });

      await createTask(ws.owner, ws.projectId, 'Write the docs');
      const task = await createTask(ws.owner, ws.projectId, 'Plan the deploy');

      const call = await slack.waitFor((c) => c.body?.channel === channel);
      expect(call.method).to.equal('POST');
      expect(call.path).to.equal('/api/chat.postMessage');
      expect(call.headers.authorization).to.equal(`Bearer ${slack.token}`);
      expect(call.headers['content-type']).to.match(/^application\/json/);
      expect(call.body).to.deep.equal({
        channel,
        text: `New task “Plan the deploy” in ${ws.projectName} by ${ws.owner.name} (${ws.workspaceName})`,
      });

      const [run] = await finishedRuns(ws.owner, automation.id);
      await settled(server, ws.workspaceId);
      const runs = await runsOf(ws.owner, automation.id);
      expect(runs, 'the task that does not match the filter starts no run').to.have.length(1);
      expect(slack.callsTo(channel)).to.have.length(1);
      expectSuccessfulRun(run!, ['send_slack_message']);
      const created = (await contractEventsOf(server, ws.workspaceId, ['task.created'])).find((e) => e.data.task.id === task.id)!;
      expect(run!.trigger).to.deep.equal({ kind: 'event', event_id: created.id, event_type: 'task.created' });
    });

    it('writes automation.run.started and automation.run.completed with the automation, run and status', async () => {
      const ws = await setUp();
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Ping',
        type: 'event',
        trigger: { event: 'task.created' },
        actions: [{ type: 'send_slack_message', config: { channel: `#ping-${ws.tag}`, message: 'ping {{task.name}}' } }],
      });
      await createTask(ws.owner, ws.projectId, 'Anything');
      const [run] = await finishedRuns(ws.owner, automation.id);
      await settled(server, ws.workspaceId);

      const events = await runEvents(ws.workspaceId, run!.id);
      expect(events.map((e) => e.type)).to.deep.equal(['automation.run.started', 'automation.run.completed']);
      expect(events[0]!.data).to.include({ automation_id: automation.id, run_id: run!.id, status: 'running', project_id: ws.projectId });
      expect(events[1]!.data).to.include({
        automation_id: automation.id,
        run_id: run!.id,
        status: 'success',
        project_id: ws.projectId,
        error_message: null,
      });
      expect(events[1]!.actor).to.deep.equal({ type: 'automation', id: automation.id, name: 'Ping' });
    });

    it('fails the run when Slack answers {ok:false, error:"channel_not_found"}, naming the step and the error, skips the later steps and writes automation.run.failed', async () => {
      const ws = await setUp();
      const channel = `#gone-${ws.tag}`;
      const mailTo = `never-${ws.tag}@example.test`;
      slack.replyFor(channel, { status: 200, body: { ok: false, error: 'channel_not_found' } });
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Broken channel',
        type: 'event',
        trigger: { event: 'task.created' },
        actions: [
          { type: 'send_slack_message', config: { channel, message: 'Hello {{task.name}}' } },
          { type: 'send_email', config: { to: mailTo, subject: 'Should not be sent', body: 'x' } },
        ],
      });
      await createTask(ws.owner, ws.projectId, 'Trigger');
      const [run] = await finishedRuns(ws.owner, automation.id);
      await settled(server, ws.workspaceId);

      expect(slack.callsTo(channel)).to.have.length(1);
      expect(run!.status).to.equal('failed');
      expect(run!.error_message).to.equal('Step 1 (send_slack_message) failed: send_slack_message: Slack answered 200 (channel_not_found)');
      expect(run!.completed_at).to.be.a('string');
      expect(run!.steps[0]).to.include({
        index: 0,
        type: 'send_slack_message',
        status: 'failed',
        error: 'send_slack_message: Slack answered 200 (channel_not_found)',
      });
      expect(run!.steps[0]!.started_at).to.be.a('string');
      expect(run!.steps[0]!.completed_at).to.be.a('string');
      expect(run!.steps[1]).to.deep.equal({
        index: 1,
        type: 'send_email',
        status: 'skipped',
        started_at: null,
        completed_at: null,
        error: null,
      });
      expect(
        smtp.messages.filter((m) => m.rcptTo.includes(mailTo)),
        'the skipped e-mail step sent nothing',
      ).to.have.length(0);

      const events = await runEvents(ws.workspaceId, run!.id);
      expect(events.map((e) => e.type)).to.deep.equal(['automation.run.started', 'automation.run.failed']);
      expect(events[1]!.data).to.include({
        automation_id: automation.id,
        run_id: run!.id,
        status: 'failed',
        error_message: run!.error_message,
      });
    });
  });

  describe('send_email', () => {
    it('fails the run when the SMTP server refuses the recipient, with the server’s answer, and skips the later steps', async () => {
      const ws = await setUp();
      const to = `nobody-${ws.tag}@example.test`;
      const channel = `#after-mail-${ws.tag}`;
      smtp.refuse(to);
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Mail a dead address',
        type: 'event',
        trigger: { event: 'task.created' },
        actions: [
          { type: 'send_email', config: { to, subject: 'Hi', body: 'Body' } },
          { type: 'send_slack_message', config: { channel, message: 'after the mail' } },
        ],
      });
      await createTask(ws.owner, ws.projectId, 'Trigger');
      const [run] = await finishedRuns(ws.owner, automation.id);
      await settled(server, ws.workspaceId);

      expect(smtp.refused).to.include(to);
      expect(run!.status).to.equal('failed');
      expect(run!.error_message).to.match(
        /^Step 1 \(send_email\) failed: send_email: the mail server refused the message: .*550.*mailbox unavailable/,
      );
      expect(run!.steps[0]).to.include({ status: 'failed' });
      expect(run!.steps[0]!.error).to.contain('550');
      expect(run!.steps[1]).to.include({ type: 'send_slack_message', status: 'skipped', started_at: null });
      expect(slack.callsTo(channel), 'the skipped Slack step posted nothing').to.have.length(0);
      expect((await runEvents(ws.workspaceId, run!.id)).map((e) => e.type)).to.deep.equal([
        'automation.run.started',
        'automation.run.failed',
      ]);
    });
  });

  describe('create_task and update_task', () => {
    it('update the triggering task and create a follow-up, writing task.completed and task.created by the automation', async () => {
      const ws = await setUp();
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Triage intake',
        type: 'event',
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'intake' }] },
        actions: [
          { type: 'update_task', config: { status: 'completed', description: 'Triaged by {{automation.name}}' } },
          { type: 'create_task', config: { name: 'Follow up: {{task.name}}', description: 'For {{actor.name}} in {{project.name}}' } },
        ],
      });
      const task = await createTask(ws.owner, ws.projectId, 'Review intake form');
      const [run] = await finishedRuns(ws.owner, automation.id);
      await settled(server, ws.workspaceId);
      expectSuccessfulRun(run!, ['update_task', 'create_task']);

      const updated = await ws.owner.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: task.id } } });
      expect(updated.data!.data).to.include({ status: 'completed', description: 'Triaged by Triage intake' });
      expect(updated.data!.data.completed_at).to.be.a('string');

      const list = await ws.owner.client.GET('/v1/projects/{project_id}/tasks', { params: { path: { project_id: ws.projectId } } });
      const followUp = list.data!.data.find((t) => t.id !== task.id)!;
      expect(list.data!.data).to.have.length(2);
      expect(followUp).to.include({
        name: 'Follow up: Review intake form',
        description: `For ${ws.owner.name} in ${ws.projectName}`,
        status: 'open',
      });

      const byAutomation = { type: 'automation', id: automation.id, name: 'Triage intake' };
      const completed = await contractEventsOf(server, ws.workspaceId, ['task.completed']);
      expect(completed).to.have.length(1);
      expect(completed[0]!.data.task).to.include({ id: task.id, status: 'completed' });
      expect(completed[0]!.actor).to.deep.equal(byAutomation);
      const created = (await contractEventsOf(server, ws.workspaceId, ['task.created'])).filter((e) => e.data.task.id === followUp.id);
      expect(created).to.have.length(1);
      expect(created[0]!.actor).to.deep.equal(byAutomation);
      // The follow-up's name matches the filter too, but the automation's own change does not start it again.
      expect(await runsOf(ws.owner, automation.id)).to.have.length(1);
    });

    it('update_task of a given task_id changes that task', async () => {
      const ws = await setUp();
      const target = await createTask(ws.owner, ws.projectId, 'Board');
      const automation = await createAutomation(ws.owner, {
        project_id: ws.projectId,
        name: 'Rename the board',
        type: 'event',
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'go' }] },
        actions: [{ type: 'update_task', config: { task_id: target.id, name: 'Board (last: {{task.name}})' } }],
      });
      const trigger = await createTask(ws.owner, ws.projectId, 'go');
      const [run] = await finishedRuns(ws.owner, automation.id);
      expectSuccessfulRun(run!, ['update_task']);
      const after = await ws.owner.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: target.id } } });
      expect(after.data!.data.name).to.equal('Board (last: go)');
      const untouched = await ws.owner.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: trigger.id } } });
      expect(untouched.data!.data.name).to.equal('go');
      await settled(server, ws.workspaceId);
      const updates = await contractEventsOf(server, ws.workspaceId, ['task.updated']);
      expect(updates.map((e) => [e.data.task.id, e.data.task.name, e.actor.type])).to.deep.equal([
        [target.id, 'Board (last: go)', 'automation'],
      ]);
    });
  });
});
