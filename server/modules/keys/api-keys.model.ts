import type { Scope } from '../../auth/auth-cache.ts';

declare module 'knex/types/tables.js' {
  interface Tables {
    api_keys: ApiKey;
  }
}

/** A `api_keys` row. */
export interface ApiKey {
  id: string;
  user_id: string;
  name: string;
  scope: Scope;
  workspace_id: string | null;
  prefix: string;
  key_hash: Buffer;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The key as clients see it: never the hash, and the secret only once, at creation. */
export function toApiKeyJson(row: ApiKey) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    workspace_id: row.workspace_id,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}
