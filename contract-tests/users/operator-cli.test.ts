import { expect } from 'chai';
import { createTestClient } from '../support/client.ts';
import { createUser, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from './support/run-cli.ts';

describe('operator CLI: keys', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('keys create prints only the new key; it works at once with the given scope, home workspace and new user', async () => {
    const { workspaceId } = await ownerWithWorkspace(server, 'Operated');
    const result = await runCli(server, [
      'keys',
      'create',
      '--email',
      'grace@cli.example',
      '--name',
      'Grace Hopper',
      '--scope',
      'editor',
      '--workspace',
      workspaceId,
    ]);
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.match(/^wsa_[A-Za-z0-9_-]{43}\n$/);
    const key = result.stdout.trim();

    const client = createTestClient({ baseUrl: server.url, apiKey: key });
    const me = await client.GET('/v1/users/me');
    expect(me.response.status).to.equal(200);
    expect(me.data!.data).to.include({ email: 'grace@cli.example', name: 'Grace Hopper' });
    const keys = await client.GET('/v1/api-keys');
    expect(keys.data!.data).to.have.length(1);
    expect(keys.data!.data[0]).to.include({ scope: 'editor', workspace_id: workspaceId, prefix: key.slice(0, 12), revoked_at: null });
  });

  it('keys create gives an existing user (e-mail in any case) another key, scope admin by default, keeping the name', async () => {
    const existing = await createUser(server, { email: 'linus@cli.example', name: 'Linus' });
    const result = await runCli(server, ['keys', 'create', '--email', 'LINUS@cli.example', '--name', 'Someone Else']);
    expect(result.code, result.stderr).to.equal(0);
    const client = createTestClient({ baseUrl: server.url, apiKey: result.stdout.trim() });
    const me = await client.GET('/v1/users/me');
    expect(me.data!.data).to.include({ id: existing.userId, name: 'Linus' });
    const keys = await client.GET('/v1/api-keys');
    expect(keys.data!.data[0]).to.include({ scope: 'admin', workspace_id: null });
  });

  it('keys revoke, by key id or by the key itself, makes the key get 401 at once', async () => {
    for (const by of ['id', 'secret'] as const) {
      const created = await runCli(server, ['keys', 'create', '--email', `revoked-by-${by}@cli.example`]);
      const key = created.stdout.trim();
      const client = createTestClient({ baseUrl: server.url, apiKey: key });
      const me = await client.GET('/v1/users/me');
      expect(me.response.status).to.equal(200);
      const keyId = (await client.GET('/v1/api-keys')).data!.data[0]!.id;

      const revoked = await runCli(server, ['keys', 'revoke', by === 'id' ? keyId : key]);
      expect(revoked).to.deep.include({ code: 0, stdout: `revoked ${keyId}\n` });
      const refused = await client.GET('/v1/users/me');
      expect(refused.response.status, `revoked by ${by}`).to.equal(401);
      // Another key of the same user reads the revoked one in its list.
      const other = await runCli(server, ['keys', 'create', '--email', `revoked-by-${by}@cli.example`]);
      const keys = await createTestClient({ baseUrl: server.url, apiKey: other.stdout.trim() }).GET('/v1/api-keys');
      expect(keys.data!.data.find((k) => k.id === keyId))
        .to.have.property('revoked_at')
        .that.is.a('string');
    }
  });
});
