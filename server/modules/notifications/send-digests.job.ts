import type { Task } from 'graphile-worker';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context.ts';
import type { CronPayload } from '../../queue/cron-payload.ts';
import { enqueue, type JobSpec } from '../../queue/enqueue.ts';
import { latestTick, type DigestFrequency } from './digest-schedule.ts';
import { memberSeesProjectSql } from '../projects/project-access.ts';
import { digestMail } from './notification-mail.ts';
import { categoryInSight } from './categories.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      send_notification_digests: CronPayload;
    }
  }
}

/**
 * A digest lists at most this many notifications, newest first (in the inbox's order: notifications
 * made by one dispatch batch share their time, and their ids break the tie), and says how many more there are.
 */
export const digestListLimit = 50;

interface Pending {
  workspace_id: string;
  email: DigestFrequency;
  timezone: string;
  name: string;
}

interface Listed {
  user_id: string;
  address: string;
  title: string;
  body: string;
  created_at: Date;
  total: number;
}

/**
 * One workspace's digests of one frequency for the schedule's time `tick`, in one transaction, done
 * once per time: the workspace's digest time moves forward first (another worker, or this job a
 * minute later, finds it done). Each member with unread notifications of that frequency made by
 * then, not yet e-mailed, gets one digest (one per member, workspace, frequency and time), listing
 * what they may still see: a notification of a project they no longer see, of a category for owners
 * and admins once they are neither, or of a member who left, is stamped and never listed. What is listed is stamped e-mailed; the mails are jobs of the same
 * transaction. Read notifications are left out.
 */
export async function sendWorkspaceDigests(knex: Knex, pending: Pending, tick: Date): Promise<number> {
  return knex.transaction(async (trx) => {
    const advanced = await trx.raw<{ rows: unknown[] }>(
      `insert into notification_digest_times as t (workspace_id, frequency, scheduled_at) values (?, ?, ?)
       on conflict (workspace_id, frequency) do update set scheduled_at = excluded.scheduled_at where t.scheduled_at < excluded.scheduled_at
       returning 1`,
      [pending.workspace_id, pending.email, tick],
    );
    if (advanced.rows.length === 0) return 0;
    const [sightSql, sightBinding] = categoryInSight('n', 'm');
    const { rows: listed } = await trx.raw<{ rows: Listed[] }>(
      `with due as (
         select n.id, n.user_id, n.title, n.body, n.created_at,
                m.id is not null and ${sightSql} and (n.project_id is null or exists (
                  select 1 from projects pr where pr.id = n.project_id and pr.workspace_id = n.workspace_id and ${memberSeesProjectSql('pr', 'm')}
                )) as visible
         from notifications n
         left join members m on m.id = n.member_id and m.workspace_id = n.workspace_id and m.user_id = n.user_id
         where n.workspace_id = ? and n.email = ? and n.email_sent_at is null and n.read_at is null and n.created_at <= ?
         for update of n skip locked
       ), stamped as (
         update notifications n set email_sent_at = now() from due where n.id = due.id
       ), claimed as (
         insert into notification_digests (workspace_id, user_id, frequency, scheduled_at, notifications)
         select ?, user_id, ?, ?, count(*) from due where visible group by user_id
         on conflict do nothing
         returning user_id, notifications
       ), ranked as (
         select due.*, row_number() over (partition by due.user_id order by due.created_at desc, due.id desc) as rank from due where visible
       )
       select r.user_id, u.email as address, r.title, r.body, r.created_at, c.notifications as total
       from ranked r join claimed c on c.user_id = r.user_id join users u on u.id = r.user_id
       where r.rank <= ?
       order by r.user_id, r.created_at desc, r.id desc`,
      [sightBinding, pending.workspace_id, pending.email, tick, pending.workspace_id, pending.email, tick, digestListLimit],
    );
    const byUser = new Map<string, Listed[]>();
    for (const row of listed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    const jobs: JobSpec[] = [...byUser.values()].map((rows) => ({
      task: 'send_mail',
      maxAttempts: 10,
      payload: digestMail(rows, {
        to: rows[0]!.address,
        more: rows[0]!.total - rows.length,
        workspaceId: pending.workspace_id,
        workspaceName: pending.name,
        frequency: pending.email,
        scheduledAt: tick,
        key: `digest.${pending.email}.${tick.getTime()}.${pending.workspace_id}.${rows[0]!.user_id}`,
      }),
    }));
    await enqueue(trx, jobs);
    return jobs.length;
  });
}

/**
 * Every minute: for each workspace with digest notifications waiting, the latest time its hourly or
 * daily schedule fired in its time zone; the digests of that time are sent if they were not. A worker
 * that was down sends them late, once, listing what is still unread.
 */
export const sendNotificationDigests =
  (deps: AppDeps): Task<'send_notification_digests'> =>
  async (_payload, helpers) => {
    const now = new Date();
    const pending = await deps.knex
      .select<Pending[]>('p.workspace_id', 'p.email', 'w.timezone', 'w.name')
      .from(
        deps
          .knex('notifications')
          .distinct('workspace_id', 'email')
          .whereIn('email', ['hourly', 'daily'])
          .whereNull('email_sent_at')
          .whereNull('read_at')
          .as('p'),
      )
      // A workspace marked deleted is being removed, its notifications with it: no digest of it is sent.
      .join('workspaces as w', (on) => on.on('w.id', 'p.workspace_id').andOnNull('w.deleted_at'));
    let sent = 0;
    for (const one of pending) {
      const tick = latestTick(deps.config.digestSchedules[one.email], one.timezone, now);
      if (tick) sent += await sendWorkspaceDigests(deps.knex, one, tick);
    }
    if (sent > 0) helpers.logger.info(`queued ${sent} notification digest(s)`);
  };
