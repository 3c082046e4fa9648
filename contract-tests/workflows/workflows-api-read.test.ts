/**
 * Issue 24: reading workflows through the API (docs/decisions.md#workflows): one workflow with its
 * trigger and steps, the paginated list (by project or workspace) and a project's whole list, both
 * without `steps` and newest first, within what the caller may see (404 beyond it).
 */
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../automations/support/e2e.ts';
import { emailAction, type ErrorEnvelope } from '../automations/support/api.ts';
import { createWorkflow } from './support/workflows.ts';
import { eventWorkflowBody, listItem, scheduledWorkflowBody, unknownWorkflowId, workflowPath } from './support/workflow-bodies.ts';
import { workspaceWithWorkflows } from './support/workflow-fixtures.ts';

describe('reading workflows', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  describe('GET /v1/workflows/{workflow_id} (getWorkflow)', () => {
    it('returns the workflow with its trigger and steps, to a viewer of a shared project too', async () => {
      const { owner, workspaceId, inShared, inPrivate } = await workspaceWithWorkflows(server);
      for (const workflow of [inShared, inPrivate]) {
        const { data, response } = await owner.client.GET('/v1/workflows/{workflow_id}', workflowPath(workflow.id));
        expect(response.status).to.equal(200);
        expect(data!.data).to.deep.equal(workflow);
      }
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const asViewer = await viewer.client.GET('/v1/workflows/{workflow_id}', workflowPath(inShared.id));
      expect(asViewer.data!.data).to.deep.equal(inShared);
    });

    it('answers 404 for an unknown id, a private project’s workflow to a member not added, another workspace’s workflow, and an automation id', async () => {
      const { owner, inPrivate, inShared, editor, shared } = await workspaceWithWorkflows(server);
      const stranger = (await ownerWithWorkspace(server, 'Stranger')).owner;
      const automation = await owner.client.POST('/v1/automations', {
        body: { project_id: shared.id, name: 'Rule', type: 'event', trigger: { event: 'task.created' }, actions: [emailAction()] },
      });
      const cases: Array<[string, TestUser, string]> = [
        ['unknown id', editor, unknownWorkflowId],
        ['private project, editor not added', editor, inPrivate.id],
        ['another workspace', stranger, inShared.id],
        ['an automation is not a workflow', owner, automation.data!.data.id],
      ];
      for (const [label, user, id] of cases) {
        const { error, response } = await user.client.GET('/v1/workflows/{workflow_id}', workflowPath(id));
        expect(response.status, label).to.equal(404);
        expect(error!.error, label).to.include({ code: 'not_found', status: 404, message: `Workflow ${id} not found.` });
      }
    });
  });

  describe('GET /v1/workflows (listWorkflows)', () => {
    it('lists one project’s workflows newest first without their steps, with meta', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Listed');
      const other = await createProject(owner, workspaceId, 'Other');
      const first = await createWorkflow(owner, eventWorkflowBody(project.id, { name: 'First' }));
      await createWorkflow(owner, eventWorkflowBody(other.id, { name: 'Elsewhere' }));
      const second = await createWorkflow(owner, scheduledWorkflowBody(project.id, { name: 'Second' }));
      const { data, response } = await owner.client.GET('/v1/workflows', { params: { query: { project_id: project.id } } });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([listItem(second), listItem(first)]);
      for (const item of data!.data) expect(item).to.not.have.property('steps');
      expect(data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });
    });

    it('pages with page and per_page', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Paged');
      for (const name of ['a', 'b', 'c']) await createWorkflow(owner, eventWorkflowBody(project.id, { name }));
      const page2 = await owner.client.GET('/v1/workflows', { params: { query: { project_id: project.id, page: 2, per_page: 2 } } });
      expect(page2.data!.data.map((w) => w.name)).to.deep.equal(['a']);
      expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
      const beyond = await owner.client.GET('/v1/workflows', { params: { query: { project_id: project.id, page: 3, per_page: 2 } } });
      expect(beyond.data).to.deep.equal({ data: [], meta: { total: 3, page: 3, per_page: 2 } });
    });

    it('lists the workspace given by workspace_id, by default the key’s home workspace, leaving out private projects the caller cannot see', async () => {
      const { owner, workspaceId, inShared, inPrivate, editor } = await workspaceWithWorkflows(server);
      const elsewhere = await owner.client.POST('/v1/workspaces', { body: { name: 'Elsewhere' } });
      const elsewhereProject = await createProject(owner, elsewhere.data!.data.id, 'Away');
      const foreign = await createWorkflow(owner, eventWorkflowBody(elsewhereProject.id));

      const byHome = await owner.client.GET('/v1/workflows');
      expect(byHome.response.status).to.equal(200);
      expect(byHome.data!.data).to.deep.equal([listItem(inPrivate), listItem(inShared)]);
      const byQuery = await owner.client.GET('/v1/workflows', { params: { query: { workspace_id: elsewhere.data!.data.id } } });
      expect(byQuery.data!.data).to.deep.equal([listItem(foreign)]);
      const asEditor = await editor.client.GET('/v1/workflows', { params: { query: { workspace_id: workspaceId } } });
      expect(asEditor.data!.data).to.deep.equal([listItem(inShared)]);
      expect(asEditor.data!.meta.total).to.equal(1);
    });

    it('answers 400 naming workspace_id when the key has no home workspace and none is given', async () => {
      const { owner } = await ownerWithWorkspace(server);
      const homeless = await keyFor(server, owner, 'admin', null);
      const { error, response } = await homeless.client.GET('/v1/workflows');
      expect(response.status).to.equal(400);
      expect(error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'is required' }]);
    });

    it('answers 404 for a project or workspace the caller cannot see', async () => {
      const { hidden, workspaceId, editor } = await workspaceWithWorkflows(server);
      const stranger = await createUser(server);
      const cases: Array<[TestUser, Record<string, string>, string]> = [
        [editor, { project_id: hidden.id }, `Project ${hidden.id} not found.`],
        [stranger, { workspace_id: workspaceId }, `Workspace ${workspaceId} not found.`],
      ];
      for (const [user, query, message] of cases) {
        const { error, response } = await user.client.GET('/v1/workflows', { params: { query } });
        expect(response.status, message).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message });
      }
    });

    it('answers 400 for a non-integer page and 422 for per_page out of range', async () => {
      const { owner, shared } = await workspaceWithWorkflows(server);
      const bad = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'GET',
        path: `/v1/workflows?project_id=${shared.id}&page=abc`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.details!.map((d) => d.field)).to.deep.equal(['/page']);
      const { error, response } = await owner.client.GET('/v1/workflows', { params: { query: { project_id: shared.id, per_page: 101 } } });
      expect(response.status).to.equal(422);
      expect(error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
    });
  });

  describe('GET /v1/projects/{project_id}/workflows (listProjectWorkflows)', () => {
    it('returns {data} only: the project’s workflows newest first, without steps', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, 'Whole');
      const empty = await owner.client.GET('/v1/projects/{project_id}/workflows', { params: { path: { project_id: project.id } } });
      expect(empty.data).to.deep.equal({ data: [] });
      const first = await createWorkflow(owner, scheduledWorkflowBody(project.id, { name: 'First' }));
      const second = await createWorkflow(owner, eventWorkflowBody(project.id, { name: 'Second', enabled: true }));
      const { data, response } = await owner.client.GET('/v1/projects/{project_id}/workflows', {
        params: { path: { project_id: project.id } },
      });
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({ data: [listItem(second), listItem(first)] });
    });

    it('answers 404 for a private project the caller was not added to, an unknown project, and a non-member', async () => {
      const { hidden, shared, editor } = await workspaceWithWorkflows(server);
      const stranger = await createUser(server);
      const cases: Array<[TestUser, string]> = [
        [editor, hidden.id],
        [editor, 'proj_00000000000000000000000000'],
        [stranger, shared.id],
      ];
      for (const [user, projectId] of cases) {
        const { error, response } = await user.client.GET('/v1/projects/{project_id}/workflows', {
          params: { path: { project_id: projectId } },
        });
        expect(response.status, projectId).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${projectId} not found.` });
      }
    });
  });
});
