import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './workspaces.service.ts';

export const workspaceHandlers: Pick<
  Handlers<HandlerContext>,
  'listWorkspaces' | 'createWorkspace' | 'getWorkspace' | 'updateWorkspace' | 'deleteWorkspace' | 'getWorkspaceUsage'
> = {
  async listWorkspaces(req, { deps, caller }) {
    return { status: 200, body: await service.listWorkspaces(deps, caller, req) };
  },

  async createWorkspace(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createWorkspace(deps, caller, req) } };
  },

  async getWorkspace(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWorkspace(deps, caller, req) } };
  },

  async updateWorkspace(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateWorkspace(deps, caller, req) } };
  },

  async deleteWorkspace(req, { deps, caller }) {
    await service.deleteWorkspace(deps, caller, req);
    return { status: 204 };
  },

  async getWorkspaceUsage(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWorkspaceUsage(deps, caller, req) } };
  },
};

export const workspaceAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createWorkspace'> = {
  // The check reads nothing, so it is not async; `then` still hands its refusal back as a rejection.
  createWorkspace(_req, { caller }) {
    return Promise.resolve().then(() => service.createWorkspaceAccess(caller));
  },
};
