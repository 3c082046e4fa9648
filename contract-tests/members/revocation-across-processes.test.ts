import { expect } from 'chai';
import { createUser, keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import type { ServiceProcess } from '../support/processes.ts';
import type { TestServer } from '../support/server.ts';
import { clientOn, useTwoProcesses } from './support/services.ts';
import { everyRound } from './support/members.ts';

// Process A is the in-process test server; process B is the real service started as its own OS
// process over the same database. Each has its own key and membership cache, kept fresh only by
// PostgreSQL notifications: what A commits must hold in B from B's very next request.
describe('revocation across server processes', () => {
  let a: TestServer;
  let b: ServiceProcess;
  useTwoProcesses((started) => ({ a, b } = started));

  it('a key works on both processes; revoked through A, its very next request to B gets 401', async () => {
    const user = await createUser(a);
    const manager = await keyFor(a, user, 'admin');
    const onA = clientOn(a.url, user.key);
    const onB = clientOn(b.url, user.key);
    expect((await onA.GET('/v1/users/me')).response.status).to.equal(200);
    // Twice on B: the second answer comes from B's cache.
    expect((await onB.GET('/v1/users/me')).response.status).to.equal(200);
    const cached = await onB.GET('/v1/users/me');
    expect(cached.response.status).to.equal(200);
    expect(cached.data!.data.id).to.equal(user.userId);

    const revoked = await manager.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: user.keyId } } });
    expect(revoked.response.status).to.equal(204);
    const keys = await manager.client.GET('/v1/api-keys');
    expect(keys.data!.data.find((k) => k.id === user.keyId)!.revoked_at).to.be.a('string');

    const next = await onB.GET('/v1/users/me');
    expect(next.response.status).to.equal(401);
    expect(next.error!.error.code).to.equal('unauthorized');
    expect((await onA.GET('/v1/users/me')).response.status).to.equal(401);
    // The user's other key is untouched on both.
    expect((await clientOn(b.url, manager.key).GET('/v1/users/me')).response.status).to.equal(200);
  });

  it('a key revoked through A is refused by B on the very next request, every time (40 rounds)', async () => {
    await everyRound(40, async () => {
      const user = await createUser(a);
      const manager = await keyFor(a, user, 'admin');
      const onB = clientOn(b.url, user.key);
      for (let i = 0; i < 2; i++) if ((await onB.GET('/v1/users/me')).response.status !== 200) return 'the key did not work on B';
      const revoked = await manager.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: user.keyId } } });
      if (revoked.response.status !== 204) return `revoking answered ${revoked.response.status}`;
      const next = await onB.GET('/v1/users/me');
      return next.response.status === 401 ? undefined : `B's next request after the 204 got ${next.response.status}`;
    });
  });

  it('a member removed through A gets 404 from B on their very next request to the workspace', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(a);
    const editor = await memberWithRole(a, workspaceId, 'editor');
    const editorOnB = clientOn(b.url, editor.key);
    // B caches the membership.
    for (let i = 0; i < 2; i++) {
      const read = await editorOnB.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      expect(read.response.status).to.equal(200);
    }

    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: editor.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    const listed = await owner.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
    expect(listed.data!.data.map((m) => m.id)).to.not.include(editor.memberId);

    const next = await editorOnB.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    expect(next.response.status).to.equal(404);
    expect(next.error!.error.code).to.equal('not_found');
    const members = await editorOnB.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: workspaceId } } });
    expect(members.response.status).to.equal(404);
    // The key itself still works (the account is kept): only the workspace is gone for them.
    expect((await editorOnB.GET('/v1/users/me')).response.status).to.equal(200);
  });

  it('a member removed through A is refused by B on the very next request, every time (40 rounds)', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(a);
    await everyRound(40, async () => {
      const viewer = await memberWithRole(a, workspaceId, 'viewer', 'read-only');
      const onB = clientOn(b.url, viewer.key);
      const read = () => onB.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
      for (let i = 0; i < 2; i++) if ((await read()).response.status !== 200) return 'the member could not read through B';
      const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: workspaceId, member_id: viewer.memberId } },
      });
      if (removed.response.status !== 204) return `removal answered ${removed.response.status}`;
      const next = await read();
      return next.response.status === 404 ? undefined : `B's next request after the 204 got ${next.response.status}`;
    });
  });
});
