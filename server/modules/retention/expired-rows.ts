/**
 * The statements that remove a workspace's expired rows (docs/decisions.md#retention), one kind of
 * row each. A batch removes at most `limit` rows, oldest first, by primary key, in statements that
 * are each a transaction of their own and end at once; candidates are locked with SKIP LOCKED, so a
 * row a request or an engine holds is left for a later pass rather than waited on. Each returns how
 * many rows it removed: fewer than `limit` means the workspace has no more of them to remove now.
 * The candidates are chosen in an `array(…)` and deleted by `= any`, so the delete itself is a
 * primary-key lookup rather than a join the planner may turn into a scan of the table.
 */
import type { Knex } from 'knex';

/** Whose rows, older than how many days, and at most how many in one statement. */
export interface ExpiredRows {
  workspaceId: string;
  days: number;
  limit: number;
}

/** A kind of row retention removes, in the order a workspace's are removed. */
export interface ExpiredKind {
  name: 'deliveries' | 'runs' | 'notifications' | 'digests' | 'invitations' | 'events';
  remove(db: Knex, rows: ExpiredRows): Promise<number>;
}

/**
 * Deletes at most `limit` of a table's rows matching `where` (over alias `t`, its bindings first)
 * that are older than the cutoff by `age`, oldest first; returns how many went.
 */
export async function removeOldest(
  db: Knex,
  of: { table: string; key: string; age: string; where: string },
  bindings: readonly string[],
  days: number,
  limit: number,
): Promise<number> {
  const result = await db.raw<{ rowCount: number | null }>(
    `delete from ${of.table} where ${of.key} = any(array(
       select t.${of.key} from ${of.table} t
       where ${of.where} and t.${of.age} < now() - make_interval(days => ?::int)
       order by t.${of.age}
       limit ?
       for update of t skip locked
     ))`,
    [...bindings, days, limit],
  );
  return result.rowCount ?? 0;
}

/**
 * Ended deliveries (succeeded, permanently failed, cancelled) with their attempts (the foreign key
 * cascades); one still pending or failed with a retry to come is kept whatever its age. Deliveries
 * carry no workspace: they are taken webhook by webhook of the workspace, each an index range of
 * `webhook_deliveries_created_idx` (webhook, created_at), up to `limit` in all.
 */
export const expiredDeliveries: ExpiredKind = {
  name: 'deliveries',
  async remove(db, { workspaceId, days, limit }) {
    const webhookIds: string[] = await db('webhooks').where('workspace_id', workspaceId).pluck('id');
    let count = 0;
    for (const webhookId of webhookIds) {
      if (count === limit) break;
      count += await removeOldest(
        db,
        {
          table: 'webhook_deliveries',
          key: 'id',
          age: 'created_at',
          where: `t.webhook_id = ? and t.status in ('succeeded', 'permanently_failed', 'cancelled')`,
        },
        [webhookId],
        days,
        limit - count,
      );
    }
    return count;
  },
};

/**
 * Runs that ended that long ago, their steps with them (a run's steps are its row). A queued,
 * running or waiting run is kept until it ends, whatever its age; so is a run whose retry is still
 * under way, so removing it never waits on the retry's row (`retry_of` is set null on delete).
 */
export const expiredRuns: ExpiredKind = {
  name: 'runs',
  remove: (db, { workspaceId, days, limit }) =>
    removeOldest(
      db,
      {
        table: 'automation_runs',
        key: 'id',
        age: 'completed_at',
        where: `t.workspace_id = ? and t.status in ('success', 'failed', 'cancelled')
          and not exists (select 1 from automation_runs retry where retry.retry_of = t.id and retry.next_step_at is not null)`,
      },
      [workspaceId],
      days,
      limit,
    ),
};

/** Notifications made that long ago, read or not. Nothing references them. */
export const expiredNotifications: ExpiredKind = {
  name: 'notifications',
  remove: (db, { workspaceId, days, limit }) =>
    removeOldest(db, { table: 'notifications', key: 'id', age: 'created_at', where: 't.workspace_id = ?' }, [workspaceId], days, limit),
};

/**
 * The record of digests sent (one per member, frequency and scheduled time) for times that long ago:
 * it guards a time against a second digest, which a time past retention can no longer get (each
 * workspace's digest time only moves forward). Its key has four columns: the batch is taken by the
 * rows' physical places (`ctid`), locked for the statement, in the same one-lookup-each form.
 */
export const expiredDigests: ExpiredKind = {
  name: 'digests',
  remove: (db, { workspaceId, days, limit }) =>
    removeOldest(
      db,
      { table: 'notification_digests', key: 'ctid', age: 'scheduled_at', where: 't.workspace_id = ?' },
      [workspaceId],
      days,
      limit,
    ),
};

/**
 * Invitations sent that long ago that ended (accepted, or expired by time or by a re-invite; a
 * revoked one is deleted at once): the workspace's list of them would otherwise grow by every
 * invitation ever sent. A pending one stays until it ends (the minutely expiry job ends it). Nothing
 * references them; a `member.invited` event or notification that names one keeps its id.
 */
export const expiredInvitations: ExpiredKind = {
  name: 'invitations',
  remove: (db, { workspaceId, days, limit }) =>
    removeOldest(
      db,
      { table: 'invitations', key: 'id', age: 'created_at', where: `t.workspace_id = ? and t.status <> 'pending'` },
      [workspaceId],
      days,
      limit,
    ),
};

/**
 * Events written that long ago, except one the outbox has not dispatched yet, one a delivery still
 * names (its deliveries go first, so one left is open, or younger: a recovery's) and one whose run
 * has not ended (a waiting workflow run reads its event again when it resumes). So the cascade of
 * `webhook_deliveries.event_id` finds nothing to remove, and no delivery or live run loses its event.
 * The live runs' events are read once per statement (`not in`, hashed), however many runs wait.
 */
export const expiredEvents: ExpiredKind = {
  name: 'events',
  remove: (db, { workspaceId, days, limit }) =>
    removeOldest(
      db,
      {
        table: 'events',
        key: 'seq',
        age: 'created_at',
        where: `t.workspace_id = ? and t.dispatched_at is not null
          and not exists (select 1 from webhook_deliveries d where d.event_id = t.id)
          and t.id not in (
            select r.trigger->>'event_id' from automation_runs r
            where r.workspace_id = ? and r.next_step_at is not null and r.trigger->>'event_id' is not null
          )`,
      },
      [workspaceId, workspaceId],
      days,
      limit,
    ),
};

/** Every kind, children before what they name: deliveries before their events. */
export const expiredKinds: readonly ExpiredKind[] = [
  expiredDeliveries,
  expiredRuns,
  expiredNotifications,
  expiredDigests,
  expiredInvitations,
  expiredEvents,
];
