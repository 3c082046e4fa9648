/**
 * The decisions' authorization table as one pure rule: the role in the workspace, capped by the key's
 * scope (docs/decisions.md#access). The API enforces it (access.ts) and the settings page
 * offers only what it allows (settings/src/access.ts bundles this file), so the two cannot disagree.
 * No imports: it runs in a browser too.
 */
export type Scope = 'admin' | 'editor' | 'read-only';
export type Role = 'owner' | 'admin' | 'editor' | 'viewer';

/** What an action needs, from the decisions' authorization table. */
export type Need = 'read' | 'edit' | 'manage' | 'own';

const rank: Record<Role, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export function roleAtLeast(role: Role, least: Role): boolean {
  return rank[role] >= rank[least];
}

const scopeRank: Record<Scope, number> = { 'read-only': 1, editor: 2, admin: 3 };

/** Why a key of `scope` may not create a key of `scope` `wanted` (a key cannot pass on more than it has), or undefined when it may. */
export function keyScopeRefusal(scope: Scope, wanted: Scope): string | undefined {
  return scopeRank[wanted] > scopeRank[scope] ? `A key with the ${scope} scope cannot create a key with the ${wanted} scope.` : undefined;
}

/** Why the read-only scope refuses any write, or undefined for a key that may write. */
export function writeRefusal(scope: Scope): string | undefined {
  return scope === 'read-only' ? 'This API key has the read-only scope, which allows GET requests only.' : undefined;
}

/** Why `role` may not read a workspace's admin business (its webhooks and their deliveries), with a key of any scope. */
export function adminReadRefusal(role: Role, action: string): string | undefined {
  return roleAtLeast(role, 'admin') ? undefined : `Your role in this workspace (${role}) cannot do this: ${action} needs admin or owner.`;
}

/** Why a key of `scope` whose user has `role` may not do `action` (which needs `need`), or undefined when it may. */
export function refusal(scope: Scope, role: Role, need: Need, action: string): string | undefined {
  if (need === 'read') return undefined;
  const readOnly = writeRefusal(scope);
  if (readOnly) return readOnly;
  if (need === 'edit') {
    return roleAtLeast(role, 'editor')
      ? undefined
      : `Your role in this workspace (${role}) cannot do this: ${action} needs editor or higher.`;
  }
  if (scope !== 'admin') return `${action} needs an admin-scoped key; this key has the ${scope} scope.`;
  if (need === 'manage' && !roleAtLeast(role, 'admin')) {
    return `Your role in this workspace (${role}) cannot do this: ${action} needs admin or owner.`;
  }
  if (need === 'own' && role !== 'owner') return `Your role in this workspace (${role}) cannot do this: ${action} needs the owner role.`;
  return undefined;
}
