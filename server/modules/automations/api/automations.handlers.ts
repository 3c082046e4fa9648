import type { Handlers } from '../../../../generated/handlers.ts';
import type { HandlerContext } from '../../../context.ts';
import type { ReplayAuthorizers } from '../../../http/idempotency.ts';
import * as service from './automations.service.ts';
import { testAutomation } from '../dry-run/dry-run.service.ts';

export const automationHandlers: Pick<
  Handlers<HandlerContext>,
  | 'listAutomations'
  | 'createAutomation'
  | 'getAutomation'
  | 'updateAutomation'
  | 'deleteAutomation'
  | 'listProjectAutomations'
  | 'listAutomationRuns'
  | 'startAutomationRun'
  | 'retryAutomationRun'
  | 'getAutomationSchedule'
  | 'previewSchedule'
  | 'previewScheduleDeprecated'
  | 'testAutomation'
> = {
  async listAutomations(req, { deps, caller }) {
    return { status: 200, body: await service.listAutomations(deps, caller, req.query) };
  },

  async createAutomation(req, { deps, caller }) {
    return {
      status: 201,
      body: { data: await service.createAutomation(deps, caller, req.body) },
    };
  },

  async getAutomation(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getAutomation(deps, caller, req.path.automation_id) } };
  },

  async updateAutomation(req, { deps, caller }) {
    return {
      status: 200,
      body: { data: await service.updateAutomation(deps, caller, req.path.automation_id, req.body) },
    };
  },

  async deleteAutomation(req, { deps, caller }) {
    await service.deleteAutomation(deps, caller, req.path.automation_id);
    return { status: 204 };
  },

  async listProjectAutomations(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listProjectAutomations(deps, caller, req.path.project_id) } };
  },

  async listAutomationRuns(req, { deps, caller }) {
    return { status: 200, body: await service.listRuns(deps, caller, req.path.automation_id, req.query) };
  },

  async startAutomationRun(req, { deps, caller }) {
    return { status: 201, body: { data: await service.startRun(deps, caller, req.path.automation_id) } };
  },

  async retryAutomationRun(req, { deps, caller }) {
    return { status: 201, body: { data: await service.retryRun(deps, caller, req.path.automation_id, req.path.run_id) } };
  },

  async getAutomationSchedule(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getSchedule(deps, caller, req.path.automation_id, req.query.count ?? 10) } };
  },

  async previewSchedule(req, { deps, caller }) {
    return { status: 200, body: { data: await service.previewSchedule(deps, caller, req.body) } };
  },

  // The old path until its sunset (the router adds its Deprecation, Sunset and Link headers).
  async previewScheduleDeprecated(req, { deps, caller }) {
    return { status: 200, body: { data: await service.previewSchedule(deps, caller, req.body) } };
  },

  async testAutomation(req, { deps, caller }) {
    return { status: 200, body: { data: await testAutomation(deps, caller, req.path.automation_id, req.body) } };
  },
};

export const automationAuthorizers: Pick<
  ReplayAuthorizers<HandlerContext>,
  'createAutomation' | 'previewSchedule' | 'previewScheduleDeprecated' | 'startAutomationRun' | 'retryAutomationRun' | 'testAutomation'
> = {
  async createAutomation(req, { deps, caller }) {
    await service.createAutomationAccess(deps, caller, req.body.project_id);
  },

  async previewSchedule(req, { deps, caller }) {
    await service.previewScheduleAccess(deps, caller, req.body.workspace_id);
  },

  async previewScheduleDeprecated(req, { deps, caller }) {
    await service.previewScheduleAccess(deps, caller, req.body.workspace_id);
  },

  async startAutomationRun(req, { deps, caller }) {
    await service.startAutomationRunAccess(deps, caller, req.path.automation_id);
  },

  async retryAutomationRun(req, { deps, caller }) {
    await service.retryAutomationRunAccess(deps, caller, req.path.automation_id);
  },

  async testAutomation(req, { deps, caller }) {
    await service.testAutomationAccess(deps, caller, req.path.automation_id);
  },
};
