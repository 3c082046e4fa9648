import { expect } from 'chai';
import { createTestClient, rawRequest } from '../support/client.ts';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('workspaces', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** How many workspaces the user is a member of: a workspace made for them would be one. */
  const workspacesOf = async (user: TestUser) => (await user.client.GET('/v1/workspaces')).data!.meta.total;

  describe('POST /v1/workspaces', () => {
    it('creates a workspace, makes the caller its only owner and generates a slug from the name', async () => {
      const user = await createUser(server);
      const { data, response } = await user.client.POST('/v1/workspaces', { body: { name: 'Ünïcode Design Team' } });
      expect(response.status).to.equal(201);
      const ws = data!.data;
      expect(ws).to.include({ name: 'Ünïcode Design Team', slug: 'unicode-design-team', timezone: 'UTC', member_count: 1, plan: 'free' });
      expect(ws.id).to.match(/^ws_/);
      const members = await user.client.GET('/v1/workspaces/{workspace_id}/members', { params: { path: { workspace_id: ws.id } } });
      expect(members.data!.data).to.have.length(1);
      expect(members.data!.data[0]).to.include({ email: user.email, role: 'owner' });
    });

    it('keeps a given slug and canonicalises the time zone', async () => {
      const user = await createUser(server);
      const { data } = await user.client.POST('/v1/workspaces', {
        body: { name: 'Berlin', slug: 'berlin-office', timezone: 'europe/berlin' },
      });
      expect(data!.data).to.include({ slug: 'berlin-office', timezone: 'Europe/Berlin' });
    });

    it('suffixes a generated slug that is taken, but refuses a given one with 409', async () => {
      const user = await createUser(server);
      await user.client.POST('/v1/workspaces', { body: { name: 'Same Name' } });
      const second = await user.client.POST('/v1/workspaces', { body: { name: 'Same Name' } });
      expect(second.data!.data.slug).to.match(/^same-name-[0-9a-f]{6}$/);
      const taken = await user.client.POST('/v1/workspaces', { body: { name: 'Other', slug: 'same-name' } });
      expect(taken.response.status).to.equal(409);
      expect(taken.error!.error).to.include({ code: 'conflict', status: 409 });
      expect(taken.error!.error.message).to.contain('same-name');
    });

    it('refuses an unknown time zone with 422 and a missing name with 400, creating nothing', async () => {
      const user = await createUser(server);
      const before = await workspacesOf(user);
      const zone = await user.client.POST('/v1/workspaces', { body: { name: 'Mars Base', timezone: 'Mars/Olympus' } });
      expect(zone.response.status).to.equal(422);
      expect(zone.error!.error).to.include({ code: 'unprocessable_entity', message: "timezone 'Mars/Olympus' is not an IANA time zone." });
      expect(zone.error!.error.details).to.deep.equal([{ field: '/timezone', message: 'must be an IANA time zone such as Europe/Berlin' }]);
      const nameless = await rawRequest<{ error: { code: string; details: unknown } }>(server.url, {
        method: 'POST',
        path: '/v1/workspaces',
        apiKey: user.key,
        body: { timezone: 'UTC' },
      });
      expect(nameless.status).to.equal(400);
      expect(nameless.body.error).to.deep.include({ code: 'bad_request', details: [{ field: '/name', message: 'is required' }] });
      const after = await workspacesOf(user);
      expect(after).to.equal(before);
      expect(after, 'the user is a member of no workspace').to.equal(0);
    });

    it('refuses a read-only key with 403 and writes nothing', async () => {
      const user = await createUser(server, { scope: 'read-only' });
      const before = await workspacesOf(user);
      const { error, response } = await user.client.POST('/v1/workspaces', { body: { name: 'Nope' } });
      expect(response.status).to.equal(403);
      expect(error!.error.message).to.contain('read-only');
      expect(await workspacesOf(user)).to.equal(before);
    });

    it('answers 401 without a key', async () => {
      const anonymous = createTestClient({ baseUrl: server.url });
      const { error, response } = await anonymous.POST('/v1/workspaces', { body: { name: 'x' } });
      expect(response.status).to.equal(401);
      expect(error!.error.code).to.equal('unauthorized');
      expect(response.headers.get('x-request-id')).to.equal(error!.error.request_id);
    });
  });

  describe('GET /v1/workspaces', () => {
    it('lists only the caller’s workspaces, newest first, without timezone', async () => {
      const user = await createUser(server);
      const other = await createUser(server);
      await other.client.POST('/v1/workspaces', { body: { name: 'Not mine' } });
      const a = await user.client.POST('/v1/workspaces', { body: { name: 'First' } });
      const b = await user.client.POST('/v1/workspaces', { body: { name: 'Second' } });
      const { data, response } = await user.client.GET('/v1/workspaces');
      expect(response.status).to.equal(200);
      expect(data!.data.map((w) => w.id)).to.deep.equal([b.data!.data.id, a.data!.data.id]);
      expect(data!.data[0]).to.not.have.property('timezone');
      expect(data!.meta).to.deep.equal({ total: 2, page: 1, per_page: 20 });
    });

    it('pages with page and per_page', async () => {
      const user = await createUser(server);
      for (const name of ['a', 'b', 'c']) await user.client.POST('/v1/workspaces', { body: { name } });
      const { data } = await user.client.GET('/v1/workspaces', { params: { query: { page: 2, per_page: 2 } } });
      expect(data!.data.map((w) => w.name)).to.deep.equal(['a']);
      expect(data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
    });

    it('answers 400 for a non-integer page and 422 for per_page out of range', async () => {
      const user = await createUser(server);
      const bad = await rawRequest(server.url, { method: 'GET', path: '/v1/workspaces?page=abc', apiKey: user.key });
      expect(bad.status).to.equal(400);
      const big = await user.client.GET('/v1/workspaces', { params: { query: { per_page: 101 } } });
      expect(big.response.status).to.equal(422);
      expect(big.error!.error.details).to.deep.equal([{ field: '/per_page', message: 'must be <= 100' }]);
    });
  });
});
