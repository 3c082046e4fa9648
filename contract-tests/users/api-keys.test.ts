import { expect } from 'chai';
import { createTestClient, rawRequest } from '../support/client.ts';
import { createUser, keyFor, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';

const secretPattern = /^wsa_[A-Za-z0-9_-]{43}$/;
const keyFields = ['id', 'name', 'scope', 'workspace_id', 'prefix', 'created_at', 'last_used_at', 'revoked_at'];

describe('API keys', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** How many keys, revoked ones included, the user holds, as the user's own key lists them. */
  const keyCount = async (user: TestUser) => (await user.client.GET('/v1/api-keys')).data!.meta.total;
  /** One of the user's keys, as the user's own key lists it. */
  const listedKey = async (user: TestUser, keyId: string) => (await user.client.GET('/v1/api-keys')).data!.data.find((k) => k.id === keyId);
  const revokeVia = (user: TestUser, id: string) =>
    user.client.DELETE('/v1/api-keys/{api_key_id}', { params: { path: { api_key_id: id } } });

  describe('POST /v1/api-keys', () => {
    it('creates a key whose secret is shown once, and which works at once', async () => {
      const user = await createUser(server);
      const { data, response } = await user.client.POST('/v1/api-keys', { body: { name: 'CI pipeline' } });
      expect(response.status).to.equal(201);
      const created = data!.data;
      expect(created.key).to.match(secretPattern);
      expect(created).to.include({
        name: 'CI pipeline',
        scope: 'editor',
        workspace_id: null,
        prefix: created.key.slice(0, 12),
        last_used_at: null,
        revoked_at: null,
      });
      expect(created.id).to.match(/^key_/);

      const withNewKey = createTestClient({ baseUrl: server.url, apiKey: created.key });
      const me = await withNewKey.GET('/v1/users/me');
      expect(me.response.status).to.equal(200);
      expect(me.data!.data.id).to.equal(user.userId);

      const listed = await user.client.GET('/v1/api-keys');
      const item = listed.data!.data.find((k) => k.id === created.id)!;
      expect(Object.keys(item).sort()).to.deep.equal([...keyFields].sort());
    });

    it('homes the key in a workspace the caller is a member of', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server, 'Home');
      const { data, response } = await owner.client.POST('/v1/api-keys', {
        body: { name: 'Homed', scope: 'read-only', workspace_id: workspaceId },
      });
      expect(response.status).to.equal(201);
      expect(data!.data).to.include({ scope: 'read-only', workspace_id: workspaceId });
      expect(await listedKey(owner, data!.data.id)).to.include({
        workspace_id: workspaceId,
        scope: 'read-only',
      });
    });

    it('answers 404 for a home workspace the caller is not a member of, creating nothing', async () => {
      const { workspaceId } = await ownerWithWorkspace(server, 'Someone Else’s');
      const user = await createUser(server);
      const before = await keyCount(user);
      const { error, response } = await user.client.POST('/v1/api-keys', { body: { name: 'Sneaky', workspace_id: workspaceId } });
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', message: `Workspace ${workspaceId} not found.` });
      expect(await keyCount(user)).to.equal(before);
    });

    it('allows a scope up to the caller’s and refuses a higher one with 403, creating nothing', async () => {
      const admin = await createUser(server);
      const editor = await keyFor(server, admin, 'editor');
      for (const scope of ['editor', 'read-only'] as const) {
        const { response } = await editor.client.POST('/v1/api-keys', { body: { name: `as ${scope}`, scope } });
        expect(response.status, scope).to.equal(201);
      }
      const before = await keyCount(admin);
      const { error, response } = await editor.client.POST('/v1/api-keys', { body: { name: 'escalate', scope: 'admin' } });
      expect(response.status).to.equal(403);
      expect(error!.error).to.include({
        code: 'forbidden',
        message: 'A key with the editor scope cannot create a key with the admin scope.',
      });
      expect(await keyCount(admin)).to.equal(before);
    });

    it('refuses a read-only key with 403, even for another read-only key, creating nothing', async () => {
      const user = await createUser(server, { scope: 'read-only' });
      const before = await keyCount(user);
      const { error, response } = await user.client.POST('/v1/api-keys', { body: { name: 'copy', scope: 'read-only' } });
      expect(response.status).to.equal(403);
      expect(error!.error.message).to.contain('read-only');
      expect(await keyCount(user)).to.equal(before);
    });
  });

  describe('GET /v1/api-keys', () => {
    it('lists only the caller’s keys, newest first, revoked ones included, never a secret or a hash', async () => {
      const user = await createUser(server);
      const stranger = await createUser(server);
      const first = (await user.client.POST('/v1/api-keys', { body: { name: 'first' } })).data!.data;
      const second = (await user.client.POST('/v1/api-keys', { body: { name: 'second', scope: 'read-only' } })).data!.data;
      expect((await revokeVia(user, first.id)).response.status).to.equal(204);

      const response = await rawRequest<{ data: Array<Record<string, unknown>>; meta: unknown }>(server.url, {
        method: 'GET',
        path: '/v1/api-keys',
        apiKey: user.key,
      });
      expect(response.status).to.equal(200);
      expect(response.body.data.map((k) => k.id)).to.deep.equal([second.id, first.id, user.keyId]);
      expect(response.body.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
      expect(response.body.data[0]).to.include({ name: 'second', scope: 'read-only', revoked_at: null });
      expect(response.body.data[1]!.revoked_at).to.be.a('string');
      for (const item of response.body.data) expect(Object.keys(item).sort()).to.deep.equal([...keyFields].sort());
      for (const secret of [first.key, second.key, user.key, stranger.key]) expect(response.text).to.not.contain(secret);
      expect(response.text).to.not.contain(stranger.keyId);
    });

    it('pages with page and per_page, and answers 400 and 422 to bad values', async () => {
      const user = await createUser(server);
      await user.client.POST('/v1/api-keys', { body: { name: 'a' } });
      await user.client.POST('/v1/api-keys', { body: { name: 'b' } });
      const page = await user.client.GET('/v1/api-keys', { params: { query: { page: 2, per_page: 2 } } });
      expect(page.data!.data.map((k) => k.id)).to.deep.equal([user.keyId]);
      expect(page.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
      const notInteger = await rawRequest(server.url, { method: 'GET', path: '/v1/api-keys?per_page=ten', apiKey: user.key });
      expect(notInteger.status).to.equal(400);
      const zero = await user.client.GET('/v1/api-keys', { params: { query: { per_page: 0 } } });
      expect(zero.response.status).to.equal(422);
      expect(zero.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be >= 1' }]);
    });

    it('records when a key was last used', async () => {
      const user = await createUser(server);
      const before = Date.now();
      await user.client.GET('/v1/users/me');
      // The write is off the request's path: wait for it, bounded.
      const lastUsed = await waitFor(async () => (await listedKey(user, user.keyId))!.last_used_at ?? undefined, {
        timeoutMs: 3_000,
        what: 'the key’s last_used_at',
      });
      expect(lastUsed).to.be.a('string');
      expect(Date.parse(lastUsed)).to.be.within(before - 1000, Date.now());
    });
  });

  describe('DELETE /v1/api-keys/{api_key_id}', () => {
    it('revokes the key: 204, revoked_at stored, and the key gets 401 at once', async () => {
      for (let round = 0; round < 50; round++) {
        const user = await createUser(server);
        const victim = await keyFor(server, user, 'admin');
        // Used first, so the key sits in the auth cache when it is revoked.
        expect((await victim.client.GET('/v1/users/me')).response.status).to.equal(200);
        const { response } = await revokeVia(user, victim.keyId);
        expect(response.status).to.equal(204);
        const refused = await victim.client.GET('/v1/users/me');
        expect(refused.response.status, `round ${round}`).to.equal(401);
        expect(refused.error!.error.code).to.equal('unauthorized');
        expect((await listedKey(user, victim.keyId))!.revoked_at).to.be.a('string');
      }
    });

    it('lets a key revoke itself, and keeps the first revocation time when revoked again', async () => {
      const user = await createUser(server);
      const spare = await keyFor(server, user, 'admin');
      expect((await revokeVia(user, user.keyId)).response.status).to.equal(204);
      expect((await user.client.GET('/v1/users/me')).response.status).to.equal(401);
      const first = (await listedKey(spare, user.keyId))!.revoked_at;
      expect(first).to.be.a('string');
      const again = await revokeVia(spare, user.keyId);
      expect(again.response.status).to.equal(204);
      expect((await listedKey(spare, user.keyId))!.revoked_at).to.equal(first);
    });

    it('answers 404 for another user’s key or an unknown id, and that key keeps working', async () => {
      const user = await createUser(server);
      const other = await createUser(server);
      const { error, response } = await revokeVia(user, other.keyId);
      expect(response.status).to.equal(404);
      expect(error!.error).to.include({ code: 'not_found', message: `API key ${other.keyId} not found.` });
      expect((await revokeVia(user, 'key_00000000000000000000000000')).response.status).to.equal(404);
      expect(await listedKey(other, other.keyId)).to.include({ revoked_at: null });
      expect((await other.client.GET('/v1/users/me')).response.status).to.equal(200);
    });

    it('refuses a read-only key with 403, revoking nothing', async () => {
      const user = await createUser(server);
      const readOnly = await keyFor(server, user, 'read-only');
      const { error, response } = await revokeVia(readOnly, user.keyId);
      expect(response.status).to.equal(403);
      expect(error!.error.message).to.contain('read-only');
      expect(await listedKey(user, user.keyId)).to.include({ revoked_at: null });
      expect((await user.client.GET('/v1/users/me')).response.status).to.equal(200);
    });
  });
});
