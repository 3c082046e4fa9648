import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import { getUser } from './users.service.ts';
import * as service from './api-keys.service.ts';

export const apiKeyHandlers: Pick<Handlers<HandlerContext>, 'getCurrentUser' | 'listApiKeys' | 'createApiKey' | 'revokeApiKey'> = {
  async getCurrentUser(_req, { deps, caller }) {
    return { status: 200, body: { data: await getUser(deps.knex, caller.userId) } };
  },

  async listApiKeys(req, { deps, caller }) {
    return { status: 200, body: await service.listKeys(deps.knex, caller, req.query) };
  },

  async createApiKey(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createKey(deps.knex, deps.authCache, caller, req.body) } };
  },

  async revokeApiKey(req, { deps, caller }) {
    await service.revokeOwnKey(deps.knex, deps.authCache, caller, req.path.id);
    return { status: 204 };
  },
};
