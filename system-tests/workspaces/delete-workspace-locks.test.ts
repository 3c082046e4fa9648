// A workspace's deletion removes everything it holds in one cascade, which holds the workspace's row
// and every row it reaches until it commits (7.7 s for a million events). Here the cascade is held as
// long as the test likes: a transaction of the test's own locks one of the workspace's tasks, which
// the cascade must delete. Meanwhile the workspace's own owner keeps writing, more requests than
// the pool has connections: they must be answered 404 at once (the workspace is marked deleted
// before the cascade starts) rather than wait on its locks holding the pool, and another tenant's
// requests must go on.
import pg from 'pg';
import { sleep, waitFor, within } from '../../contract-tests/support/wait.ts';
import { expect } from 'chai';
import type { JobHelpers } from 'graphile-worker';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { awaitNotifications, changeRole } from '../../contract-tests/notifications/support/notifications.ts';
import { invite } from '../../contract-tests/members/support/members.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../../contract-tests/support/webhook-peer.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { removeExpiredRowsJob } from '../../server/modules/retention/remove-expired-rows.job.ts';
import { graphileLogger } from '../../server/queue/logger.ts';

describe('a workspace deletion whose cascade holds its rows', () => {
  let withPeer: ServerWithPeer;
  let server: TestServer;
  before(async () => {
    withPeer = await startServerWithWebhookPeer({ DATABASE_POOL_MAX: '10' });
    server = withPeer.server;
  });
  after(async () => {
    await withPeer?.close();
  });

  /** Starts deleting the workspace while a transaction of the test's holds `taskId`; resolves once the cascade waits on it. */
  async function deletionHeldAt(owner: Awaited<ReturnType<typeof ownerWithWorkspace>>, taskId: string) {
    const holder = new pg.Client({ connectionString: server.connectionString });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from tasks where id = $1 for update', [taskId]);
    const deletion = owner.owner.client.DELETE('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: owner.workspaceId } },
    });
    const cascadePid = async () =>
      (
        await server.knex.raw<{ rows: Array<{ pid: number }> }>(
          `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'delete from "workspaces"%'`,
        )
      ).rows[0]?.pid;
    return { holder, deletion, cascadePid: await waitFor(cascadePid, { what: 'the deletion to reach the held task' }) };
  }

  it("answers the workspace's own requests 404 at once and serves another tenant while the cascade is held", async () => {
    const doomed = await ownerWithWorkspace(server, 'Doomed');
    const project = await createProject(doomed.owner, doomed.workspaceId, { name: 'Going', visibility: 'shared' });
    const held = await createTask(doomed.owner, project.id, { name: 'Held' });
    const other = await createTask(doomed.owner, project.id, { name: 'Other' });
    const webhookId = await createWebhookToPeer(doomed.owner, doomed.workspaceId, withPeer.peer);
    // A member with a notification of the workspace, and a key based there that was never used: its
    // first use writes its last_used_at, on a row the cascade holds (it clears the key's home).
    const editor = await memberWithRole(server, doomed.workspaceId, 'editor');
    await changeRole(doomed.owner, doomed.workspaceId, editor.memberId, 'viewer');
    const [notice] = await awaitNotifications(editor, doomed.workspaceId, 'member_role_changed');
    const unused = await keyFor(server, doomed.owner, 'admin', doomed.workspaceId);
    const bystander = await ownerWithWorkspace(server, 'Bystander');
    const theirs = await createProject(bystander.owner, bystander.workspaceId, { name: 'Staying' });

    const { holder, deletion, cascadePid } = await deletionHeldAt(doomed, held.id);
    try {
      // Three times the pool: had any of them waited on the cascade's locks, the pool would be empty.
      const writes = Array.from({ length: 15 }, (_, i) =>
        doomed.owner.client.POST('/v1/projects/{project_id}/tasks', {
          params: { path: { project_id: project.id } },
          body: { name: `Late ${i}` },
        }),
      );
      const edits = Array.from({ length: 10 }, () =>
        doomed.owner.client.PATCH('/v1/tasks/{task_id}', { params: { path: { task_id: other.id } }, body: { status: 'completed' } }),
      );
      const unhooks = Array.from({ length: 5 }, () =>
        doomed.owner.client.DELETE('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhookId } } }),
      );
      const answered = await within(Promise.all([...writes, ...edits, ...unhooks]), 15_000, "the deleted workspace's own writes");
      expect(answered.map(({ response }) => response.status)).to.deep.equal(Array(30).fill(404));
      const listed = await doomed.owner.client.GET('/v1/workspaces');
      expect(listed.data!.data.map((w) => w.id)).not.to.include(doomed.workspaceId);
      const notices = await editor.client.GET('/v1/notifications');
      expect(notices.data!.data.map((n) => n.id)).not.to.include(notice!.id);
      const read = await editor.client.PATCH('/v1/notifications/{notification_id}', {
        params: { path: { notification_id: notice!.id } },
        body: { read: true },
      });
      expect(read.response.status).to.equal(404);
      // The cascade holds the key's row (it cleared the key's home), or the check below could not fail.
      const keyRow = new pg.Client({ connectionString: server.connectionString });
      await keyRow.connect();
      try {
        await keyRow.query('begin');
        const taken = await keyRow.query('select id from api_keys where id = $1 for no key update nowait', [unused.keyId]).then(
          () => 'free',
          (err: { code?: string }) => err.code,
        );
        expect(taken, 'the key row, held by the cascade').to.equal('55P03');
      } finally {
        await keyRow.end();
      }
      const firstUse = await unused.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: doomed.workspaceId } } });
      expect(firstUse.response.status).to.equal(404);
      // The key's use is recorded off the request's path: had it waited on the cascade, it would show here.
      for (let look = 0; look < 10; look++) {
        const blocked = await server.knex.raw<{ rows: Array<{ query: string }> }>(
          `select query from pg_stat_activity where datname = current_database() and pg_blocking_pids(pid) @> array[?::int]`,
          [cascadePid],
        );
        expect(blocked.rows.map((r) => r.query)).to.deep.equal([]);
        await sleep(50);
      }

      const theirRead = await within(
        bystander.owner.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: theirs.id } } }),
        15_000,
        "another tenant's read",
      );
      expect(theirRead.response.status).to.equal(200);
      const written = await within(createTask(bystander.owner, theirs.id, { name: 'Meanwhile' }), 15_000, "another tenant's write");
      expect(written.name).to.equal('Meanwhile');

      // All of that while the cascade was still held.
      const pending = Symbol('pending');
      expect(await Promise.race([deletion.then(() => 'settled'), new Promise((resolve) => setImmediate(() => resolve(pending)))])).to.equal(
        pending,
      );
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    expect((await deletion).response.status).to.equal(204);
    expect(await server.knex('workspaces').where({ id: doomed.workspaceId }).first('id')).to.equal(undefined);
    expect(await server.knex('tasks').where({ project_id: project.id }).count({ n: '*' }).first()).to.deep.equal({ n: 0 });
  });

  it('removes a workspace whose writes are in flight once they commit, before it answers', async () => {
    const busy = await ownerWithWorkspace(server, 'Busy');
    const project = await createProject(busy.owner, busy.workspaceId, { name: 'Going' });
    // A write under way in it: its foreign key holds the workspace's row FOR KEY SHARE until it commits.
    const writer = new pg.Client({ connectionString: server.connectionString });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(
        `insert into events (id, workspace_id, project_id, type, actor, data) values ('evt_inflight', $1, $2, 'task.created', '{}', '{}')`,
        [busy.workspaceId, project.id],
      );
      const deletion = busy.owner.client.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: busy.workspaceId } } });
      const blockedBy = async () =>
        (
          await server.knex.raw<{ rows: Array<{ n: number }> }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and pg_blocking_pids(pid) @> array[?::int] and query like 'delete from "workspaces"%'`,
            [(writer as pg.Client & { processID: number }).processID],
          )
        ).rows[0]!.n;
      await waitFor(async () => (await blockedBy()) > 0, { what: 'the removal to wait for the write under way' });
      await writer.query('commit');
      expect((await within(deletion, 15_000, 'the deletion')).response.status).to.equal(204);
    } finally {
      await writer.end();
    }
    expect(await server.knex('workspaces').where({ id: busy.workspaceId }).first('id'), 'removed before the 204').to.equal(undefined);
    expect(await server.knex('events').where({ id: 'evt_inflight' }).first('id')).to.equal(undefined);
  });

  it('leaves a workspace whose removal failed gone to the API, its invitations too, and the retention job removes it', async () => {
    const doomed = await ownerWithWorkspace(server, 'Interrupted');
    const project = await createProject(doomed.owner, doomed.workspaceId, { name: 'Going' });
    const held = await createTask(doomed.owner, project.id, { name: 'Held' });
    const invitation = await invite(doomed.owner, doomed.workspaceId, 'late@example.test', 'editor');
    const invitee = await createUser(server, { email: 'late@example.test' });

    const { holder, deletion, cascadePid } = await deletionHeldAt(doomed, held.id);
    try {
      // The removal fails after the mark committed: the deletion has happened all the same.
      await server.knex.raw('select pg_cancel_backend(?)', [cascadePid]);
      expect((await within(deletion, 15_000, 'the interrupted deletion')).response.status).to.equal(204);
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    const row = await server.knex('workspaces').where({ id: doomed.workspaceId }).first('deleted_at');
    expect(row?.deleted_at).to.be.instanceOf(Date);
    const read = await doomed.owner.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: doomed.workspaceId } } });
    expect(read.response.status).to.equal(404);
    const again = await doomed.owner.client.DELETE('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: doomed.workspaceId } },
    });
    expect(again.response.status).to.equal(404);
    const accepted = await invitee.client.POST('/v1/invitations/{invitation_id}/accept', {
      params: { path: { invitation_id: invitation.id } },
    });
    expect(accepted.response.status).to.equal(404);
    expect(await server.knex('members').where({ user_id: invitee.userId }).first('id')).to.equal(undefined);

    // The job takes workspaces marked over a minute ago (by then a request's own removal had its turn).
    const helpers = { logger: graphileLogger(server.deps.log), abortSignal: new AbortController().signal } as unknown as JobHelpers;
    await removeExpiredRowsJob(server.deps)({}, helpers);
    expect(await server.knex('workspaces').where({ id: doomed.workspaceId }).first('id'), 'marked just now').not.to.equal(undefined);
    await server
      .knex('workspaces')
      .where({ id: doomed.workspaceId })
      .update({ deleted_at: server.knex.raw(`now() - interval '2 minutes'`) });
    await removeExpiredRowsJob(server.deps)({}, helpers);
    expect(await server.knex('workspaces').where({ id: doomed.workspaceId }).first('id')).to.equal(undefined);
    expect(await server.knex('tasks').where({ id: held.id }).first('id')).to.equal(undefined);
  });
});
