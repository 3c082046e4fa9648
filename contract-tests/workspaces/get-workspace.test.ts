import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('GET /v1/workspaces/{workspace_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('returns the workspace with its time zone, plan and current member count', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Readable');
    await memberWithRole(server, workspaceId, 'editor');
    const { data, response } = await owner.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(response.status).to.equal(200);
    // The workspace as the list shows it: the same slug and times, read another way.
    const listed = (await owner.client.GET('/v1/workspaces')).data!.data.find((w) => w.id === workspaceId)!;
    expect(data!.data).to.deep.equal({
      id: workspaceId,
      name: 'Readable',
      slug: listed.slug,
      timezone: 'UTC',
      member_count: 2,
      plan: 'free',
      created_at: listed.created_at,
      updated_at: listed.updated_at,
    });
  });

  it('is readable by a viewer and by a read-only key', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Open to viewers');
    const viewer = await memberWithRole(server, workspaceId, 'viewer', 'read-only');
    for (const client of [viewer.client, (await keyFor(server, owner, 'read-only')).client]) {
      const { data, response } = await client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(response.status).to.equal(200);
      expect(data!.data.id).to.equal(workspaceId);
    }
  });

  it('answers 404 to a user who is not a member, the same as for an id that does not exist', async () => {
    const { workspaceId } = await ownerWithWorkspace(server, 'Private');
    const stranger = await createUser(server);
    const theirs = await stranger.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(theirs.response.status).to.equal(404);
    expect(theirs.error!.error).to.include({ code: 'not_found', status: 404, message: `Workspace ${workspaceId} not found.` });
    const none = await stranger.client.GET('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: 'ws_00000000000000000000000000' } },
    });
    expect(none.response.status).to.equal(404);
    expect(none.error!.error).to.include({ code: 'not_found', status: 404, message: 'Workspace ws_00000000000000000000000000 not found.' });
  });

  it('answers 404 to a member removed a moment ago', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Leaving');
    const leaver = await memberWithRole(server, workspaceId, 'editor');
    expect(
      (await leaver.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } })).response.status,
    ).to.equal(200);
    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: leaver.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    const after = await leaver.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(after.response.status).to.equal(404);
  });
});
