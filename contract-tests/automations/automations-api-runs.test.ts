import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import {
  createAutomation,
  eventBody,
  patchAutomation,
  runIdsOf,
  runsUsed,
  scheduledBody,
  startRun,
  type ErrorEnvelope,
} from './support/api.ts';
import { automationWithFinishedRuns, unseenAutomation } from './support/fixtures.ts';

describe('automation runs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  describe('POST /v1/automations/{automation_id}/runs (startAutomationRun)', () => {
    it('starts a scheduled automation too, whatever its trigger', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, scheduledBody(project.id));
      const { data, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(201);
      expect(data!.data.trigger).to.deep.equal({ kind: 'manual' });
      expect(await runIdsOf(owner, automation.id)).to.deep.equal([data!.data.id]);
    });

    it('counts the run in the workspace’s usage', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      const usage = async () =>
        (await owner.client.GET('/v1/workspaces/{workspace_id}/usage', { params: { path: { workspace_id: workspaceId } } })).data!.data;
      expect(await usage()).to.include({ plan: 'free', runs_used: 0, runs_limit: 100 });
      await startRun(owner, automation.id);
      await startRun(owner, automation.id);
      expect(await usage()).to.include({ runs_used: 2 });
      expect(await runsUsed(owner, workspaceId)).to.equal(2);
    });
  });

  describe('GET /v1/automations/{automation_id}/runs (listAutomationRuns)', () => {
    it('lists the runs most recent start first, with meta, and pages them', async () => {
      const { owner, automation, started } = await automationWithFinishedRuns(server);
      const newestFirst = started.map((r) => r.id).reverse();

      const { data, response } = await owner.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(200);
      expect(data!.data.map((r) => r.id)).to.deep.equal(newestFirst);
      expect(data!.data.map((r) => r.started_at)).to.deep.equal(started.map((r) => r.started_at).reverse());
      expect(data!.data.every((r) => r.automation_id === automation.id && r.status === 'success')).to.equal(true);
      expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });

      const page2 = await owner.client.GET('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id }, query: { page: 2, per_page: 2 } },
      });
      expect(page2.data!.data.map((r) => r.id)).to.deep.equal([newestFirst[2]]);
      expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
    });

    it('keeps the run history when the automation is disabled', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      const run = await startRun(owner, automation.id);
      await patchAutomation(owner, automation.id, { enabled: false });
      const { data } = await owner.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(data!.data.map((r) => r.id)).to.deep.equal([run.id]);
    });

    it('returns an empty page for an automation that never ran', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      const { data, response } = await owner.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
    });

    it('lets a viewer of a shared project read the runs', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, { visibility: 'shared' });
      const automation = await createAutomation(owner, eventBody(project.id));
      const run = await startRun(owner, automation.id);
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const { data, response } = await viewer.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(200);
      expect(data!.data.map((r) => r.id)).to.deep.equal([run.id]);
    });

    it('answers 400 for a non-integer page and 422 for per_page out of range', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      const bad = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'GET',
        path: `/v1/automations/${automation.id}/runs?page=1.5`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('bad_request');
      expect(bad.body.error.details!.map((d) => d.field)).to.deep.equal(['/page']);
      const big = await owner.client.GET('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id }, query: { per_page: 101 } },
      });
      expect(big.response.status).to.equal(422);
      expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
    });

    it('answers 404 for an unknown id, a private project’s automation to a member not added to it, and a non-member', async () => {
      const { cases } = await unseenAutomation(server);
      for (const [label, user, id] of cases) {
        const { error, response } = await user.client.GET('/v1/automations/{automation_id}/runs', byId(id));
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
      }
    });
  });
});
