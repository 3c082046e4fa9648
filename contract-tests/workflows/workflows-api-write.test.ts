/**
 * Issue 24: changing workflows through the API (docs/decisions.md#workflows): create (disabled by
 * default, `description` "", the caller its author), PATCH (toggle, replace trigger and steps, the
 * author following who changed them), DELETE with its runs, and who may: 403 for a viewer and a
 * read-only key, 404 for what the caller cannot see, 409 in an archived project. Bad bodies are
 * workflows-validation.test.ts; reading is workflows-api-read.test.ts.
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject, createTask } from '../automations/support/e2e.ts';
import { setArchived, type ErrorEnvelope } from '../automations/support/api.ts';
import { createWorkflow, endedRuns, type Workflow } from './support/workflows.ts';
import {
  eventWorkflowBody,
  mailStep,
  patchWorkflow,
  runPath,
  scheduledWorkflowBody,
  taskStep,
  waitStep,
  workflowPath,
} from './support/workflow-bodies.ts';
import { readOnlyCallers, workspaceWithWorkflows } from './support/workflow-fixtures.ts';

describe('changing workflows', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('POST /v1/workflows (createWorkflow)', () => {
    it('creates the workflow disabled, with description "" and the caller as author, and answers 201 with it', async () => {
      const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Made');
      const body = eventWorkflowBody(project.id, {
        trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'launch' }] },
        steps: [waitStep(2880), { type: 'condition', filters: [{ field: 'task.status', operator: 'is', value: 'open' }] }, mailStep()],
      });
      const { data, response } = await owner.client.POST('/v1/workflows', { body });
      expect(response.status).to.equal(201);
      const made = data!.data;
      expect(made.id).to.match(/^wf_/);
      expect(made).to.deep.include({
        project_id: project.id,
        name: body.name,
        description: '',
        type: 'event',
        enabled: false,
        trigger: body.trigger,
        steps: body.steps,
        author: { member_id: ownerMemberId, name: owner.name },
        next_run_at: null,
      });
      expect(made.created_at).to.equal(made.updated_at);
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(made.id));
      expect(read.data!.data).to.deep.equal(made);
    });

    it('creates it enabled when asked, with the description given; a scheduled one enabled shows its next fire time', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Enabled');
      const running = await createWorkflow(owner, eventWorkflowBody(project.id, { enabled: true, description: 'Why it exists' }));
      expect(running).to.include({ enabled: true, description: 'Why it exists', next_run_at: null });
      const scheduled = await createWorkflow(owner, scheduledWorkflowBody(project.id, { enabled: true }));
      expect(scheduled.type).to.equal('scheduled');
      expect(Date.parse(scheduled.next_run_at!)).to.be.greaterThan(Date.now());
      const idle = await createWorkflow(owner, scheduledWorkflowBody(project.id));
      expect(idle).to.include({ enabled: false, next_run_at: null });
    });

    it('answers 403 to a viewer and to a read-only key, and creates nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Guarded');
      for (const [caller, says] of await readOnlyCallers(server, workspaceId, owner)) {
        const { error, response } = await caller.client.POST('/v1/workflows', { body: eventWorkflowBody(project.id) });
        expect(response.status, says).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
        expect(error!.error.message, says).to.contain(says);
      }
      const { data } = await owner.client.GET('/v1/projects/{project_id}/workflows', { params: { path: { project_id: project.id } } });
      expect(data!.data).to.deep.equal([]);
    });

    it('answers 404 for a project the caller cannot see, an unknown project, and a project of another workspace', async () => {
      const { hidden, editor } = await workspaceWithWorkflows(server);
      const elsewhere = await ownerWithWorkspace(server, 'Elsewhere');
      const foreign = await createProject(elsewhere.owner, elsewhere.workspaceId, 'Foreign');
      for (const projectId of [hidden.id, 'proj_00000000000000000000000000', foreign.id]) {
        const { error, response } = await editor.client.POST('/v1/workflows', { body: eventWorkflowBody(projectId) });
        expect(response.status, projectId).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${projectId} not found.` });
      }
    });

    it('answers 409 in an archived project', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Archived');
      await setArchived(owner, project.id, true);
      const { error, response } = await owner.client.POST('/v1/workflows', { body: eventWorkflowBody(project.id) });
      expect(response.status).to.equal(409);
      expect(error!.error.code).to.equal('conflict');
      expect(error!.error.message).to.contain(`Project ${project.id} is archived`);
    });
  });

  describe('PATCH /v1/workflows/{workflow_id} (updateWorkflow)', () => {
    it('toggles enabled, and only that', async () => {
      const { owner, inShared } = await workspaceWithWorkflows(server);
      const on = await patchWorkflow(owner, inShared.id, { enabled: true });
      expect(on).to.deep.equal({ ...inShared, enabled: true, updated_at: on.updated_at });
      expect(Date.parse(on.updated_at)).to.be.at.least(Date.parse(inShared.updated_at));
      const off = await patchWorkflow(owner, inShared.id, { enabled: false });
      expect(off).to.deep.equal({ ...inShared, enabled: false, updated_at: off.updated_at });
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(read.data!.data).to.deep.equal(off);
    });

    it('re-sending the values it has changes nothing, not even updated_at', async () => {
      const { owner, inShared } = await workspaceWithWorkflows(server);
      const same = await patchWorkflow(owner, inShared.id, { enabled: false, name: inShared.name, steps: inShared.steps });
      expect(same).to.deep.equal(inShared);
    });

    it('replaces trigger and steps whole, and makes whoever changed them the author; a toggle alone keeps the author', async () => {
      const { owner, workspaceId, shared, inShared, ownerMemberId } = await workspaceWithWorkflows(server);
      const editor = await memberWithRole(server, workspaceId, 'editor');
      const toggled = await patchWorkflow(editor, inShared.id, { enabled: true, name: 'Renamed', description: 'Now explained' });
      expect(toggled).to.include({ enabled: true, name: 'Renamed', description: 'Now explained' });
      expect(toggled.author).to.deep.equal({ member_id: ownerMemberId, name: owner.name });

      const trigger = {
        event: 'task.completed' as const,
        match: 'any' as const,
        filters: [{ field: 'task.name', operator: 'contains' as const, value: 'x' }],
      };
      const steps = [waitStep(1), taskStep('After {{task.name}}')];
      const changed = await patchWorkflow(editor, inShared.id, { trigger, steps });
      expect(changed).to.deep.include({ trigger, steps, type: 'event', project_id: shared.id });
      expect(changed.author).to.deep.equal({ member_id: editor.memberId, name: editor.name });
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(read.data!.data).to.deep.equal(changed);
    });

    it('enabling a scheduled workflow sets next_run_at; disabling clears it', async () => {
      const { owner, inPrivate } = await workspaceWithWorkflows(server);
      expect(inPrivate.next_run_at).to.equal(null);
      const on = await patchWorkflow(owner, inPrivate.id, { enabled: true });
      expect(Date.parse(on.next_run_at!)).to.be.greaterThan(Date.now());
      const off = await patchWorkflow(owner, inPrivate.id, { enabled: false });
      expect(off.next_run_at).to.equal(null);
    });

    it('refuses a trigger of the other type, naming what its own type needs: the type is fixed', async () => {
      const { owner, inShared } = await workspaceWithWorkflows(server);
      const { error, response } = await owner.client.PATCH('/v1/workflows/{workflow_id}', {
        ...workflowPath(inShared.id),
        body: { trigger: { schedule: '0 9 * * *' } },
      });
      expect(response.status).to.equal(400);
      expect(error!.error.details!.map((d) => d.field)).to.deep.equal(['/trigger/event']);
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(read.data!.data).to.deep.equal(inShared);
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      const { owner, inShared } = await workspaceWithWorkflows(server);
      const res = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'PATCH',
        path: `/v1/workflows/${inShared.id}`,
        apiKey: owner.key,
        body: [{ enabled: true }],
      });
      expect(res.status).to.equal(400);
      expect(res.body.error.code).to.equal('bad_request');
    });

    it('answers 403 to a viewer and a read-only key, 404 where the caller cannot see it, 409 in an archived project', async () => {
      const { owner, workspaceId, inShared, inPrivate, editor, shared } = await workspaceWithWorkflows(server);
      for (const [caller, says] of await readOnlyCallers(server, workspaceId, owner)) {
        const { error, response } = await caller.client.PATCH('/v1/workflows/{workflow_id}', {
          ...workflowPath(inShared.id),
          body: { enabled: true },
        });
        expect(response.status, says).to.equal(403);
        expect(error!.error.message, says).to.contain(says);
      }
      const hidden = await editor.client.PATCH('/v1/workflows/{workflow_id}', { ...workflowPath(inPrivate.id), body: { enabled: true } });
      expect(hidden.response.status).to.equal(404);
      expect(hidden.error!.error.message).to.equal(`Workflow ${inPrivate.id} not found.`);
      await setArchived(owner, shared.id, true);
      const archived = await owner.client.PATCH('/v1/workflows/{workflow_id}', { ...workflowPath(inShared.id), body: { enabled: true } });
      expect(archived.response.status).to.equal(409);
      expect(archived.error!.error.message).to.contain(`Project ${shared.id} is archived`);
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(read.data!.data).to.deep.equal(inShared);
    });
  });

  describe('DELETE /v1/workflows/{workflow_id} (deleteWorkflow)', () => {
    it('answers 204, and then the workflow and its runs are gone (404)', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Deleted');
      const workflow: Workflow = await createWorkflow(owner, eventWorkflowBody(project.id, { enabled: true }));
      await createTask(owner, project.id, 'Starts a run');
      const [run] = await endedRuns(owner, workflow.id);
      expect(run!.status).to.equal('success');

      const { response } = await owner.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
      expect(response.status).to.equal(204);
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
      expect(read.response.status).to.equal(404);
      const runs = await owner.client.GET('/v1/workflows/{workflow_id}/runs', workflowPath(workflow.id));
      expect(runs.response.status).to.equal(404);
      const gone = await owner.client.GET('/v1/workflows/{workflow_id}/runs/{run_id}', runPath(workflow.id, run!.id));
      expect(gone.response.status).to.equal(404);
      const listed = await owner.client.GET('/v1/projects/{project_id}/workflows', { params: { path: { project_id: project.id } } });
      expect(listed.data!.data).to.deep.equal([]);
      const again = await owner.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
      expect(again.response.status).to.equal(404);
    });

    it('answers 403 to a viewer and a read-only key, 404 to another workspace, 409 in an archived project, and keeps the workflow', async () => {
      const { owner, workspaceId, inShared, shared } = await workspaceWithWorkflows(server);
      for (const [caller, says] of await readOnlyCallers(server, workspaceId, owner)) {
        const { response } = await caller.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
        expect(response.status, says).to.equal(403);
      }
      const stranger = (await ownerWithWorkspace(server, 'Stranger')).owner;
      const foreign = await stranger.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(foreign.response.status).to.equal(404);
      await setArchived(owner, shared.id, true);
      const archived = await owner.client.DELETE('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(archived.response.status).to.equal(409);
      expect(archived.error!.error.code).to.equal('conflict');
      const read = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(read.data!.data).to.deep.equal(inShared);
    });
  });
});
