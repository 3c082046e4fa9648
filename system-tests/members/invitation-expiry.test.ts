import { expect } from 'chai';
import { runOnce } from 'graphile-worker';
import { graphileLogger } from '../../server/queue/logger.ts';
import { taskList } from '../../server/worker-tasks.ts';
import { createUser, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { invite } from '../../contract-tests/members/support/members.ts';

// The server runs without its worker (so the every-minute cron cannot persist an expiry behind the
// test's back); the test runs the queued jobs itself with graphile-worker's runOnce.
describe('invitation expiry', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const listStatuses = async (
    client: Awaited<ReturnType<typeof createUser>>['client'],
    workspaceId: string,
    status?: 'pending' | 'accepted' | 'expired',
  ) => {
    const { data, response } = await client.GET('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: workspaceId }, query: status ? { status } : {} },
    });
    expect(response.status).to.equal(200);
    return { ids: data!.data.map((i) => i.id), statuses: data!.data.map((i) => i.status), total: data!.meta.total };
  };

  const pastExpiry = (id: string) =>
    server
      .knex('invitations')
      .where({ id })
      .update({ expires_at: new Date(Date.now() - 1000) });

  it('reads an invitation as expired as soon as expires_at passes, before anything persists it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const lapsed = await invite(owner, workspaceId, 'lapsed@example.test', 'viewer');
    const live = await invite(owner, workspaceId, 'live@example.test', 'viewer');
    await pastExpiry(lapsed.id);

    const all = await listStatuses(owner.client, workspaceId);
    expect(all.ids).to.deep.equal([live.id, lapsed.id]);
    expect(all.statuses).to.deep.equal(['pending', 'expired']);
    // Only the read is expired: the row still says pending.
    expect(await server.knex('invitations').where({ id: lapsed.id }).first('status')).to.deep.equal({ status: 'pending' });
  });

  it('filters the list by the status as read, not as stored', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const lapsed = await invite(owner, workspaceId, 'lapsed@example.test', 'viewer');
    const live = await invite(owner, workspaceId, 'live@example.test', 'viewer');
    const superseded = await invite(owner, workspaceId, 'twice@example.test', 'viewer');
    const reinvited = await invite(owner, workspaceId, 'twice@example.test', 'editor');
    await pastExpiry(lapsed.id);

    const pending = await listStatuses(owner.client, workspaceId, 'pending');
    expect(pending.ids).to.deep.equal([reinvited.id, live.id]);
    expect(pending.total).to.equal(2);
    const expired = await listStatuses(owner.client, workspaceId, 'expired');
    expect(expired.ids).to.deep.equal([superseded.id, lapsed.id]);
    expect(expired.statuses).to.deep.equal(['expired', 'expired']);
    expect(expired.total).to.equal(2);
    expect((await listStatuses(owner.client, workspaceId, 'accepted')).total).to.equal(0);
  });

  it('persists the expiry with the expire_invitations job, leaving live and accepted invitations alone', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const lapsed = await invite(owner, workspaceId, 'lapsed@example.test', 'viewer');
    const live = await invite(owner, workspaceId, 'live@example.test', 'viewer');
    const taken = await invite(owner, workspaceId, 'taken@example.test', 'viewer');
    const taker = await createUser(server, { email: 'taken@example.test' });
    expect(
      (await taker.client.POST('/v1/invitations/{invitation_id}/accept', { params: { path: { invitation_id: taken.id } } })).response
        .status,
    ).to.equal(201);
    await pastExpiry(lapsed.id);
    // An accepted invitation past its expiry stays accepted.
    await pastExpiry(taken.id);

    await server.knex.raw(`select graphile_worker.add_job('expire_invitations', '{}')`);
    await runOnce(
      { connectionString: server.connectionString, noHandleSignals: true, logger: graphileLogger(server.deps.log) },
      taskList(server.deps),
    );

    const stored = await server.knex('invitations').where({ workspace_id: workspaceId }).orderBy('id').select('id', 'status');
    expect(stored).to.deep.equal([
      { id: lapsed.id, status: 'expired' },
      { id: live.id, status: 'pending' },
      { id: taken.id, status: 'accepted' },
    ]);
    const { rows } = await server.knex.raw<{ rows: Array<{ n: number }> }>(
      `select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'expire_invitations'`,
    );
    expect(rows[0]!.n, 'the job completed and left the queue').to.equal(0);
    // Reads agree with what is now stored.
    expect((await listStatuses(owner.client, workspaceId, 'expired')).ids).to.deep.equal([lapsed.id]);
  });

  it('makes a re-invite possible after expiry: the new invitation is pending for another 7 days', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const lapsed = await invite(owner, workspaceId, 'second-chance@example.test', 'viewer');
    await pastExpiry(lapsed.id);
    const fresh = await invite(owner, workspaceId, 'second-chance@example.test', 'viewer');
    expect(fresh.status).to.equal('pending');
    expect(Date.parse(fresh.expires_at)).to.be.greaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    const stored = await server.knex('invitations').where({ workspace_id: workspaceId }).orderBy('id').select('id', 'status');
    expect(stored).to.deep.equal([
      { id: lapsed.id, status: 'expired' },
      { id: fresh.id, status: 'pending' },
    ]);
  });
});
