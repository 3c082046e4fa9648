/**
 * The events feed (docs/decisions.md#events-feed): a workspace's outbox as its webhooks receive it,
 * to each caller what they may read of it (events/event-sight.ts). It lists an event only once every
 * transaction older than the one that wrote it has ended (`xact_id` below the snapshot's xmin), in the
 * order of those transactions; so `after` (the last event a reader saw) never skips an event that
 * committed after a newer one, in any server process, and never repeats one. Events past their
 * workspace's retention are not shown (docs/decisions.md#retention); `after` may still name one.
 */
import type { Knex } from 'knex';
import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import { accessScope, roleAtLeast, workspaceMembership, workspaceOrHome, type Caller } from '../../auth/access.ts';
import type { CachedMembership } from '../../auth/auth-cache.ts';
import { envelopeOf } from '../../events/envelope.ts';
import { adminOnlyEventTypes } from '../../events/event-sight.ts';
import { notFound } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { memberSeesProjectSql, projectAccess } from '../projects/project-access.ts';
import { keptSince } from '../retention/kept-since.ts';

interface EventRow {
  id: string;
  type: string;
  data: unknown;
  created_at: Date;
}

/** Where an event stands in the feed's order: its transaction, then its place in the outbox. */
interface FeedPosition {
  xact_id: string;
  seq: string;
}

type WebhookEvent = components['schemas']['WebhookEvent'];

/** The workspace's events the member may read: all for admins and owners; else those of projects they see, admin-only kinds left out. */
function readable(db: Knex, workspaceId: string, membership: CachedMembership): Knex.QueryBuilder {
  const query = db('events as e').where('e.workspace_id', workspaceId);
  if (roleAtLeast(membership.role, 'admin')) return query;
  return query.whereNotIn('e.type', adminOnlyEventTypes).where((sight) => {
    sight.whereNull('e.project_id').orWhereExists(
      db('projects as p')
        .join('members as m', (on) => on.on('m.workspace_id', 'p.workspace_id').andOnVal('m.id', membership.memberId))
        .whereRaw(`p.id = e.project_id and p.workspace_id = e.workspace_id and ${memberSeesProjectSql('p', 'm')}`),
    );
  });
}

// The outbox row's data was written from the contract's own event models (events/record-event.ts).
const toEventJson = (row: EventRow) => envelopeOf(row) as WebhookEvent;

export async function listEvents(deps: AppDeps, caller: Caller, { query }: OperationRequest<'listEvents'>) {
  const scope = accessScope(deps, caller);
  const workspaceId = workspaceOrHome(caller, query.workspace_id);
  const membership = await workspaceMembership(scope, workspaceId);
  if (query.project_id) {
    const { project } = await projectAccess(scope, query.project_id, { need: 'read', action: 'Reading its events' });
    if (project.workspace_id !== workspaceId) throw notFound(`Project ${query.project_id} not found.`);
  }
  const list = readable(deps.knex, workspaceId, membership)
    .select('e.id', 'e.type', 'e.data', 'e.created_at')
    .whereRaw('e.xact_id < pg_snapshot_xmin(pg_current_snapshot())')
    // Within retention, whether or not the job has removed what is past it yet.
    .where('e.created_at', '>=', keptSince(deps.knex, deps.config.retention, workspaceId));
  if (query.type) list.where('e.type', query.type);
  if (query.project_id) list.where('e.project_id', query.project_id);
  if (query.since) list.where('e.created_at', '>=', query.since);
  if (query.until) list.where('e.created_at', '<', query.until);
  if (query.after === undefined) {
    list.orderBy([
      { column: 'e.xact_id', order: 'desc' },
      { column: 'e.seq', order: 'desc' },
    ]);
  } else {
    const cursor: FeedPosition | undefined = await readable(deps.knex, workspaceId, membership)
      .where('e.id', query.after)
      .first('e.xact_id', 'e.seq');
    if (!cursor) throw notFound(`Event ${query.after} not found.`);
    list.whereRaw('(e.xact_id, e.seq) > (?::xid8, ?::bigint)', [cursor.xact_id, cursor.seq]).orderBy([
      { column: 'e.xact_id', order: 'asc' },
      { column: 'e.seq', order: 'asc' },
    ]);
  }
  return pageOf(list, query, toEventJson);
}

export async function getEvent(deps: AppDeps, caller: Caller, { path }: OperationRequest<'getEvent'>) {
  const missing = () => notFound(`Event ${path.event_id} not found.`);
  const found: { workspace_id: string } | undefined = await deps.knex('events').where('id', path.event_id).first('workspace_id');
  if (!found) throw missing();
  const membership = await deps.authCache.membership(caller.userId, found.workspace_id, deps.knex);
  if (!membership) throw missing();
  const row: EventRow | undefined = await readable(deps.knex, found.workspace_id, membership)
    .where('e.id', path.event_id)
    .where('e.created_at', '>=', keptSince(deps.knex, deps.config.retention, found.workspace_id))
    .first('e.id', 'e.type', 'e.data', 'e.created_at');
  if (!row) throw missing();
  return toEventJson(row);
}
