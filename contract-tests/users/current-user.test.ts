// When a user was created is stored, not shown elsewhere: system-tests/users/stored-users-and-keys.test.ts checks it.
import { expect } from 'chai';
import { createUser, keyFor } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('GET /v1/users/me', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('returns the user that owns the calling key', async () => {
    const user = await createUser(server, { email: 'Ada.Lovelace@Example.test', name: 'Ada Lovelace' });
    const { data, response } = await user.client.GET('/v1/users/me');
    expect(response.status).to.equal(200);
    expect(data!.data).to.deep.equal({
      id: user.userId,
      email: 'Ada.Lovelace@Example.test',
      name: 'Ada Lovelace',
      created_at: data!.data.created_at,
    });
    expect(data!.data.id).to.match(/^usr_/);
  });

  it('returns the same user for each of the user’s keys, whatever their scope, and another user for another key', async () => {
    const user = await createUser(server);
    const readOnly = await keyFor(server, user, 'read-only');
    const other = await createUser(server);
    expect((await readOnly.client.GET('/v1/users/me')).data!.data.id).to.equal(user.userId);
    expect((await user.client.GET('/v1/users/me')).data!.data.id).to.equal(user.userId);
    expect((await other.client.GET('/v1/users/me')).data!.data.id).to.equal(other.userId);
  });
});
