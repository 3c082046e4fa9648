import type { Knex } from 'knex';
import { missing, forbidden, notFound } from '../errors.ts';
import type { AuthCache, CachedKey, CachedMembership, Role, Scope } from './auth-cache.ts';

/** The authenticated caller: the key and its user. */
export type Caller = CachedKey;

/** What an action needs, from the decisions' authorization table. */
export type Need = 'read' | 'edit' | 'manage' | 'own';

const rank: Record<Role, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export function roleAtLeast(role: Role, least: Role): boolean {
  return rank[role] >= rank[least];
}

/** Any write at all: the read-only scope allows GET only. */
export function assertCanWrite(caller: Caller): void {
  if (caller.scope === 'read-only') throw forbidden('This API key has the read-only scope, which allows GET requests only.');
}

function assertScope(caller: Caller, least: Scope, action: string): void {
  if (least === 'admin' && caller.scope !== 'admin') {
    throw forbidden(`${action} needs an admin-scoped key; this key has the ${caller.scope} scope.`);
  }
}

/** Whether {@link assertAllowed} would let the caller act, without the error it would give. */
export function mayAct(caller: Caller, role: Role, need: Need): boolean {
  try {
    assertAllowed(caller, role, { need, action: '' });
    return true;
  } catch {
    return false;
  }
}

/** What the caller attempts: the permission it needs, and the action as a 403 names it. */
export interface Attempt {
  need: Need;
  action: string;
}

/** Effective permission = the role in the workspace, capped by the key's scope. */
export function assertAllowed(caller: Caller, role: Role, { need, action }: Attempt): void {
  if (need === 'read') return;
  assertCanWrite(caller);
  if (need === 'edit') {
    if (!roleAtLeast(role, 'editor'))
      throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs editor or higher.`);
    return;
  }
  assertScope(caller, 'admin', action);
  if (need === 'manage' && !roleAtLeast(role, 'admin')) {
    throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs admin or owner.`);
  }
  if (need === 'own' && role !== 'owner')
    throw forbidden(`Your role in this workspace (${role}) cannot do this: ${action} needs the owner role.`);
}

/** Who asks, and over which connection (a transaction's, for a write): what every access check reads. */
export interface AccessScope {
  db: Knex | Knex.Transaction;
  cache: AuthCache;
  caller: Caller;
}

/** An operation's access scope: its caller over the request's connection, or over `trx` inside its transaction. */
export function accessScope(deps: { knex: Knex; authCache: AuthCache }, caller: Caller, trx?: Knex.Transaction): AccessScope {
  return { db: trx ?? deps.knex, cache: deps.authCache, caller };
}

/** Membership of the caller in a workspace, or 404: existence of other workspaces does not leak. */
export async function workspaceMembership({ db, cache, caller }: AccessScope, workspaceId: string): Promise<CachedMembership> {
  const membership = await cache.membership(caller.userId, workspaceId, db);
  if (!membership) throw notFound(`Workspace ${workspaceId} not found.`);
  return membership;
}

/** The workspace a request names, else the key's home workspace; 400 when there is neither. */
export function workspaceOrHome(caller: Caller, given: string | undefined, alternatives = 'pass workspace_id'): string {
  const workspaceId = given ?? caller.homeWorkspaceId;
  if (!workspaceId) {
    throw missing(`No workspace given: ${alternatives}, or use a key that has a home workspace.`, [
      { field: '/workspace_id', message: 'is required' },
    ]);
  }
  return workspaceId;
}
