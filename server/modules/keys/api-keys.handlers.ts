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
    return { status: 200, body: await service.listApiKeys(deps, caller, req) };
  },

  async createApiKey(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createApiKey(deps, caller, req) } };
  },

  async revokeApiKey(req, { deps, caller }) {
    await service.revokeApiKey(deps, caller, req);
    return { status: 204 };
  },
};

export const apiKeyAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createApiKey'> = {
  async createApiKey(req, { deps, caller }) {
    await service.createApiKeyAccess(deps, caller, req);
  },
};
