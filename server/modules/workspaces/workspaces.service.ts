import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import type { Knex } from 'knex';
import { accessScope, assertAllowed, assertCanWrite, workspaceMembership, type Caller } from '../../auth/access.ts';
import { conflict, notFound, invalid } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { newId } from '../../db/ids.ts';
import type { CountedWorkspace, Workspace } from './workspaces.model.ts';
import { toWorkspaceJson, toWorkspaceListItemJson } from './workspaces.model.ts';
import { slugWithSuffix, slugify } from './slug.ts';
import { canonicalTimeZone } from './timezone.ts';
import { usageOf } from './usage.ts';
import { insertWorkspaceWithOwner } from './workspaces.queries.ts';
import { assertRoomToOwn } from './workspace-bounds.ts';
import { deleteMarkedThenRemoved } from './workspace-deletion.ts';

const memberCount = (knex: Knex) => knex.raw('(select count(*) from members m where m.workspace_id = workspaces.id)::int as member_count');

function timeZoneOrFail(value: string): string {
  const zone = canonicalTimeZone(value);
  if (!zone) {
    throw invalid(`timezone '${value}' is not an IANA time zone.`, [
      { field: '/timezone', message: 'must be an IANA time zone such as Europe/Berlin' },
    ]);
  }
  return zone;
}

async function loadWorkspace(db: Knex | Knex.Transaction, id: string): Promise<CountedWorkspace> {
  const row = await db('workspaces')
    .select<CountedWorkspace[]>('workspaces.*', memberCount(db as Knex))
    .where('workspaces.id', id)
    .first();
  if (!row) throw notFound(`Workspace ${id} not found.`);
  return row;
}

async function slugTaken(db: Knex.Transaction, slug: string, exceptId?: string): Promise<boolean> {
  const query = db('workspaces').where({ slug }).select('id').first();
  if (exceptId) query.whereNot({ id: exceptId });
  return (await query) !== undefined;
}

export async function listWorkspaces(deps: AppDeps, caller: Caller, { query: page }: OperationRequest<'listWorkspaces'>) {
  const { knex } = deps;
  const query = knex('workspaces')
    .select('workspaces.*', memberCount(knex))
    .whereExists(knex('members').whereRaw('members.workspace_id = workspaces.id').where('members.user_id', caller.userId))
    .whereNull('workspaces.deleted_at')
    .orderBy('workspaces.id', 'desc');
  return pageOf(query, page, toWorkspaceListItemJson);
}

/** Who may create a workspace: any user, with a key that may write (reads nothing, so it takes the caller alone). */
export function createWorkspaceAccess(caller: Caller): void {
  assertCanWrite(caller);
}

export async function createWorkspace(deps: AppDeps, caller: Caller, { body }: OperationRequest<'createWorkspace'>) {
  const { knex } = deps;
  createWorkspaceAccess(caller);
  const timezone = timeZoneOrFail(body.timezone ?? 'UTC');
  return knex.transaction(async (trx) => {
    await assertRoomToOwn(trx, caller.userId);
    let slug = body.slug ?? slugify(body.name);
    if (await slugTaken(trx, slug)) {
      if (body.slug) throw conflict(`The slug '${slug}' is already taken; choose another.`);
      slug = slugWithSuffix(slug);
    }
    const id = newId('ws');
    await insertWorkspaceWithOwner(trx, { id, name: body.name, slug, timezone }, { userId: caller.userId, memberId: newId('mem') });
    return toWorkspaceJson(await loadWorkspace(trx, id));
  });
}

export async function getWorkspace(deps: AppDeps, caller: Caller, { path }: OperationRequest<'getWorkspace'>) {
  const { knex } = deps;
  const id = path.workspace_id;
  await workspaceMembership(accessScope(deps, caller), id);
  return toWorkspaceJson(await loadWorkspace(knex, id));
}

export async function updateWorkspace(deps: AppDeps, caller: Caller, { path, body }: OperationRequest<'updateWorkspace'>) {
  const { knex } = deps;
  const id = path.workspace_id;
  const membership = await workspaceMembership(accessScope(deps, caller), id);
  assertAllowed(caller, membership.role, { need: 'manage', action: 'Changing workspace settings' });
  const changes: Partial<Pick<Workspace, 'name' | 'slug' | 'timezone'>> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.timezone !== undefined) changes.timezone = timeZoneOrFail(body.timezone);
  return knex.transaction(async (trx) => {
    if (body.slug !== undefined) {
      if (await slugTaken(trx, body.slug, id)) throw conflict(`The slug '${body.slug}' is already taken; choose another.`);
      changes.slug = body.slug;
    }
    if (Object.keys(changes).length > 0) {
      await trx('workspaces')
        .where({ id })
        .update({ ...changes, updated_at: new Date() });
    }
    return toWorkspaceJson(await loadWorkspace(trx, id));
  });
}

export async function deleteWorkspace(deps: AppDeps, caller: Caller, { path }: OperationRequest<'deleteWorkspace'>): Promise<void> {
  const { knex, authCache: cache } = deps;
  const id = path.workspace_id;
  const membership = await workspaceMembership(accessScope(deps, caller), id);
  assertAllowed(caller, membership.role, { need: 'own', action: 'Deleting a workspace' });
  // Cascades remove projects, tasks, members, invitations, automations, webhooks and their history.
  await deleteMarkedThenRemoved(knex, cache, deps.log, id);
}

export async function getWorkspaceUsage(deps: AppDeps, caller: Caller, { path }: OperationRequest<'getWorkspaceUsage'>) {
  const { knex } = deps;
  const id = path.workspace_id;
  await workspaceMembership(accessScope(deps, caller), id);
  const workspace = await loadWorkspace(knex, id);
  return usageOf(knex, workspace);
}
