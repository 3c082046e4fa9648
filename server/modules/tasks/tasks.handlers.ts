import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { PostOperationId, ReplayAuthorizers } from '../../http/idempotency.ts';
import * as service from './tasks.service.ts';
import type { TaskJson } from './tasks.model.ts';

export const taskHandlers: Pick<Handlers<HandlerContext>, 'listProjectTasks' | 'createTask' | 'getTask' | 'updateTask' | 'deleteTask'> = {
  async listProjectTasks(req, { deps, caller }) {
    return { status: 200, body: await service.listProjectTasks(deps, caller, req) };
  },

  async createTask(req, { deps, caller, keyWrite }) {
    const created = (task: TaskJson) => ({ status: 201 as const, body: { data: task } });
    const keyed = keyWrite && { answered: (task: TaskJson) => keyWrite.row(created(task)), declined: () => keyWrite.declined() };
    return created(await service.createTask(deps, caller, req, keyed));
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

/** Operations that write a keyed request's Idempotency-Key in their own statement (http/idempotency.ts, KeyWrite). */
export const taskKeyWriters: ReadonlySet<PostOperationId> = new Set(['createTask']);
