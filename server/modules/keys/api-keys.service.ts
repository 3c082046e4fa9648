import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import { authChange } from '../../auth/auth-change.ts';
import type { Knex } from 'knex';
import { assertCanWrite, type Caller } from '../../auth/access.ts';
import { keyScopeRefusal } from '../../auth/permissions.ts';
import { generateApiKeySecret } from '../../auth/api-key-secret.ts';
import { notifyAuthChange, type Scope } from '../../auth/auth-cache.ts';
import { forbidden, notFound } from '../../errors.ts';
import { atUserBound, lockUserForBound } from './user-bounds.ts';
import { pageOf } from '../../http/pagination.ts';
import { newId } from '../../db/ids.ts';
import type { ApiKey } from './api-keys.model.ts';
import { toApiKeyJson } from './api-keys.model.ts';
import { one } from '../../db/one.ts';

/** Active keys a user may hold at once (docs/decisions.md#bounds): each is a credential to find and revoke. */
export const maxActiveKeysPerUser = 20;

/**
 * Makes a key for a user; the secret is returned here and never again (only its SHA-256 is kept).
 * The active keys are counted under a lock of the user's row.
 */
export async function createKeyForUser(
  trx: Knex.Transaction,
  input: { userId: string; name: string; scope: Scope; workspaceId: string | null },
): Promise<{ key: ApiKey; secret: string }> {
  await lockUserForBound(trx, input.userId);
  const active = await trx('api_keys').where({ user_id: input.userId }).whereNull('revoked_at').count({ n: '*' }).first();
  if (Number(active?.n) >= maxActiveKeysPerUser) {
    // The API answers it 422, the CLI prints it.
    throw atUserBound({
      holds: `has ${maxActiveKeysPerUser} active API keys`,
      remedy: 'revoke one that is no longer used (DELETE /v1/api-keys/{api_key_id} or npm run cli -- keys revoke) and try again',
    });
  }
  const { secret, hash, prefix } = generateApiKeySecret();
  const key = one(
    await trx('api_keys')
      .insert({
        id: newId('key'),
        user_id: input.userId,
        name: input.name,
        scope: input.scope,
        workspace_id: input.workspaceId,
        prefix,
        key_hash: hash,
      })
      .returning('*'),
  );
  return { key, secret };
}

/** Revokes a key; every process drops it from its cache when this commits (the CLI's path). */
export async function revokeKey(trx: Knex.Transaction, keyId: string): Promise<boolean> {
  const changed = await trx('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: new Date() });
  await notifyAuthChange(trx, authChange.key(keyId));
  return changed > 0;
}

export async function listApiKeys(deps: AppDeps, caller: Caller, { query: page }: OperationRequest<'listApiKeys'>) {
  const { knex } = deps;
  const query = knex('api_keys').where('user_id', caller.userId).orderBy('id', 'desc');
  return pageOf(query, page, toApiKeyJson);
}

/** Who may create the key: a key that may write, of at least the new key's scope, homed only where its user is a member. */
export async function createApiKeyAccess(deps: AppDeps, caller: Caller, { body }: OperationRequest<'createApiKey'>): Promise<Scope> {
  assertCanWrite(caller);
  const scope = body.scope ?? 'editor';
  const refused = keyScopeRefusal(caller.scope, scope);
  if (refused) throw forbidden(refused);
  if (body.workspace_id && !(await deps.authCache.membership(caller.userId, body.workspace_id, deps.knex))) {
    throw notFound(`Workspace ${body.workspace_id} not found.`);
  }
  return scope;
}

export async function createApiKey(deps: AppDeps, caller: Caller, req: OperationRequest<'createApiKey'>) {
  const { knex } = deps;
  const { body } = req;
  const scope = await createApiKeyAccess(deps, caller, req);
  const { key, secret } = await knex.transaction((trx) =>
    createKeyForUser(trx, { userId: caller.userId, name: body.name, scope, workspaceId: body.workspace_id ?? null }),
  );
  return { ...toApiKeyJson(key), key: secret };
}

/** Revokes one of the caller's own keys (the API's path; the CLI's is {@link revokeKey}). */
export async function revokeApiKey(deps: AppDeps, caller: Caller, { path }: OperationRequest<'revokeApiKey'>): Promise<void> {
  const { knex, authCache: cache } = deps;
  const keyId = path.api_key_id;
  assertCanWrite(caller);
  const change = await knex.transaction(async (trx) => {
    const key = await trx('api_keys').where({ id: keyId, user_id: caller.userId }).first();
    if (!key) throw notFound(`API key ${keyId} not found.`);
    await trx('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: new Date() });
    return cache.announce(trx, authChange.key(keyId));
  });
  // 204 means every server process refuses the key from now on.
  await change.done;
}
