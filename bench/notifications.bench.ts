// Notifications (issue 25, point 4): how fast the dispatcher makes them, and how fast digests reach
// an SMTP server. A workspace of 1,000 members (100 owners and admins) and a worker process of its own
// with SMTP_URL set to a local SMTP peer.
//
// 1. Produced: `member.invited` events written to the outbox (no inviter among the members, so each
//    tells all 100 owners and admins); notifications made per second, from the write until the last
//    is stored. Anchor: the same number of notification rows inserted by one INSERT … SELECT.
// 2. Digests: every one of the 1,000 members has 3 unread daily notifications; the digest of one
//    scheduled time is claimed (sendWorkspaceDigests, what the per-minute job runs for a workspace)
//    and the worker sends the 1,000 mails. Digests per second, from the claim until the SMTP peer
//    has them all. Anchor: 1,000 mails sent from this process by nodemailer to the same peer, 8 at a
//    time (the worker's job slots), one connection each (as SMTP_URL without `?pool=true`).
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import { sendWorkspaceDigests } from '../server/modules/notifications/send-digests.job.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import { startSmtpServer } from '../contract-tests/support/smtp.ts';
import { addBulkMembers } from '../system-tests/notifications/support/bulk-members.ts';
import { call, type Api } from './api-calls.ts';
import { benchSecretKey, type OurApi } from './api.bench.ts';
import { median, type BenchRow } from './table.ts';

async function until(what: string, timeoutMs: number, probe: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The workspace: 1,000 members, 100 of them owners and admins (quick: 200 and 20, for `npm test`). */
const sizes = (quick: boolean) => (quick ? { members: 200, admins: 19 } : { members: 1_000, admins: 99 });

const countOf = async (knex: Knex, workspaceId: string) =>
  Number((await knex('notifications').where({ workspace_id: workspaceId }).count({ n: '*' }).first())!.n);

/** Writes `count` member.invited events to the outbox and NOTIFYs, as the API does after its commits. */
async function writeInvitations(knex: Knex, workspaceId: string, count: number): Promise<void> {
  const actor = { type: 'system', id: null, name: 'bench' };
  const rows = Array.from({ length: count }, (_, i) => {
    const invitation = { id: newId('inv'), email: `invitee${i}@bench.example`, role: 'viewer', status: 'pending' };
    return {
      id: newId('evt'),
      workspace_id: workspaceId,
      type: 'member.invited',
      actor: JSON.stringify(actor),
      data: JSON.stringify({ workspace_id: workspaceId, actor, invitation }),
    };
  });
  await knex.batchInsert('events', rows, 1000);
  await knex.raw(`select pg_notify('wsa_events_committed', '')`);
}

/** The anchor of production: `count` notification rows for the members, by one INSERT … SELECT. */
async function insertRows(knex: Knex, workspaceId: string, count: number, members: number): Promise<number> {
  const started = performance.now();
  await knex.raw(
    `insert into notifications (id, workspace_id, user_id, member_id, event_id, category, title, body, subject_type, subject_id, in_app, email, email_sent_at)
     select 'ntf_anchor' || k || m.id, m.workspace_id, m.user_id, m.id, 'evt_anchor' || k, 'member_invited', 'Anchor', 'Anchor row', 'workspace', m.workspace_id, true, 'daily', now()
     from generate_series(1, ?) as k cross join (select * from members where workspace_id = ?) as m
     limit ?`,
    [Math.ceil(count / members), workspaceId, count],
  );
  const seconds = (performance.now() - started) / 1000;
  await knex('notifications').where('id', 'like', 'ntf_anchor%').delete();
  return count / seconds;
}

export async function benchNotifications(
  ours: OurApi,
  databaseUrl: string,
  quick: boolean,
  certificates: TestCertificates,
): Promise<BenchRow[]> {
  const events = quick ? 20 : 200;
  const { members, admins } = sizes(quick);
  const told = admins + 1; // the admins and the owner
  const rounds = quick ? 1 : 3;
  const knex = createKnex(databaseUrl);
  const smtp = await startSmtpServer();
  const worker = await startWorkerProcess({
    databaseUrl,
    secretKey: benchSecretKey,
    caFile: certificates.caFile,
    env: { SMTP_URL: smtp.url },
  });
  const api: Api = { url: ours.url, key: ours.key };
  try {
    const workspace = await call(api, 'POST', '/workspaces', { name: 'Notification bench' });
    const workspaceId = workspace.data.id;
    await addBulkMembers(knex, workspaceId, members - 1, admins);

    const produced: number[] = [];
    const anchors: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = await countOf(knex, workspaceId);
      const started = performance.now();
      await writeInvitations(knex, workspaceId, events);
      await until(`${events * told} notifications`, 120_000, async () => (await countOf(knex, workspaceId)) >= before + events * told);
      produced.push((events * told) / ((performance.now() - started) / 1000));
      anchors.push(await insertRows(knex, workspaceId, events * told, members));
    }

    // Digests: 3 unread daily notifications for each member (of a kind every member sees), then one scheduled time's digests.
    await knex('notifications').where({ workspace_id: workspaceId }).update({ read_at: new Date() });
    await knex.raw(
      `insert into notifications (id, workspace_id, user_id, member_id, event_id, category, title, body, subject_type, subject_id, in_app, email)
       select 'ntf_digest' || k || m.id, m.workspace_id, m.user_id, m.id, 'evt_digest' || k, 'member_role_changed', 'Role change ' || k, 'Your role changed', 'member', m.id, true, 'daily'
       from members m, generate_series(1, 3) as k where m.workspace_id = ?`,
      [workspaceId],
    );
    const sentBefore = smtp.messages.length;
    const digestStart = performance.now();
    const queued = await sendWorkspaceDigests(
      knex,
      { workspace_id: workspaceId, email: 'daily', timezone: 'UTC', name: 'Notification bench' },
      new Date(),
    );
    if (queued !== members) throw new Error(`queued ${queued} digests, expected ${members}`);
    await until(`${members} digests at the SMTP peer`, 300_000, () => smtp.messages.length >= sentBefore + members);
    const digestsPerSecond = members / ((performance.now() - digestStart) / 1000);

    const transport = nodemailer.createTransport(smtp.url, { from: 'bench@example.test' });
    const anchorStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < members) {
          next += 1;
          await transport.sendMail({
            from: 'bench@example.test',
            to: `anchor${next}@example.test`,
            subject: 'Anchor',
            text: 'Anchor digest',
          });
        }
      }),
    );
    const anchorPerSecond = members / ((performance.now() - anchorStart) / 1000);
    transport.close();

    const producedMedian = median(produced);
    const anchorMedian = median(anchors);
    return [
      {
        metric: 'notifications made from member.invited, to every owner and admin, vs one INSERT … SELECT (/s)',
        ours: Math.round(producedMedian),
        anchor: Math.round(anchorMedian),
        ratio: producedMedian / anchorMedian,
        target: '— (reported)',
        met: undefined,
      },
      {
        metric: 'digest e-mails to a local SMTP peer, one per member, vs nodemailer alone 8 at a time (/s)',
        ours: Math.round(digestsPerSecond),
        anchor: Math.round(anchorPerSecond),
        ratio: digestsPerSecond / anchorPerSecond,
        target: '— (reported)',
        met: undefined,
      },
    ];
  } finally {
    await worker.stop();
    await smtp.close();
    await knex.destroy();
  }
}
