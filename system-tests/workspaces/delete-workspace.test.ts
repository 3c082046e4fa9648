import type { Knex } from 'knex';
import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { populatedWorkspace } from '../../contract-tests/workspaces/support/workspaces.ts';

/** What a workspace holds, by table: every row that must go with it. */
async function holdings(server: TestServer, workspaceId: string): Promise<Record<string, number>> {
  const { knex } = server;
  const projects = knex('projects').where({ workspace_id: workspaceId }).select('id');
  const count = async (query: Knex.QueryBuilder) =>
    Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
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
