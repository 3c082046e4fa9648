/**
 * Issue 25, end to end with real peers on 127.0.0.1 (docs/decisions.md#notifications): a failed
 * workflow run e-mailed to its author at once (SMTP peer) and posted to their chat channel (Slack-like
 * peer); `notification.created` signed to a subscribed HTTPS receiver; a muted project's notification
 * on no channel; billing alerts at 80 % and 100 % e-mailed to the owner and an admin who turned every
 * other e-mail off; a refused e-mail retried with backoff while another member's goes through; and,
 * with the digest schedules set to every minute, a daily digest listing the two notifications still
 * unread and leaving out the one read meanwhile.
 */
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { createTestCertificates, type TestCertificates } from '../support/https.ts';
import { loadContract } from '../support/openapi.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { sleep, waitFor } from '../support/wait.ts';
import { createAutomation, createProject, createTask } from '../automations/support/e2e.ts';
import { newSecret, registerWebhook } from '../webhooks/support/webhooks.ts';
import { startReceiver, verifiedEvents, type Receiver } from '../webhooks/support/receiver.ts';
import { createWorkflow, endedRuns } from '../workflows/support/workflows.ts';
import { eventWorkflowBody } from '../workflows/support/workflow-bodies.ts';
import { awaitNotifications, changeRole, inbox, setPreferences } from './support/notifications.ts';

describe('notifications on every channel, with real peers', function () {
  this.timeout(150_000);
  const secret = newSecret();
  const contract = loadContract();
  let certificates: TestCertificates;
  let receiver: Receiver;
  let smtp: TestSmtpServer;
  let slack: FakeSlack;
  let server: TestServer;

  before(async () => {
    certificates = await createTestCertificates();
    receiver = await startReceiver({ tls: certificates, secret });
    smtp = await startSmtpServer();
    slack = await startFakeSlack();
    slack.replyFor('#broken', { body: { ok: false, error: 'channel_not_found' } });
    server = await startTestServer(
      {
        SMTP_URL: smtp.url,
        SLACK_API_URL: slack.apiUrl,
        SLACK_BOT_TOKEN: slack.token,
        DIGEST_HOURLY_SCHEDULE: '* * * * *',
        DIGEST_DAILY_SCHEDULE: '* * * * *',
      },
      { caFile: certificates.caFile },
    );
  });
  after(async () => {
    await server?.close();
    await receiver?.close();
    await smtp?.close();
    await slack?.close();
    await certificates?.remove();
  });

  /** An enabled workflow in the project that fails on every task created there (Slack refuses its channel). */
  async function failingWorkflow(author: TestUser, projectId: string, name: string) {
    return createWorkflow(
      author,
      eventWorkflowBody(projectId, {
        name,
        enabled: true,
        steps: [{ type: 'action', action: { type: 'send_slack_message', config: { channel: '#broken', message: 'hi' } } }],
      }),
    );
  }

  const mailTo = (address: string) => smtp.messages.filter((m) => m.rcptTo.includes(address));

  it('e-mails a failed workflow run to its author at once and posts it to their chat channel; the inbox has it too', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels failed run');
    const project = await createProject(owner, workspaceId, 'Launch');
    await setPreferences(owner, workspaceId, { chat_channel: '#owner-alerts', categories: { workflow_run_failed: { chat: true } } });
    const workflow = await failingWorkflow(owner, project.id, 'Nudge');
    await createTask(owner, project.id, 'Write copy');
    const mail = await smtp.waitFor((m) => m.rcptTo.includes(owner.email) && m.subject.includes('Nudge'), 15_000);
    expect(mail.subject).to.equal('[Channels failed run] Workflow "Nudge" failed');
    expect(mail.text, mail.text).to.include(
      'failed in project "Launch": Step 1 (send_slack_message) failed: send_slack_message: Slack answered 200 (channel_not_found)',
    );
    expect(mail.headers['message-id']).to.match(/^<ntf_[0-9a-z]+@notifications\./);
    const chat = await slack.waitFor((call) => call.body?.channel === '#owner-alerts', 15_000);
    expect(chat.headers.authorization).to.equal(`Bearer ${slack.token}`);
    expect(chat.body!.text).to.match(/^Workflow "Nudge" failed\n/);
    const [notification] = await awaitNotifications(owner, workspaceId, 'workflow_run_failed');
    expect(notification).to.include({ project_id: project.id, title: 'Workflow "Nudge" failed' });
    expect(notification!.subject.type).to.equal('run');
    void workflow;
  });

  it('records notification.created for a member whose webhook channel is on, signed to the subscribed receiver', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels webhook');
    const path = '/notifications/webhook';
    await registerWebhook(owner, { url: receiver.url(path), events: ['notification.created'], secret, workspace_id: workspaceId });
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'editor');
    await setPreferences(viewer, workspaceId, { categories: { member_role_changed: { webhook: true } } });
    await changeRole(owner, workspaceId, viewer.memberId, 'editor');
    const [delivered] = await waitFor(() => {
      const events = verifiedEvents(receiver.requestsTo(path).filter((r) => r.body?.type === 'notification.created'));
      return events.length > 0 ? events : undefined;
    });
    expect(contract.checkDelivery(delivered!.headers, delivered!.body)).to.deep.equal([]);
    const [listed] = await awaitNotifications(viewer, workspaceId, 'member_role_changed');
    expect(delivered!.body.data).to.deep.include({ notification: listed, recipient: { member_id: viewer.memberId, email: viewer.email } });
  });

  it('sends a muted project’s notifications on no channel, while another project’s still arrive', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels muted');
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const muted = await createProject(owner, workspaceId, 'Muted');
    const heard = await createProject(owner, workspaceId, 'Heard');
    await setPreferences(editor, workspaceId, {
      muted_project_ids: [muted.id],
      chat_channel: '#editor',
      categories: { workflow_run_failed: { chat: true } },
    });
    const quiet = await failingWorkflow(editor, muted.id, 'Quiet one');
    await failingWorkflow(editor, heard.id, 'Loud one');
    await createTask(owner, muted.id, 'In the muted project');
    await endedRuns(editor, quiet.id);
    // The heard project's run ends after the muted one's: its notifications are dispatched after the
    // muted one's would have been (one workspace's events go out in order).
    await createTask(owner, heard.id, 'In the heard project');
    await smtp.waitFor((m) => m.rcptTo.includes(editor.email) && m.subject.includes('Loud one'), 15_000);
    await slack.waitFor((call) => call.body?.channel === '#editor', 15_000);
    const failed = await awaitNotifications(editor, workspaceId, 'workflow_run_failed');
    expect(failed.map((n) => n.project_id)).to.deep.equal([heard.id]);
    expect(mailTo(editor.email).map((m) => m.subject)).to.deep.equal(['[Channels muted] Workflow "Loud one" failed']);
    expect(slack.callsTo('#editor').map((c) => c.body!.text)).to.satisfy((texts: string[]) => texts.every((t) => t.includes('Loud one')));
  });

  it('e-mails billing alerts at 80 % and 100 % of the month’s runs, once each, to owners and admins whatever their preferences', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels billing');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const off = { email: 'off' as const, in_app: false };
    await setPreferences(admin, workspaceId, {
      categories: {
        workflow_run_completed: off,
        workflow_run_failed: off,
        member_invited: off,
        member_role_changed: off,
        automation_triggered: off,
        webhook_disabled: off,
        billing_alert: { in_app: false },
      },
    });
    const project = await createProject(owner, workspaceId, 'Busy');
    await createAutomation(owner, {
      project_id: project.id,
      name: 'Count',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_slack_message', config: { channel: '#count', message: '{{task.name}}' } }],
    });
    const tasks = async (from: number, to: number) => {
      for (let i = from; i < to; i += 10) {
        await Promise.all(Array.from({ length: Math.min(10, to - i) }, (_, j) => createTask(owner, project.id, `Task ${i + j}`)));
      }
    };
    const alerts = (address: string) => mailTo(address).filter((m) => /has used \d+% of this month's runs/.test(m.subject));
    await tasks(0, 80);
    await waitFor(() => alerts(admin.email).length >= 1 && alerts(owner.email).length >= 1, { timeoutMs: 20_000, what: 'the 80 % alerts' });
    expect(alerts(admin.email)[0]!.subject).to.equal('[Channels billing] "Channels billing" has used 80% of this month\'s runs');
    expect(alerts(admin.email)[0]!.text).to.include('80 of the 100 runs of the free plan are used');
    await tasks(80, 105); // Past the limit: no run starts, so no third alert.
    await waitFor(() => alerts(admin.email).length >= 2 && alerts(owner.email).length >= 2, {
      timeoutMs: 20_000,
      what: 'the 100 % alerts',
    });
    await sleep(1_000);
    for (const who of [admin, owner]) {
      expect(
        alerts(who.email).map((m) => m.subject.match(/(\d+)%/)![1]),
        who.email,
      ).to.deep.equal(['80', '100']);
    }
    expect(alerts(editor.email)).to.deep.equal([]);
    // The admin turned billing alerts' in-app channel off: the inbox has them not, the owner's has both.
    expect(await inbox(admin, workspaceId, { category: 'billing_alert' })).to.deep.equal([]);
    expect((await inbox(owner, workspaceId, { category: 'billing_alert' })).map((n) => n.subject)).to.deep.equal([
      { type: 'workspace', id: workspaceId },
      { type: 'workspace', id: workspaceId },
    ]);
  });

  it('retries a refused e-mail and a refused chat message with backoff while another member’s go through', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels retry');
    const [refused, accepted] = await Promise.all([
      memberWithRole(server, workspaceId, 'viewer'),
      memberWithRole(server, workspaceId, 'viewer'),
    ]);
    for (const [member, channel] of [
      [refused, '#flaky'],
      [accepted, '#steady'],
    ] as const) {
      await setPreferences(member, workspaceId, {
        chat_channel: channel,
        categories: { member_role_changed: { email: 'immediate', chat: true } },
      });
    }
    smtp.refuse(refused.email);
    slack.replyFor('#flaky', { body: { ok: false, error: 'ratelimited' } });
    await changeRole(owner, workspaceId, refused.memberId, 'editor');
    await changeRole(owner, workspaceId, accepted.memberId, 'editor');
    await smtp.waitFor((m) => m.rcptTo.includes(accepted.email), 15_000);
    await slack.waitFor((call) => call.body?.channel === '#steady', 15_000);
    await waitFor(() => smtp.refused.includes(refused.email) && slack.callsTo('#flaky').length > 0, { what: 'the refused attempts' });
    smtp.accept(refused.email);
    const healed = Date.now();
    slack.replyFor('#flaky', { body: { ok: true } });
    const late = await smtp.waitFor((m) => m.rcptTo.includes(refused.email), 30_000);
    expect(late.subject).to.equal('[Channels retry] Your role in "Channels retry" is now editor');
    const retried = await slack.waitFor((call) => call.body?.channel === '#flaky' && call.receivedAt >= healed, 30_000);
    expect(retried.body!.text).to.match(/^Your role in "Channels retry" is now editor\n/);
    expect(mailTo(refused.email)).to.have.length(1);
  });

  it('sends a daily digest of the notifications still unread, once, and leaves out one read meanwhile', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Channels digest');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    // The schedule fires each minute: start early in one, so that the read below happens before it fires.
    const second = new Date().getUTCSeconds();
    if (second > 35) await sleep((61 - second) * 1000);
    for (const role of ['editor', 'admin', 'viewer'] as const) await changeRole(owner, workspaceId, viewer.memberId, role);
    const [newest, middle, oldest] = await awaitNotifications(viewer, workspaceId, 'member_role_changed', 3);
    expect([newest, middle, oldest].map((n) => n!.title.split(' ').pop())).to.deep.equal(['viewer', 'admin', 'editor']);
    const read = await viewer.client.PATCH('/v1/notifications/{notification_id}', {
      params: { path: { notification_id: middle!.id } },
      body: { read: true },
    });
    expect(read.response.status).to.equal(200);
    const digest = await smtp.waitFor((m) => m.rcptTo.includes(viewer.email), 90_000);
    expect(digest.subject).to.equal('[Channels digest] Your daily digest: 2 unread notifications');
    const listed = digest.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed.map((line) => line.replace(/ \(.*\)$/, ''))).to.deep.equal([`- ${newest!.title}`, `- ${oldest!.title}`]);
    expect(mailTo(owner.email)).to.deep.equal([]);
    expect(mailTo(viewer.email)).to.have.length(1);
  });
});
