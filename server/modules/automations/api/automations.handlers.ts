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
    return { status: 200, body: await service.listAutomations(deps, caller, req) };
  },

  async createAutomation(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createAutomation(deps, caller, req) } };
  },

  async getAutomation(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getAutomation(deps, caller, req) } };
  },

  async updateAutomation(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateAutomation(deps, caller, req) } };
  },

  async deleteAutomation(req, { deps, caller }) {
    await service.deleteAutomation(deps, caller, req);
    return { status: 204 };
  },

  async listProjectAutomations(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listProjectAutomations(deps, caller, req) } };
  },

  async listAutomationRuns(req, { deps, caller }) {
    return { status: 200, body: await service.listAutomationRuns(deps, caller, req) };
  },

  async startAutomationRun(req, { deps, caller }) {
    return { status: 201, body: { data: await service.startAutomationRun(deps, caller, req) } };
  },

  async retryAutomationRun(req, { deps, caller }) {
    return { status: 201, body: { data: await service.retryAutomationRun(deps, caller, req) } };
  },

  async getAutomationSchedule(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getAutomationSchedule(deps, caller, req) } };
  },

  async previewSchedule(req, { deps, caller }) {
    return { status: 200, body: { data: await service.previewSchedule(deps, caller, req) } };
  },

  // The old path until its sunset (the router adds its Deprecation, Sunset and Link headers).
  async previewScheduleDeprecated(req, { deps, caller }) {
    return { status: 200, body: { data: await service.previewScheduleDeprecated(deps, caller, req) } };
  },

  async testAutomation(req, { deps, caller }) {
    return { status: 200, body: { data: await testAutomation(deps, caller, req) } };
  },
};

export const automationAuthorizers: Pick<
  ReplayAuthorizers<HandlerContext>,
  'createAutomation' | 'previewSchedule' | 'previewScheduleDeprecated' | 'startAutomationRun' | 'retryAutomationRun' | 'testAutomation'
> = {
  async createAutomation(req, { deps, caller }) {
    await service.createAutomationAccess(deps, caller, req);
  },

  async previewSchedule(req, { deps, caller }) {
    await service.previewScheduleAccess(deps, caller, req);
  },

  async previewScheduleDeprecated(req, { deps, caller }) {
    await service.previewScheduleDeprecatedAccess(deps, caller, req);
  },

  async startAutomationRun(req, { deps, caller }) {
    await service.startAutomationRunAccess(deps, caller, req);
  },

  async retryAutomationRun(req, { deps, caller }) {
    await service.retryAutomationRunAccess(deps, caller, req);
  },

  async testAutomation(req, { deps, caller }) {
    await service.testAutomationAccess(deps, caller, req);
  },
};
