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

  const userCount = async () => Number((await server.knex('users').count({ n: '*' }).first())?.n);
  const keyCount = async () => Number((await server.knex('api_keys').count({ n: '*' }).first())?.n);

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
    const usersBefore = await userCount();
    const result = await runCli(server, ['keys', 'create', '--email', 'LINUS@cli.example', '--name', 'Someone Else']);
    expect(result.code, result.stderr).to.equal(0);
    expect(await userCount()).to.equal(usersBefore);
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
      expect(await server.knex('api_keys').where({ id: keyId }).first('revoked_at'))
        .to.have.property('revoked_at')
        .that.is.instanceOf(Date);
    }
  });

  it('refuses bad arguments with exit code 2 and a usage text, printing no key and creating nothing', async () => {
    const before = { users: await userCount(), keys: await keyCount() };
    const cases = [
      ['keys', 'create', '--name', 'No Email'],
      ['keys', 'create', '--email', 'not-an-address'],
      ['keys', 'create', '--email', 'bad-scope@cli.example', '--scope', 'owner'],
      ['keys', 'create', '--email', 'no-ws@cli.example', '--workspace', 'ws_00000000000000000000000000'],
      ['keys', 'revoke', 'key_00000000000000000000000000'],
    ];
    for (const args of cases) {
      const result = await runCli(server, args);
      expect(result.code, args.join(' ')).to.equal(2);
      expect(result.stdout, args.join(' ')).to.equal('');
      expect(result.stderr, args.join(' ')).to.contain('keys create --email E');
    }
    expect({ users: await userCount(), keys: await keyCount() }).to.deep.equal(before);
  });
});
