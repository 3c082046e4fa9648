import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './projects.service.ts';

export const projectHandlers: Pick<
  Handlers<HandlerContext>,
  | 'listWorkspaceProjects'
  | 'createProject'
  | 'getProject'
  | 'updateProject'
  | 'deleteProject'
  | 'listProjectMembers'
  | 'addProjectMember'
  | 'removeProjectMember'
> = {
  async listWorkspaceProjects(req, { deps, caller }) {
    return { status: 200, body: await service.listWorkspaceProjects(deps, caller, req) };
  },

  async createProject(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createProject(deps, caller, req) } };
  },

  async getProject(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getProject(deps, caller, req) } };
  },

  async updateProject(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateProject(deps, caller, req) } };
  },

  async deleteProject(req, { deps, caller }) {
    await service.deleteProject(deps, caller, req);
    return { status: 204 };
  },

  async listProjectMembers(req, { deps, caller }) {
    return { status: 200, body: await service.listProjectMembers(deps, caller, req) };
  },

  async addProjectMember(req, { deps, caller }) {
    return { status: 201, body: { data: await service.addProjectMember(deps, caller, req) } };
  },

  async removeProjectMember(req, { deps, caller }) {
    await service.removeProjectMember(deps, caller, req);
    return { status: 204 };
  },
};

export const projectAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createProject' | 'addProjectMember'> = {
  async createProject(req, { deps, caller }) {
    await service.createProjectAccess(deps, caller, req);
  },

  async addProjectMember(req, { deps, caller }) {
    await service.addProjectMemberAccess(deps, caller, req);
  },
};
