import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './workspaces.service.ts';

export const workspaceHandlers: Pick<
  Handlers<HandlerContext>,
  'listWorkspaces' | 'createWorkspace' | 'getWorkspace' | 'updateWorkspace' | 'deleteWorkspace' | 'getWorkspaceUsage'
> = {
  async listWorkspaces(req, { deps, caller }) {
    return { status: 200, body: await service.listWorkspaces(deps, caller, req.query) };
  },

  async createWorkspace(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createWorkspace(deps, caller, req.body) } };
  },

  async getWorkspace(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWorkspace(deps, caller, req.path.workspace_id) } };
  },

  async updateWorkspace(req, { deps, caller }) {
    const data = await service.updateWorkspace(deps, caller, req.path.workspace_id, req.body);
    return { status: 200, body: { data } };
  },

  async deleteWorkspace(req, { deps, caller }) {
    await service.deleteWorkspace(deps, caller, req.path.workspace_id);
    return { status: 204 };
  },

  async getWorkspaceUsage(req, { deps, caller }) {
    return { status: 200, body: { data: await service.workspaceUsage(deps, caller, req.path.workspace_id) } };
  },
};

export const workspaceAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createWorkspace'> = {
  async createWorkspace(_req, { caller }) {
    service.createWorkspaceAccess(caller);
  },
};
