import type { Knex } from 'knex';
import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** What a workspace holds, by table: every row that must go with it. */
async function holdings(server: TestServer, workspaceId: string): Promise<Record<string, number>> {
  const { knex } = server;
  const projects = knex('projects').where({ workspace_id: workspaceId }).select('id');
  const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.n ?? 0);
  return {
    workspaces: await count(knex('workspaces').where({ id: workspaceId })),
    members: await count(knex('members').where({ workspace_id: workspaceId })),
    invitations: await count(knex('invitations').where({ workspace_id: workspaceId })),
    projects: await count(knex('projects').where({ workspace_id: workspaceId })),
    project_members: await count(knex('project_members').whereIn('project_id', projects)),
    tasks: await count(knex('tasks').whereIn('project_id', projects)),
    automations: await count(knex('automations').whereIn('project_id', projects)),
    events: await count(knex('events').where({ workspace_id: workspaceId })),
  };
}

/** A workspace with a project, a task, an automation, a pending invitation and a member who joined through one, all made through the API. */
async function populatedWorkspace(server: TestServer, name: string) {
  const { owner, workspaceId } = await ownerWithWorkspace(server, name);
  const project = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: `${name} project` } });
  const projectId = project.data!.data.id;
  await owner.client.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: projectId } }, body: { name: 'A task' } });
  const automation = await owner.client.POST('/v1/automations', {
    body: {
      project_id: projectId,
      name: 'Shout on completion',
      type: 'event',
      trigger: { event: 'task.completed' },
      actions: [{ type: 'send_email', config: { to: 'team@example.test', subject: 'Done', body: '{{task.name}} is done' } }],
    },
  });
  expect(automation.response.status, 'creating the automation').to.equal(201);
  await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email: `pending-${workspaceId}@example.test`, role: 'viewer' },
  });
  const joiner = await createUser(server);
  const invitation = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email: joiner.email, role: 'editor' },
  });
  const accepted = await joiner.client.POST('/v1/invitations/{invitation_id}/accept', {
    params: { path: { invitation_id: invitation.data!.data.id } },
  });
  expect(accepted.response.status, 'accepting the invitation').to.equal(201);
  await owner.client.POST('/v1/projects/{project_id}/members', {
    params: { path: { project_id: projectId } },
    body: { member_id: accepted.data!.data.id },
  });
  return { owner, workspaceId, projectId, joiner };
}

describe('DELETE /v1/workspaces/{workspace_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('deletes the workspace with its projects, tasks, automations, members, invitations and events, and leaves others alone', async () => {
    const doomed = await populatedWorkspace(server, 'Doomed');
    const bystander = await populatedWorkspace(server, 'Bystander');
    const before = await holdings(server, doomed.workspaceId);
    expect(before).to.deep.equal({
      workspaces: 1,
      members: 2,
      invitations: 2,
      projects: 1,
      project_members: 2,
      tasks: 1,
      automations: 1,
      events: before.events,
    });
    expect(before.events).to.be.greaterThan(0);
    const bystanderBefore = await holdings(server, bystander.workspaceId);

    const { response } = await doomed.owner.client.DELETE('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: doomed.workspaceId } },
    });
    expect(response.status).to.equal(204);
    expect(await response.text()).to.equal('');

    expect(await holdings(server, doomed.workspaceId)).to.deep.equal({
      workspaces: 0,
      members: 0,
      invitations: 0,
      projects: 0,
      project_members: 0,
      tasks: 0,
      automations: 0,
      events: 0,
    });
    expect(await holdings(server, bystander.workspaceId)).to.deep.equal(bystanderBefore);
  });

  it('is gone at once for its owner and its members; their accounts and keys remain, the keys homed there lose their home', async () => {
    const { owner, workspaceId, projectId, joiner } = await populatedWorkspace(server, 'Vanishing');
    const deleted = await owner.client.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(deleted.response.status).to.equal(204);

    for (const user of [owner, joiner]) {
      const get = await user.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(get.response.status).to.equal(404);
      const project = await user.client.GET('/v1/projects/{project_id}', { params: { path: { project_id: projectId } } });
      expect(project.response.status).to.equal(404);
      const list = await user.client.GET('/v1/workspaces');
      expect(list.data!.data.map((w) => w.id)).to.not.include(workspaceId);
    }
    const again = await owner.client.DELETE('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(again.response.status).to.equal(404);

    const users = await server.knex('users').whereIn('id', [owner.userId, joiner.userId]).count({ n: '*' }).first();
    expect(Number(users?.n)).to.equal(2);
    const homedKey = await server.knex('api_keys').where({ id: owner.keyId }).first('workspace_id', 'revoked_at');
    expect(homedKey).to.deep.equal({ workspace_id: null, revoked_at: null });
    expect((await owner.client.GET('/v1/users/me')).response.status).to.equal(200);
  });

  describe('permissions (the owner role and an admin-scoped key)', () => {
    const refused: Array<{ who: string; caller: (owner: TestUser, workspaceId: string) => Promise<TestUser>; says: string }> = [
      {
        who: 'an admin (admin-scoped key)',
        caller: (_o, ws) => memberWithRole(server, ws, 'admin', 'admin'),
        says: 'needs the owner role',
      },
      { who: 'an editor', caller: (_o, ws) => memberWithRole(server, ws, 'editor', 'admin'), says: 'needs the owner role' },
      { who: 'the owner with an editor-scoped key', caller: (o) => keyFor(server, o, 'editor'), says: 'admin-scoped key' },
      { who: 'the owner with a read-only key', caller: (o) => keyFor(server, o, 'read-only'), says: 'read-only' },
    ];
    for (const { who, caller, says } of refused) {
      it(`refuses ${who} with 403 and deletes nothing`, async () => {
        const { owner, workspaceId } = await populatedWorkspace(server, `Kept ${who}`);
        const user = await caller(owner, workspaceId);
        const before = await holdings(server, workspaceId);
        const { error, response } = await user.client.DELETE('/v1/workspaces/{workspace_id}', {
          params: { path: { workspace_id: workspaceId } },
        });
        expect(response.status).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
        expect(error!.error.message).to.contain(says);
        expect(await holdings(server, workspaceId)).to.deep.equal(before);
      });
    }

    it('answers 404 to a user who is not a member and deletes nothing', async () => {
      const { workspaceId } = await populatedWorkspace(server, 'Not Theirs');
      const stranger = await createUser(server);
      const before = await holdings(server, workspaceId);
      const { error, response } = await stranger.client.DELETE('/v1/workspaces/{workspace_id}', {
        params: { path: { workspace_id: workspaceId } },
      });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
      expect(await holdings(server, workspaceId)).to.deep.equal(before);
    });
  });
});
