/**
 * Issue 25: notifications are made by the outbox dispatcher, in the transaction that stamps their
 * event dispatched (docs/decisions.md#notifications): a request only writes its event, a fan-out that
 * fails leaves neither notifications nor a stamp, and a batch made twice is impossible. At scale, a
 * workspace of 1,000 members: a billing alert reaches its 100 owners and admins, 50 invitations 4,950
 * admin notifications, each one statement per batch. Digests: one per member, workspace, frequency and
 * scheduled time, none when nothing is unread, none for a departed member.
 */
import { expect } from 'chai';
import type { Knex } from 'knex';
import { dispatchBatch, type FanOut } from '../../server/events/dispatcher.ts';
import { fanOuts } from '../../server/worker-tasks.ts';
import { fanOutToNotifications } from '../../server/modules/notifications/notification-fan-out.ts';
import { sendWorkspaceDigests } from '../../server/modules/notifications/send-digests.job.ts';
import { cycleBounds } from '../../server/modules/workspaces/usage.ts';
import { memberWithRole, ownerWithWorkspace, setPlan } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject } from '../../contract-tests/automations/support/e2e.ts';
import { addBulkMembers } from './support/bulk-members.ts';

/** Dispatches every event waiting, batch by batch, with `with`; returns the batches' sizes. */
async function dispatchAll(knex: Knex, withFanOuts: FanOut[] = fanOuts): Promise<number[]> {
  const sizes: number[] = [];
  for (let n = await dispatchBatch(knex, withFanOuts); n > 0; n = await dispatchBatch(knex, withFanOuts)) sizes.push(n);
  return sizes;
}

const count = async (query: Knex.QueryBuilder) => Number(((await query.count({ n: '*' }).first()) as { n: string }).n);

describe('notifications from the outbox', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    // No worker: the test dispatches, so it sees what a request leaves and what a dispatch makes.
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const notifications = (workspaceId: string) => server.knex('notifications').where({ workspace_id: workspaceId });
  const mailJobs = () => server.knex('graphile_worker.jobs').where({ task_identifier: 'send_mail' });

  /** A workspace on `plan` with `runs` counted this month and a scheduled automation to start by hand. */
  async function workspaceAt(plan: 'free' | 'pro' | 'enterprise', runs: number) {
    const { owner, workspaceId } = await ownerWithWorkspace(server, `Billing ${plan} ${runs}`);
    await setPlan(server, workspaceId, plan);
    await server.knex('workspace_run_usage').insert({ workspace_id: workspaceId, cycle_start: cycleBounds().start, runs });
    const project = await createProject(owner, workspaceId, 'Ops');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Nightly',
      type: 'scheduled',
      trigger: { schedule: '0 9 * * *' },
      actions: [{ type: 'send_email', config: { to: 'ops@example.test', subject: 's', body: 'b' } }],
    });
    const start = async () => {
      const { response } = await owner.client.POST('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id } },
      });
      expect(response.status).to.equal(201);
    };
    const alerts = async () =>
      (await server.knex('events').where({ workspace_id: workspaceId, type: 'billing.alert' }).orderBy('seq')).map((e) => [
        e.data.threshold_percent,
        e.data.runs_used,
        e.data.runs_limit,
      ]);
    return { owner, workspaceId, start, alerts };
  }

  it('a billing alert in a workspace of 1,000 members reaches its 100 owners and admins once, made by the dispatcher, not the request', async () => {
    const { owner, workspaceId, start, alerts } = await workspaceAt('free', 79);
    const adminIds = await addBulkMembers(server.knex, workspaceId, 999, 99);
    await dispatchAll(server.knex);
    const mailsBefore = await count(mailJobs());
    await start();
    // The request wrote the alert's event with its run; nobody is notified yet.
    expect(await alerts()).to.deep.equal([[80, 80, 100]]);
    expect(
      await count(server.knex('events').where({ workspace_id: workspaceId, type: 'billing.alert' }).whereNull('dispatched_at')),
    ).to.equal(1);
    expect(await count(notifications(workspaceId))).to.equal(0);

    await dispatchAll(server.knex);
    const made = await notifications(workspaceId).where({ category: 'billing_alert' }).select('user_id', 'email', 'email_sent_at');
    expect(made).to.have.length(100);
    expect(new Set(made.map((n) => n.user_id))).to.deep.equal(new Set([owner.userId, ...adminIds.slice(0, 99)]));
    expect(made.every((n) => n.email === 'immediate' && n.email_sent_at !== null)).to.equal(true);
    expect((await count(mailJobs())) - mailsBefore).to.equal(100);
    // A second run passes no threshold: no second alert.
    await start();
    await dispatchAll(server.knex);
    expect(await alerts()).to.have.length(1);
  });

  it('fans 50 invitations in a workspace of 1,000 members out to 4,950 admin notifications, in the dispatch batches of their events', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Many invitations');
    await addBulkMembers(server.knex, workspaceId, 999, 99);
    await dispatchAll(server.knex);
    for (let i = 0; i < 50; i++) {
      const { response } = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
        body: { email: `invitee${i}@example.test`, role: 'viewer' },
      });
      expect(response.status).to.equal(201);
    }
    expect(await dispatchAll(server.knex)).to.deep.equal([50]);
    const perAdmin = await notifications(workspaceId)
      .where({ category: 'member_invited' })
      .groupBy('user_id')
      .select('user_id')
      .count({ n: '*' });
    expect(perAdmin).to.have.length(99); // The inviter, the owner, is not told of their own invitations.
    expect(perAdmin.every((row) => Number(row.n) === 50)).to.equal(true);
  });

  it('gives each notice of a batch its own audience’s recipients when audiences alternate within the batch', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Mixed audiences');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    await dispatchAll(server.knex);
    const invite = async (email: string) => {
      const { response } = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: workspaceId } },
        body: { email, role: 'viewer' },
      });
      expect(response.status).to.equal(201);
    };
    await invite('first@example.test');
    const { response } = await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: viewer.memberId } },
      body: { role: 'editor' },
    });
    expect(response.status).to.equal(200);
    await invite('second@example.test');
    expect(await dispatchAll(server.knex)).to.deep.equal([3]);
    const made = await notifications(workspaceId).orderBy(['category', 'title']).select('user_id', 'category', 'title');
    expect(made.map(({ user_id, category }) => [user_id, category])).to.deep.equal([
      [admin.userId, 'member_invited'],
      [admin.userId, 'member_invited'],
      [viewer.userId, 'member_role_changed'],
    ]);
    expect(
      made.filter((n) => n.category === 'member_invited').map((n) => n.title.includes('first@') || n.title.includes('second@')),
    ).to.deep.equal([true, true]);
  });

  it('makes nothing when a later fan-out of the batch fails, and each notification once when the batch is dispatched again', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Crash in dispatch');
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    await dispatchAll(server.knex);
    const { response } = await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: viewer.memberId } },
      body: { role: 'editor' },
    });
    expect(response.status).to.equal(200);
    const failing: FanOut = () => Promise.reject(new Error('the process died here'));
    await dispatchBatch(server.knex, [fanOutToNotifications, failing]).catch(() => undefined);
    expect(await count(notifications(workspaceId))).to.equal(0);
    expect(await count(server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at'))).to.equal(1);
    await dispatchAll(server.knex);
    await dispatchAll(server.knex);
    expect(await notifications(workspaceId).select('user_id', 'category')).to.deep.equal([
      { user_id: viewer.userId, category: 'member_role_changed' },
    ]);
  });

  it('sends one digest per member and scheduled time, none when nothing is unread, none to a departed member or of a project no longer seen', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Digests once');
    const [stays, leaves, readAll] = await Promise.all([
      memberWithRole(server, workspaceId, 'viewer'),
      memberWithRole(server, workspaceId, 'viewer'),
      memberWithRole(server, workspaceId, 'viewer'),
    ]);
    await dispatchAll(server.knex);
    for (const member of [stays, leaves, readAll]) {
      await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: member.memberId } },
        body: { role: 'editor' },
      });
    }
    await dispatchAll(server.knex);
    await server.knex('members').where({ id: leaves.memberId }).delete();
    const marked = await readAll.client.POST('/v1/notifications/mark-read', { body: { workspace_id: workspaceId } });
    expect(marked.data!.data).to.deep.equal({ marked: 1 });
    const pending = { workspace_id: workspaceId, email: 'daily' as const, timezone: 'UTC', name: 'Digests once' };
    const tick = new Date(Date.now() + 1_000);
    const mailsBefore = await count(mailJobs());
    expect(await sendWorkspaceDigests(server.knex, pending, tick)).to.equal(1);
    expect(await sendWorkspaceDigests(server.knex, pending, tick)).to.equal(0);
    expect(await sendWorkspaceDigests(server.knex, pending, new Date(tick.getTime() + 60_000))).to.equal(0);
    const { rows: jobs } = await server.knex.raw<{ rows: Array<{ to: string }> }>(
      `select j.payload ->> 'to' as to from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'send_mail' order by j.id desc limit ?`,
      [(await count(mailJobs())) - mailsBefore],
    );
    expect(jobs.map((job) => job.to)).to.deep.equal([stays.email]);
    expect(
      await server.knex('notification_digests').where({ workspace_id: workspaceId }).select('user_id', 'frequency', 'notifications'),
    ).to.deep.equal([{ user_id: stays.userId, frequency: 'daily', notifications: 1 }]);
    // The departed member's notification left the digest queue with the time it was due.
    expect(await count(notifications(workspaceId).where({ user_id: leaves.userId }).whereNull('email_sent_at'))).to.equal(0);
  });

  it('lists no invitation in the digest of an admin made a viewer since, and takes it out of the queue', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Digest sight');
    const admin = await memberWithRole(server, workspaceId, 'admin');
    const { response } = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: workspaceId } },
      body: { email: 'newcomer@example.test', role: 'viewer' },
    });
    expect(response.status).to.equal(201);
    await dispatchAll(server.knex);
    await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: admin.memberId } },
      body: { role: 'viewer' },
    });
    await dispatchAll(server.knex);
    // Both are daily by default: the invitation, made while an admin, and the role change.
    expect(await notifications(workspaceId).where({ user_id: admin.userId }).orderBy('created_at').pluck('category')).to.deep.equal([
      'member_invited',
      'member_role_changed',
    ]);
    const pending = { workspace_id: workspaceId, email: 'daily' as const, timezone: 'UTC', name: 'Digest sight' };
    expect(await sendWorkspaceDigests(server.knex, pending, new Date(Date.now() + 1_000))).to.equal(1);
    expect(await server.knex('notification_digests').where({ workspace_id: workspaceId }).select('user_id', 'notifications')).to.deep.equal(
      [{ user_id: admin.userId, notifications: 1 }],
    );
    const { rows } = await server.knex.raw<{ rows: Array<{ payload: { to: string; text: string } }> }>(
      `select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'send_mail' and j.payload ->> 'to' = ?`,
      [admin.email],
    );
    expect(rows).to.have.length(1);
    expect(JSON.stringify(rows[0]!.payload)).to.not.include('newcomer@example.test');
    expect(await count(notifications(workspaceId).where({ user_id: admin.userId }).whereNull('email_sent_at'))).to.equal(0);
  });

  describe('billing alerts', () => {
    it('announces both thresholds when one start passes both', async () => {
      const { start, alerts } = await workspaceAt('free', 79);
      await server.knex('workspace_run_usage').update({ runs: 99 }).where({ runs: 79 });
      await start();
      expect(await alerts()).to.deep.equal([
        [80, 100, 100],
        [100, 100, 100],
      ]);
    });

    it('never alerts on enterprise, which has no limit', async () => {
      const { start, alerts } = await workspaceAt('enterprise', 100_000);
      await start();
      expect(await alerts()).to.deep.equal([]);
    });

    it('announces the new plan’s thresholds after an upgrade in the middle of the month', async () => {
      const { workspaceId, start, alerts } = await workspaceAt('free', 99);
      await start();
      expect(await alerts()).to.deep.equal([
        [80, 100, 100],
        [100, 100, 100],
      ]);
      await setPlan(server, workspaceId, 'pro');
      await server.knex('workspace_run_usage').where({ workspace_id: workspaceId }).update({ runs: 7_999 });
      await start();
      await start();
      expect((await alerts()).slice(2)).to.deep.equal([[80, 8_000, 10_000]]);
    });
  });
});
