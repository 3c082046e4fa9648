import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody, type AutomationJson, type ErrorEnvelope } from './support/api.ts';

/** An automation as lists show it: everything but `actions`. */
const listItem = ({ actions: _actions, ...item }: AutomationJson) => item;

describe('reading automations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** A workspace with a shared and a private project, an automation in each (shared first), and an editor added to neither. */
  async function workspaceWithAutomations() {
    const fixture = await ownerWithWorkspace(server);
    const { owner, workspaceId } = fixture;
    const shared = await createProject(owner, workspaceId, { name: 'Shared', visibility: 'shared' });
    const hidden = await createProject(owner, workspaceId, { name: 'Private', visibility: 'private' });
    const inShared = await createAutomation(owner, eventBody(shared.id, { name: 'In shared' }));
    const inPrivate = await createAutomation(owner, scheduledBody(hidden.id, { name: 'In private' }));
    const editor = await memberWithRole(server, workspaceId, 'editor');
    return { ...fixture, shared, hidden, inShared, inPrivate, editor };
  }

  describe('GET /v1/automations/{automation_id} (getAutomation)', () => {
    it('returns the automation with its trigger and actions', async () => {
      const { owner, inShared, inPrivate } = await workspaceWithAutomations();
      for (const automation of [inShared, inPrivate]) {
        const { data, response } = await owner.client.GET('/v1/automations/{automation_id}', {
          params: { path: { automation_id: automation.id } },
        });
        expect(response.status).to.equal(200);
        expect(data!.data).to.deep.equal(automation);
        expect(data!.data.actions).to.have.length(1);
      }
    });

    it('lets a viewer read an automation of a shared project, and a member added to a private project read its automations', async () => {
      const { owner, workspaceId, hidden, inShared, inPrivate, editor } = await workspaceWithAutomations();
      const viewer = await memberWithRole(server, workspaceId, 'viewer');
      const asViewer = await viewer.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: inShared.id } } });
      expect(asViewer.response.status).to.equal(200);
      expect(asViewer.data!.data).to.deep.equal(inShared);
      const added = await owner.client.POST('/v1/projects/{project_id}/members', {
        params: { path: { project_id: hidden.id } },
        body: { member_id: editor.memberId },
      });
      expect(added.response.status).to.equal(201);
      const asEditor = await editor.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: inPrivate.id } } });
      expect(asEditor.response.status).to.equal(200);
      expect(asEditor.data!.data).to.deep.equal(inPrivate);
    });

    it('answers 404 for an unknown id, for a private project’s automation to a member not added to it, and to a non-member', async () => {
      const { inPrivate, inShared, editor } = await workspaceWithAutomations();
      const stranger = await createUser(server);
      const cases: Array<[string, TestUser, string]> = [
        ['unknown id', editor, 'auto_doesnotexist00000000000'],
        ['private project, editor not added', editor, inPrivate.id],
        ['not a member of the workspace', stranger, inShared.id],
      ];
      for (const [label, user, id] of cases) {
        const { error, response } = await user.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: id } } });
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404 });
        expect(error!.error.message, label).to.equal(`Automation ${id} not found.`);
      }
    });
  });

  describe('GET /v1/automations (listAutomations)', () => {
    it('lists a project’s automations newest first without their actions, with meta', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const other = await createProject(owner, workspaceId);
      const first = await createAutomation(owner, eventBody(project.id, { name: 'First' }));
      await createAutomation(owner, eventBody(other.id, { name: 'Elsewhere' }));
      const second = await createAutomation(owner, scheduledBody(project.id, { name: 'Second' }));
      const { data, response } = await owner.client.GET('/v1/automations', { params: { query: { project_id: project.id } } });
      expect(response.status).to.equal(200);
      expect(data!.data).to.deep.equal([listItem(second), listItem(first)]);
      for (const item of data!.data) expect(item).to.not.have.property('actions');
      expect(data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });
    });

    it('pages with page and per_page', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const made: AutomationJson[] = [];
      for (const name of ['a', 'b', 'c']) made.push(await createAutomation(owner, eventBody(project.id, { name })));
      const page2 = await owner.client.GET('/v1/automations', { params: { query: { project_id: project.id, page: 2, per_page: 2 } } });
      expect(page2.response.status).to.equal(200);
      expect(page2.data!.data.map((a) => a.name)).to.deep.equal(['a']);
      expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
      const beyond = await owner.client.GET('/v1/automations', { params: { query: { project_id: project.id, page: 3, per_page: 2 } } });
      expect(beyond.data!.data).to.deep.equal([]);
      expect(beyond.data!.meta).to.deep.equal({ total: 3, page: 3, per_page: 2 });
    });

    it('lists the workspace given by workspace_id, and by default the key’s home workspace, across its projects', async () => {
      const { owner, inShared, inPrivate } = await workspaceWithAutomations();
      // Another workspace of the same owner, whose automations must not appear.
      const elsewhere = await owner.client.POST('/v1/workspaces', { body: { name: 'Elsewhere' } });
      const elsewhereProject = await createProject(owner, elsewhere.data!.data.id);
      const foreign = await createAutomation(owner, eventBody(elsewhereProject.id));

      const byHome = await owner.client.GET('/v1/automations');
      expect(byHome.response.status).to.equal(200);
      expect(byHome.data!.data).to.deep.equal([listItem(inPrivate), listItem(inShared)]);
      expect(byHome.data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });

      const byQuery = await owner.client.GET('/v1/automations', { params: { query: { workspace_id: elsewhere.data!.data.id } } });
      expect(byQuery.response.status).to.equal(200);
      expect(byQuery.data!.data).to.deep.equal([listItem(foreign)]);
    });

    it('leaves out the automations of private projects the caller cannot see, and shows them once the caller is added', async () => {
      const { owner, workspaceId, hidden, inShared, inPrivate, editor } = await workspaceWithAutomations();
      const query = { params: { query: { workspace_id: workspaceId } } };
      const before = await editor.client.GET('/v1/automations', query);
      expect(before.response.status).to.equal(200);
      expect(before.data!.data).to.deep.equal([listItem(inShared)]);
      expect(before.data!.meta.total).to.equal(1);
      const admin = await memberWithRole(server, workspaceId, 'admin');
      const asAdmin = await admin.client.GET('/v1/automations', query);
      expect(asAdmin.data!.data.map((a) => a.id)).to.deep.equal([inPrivate.id, inShared.id]);
      await owner.client.POST('/v1/projects/{project_id}/members', {
        params: { path: { project_id: hidden.id } },
        body: { member_id: editor.memberId },
      });
      const after = await editor.client.GET('/v1/automations', query);
      expect(after.data!.data.map((a) => a.id)).to.deep.equal([inPrivate.id, inShared.id]);
    });

    it('answers 400 naming workspace_id when neither project_id nor workspace_id is given and the key has no home workspace', async () => {
      const { owner } = await workspaceWithAutomations();
      const homeless = await keyFor(server, owner, 'admin', null);
      const { error, response } = await homeless.client.GET('/v1/automations');
      expect(response.status).to.equal(400);
      expect(error!.error).to.include({ code: 'bad_request', status: 400 });
      expect(error!.error.details).to.deep.equal([{ field: '/workspace_id', message: 'is required' }]);
    });

    it('answers 404 for a project or workspace the caller cannot see', async () => {
      const { hidden, workspaceId, editor } = await workspaceWithAutomations();
      const stranger = await createUser(server);
      const cases: Array<[string, TestUser, Record<string, string>, string]> = [
        ['private project, editor not added', editor, { project_id: hidden.id }, `Project ${hidden.id} not found.`],
        ['unknown project', editor, { project_id: 'proj_doesnotexist000000000' }, 'Project proj_doesnotexist000000000 not found.'],
        ['not a member of the workspace', stranger, { workspace_id: workspaceId }, `Workspace ${workspaceId} not found.`],
      ];
      for (const [label, user, query, message] of cases) {
        const { error, response } = await user.client.GET('/v1/automations', { params: { query } });
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message });
      }
    });

    it('answers 400 for a non-integer page and 422 for per_page out of range', async () => {
      const { owner, shared } = await workspaceWithAutomations();
      const bad = await rawRequest<ErrorEnvelope>(server.url, {
        method: 'GET',
        path: `/v1/automations?project_id=${shared.id}&page=abc`,
        apiKey: owner.key,
      });
      expect(bad.status).to.equal(400);
      expect(bad.body.error.code).to.equal('bad_request');
      expect(bad.body.error.details!.map((d) => d.field)).to.deep.equal(['/page']);
      for (const per_page of [0, 101]) {
        const { error, response } = await owner.client.GET('/v1/automations', { params: { query: { project_id: shared.id, per_page } } });
        expect(response.status, `per_page=${per_page}`).to.equal(422);
        expect(error!.error.code).to.equal('unprocessable_entity');
        expect(error!.error.details!.map((d) => d.field)).to.deep.equal(['/per_page']);
      }
    });
  });

  describe('GET /v1/projects/{project_id}/automations (listProjectAutomations)', () => {
    it('returns {data} only: the project’s automations newest first, without actions and without meta', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const other = await createProject(owner, workspaceId);
      const first = await createAutomation(owner, scheduledBody(project.id, { name: 'First' }));
      await createAutomation(owner, eventBody(other.id));
      const second = await createAutomation(owner, eventBody(project.id, { name: 'Second', enabled: false }));
      const { data, response } = await owner.client.GET('/v1/projects/{project_id}/automations', {
        params: { path: { project_id: project.id } },
      });
      expect(response.status).to.equal(200);
      expect(Object.keys(data!)).to.deep.equal(['data']);
      expect(data!.data).to.deep.equal([listItem(second), listItem(first)]);
    });

    it('returns an empty list for a project without automations', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const { data, response } = await owner.client.GET('/v1/projects/{project_id}/automations', {
        params: { path: { project_id: project.id } },
      });
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({ data: [] });
    });

    it('answers 404 for a private project the caller was not added to, an unknown project, and a non-member', async () => {
      const { hidden, shared, editor } = await workspaceWithAutomations();
      const stranger = await createUser(server);
      const cases: Array<[string, TestUser, string]> = [
        ['private project, editor not added', editor, hidden.id],
        ['unknown project', editor, 'proj_doesnotexist000000000'],
        ['not a member of the workspace', stranger, shared.id],
      ];
      for (const [label, user, projectId] of cases) {
        const { error, response } = await user.client.GET('/v1/projects/{project_id}/automations', {
          params: { path: { project_id: projectId } },
        });
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Project ${projectId} not found.` });
      }
    });
  });
});
