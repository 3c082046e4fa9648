import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import { getCurrentUser } from './users.service.ts';
import * as service from './api-keys.service.ts';

export const apiKeyHandlers: Pick<Handlers<HandlerContext>, 'getCurrentUser' | 'listApiKeys' | 'createApiKey' | 'revokeApiKey'> = {
  async getCurrentUser(_req, { deps, caller }) {
    return { status: 200, body: { data: await getCurrentUser(deps, caller) } };
  },

  async listApiKeys(req, { deps, caller }) {
    return { status: 200, body: await service.listKeys(deps, caller, req.query) };
  },

  async createApiKey(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createKey(deps, caller, req.body) } };
  },

  async revokeApiKey(req, { deps, caller }) {
    await service.revokeOwnKey(deps, caller, req.path.api_key_id);
    return { status: 204 };
  },
};

export const apiKeyAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createApiKey'> = {
  async createApiKey(req, { deps, caller }) {
    await service.createKeyAccess(deps, caller, req.body);
  },
};
