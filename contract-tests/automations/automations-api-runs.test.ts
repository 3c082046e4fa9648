import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { eventsOf } from '../../system-tests/support/outbox.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import {
  createAutomation,
  emailAction,
  eventBody,
  expectMatchesSchema,
  expectNothingWritten,
  patchAutomation,
  runIds,
  runsCounted,
  scheduledBody,
  setArchived,
  startRun,
  type AutomationRunJson,
  type ErrorEnvelope,
} from './support/api.ts';
import { waitFor } from '../support/wait.ts';

describe('automation runs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  /** The run as GET /automations/{id}/runs lists it, once `done` says it is (bounded wait). */
  async function runWhen(
    user: TestUser,
    automationId: string,
    runId: string,
    done: (run: AutomationRunJson) => boolean,
  ): Promise<AutomationRunJson> {
    return waitFor(
      async () => {
        const { data } = await user.client.GET('/v1/automations/{automation_id}/runs', byId(automationId));
        const run = data?.data.find((r) => r.id === runId);
        return run && done(run) ? run : undefined;
      },
      { timeoutMs: 15_000, what: `run ${runId} to finish` },
    );
  }

  describe('POST /v1/automations/{automation_id}/runs (startAutomationRun)', () => {
    it('starts a manual run: 201 with a running run and pending steps, stored, announced by automation.run.started; it then completes with success', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const to = `manual-${Date.now()}@example.test`;
      const automation = await createAutomation(owner, eventBody(project.id, { actions: [emailAction(to), emailAction(to)] }));
      const { data, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(201);
      const run = data!.data;
      expect(run.id).to.match(/^run_/);
      expect(run).to.deep.include({
        automation_id: automation.id,
        status: 'running',
        completed_at: null,
        error_message: null,
        trigger: { kind: 'manual' },
      });
      expect(run.steps).to.deep.equal(
        [0, 1].map((index) => ({ index, type: 'send_email', status: 'pending', started_at: null, completed_at: null, error: null })),
      );
      const stored = await server.knex('automation_runs').where({ id: run.id }).first();
      expect(stored).to.include({ automation_id: automation.id, workspace_id: workspaceId });
      expect(stored!.started_at.toISOString()).to.equal(run.started_at);
      expect(stored!.trigger.kind).to.equal('manual');

      const started = (await eventsOf(server, workspaceId, 'automation.run.started')).filter((e) => e.data.run_id === run.id);
      expect(started).to.have.length(1);
      const actor = { type: 'user', id: owner.userId, name: owner.name };
      expect(started[0]!.actor).to.deep.equal(actor);
      expectMatchesSchema('AutomationRunEventData', started[0]!.data);
      expect(started[0]!.data).to.deep.include({
        workspace_id: workspaceId,
        project_id: project.id,
        automation_id: automation.id,
        run_id: run.id,
        status: 'running',
        actor,
      });

      const finished = await runWhen(owner, automation.id, run.id, (r) => r.status !== 'running');
      expect(finished).to.deep.include({ status: 'success', error_message: null, trigger: { kind: 'manual' }, started_at: run.started_at });
      expect(Date.parse(finished.completed_at!)).to.be.at.least(Date.parse(run.started_at));
      expect(finished.steps.map((s) => s.status)).to.deep.equal(['success', 'success']);
      expect(await server.knex('mail_outbox').where({ to_address: to }).pluck('subject')).to.deep.equal([
        `Automation for ${project.name}`,
        `Automation for ${project.name}`,
      ]);
    });

    it('starts a scheduled automation too, whatever its trigger', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, scheduledBody(project.id));
      const { data, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(201);
      expect(data!.data.trigger).to.deep.equal({ kind: 'manual' });
      expect(await runIds(server, automation.id)).to.deep.equal([data!.data.id]);
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
      expect(await runsCounted(server, workspaceId)).to.equal(2);
    });

    it('refuses a disabled automation with 409, creating no run', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id, { enabled: false }));
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
        expect(response.status).to.equal(409);
        expect(error!.error).to.include({ code: 'conflict', status: 409 });
        expect(error!.error.message).to.contain('disabled');
      });
      expect(await runIds(server, automation.id)).to.deep.equal([]);
    });

    it('refuses an automation of an archived project with 409, creating no run', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      await setArchived(owner, project.id, true);
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
        expect(response.status).to.equal(409);
        expect(error!.error).to.include({ code: 'conflict', status: 409 });
      });
    });

    it('refuses a viewer and a read-only key with 403, creating no run', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, { visibility: 'shared' });
      const automation = await createAutomation(owner, eventBody(project.id));
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
      for (const [label, user] of [
        ['viewer', viewer],
        ['read-only key', readOnly],
      ] as const) {
        await expectNothingWritten(server, workspaceId, async () => {
          const { error, response } = await user.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
          expect(response.status, label).to.equal(403);
          expect(error!.error).to.include({ code: 'forbidden', status: 403 });
        });
      }
    });

    it('answers 404 for an unknown id, a private project’s automation to a member not added to it, and a non-member, creating no run', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const hidden = await createProject(owner, workspaceId, { visibility: 'private' });
      const automation = await createAutomation(owner, eventBody(hidden.id));
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const stranger = await createUser(server);
      const cases: Array<[string, TestUser, string]> = [
        ['unknown id', owner, 'auto_doesnotexist00000000000'],
        ['private project, editor not added', editor, automation.id],
        ['not a member', stranger, automation.id],
      ];
      for (const [label, user, id] of cases) {
        await expectNothingWritten(server, workspaceId, async () => {
          const { error, response } = await user.client.POST('/v1/automations/{automation_id}/runs', byId(id));
          expect(response.status, label).to.equal(404);
          expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
        });
      }
    });
  });

  describe('GET /v1/automations/{automation_id}/runs (listAutomationRuns)', () => {
    it('lists the runs most recent start first, with meta, and pages them', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const automation = await createAutomation(owner, eventBody(project.id));
      const other = await createAutomation(owner, eventBody(project.id));
      const started: AutomationRunJson[] = [];
      for (let i = 0; i < 3; i++) started.push(await startRun(owner, automation.id));
      await startRun(owner, other.id);
      const newestFirst = started.map((r) => r.id).reverse();
      await Promise.all(started.map((r) => runWhen(owner, automation.id, r.id, (x) => x.status === 'success')));

      const { data, response } = await owner.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(200);
      expect(data!.data.map((r) => r.id)).to.deep.equal(newestFirst);
      expect(data!.data.map((r) => r.started_at)).to.deep.equal(started.map((r) => r.started_at).reverse());
      expect(data!.data.every((r) => r.automation_id === automation.id && r.status === 'success')).to.equal(true);
      expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
      expect(await runIds(server, automation.id)).to.deep.equal(newestFirst);

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
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const hidden = await createProject(owner, workspaceId, { visibility: 'private' });
      const automation = await createAutomation(owner, eventBody(hidden.id));
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const stranger = await createUser(server);
      const cases: Array<[string, TestUser, string]> = [
        ['unknown id', owner, 'auto_doesnotexist00000000000'],
        ['private project, editor not added', editor, automation.id],
        ['not a member', stranger, automation.id],
      ];
      for (const [label, user, id] of cases) {
        const { error, response } = await user.client.GET('/v1/automations/{automation_id}/runs', byId(id));
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
      }
    });
  });
});
