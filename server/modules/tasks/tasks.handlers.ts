import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './tasks.service.ts';

export const taskHandlers: Pick<Handlers<HandlerContext>, 'listProjectTasks' | 'createTask' | 'getTask' | 'updateTask' | 'deleteTask'> = {
  async listProjectTasks(req, { deps, caller }) {
    return { status: 200, body: await service.listProjectTasks(deps, caller, req) };
  },

  async createTask(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createTask(deps, caller, req) } };
  },

  async getTask(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getTask(deps, caller, req) } };
  },

  async updateTask(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateTask(deps, caller, req) } };
  },

  async deleteTask(req, { deps, caller }) {
    await service.deleteTask(deps, caller, req);
    return { status: 204 };
  },
};

export const taskAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createTask'> = {
  async createTask(req, { deps, caller }) {
    await service.createTaskAccess(deps, caller, req);
  },
};
