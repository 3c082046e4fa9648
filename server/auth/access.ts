import type { Knex } from 'knex';
import { missing, forbidden, notFound } from '../errors.ts';
import type { AuthCache, CachedKey, CachedMembership } from './auth-cache.ts';
import { refusal, roleAtLeast, writeRefusal, type Need, type Role } from './permissions.ts';

export { roleAtLeast, type Need };

/** The authenticated caller: the key and its user. */
export type Caller = CachedKey;

/** Any write at all: the read-only scope allows GET only. */
export function assertCanWrite(caller: Caller): void {
  const refused = writeRefusal(caller.scope);
  if (refused) throw forbidden(refused);
}

/** Whether {@link assertAllowed} would let the caller act, without the error it would give. */
export function mayAct(caller: Caller, role: Role, need: Need): boolean {
  return refusal(caller.scope, role, need, '') === undefined;
}

/** What the caller attempts: the permission it needs, and the action as a 403 names it. */
export interface Attempt {
  need: Need;
  action: string;
}

/** Effective permission = the role in the workspace, capped by the key's scope (permissions.ts). */
export function assertAllowed(caller: Caller, role: Role, { need, action }: Attempt): void {
  const refused = refusal(caller.scope, role, need, action);
  if (refused) throw forbidden(refused);
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
