// Rows of any age, written straight into the tables: retention is about rows days old, which the
// API can only make now. Each helper writes what the service would have written, with its age.
import type { Knex } from 'knex';
import { newId } from '../../../server/db/ids.ts';
import { jsonb } from '../../../server/db/jsonb.ts';
import { ownerWithWorkspace } from '../../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../../contract-tests/support/server.ts';

const daysAgo = (knex: Knex, days: number) => knex.raw(`now() - make_interval(days => ?::int)`, [days]);

/** A workspace (through the API) with one project, one event automation and one webhook to hang rows on. */
export interface AgedWorkspace {
  workspaceId: string;
  userId: string;
  memberId: string;
  projectId: string;
  automationId: string;
  webhookId: string;
}

export async function agedWorkspace(server: TestServer, name: string): Promise<AgedWorkspace> {
  const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server, name);
  const { knex } = server;
  const projectId = newId('proj');
  await knex('projects').insert({ id: projectId, workspace_id: workspaceId, name: 'Old work', visibility: 'shared' });
  const automationId = newId('auto');
  await knex('automations').insert({
    id: automationId,
    workspace_id: workspaceId,
    project_id: projectId,
    name: 'On task',
    type: 'event',
    trigger: jsonb(knex, { event: 'task.created' }),
    actions: jsonb(knex, []),
    author_member_id: ownerMemberId,
    author_name: owner.name,
  });
  const webhookId = newId('wh');
  await knex('webhooks').insert({
    id: webhookId,
    workspace_id: workspaceId,
    url: 'https://receiver.example.test/hook',
    events: ['task.created'],
    secret_ciphertext: 'not-opened-here',
  });
  return { workspaceId, userId: owner.userId, memberId: ownerMemberId, projectId, automationId, webhookId };
}

/** A `task.created` event written `days` ago, dispatched unless said. */
export async function agedEvent(knex: Knex, ws: AgedWorkspace, days: number, { dispatched = true } = {}): Promise<string> {
  const id = newId('evt');
  const actor = { type: 'system', id: null, name: 'test' };
  await knex('events').insert({
    id,
    workspace_id: ws.workspaceId,
    project_id: ws.projectId,
    type: 'task.created',
    actor: jsonb(knex, actor),
    data: jsonb(knex, { task: { id: newId('task'), name: 'Old task' } }),
    created_at: daysAgo(knex, days),
    dispatched_at: dispatched ? daysAgo(knex, days) : null,
  });
  return id;
}

/** How a run stands: ended (its `completed_at` `days` ago), or still queued, running or waiting. */
export type AgedRunState = 'success' | 'failed' | 'cancelled' | 'queued' | 'running' | 'waiting';

/** A run of the workspace's automation started by `eventId`, started `days` ago. */
export async function agedRun(
  knex: Knex,
  ws: AgedWorkspace,
  days: number,
  state: AgedRunState,
  { eventId, retryOf }: { eventId?: string; retryOf?: string } = {},
): Promise<string> {
  const id = newId('run');
  const ended = state === 'success' || state === 'failed' || state === 'cancelled';
  const step = { index: 0, type: 'create_task', status: ended ? state : 'pending', started_at: null, completed_at: null, error: null };
  await knex('automation_runs').insert({
    id,
    automation_id: ws.automationId,
    workspace_id: ws.workspaceId,
    status: ended ? state : state === 'queued' ? 'running' : state,
    trigger: jsonb(knex, { kind: 'event', event_type: 'task.created', ...(eventId ? { event_id: eventId } : {}) }),
    actions: jsonb(knex, []),
    steps: jsonb(knex, [step]),
    started_at: daysAgo(knex, days),
    completed_at: ended ? daysAgo(knex, days) : null,
    // Queued: due now, no executor; running: held by an engine's lease; waiting: due at its resume time.
    executor: state === 'running' ? 'engine-of-another-worker' : null,
    next_step_at: ended ? null : state === 'waiting' ? knex.raw(`now() + interval '1 day'`) : knex.raw('now()'),
    resume_at: state === 'waiting' ? knex.raw(`now() + interval '1 day'`) : null,
    retry_of: retryOf ?? null,
  });
  return id;
}

/** A delivery of `eventId` to the workspace's webhook, made `days` ago, with `attempts` attempts. */
export async function agedDelivery(
  knex: Knex,
  ws: AgedWorkspace,
  eventId: string,
  days: number,
  status: 'succeeded' | 'permanently_failed' | 'cancelled' | 'pending' | 'failed',
  attempts = 2,
): Promise<string> {
  const id = newId('dlv');
  const open = status === 'pending' || status === 'failed';
  await knex('webhook_deliveries').insert({
    id,
    workspace_id: ws.workspaceId,
    webhook_id: ws.webhookId,
    event_id: eventId,
    event_type: 'task.created',
    status,
    attempts,
    next_attempt_at: open ? knex.raw(`now() + interval '1 hour'`) : null,
    created_at: daysAgo(knex, days),
    updated_at: daysAgo(knex, days),
  });
  for (let number = 1; number <= attempts; number++) {
    await knex('webhook_delivery_attempts').insert({
      delivery_id: id,
      workspace_id: ws.workspaceId,
      number,
      started_at: daysAgo(knex, days),
      duration_ms: 12,
      response_status: number === attempts && status === 'succeeded' ? 200 : 500,
    });
  }
  return id;
}

/** A notification to the workspace's owner about `eventId`, made `days` ago. */
export async function agedNotification(knex: Knex, ws: AgedWorkspace, days: number, eventId = newId('evt')): Promise<string> {
  const id = newId('ntf');
  await knex('notifications').insert({
    id,
    workspace_id: ws.workspaceId,
    user_id: ws.userId,
    member_id: ws.memberId,
    project_id: ws.projectId,
    event_id: eventId,
    category: 'automation_triggered',
    title: 'A run started',
    body: 'On task ran.',
    subject_type: 'run',
    subject_id: newId('run'),
    in_app: true,
    email: 'off',
    created_at: daysAgo(knex, days),
  });
  return id;
}

/** The record of a daily digest sent to the workspace's owner for a time `days` ago; returns its time (ISO), which names it. */
export async function agedDigest(knex: Knex, ws: AgedWorkspace, days: number): Promise<string> {
  const [row] = await knex('notification_digests')
    .insert({ workspace_id: ws.workspaceId, user_id: ws.userId, frequency: 'daily', scheduled_at: daysAgo(knex, days), notifications: 1 })
    .returning<Array<{ scheduled_at: Date }>>('scheduled_at');
  return row!.scheduled_at.toISOString();
}

/** An invitation sent `days` ago: accepted, expired, or still pending (expiring a week after it was sent, as the API's do). */
export async function agedInvitation(
  knex: Knex,
  ws: AgedWorkspace,
  days: number,
  status: 'pending' | 'accepted' | 'expired',
): Promise<string> {
  const id = newId('inv');
  await knex('invitations').insert({
    id,
    workspace_id: ws.workspaceId,
    email: `${id}@example.test`,
    role: 'editor',
    status,
    invited_by: ws.userId,
    expires_at: knex.raw(`now() - make_interval(days => ?::int) + interval '7 days'`, [days]),
    accepted_at: status === 'accepted' ? daysAgo(knex, days) : null,
    created_at: daysAgo(knex, days),
  });
  return id;
}

/** An API key of the workspace's owner, revoked `revokedDays` ago (or never), made a day before that. */
export async function agedKey(knex: Knex, ws: AgedWorkspace, revokedDays: number | null): Promise<string> {
  const id = newId('key');
  await knex('api_keys').insert({
    id,
    user_id: ws.userId,
    name: 'old key',
    scope: 'editor',
    prefix: id.slice(-8),
    key_hash: Buffer.from(id.padEnd(32, '0')),
    created_at: daysAgo(knex, (revokedDays ?? 0) + 1),
    revoked_at: revokedDays === null ? null : daysAgo(knex, revokedDays),
  });
  return id;
}

/** Which of the workspace's digest times (ISO) are still recorded. */
export async function digestsStillThere(knex: Knex, ws: AgedWorkspace, times: string[]): Promise<string[]> {
  const kept: Date[] = await knex('notification_digests').where({ workspace_id: ws.workspaceId }).pluck('scheduled_at');
  return times.filter((time) => kept.some((at) => at.toISOString() === time));
}

/** Which of `ids` are still in `table` (by `column`, `id` unless said). */
export async function stillThere(knex: Knex, table: string, ids: string[], column = 'id'): Promise<string[]> {
  const rows: Array<Record<string, string>> = await knex(table).whereIn(column, ids).select(column);
  return ids.filter((id) => rows.some((row) => row[column] === id));
}
