import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('PATCH /v1/workspaces/{workspace_id}', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** The workspace as a member reads it: what the service holds now. */
  const rowOf = async (reader: TestUser, id: string) => {
    const { data, response } = await reader.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: id } } });
    expect(response.status).to.equal(200);
    return data!.data;
  };

  it('changes only the fields sent, stores them and moves updated_at', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Before');
    const before = await rowOf(owner, workspaceId);
    const renamed = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { name: 'After' },
    });
    expect(renamed.response.status).to.equal(200);
    expect(renamed.data!.data).to.include({
      id: workspaceId,
      name: 'After',
      slug: before.slug,
      timezone: 'UTC',
      member_count: 1,
      plan: 'free',
    });
    const stored = await rowOf(owner, workspaceId);
    expect(stored).to.include({ name: 'After', slug: before.slug, timezone: 'UTC' });
    expect(Date.parse(stored.updated_at)).to.be.greaterThan(Date.parse(before.updated_at));
    expect(renamed.data!.data.updated_at).to.equal(stored.updated_at);

    const moved = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { slug: 'after-slug', timezone: 'america/new_york' },
    });
    expect(moved.response.status).to.equal(200);
    expect(moved.data!.data).to.include({ name: 'After', slug: 'after-slug', timezone: 'America/New_York' });
    expect(await rowOf(owner, workspaceId)).to.include({ name: 'After', slug: 'after-slug', timezone: 'America/New_York' });
  });

  it('accepts an empty body and changes nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Untouched');
    const before = await rowOf(owner, workspaceId);
    const { data, response } = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: {},
    });
    expect(response.status).to.equal(200);
    expect(data!.data).to.include({ name: 'Untouched', slug: before.slug });
    expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
  });

  it('accepts application/merge-patch+json as well', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Merge');
    const response = await rawRequest<{ data: { name: string } }>(server.url, {
      method: 'PATCH',
      path: `/v1/workspaces/${workspaceId}`,
      apiKey: owner.key,
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ name: 'Merged' }),
    });
    expect(response.status).to.equal(200);
    expect(response.body.data.name).to.equal('Merged');
    expect(await rowOf(owner, workspaceId)).to.include({ name: 'Merged' });
  });

  it('takes a name of exactly 255 characters and refuses 256 with 422, leaving the name as it was', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Lengthy');
    const max = 'n'.repeat(255);
    const ok = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { name: max },
    });
    expect(ok.response.status).to.equal(200);
    const tooLong = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { name: `${max}n` },
    });
    expect(tooLong.response.status).to.equal(422);
    expect(tooLong.error!.error.details).to.deep.equal([{ field: '/name', message: 'must NOT have more than 255 characters' }]);
    const empty = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { name: '' },
    });
    expect(empty.response.status).to.equal(422);
    expect(empty.error!.error.details).to.deep.equal([{ field: '/name', message: 'must NOT have fewer than 1 characters' }]);
    expect(await rowOf(owner, workspaceId)).to.include({ name: max });
  });

  it('refuses a slug another workspace has with 409, and keeps its own', async () => {
    const taken = await ownerWithWorkspace(server, 'Taken Slug');
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Wants It');
    const takenSlug = (await rowOf(taken.owner, taken.workspaceId)).slug;
    const before = await rowOf(owner, workspaceId);
    const { error, response } = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { slug: takenSlug, name: 'Renamed too' },
    });
    expect(response.status).to.equal(409);
    expect(error!.error).to.include({
      code: 'conflict',
      status: 409,
      message: `The slug '${takenSlug}' is already taken; choose another.`,
    });
    expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
  });

  it('accepts the workspace’s own slug, and frees the old slug at once when it changes', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Slug Mover');
    const oldSlug = (await rowOf(owner, workspaceId)).slug;
    const same = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { slug: oldSlug },
    });
    expect(same.response.status).to.equal(200);
    const moved = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { slug: 'slug-mover-new' },
    });
    expect(moved.data!.data.slug).to.equal('slug-mover-new');
    const other = await createUser(server);
    const reuse = await other.client.POST('/v1/workspaces', { body: { name: 'Reuser', slug: oldSlug } });
    expect(reuse.response.status).to.equal(201);
    expect(reuse.data!.data.slug).to.equal(oldSlug);
  });

  it('refuses a time zone that is not IANA with 422 and changes nothing, not even the other fields sent', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Zoned');
    const before = await rowOf(owner, workspaceId);
    const { error, response } = await owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: workspaceId } },
      body: { timezone: 'Mars/Olympus', name: 'Should not stick' },
    });
    expect(response.status).to.equal(422);
    expect(error!.error).to.include({ code: 'unprocessable_entity', message: "timezone 'Mars/Olympus' is not an IANA time zone." });
    expect(error!.error.details).to.deep.equal([{ field: '/timezone', message: 'must be an IANA time zone such as Europe/Berlin' }]);
    expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
  });

  it('answers 400 to a body that is not JSON and changes nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Garbled');
    const before = await rowOf(owner, workspaceId);
    const response = await rawRequest<{ error: { code: string } }>(server.url, {
      method: 'PATCH',
      path: `/v1/workspaces/${workspaceId}`,
      apiKey: owner.key,
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).to.equal(400);
    expect(response.body.error.code).to.equal('bad_request');
    expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
  });

  describe('permissions (admin role or higher and an admin-scoped key)', () => {
    it('lets an admin with an admin-scoped key change the workspace', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Admin Edits');
      const admin = await memberWithRole(server, workspaceId, 'admin', 'admin');
      const { response } = await admin.client.PATCH('/v1/workspaces/{workspace_id}', {
        params: { path: { workspace_id: workspaceId } },
        body: { name: 'Edited by admin' },
      });
      expect(response.status).to.equal(200);
      expect(await rowOf(owner, workspaceId)).to.include({ name: 'Edited by admin' });
    });

    const refused = [
      { who: 'an editor, even with an admin-scoped key', role: 'editor', scope: 'admin', says: 'needs admin or owner' },
      { who: 'a viewer', role: 'viewer', scope: 'admin', says: 'needs admin or owner' },
      { who: 'an admin with an editor-scoped key', role: 'admin', scope: 'editor', says: 'needs an admin-scoped key' },
      { who: 'the owner with an editor-scoped key', role: 'owner', scope: 'editor', says: 'needs an admin-scoped key' },
      { who: 'the owner with a read-only key', role: 'owner', scope: 'read-only', says: 'read-only' },
    ] as const;
    for (const { who, role, scope, says } of refused) {
      it(`refuses ${who} with 403 and changes nothing`, async () => {
        const { owner, workspaceId } = await ownerWithWorkspace(server, `Guarded ${role} ${scope}`);
        const caller = role === 'owner' ? await keyFor(server, owner, scope) : await memberWithRole(server, workspaceId, role, scope);
        const before = await rowOf(owner, workspaceId);
        const { error, response } = await caller.client.PATCH('/v1/workspaces/{workspace_id}', {
          params: { path: { workspace_id: workspaceId } },
          body: { name: 'Hijacked' },
        });
        expect(response.status).to.equal(403);
        expect(error!.error.code).to.equal('forbidden');
        expect(error!.error.message).to.contain(says);
        expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
      });
    }

    it('answers 404 to a user who is not a member and changes nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Not Yours');
      const stranger = await createUser(server);
      const before = await rowOf(owner, workspaceId);
      const { error, response } = await stranger.client.PATCH('/v1/workspaces/{workspace_id}', {
        params: { path: { workspace_id: workspaceId } },
        body: { name: 'Hijacked' },
      });
      expect(response.status).to.equal(404);
      expect(error!.error.code).to.equal('not_found');
      expect(await rowOf(owner, workspaceId)).to.deep.equal(before);
    });
  });
});
