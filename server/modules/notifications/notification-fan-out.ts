import type { Knex } from 'knex';
import type { FanOut, OutboxEvent } from '../../events/dispatcher.ts';
import { eventRecords, insertEventRecords, signalCommitted, systemActor, type NewEvent } from '../../events/record-event.ts';
import { newId } from '../../db/ids.ts';
import { memberSeesProjectSql } from '../projects/project-access.ts';
import type { JobSpec } from '../../queue/enqueue.ts';
import { categories, defaultChannels, lockedEmail, type EmailFrequency } from './categories.ts';
import { noticeEventTypes, noticeOf, type Notice, type RuleFacts } from './notices.ts';
import { notificationMail } from './notification-mail.ts';
import { toNotificationJson, type NotificationRow } from './notifications.model.ts';

/** A notice's recipient and the channels their preferences choose for it. */
interface Recipient {
  notice: number;
  member_id: string;
  user_id: string;
  address: string;
  in_app: boolean;
  email: EmailFrequency;
  chat_channel: string | null;
  webhook: boolean;
}

/** Every category's defaults as one parameter: what a member who changed nothing gets. */
const defaultsParam = JSON.stringify(
  categories.map((category) => ({ category, ...defaultChannels[category], locked: lockedEmail.has(category) })),
);

/** Who a notice goes to: notices alike in all of this have the same recipients. */
type Audience = Pick<Notice, 'workspace_id' | 'project_id' | 'category' | 'to_member' | 'to_admins' | 'except_user'>;

/**
 * The recipients of a batch of notices, with their channels, in notice order: each audience asked once
 * (a batch of 1,000 runs of one automation is one audience, its author), then its recipients given to
 * each of its notices.
 */
async function recipientsOf(trx: Knex.Transaction, notices: Notice[]): Promise<Recipient[]> {
  const audiences: Audience[] = [];
  const indexOf = new Map<string, number>();
  const audienceOf = notices.map(({ workspace_id, project_id, category, to_member, to_admins, except_user }) => {
    const audience: Audience = { workspace_id, project_id, category, to_member, to_admins, except_user };
    const key = JSON.stringify(audience);
    let index = indexOf.get(key);
    if (index === undefined) {
      index = audiences.push(audience) - 1;
      indexOf.set(key, index);
    }
    return index;
  });
  const byAudience = new Map<number, Recipient[]>();
  for (const recipient of await audienceRecipients(trx, audiences)) {
    const of = byAudience.get(recipient.notice);
    if (of) of.push(recipient);
    else byAudience.set(recipient.notice, [recipient]);
  }
  return audienceOf.flatMap((audience, notice) => (byAudience.get(audience) ?? []).map((r) => ({ ...r, notice })));
}

/**
 * The recipients of each audience (`notice`: its index), with their channels, in one statement: one
 * member, or the owners and admins (less the actor), who are members now; for a project's notice only
 * those who see the project and have not muted it; each channel the member's choice over the
 * category's default.
 */
async function audienceRecipients(trx: Knex.Transaction, audiences: Audience[]): Promise<Recipient[]> {
  const { rows } = await trx.raw<{ rows: Recipient[] }>(
    `with notice as (
       select * from jsonb_to_recordset(?::jsonb)
         as n(notice int, workspace_id text, project_id text, category text, to_member text, to_admins boolean, except_user text)
     ), defaults as (
       select * from jsonb_to_recordset(?::jsonb) as d(category text, in_app boolean, email text, chat boolean, webhook boolean, locked boolean)
     ), recipient as (
       select n.notice, n.category, m.id as member_id, m.user_id, u.email as address, d.locked,
              coalesce(p.categories -> n.category, '{}') as changed, p.chat_channel,
              d.in_app as d_in_app, d.email as d_email, d.chat as d_chat, d.webhook as d_webhook
       from notice n
       join members m on m.workspace_id = n.workspace_id
         and (m.id = n.to_member or (n.to_admins and m.role in ('owner', 'admin')))
       join users u on u.id = m.user_id
       join defaults d on d.category = n.category
       left join notification_preferences p on p.workspace_id = n.workspace_id and p.user_id = m.user_id
       where m.user_id is distinct from n.except_user
         and (n.project_id is null or (
           not (n.project_id = any(coalesce(p.muted_project_ids, '{}')))
           and exists (
             select 1 from projects pr
             where pr.id = n.project_id and pr.workspace_id = n.workspace_id
               and ${memberSeesProjectSql('pr', 'm')})))
     )
     select notice, member_id, user_id, address, in_app, email,
            case when chat then chat_channel end as chat_channel, webhook
     from (
       select r.*,
              coalesce((r.changed ->> 'in_app')::boolean, r.d_in_app) as in_app,
              case when r.locked then r.d_email else coalesce(r.changed ->> 'email', r.d_email) end as email,
              coalesce((r.changed ->> 'chat')::boolean, r.d_chat) and r.chat_channel is not null as chat,
              coalesce((r.changed ->> 'webhook')::boolean, r.d_webhook) as webhook
       from recipient r
     ) chosen
     where in_app or email <> 'off' or (chat and chat_channel is not null) or webhook
     order by notice, member_id`,
    [JSON.stringify(audiences.map((audience, i) => ({ ...audience, notice: i }))), defaultsParam],
  );
  return rows;
}

/** The automations and workflows the run events of a batch name, with their projects' names. */
async function ruleFacts(trx: Knex.Transaction, workspaceId: string, events: OutboxEvent[]): Promise<Map<string, RuleFacts>> {
  const ids = [
    ...new Set(
      events.flatMap((e) => {
        const data = e.data as { automation_id?: string; workflow_id?: string };
        return e.type.includes('.run.') ? [data.workflow_id ?? data.automation_id ?? ''] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await trx('automations as a')
    .join('projects as p', 'p.id', 'a.project_id')
    .where('p.workspace_id', workspaceId)
    .whereIn('a.id', ids)
    .select<Array<RuleFacts & { id: string }>>('a.id', 'a.name', 'a.author_member_id', 'p.name as project_name');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The dispatcher's notification fan-out: the events of a batch (one workspace's) that tell members
 * something become notifications, in the dispatching transaction, so each event makes its
 * notifications exactly once. An `immediate` e-mail and a chat message become jobs of that
 * transaction (each retried alone); the `webhook` channel becomes a `notification.created` event.
 */
export const fanOutToNotifications: FanOut = async (trx, events) => {
  const telling = events.filter((e) => noticeEventTypes.includes(e.type));
  if (telling.length === 0) return [];
  const workspaceId = telling[0]!.workspace_id;
  const [rules, workspace] = await Promise.all([
    ruleFacts(trx, workspaceId, telling),
    trx('workspaces').where({ id: workspaceId }).first('name'),
  ]);
  if (!workspace) return [];
  const notices = telling.flatMap((e) => noticeOf(e, { rules, workspaceName: workspace.name }) ?? []);
  if (notices.length === 0) return [];
  const recipients = await recipientsOf(trx, notices);
  if (recipients.length === 0) return [];
  const rows = recipients.map((r) => {
    const n = notices[r.notice]!;
    return {
      id: newId('ntf'),
      workspace_id: n.workspace_id,
      user_id: r.user_id,
      member_id: r.member_id,
      project_id: n.project_id,
      event_id: n.event_id,
      category: n.category,
      title: n.title,
      body: n.body,
      subject_type: n.subject_type,
      subject_id: n.subject_id,
      in_app: r.in_app,
      email: r.email,
    };
  });
  const { rows: inserted } = await trx.raw<{ rows: NotificationRow[] }>(
    `insert into notifications (id, workspace_id, user_id, member_id, project_id, event_id, category, title, body, subject_type, subject_id, in_app, email, email_sent_at)
     select r.*, case when r.email = 'immediate' then now() end
     from jsonb_to_recordset(?::jsonb) as r(id text, workspace_id text, user_id text, member_id text, project_id text, event_id text,
       category text, title text, body text, subject_type text, subject_id text, in_app boolean, email text)
     on conflict (event_id, user_id) do nothing
     returning *`,
    [JSON.stringify(rows)],
  );
  const byId = new Map(rows.map((row, i) => [row.id, recipients[i]!]));
  const jobs: JobSpec[] = [];
  const created: Array<{ event: NewEvent }> = [];
  for (const row of inserted) {
    const recipient = byId.get(row.id)!;
    if (row.email === 'immediate') {
      jobs.push({ task: 'send_mail', payload: notificationMail(row, recipient.address, workspace.name), maxAttempts: 10 });
    }
    if (recipient.chat_channel) {
      jobs.push({
        task: 'send_chat_message',
        payload: { channel: recipient.chat_channel, text: `${row.title}\n${row.body}`, workspaceId: row.workspace_id },
        maxAttempts: 10,
      });
    }
    if (recipient.webhook) {
      created.push({
        event: {
          workspaceId: row.workspace_id,
          type: 'notification.created',
          actor: systemActor,
          data: { notification: toNotificationJson(row), recipient: { member_id: row.member_id, email: recipient.address } },
        },
      });
    }
  }
  if (created.length > 0) {
    await trx.raw(insertEventRecords(), [eventRecords(created)]);
    signalCommitted(trx, workspaceId);
  }
  return jobs;
};
