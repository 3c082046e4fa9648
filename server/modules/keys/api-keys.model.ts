import { Model } from 'objection';
import type { Scope } from '../../auth/auth-cache.ts';

export class ApiKey extends Model {
  static override tableName = 'api_keys';

  declare id: string;
  declare user_id: string;
  declare name: string;
  declare scope: Scope;
  declare workspace_id: string | null;
  declare prefix: string;
  declare key_hash: Buffer;
  declare created_at: Date;
  declare last_used_at: Date | null;
  declare revoked_at: Date | null;
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
