/**
 * What changed in cached auth facts: the one vocabulary of the invalidation channel. Writers build
 * changes with `authChange`, the cache reads them with `decodeAuthChange`; nothing else spells the
 * wire text (`key:…`, `user:…`, `member:<user>:<workspace>`, `workspace:…`).
 */
export type AuthChange =
  | { kind: 'key'; keyId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'member'; userId: string; workspaceId: string }
  | { kind: 'workspace'; workspaceId: string }
  /** Anything not understood: every process drops its whole cache, the safe reading. */
  | { kind: 'everything' };

export const authChange = {
  key: (keyId: string): AuthChange => ({ kind: 'key', keyId }),
  user: (userId: string): AuthChange => ({ kind: 'user', userId }),
  member: (userId: string, workspaceId: string): AuthChange => ({ kind: 'member', userId, workspaceId }),
  workspace: (workspaceId: string): AuthChange => ({ kind: 'workspace', workspaceId }),
};

export function encodeAuthChange(change: AuthChange): string {
  switch (change.kind) {
    case 'key':
      return `key:${change.keyId}`;
    case 'user':
      return `user:${change.userId}`;
    case 'member':
      return `member:${change.userId}:${change.workspaceId}`;
    case 'workspace':
      return `workspace:${change.workspaceId}`;
    case 'everything':
      return 'everything';
  }
}

export function decodeAuthChange(text: string): AuthChange {
  const [kind, a, b] = text.split(':');
  if (kind === 'key' && a) return authChange.key(a);
  if (kind === 'user' && a) return authChange.user(a);
  if (kind === 'member' && a && b) return authChange.member(a, b);
  if (kind === 'workspace' && a) return authChange.workspace(a);
  return { kind: 'everything' };
}
