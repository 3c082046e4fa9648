import type { Handlers } from '../../../generated/handlers.ts';
import type { HandlerContext } from '../../context.ts';
import type { ReplayAuthorizers } from '../../http/idempotency.ts';
import { testWorkflow } from '../automations/dry-run/dry-run.service.ts';
import * as service from './workflows.service.ts';

export const workflowHandlers: Pick<
  Handlers<HandlerContext>,
  | 'listWorkflows'
  | 'createWorkflow'
  | 'getWorkflow'
  | 'updateWorkflow'
  | 'deleteWorkflow'
  | 'listProjectWorkflows'
  | 'testWorkflow'
  | 'listWorkflowRuns'
  | 'getWorkflowRun'
  | 'cancelWorkflowRun'
> = {
  async listWorkflows(req, { deps, caller }) {
    return { status: 200, body: await service.listWorkflows(deps, caller, req) };
  },

  async createWorkflow(req, { deps, caller }) {
    return { status: 201, body: { data: await service.createWorkflow(deps, caller, req) } };
  },

  async getWorkflow(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWorkflow(deps, caller, req) } };
  },

  async updateWorkflow(req, { deps, caller }) {
    return { status: 200, body: { data: await service.updateWorkflow(deps, caller, req) } };
  },

  async deleteWorkflow(req, { deps, caller }) {
    await service.deleteWorkflow(deps, caller, req);
    return { status: 204 };
  },

  async listProjectWorkflows(req, { deps, caller }) {
    return { status: 200, body: { data: await service.listProjectWorkflows(deps, caller, req) } };
  },

  async testWorkflow(req, { deps, caller }) {
    return { status: 200, body: { data: await testWorkflow(deps, caller, req) } };
  },

  async listWorkflowRuns(req, { deps, caller }) {
    return { status: 200, body: await service.listWorkflowRuns(deps, caller, req) };
  },

  async getWorkflowRun(req, { deps, caller }) {
    return { status: 200, body: { data: await service.getWorkflowRun(deps, caller, req) } };
  },

  async cancelWorkflowRun(req, { deps, caller }) {
    return { status: 200, body: { data: await service.cancelWorkflowRun(deps, caller, req) } };
  },
};

export const workflowAuthorizers: Pick<ReplayAuthorizers<HandlerContext>, 'createWorkflow' | 'testWorkflow' | 'cancelWorkflowRun'> = {
  async createWorkflow(req, { deps, caller }) {
    await service.createWorkflowAccess(deps, caller, req);
  },

  async testWorkflow(req, { deps, caller }) {
    await service.testWorkflowAccess(deps, caller, req);
  },

  async cancelWorkflowRun(req, { deps, caller }) {
    await service.cancelWorkflowRunAccess(deps, caller, req);
  },
};
