// What users and keys leave in the database: a key's secret only as its SHA-256, the user's stored
// creation time, and no user or key from an operator command that reuses a user or is refused. What
// clients see of them: contract-tests/users/.
import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { createUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { runCli } from '../../contract-tests/users/support/run-cli.ts';

describe('users and API keys as stored', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const userCount = async () => Number((await server.knex('users').count({ n: '*' }).first())?.n);
  const keyCount = async () => Number((await server.knex('api_keys').count({ n: '*' }).first())?.n);

  describe('POST /v1/api-keys', () => {
    it('stores the new key’s secret only as its SHA-256, in no column as it is', async () => {
      const user = await createUser(server);
      const { data, response } = await user.client.POST('/v1/api-keys', { body: { name: 'CI pipeline' } });
      expect(response.status).to.equal(201);
      const created = data!.data;

      const row = await server.knex('api_keys').where({ id: created.id }).first();
      expect(row).to.include({ user_id: user.userId, name: 'CI pipeline', scope: 'editor', workspace_id: null });
      expect(Buffer.compare(row!.key_hash, createHash('sha256').update(created.key).digest())).to.equal(0);
      for (const [column, value] of Object.entries(row!)) {
        const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value);
        expect(text, `column ${column}`).to.not.contain(created.key);
      }
    });
  });

  describe('GET /v1/users/me', () => {
    it('returns the user that owns the calling key, as stored', async () => {
      const user = await createUser(server, { email: 'Ada.Lovelace@Example.test', name: 'Ada Lovelace' });
      const { data, response } = await user.client.GET('/v1/users/me');
      expect(response.status).to.equal(200);
      const row = await server.knex('users').where({ id: user.userId }).first();
      expect(data!.data).to.deep.equal({
        id: user.userId,
        email: 'Ada.Lovelace@Example.test',
        name: 'Ada Lovelace',
        created_at: row!.created_at.toISOString(),
      });
      expect(data!.data.id).to.match(/^usr_/);
    });
  });

  describe('operator CLI: keys', () => {
    it('keys create for an existing user (e-mail in any case) makes no new user', async () => {
      await createUser(server, { email: 'linus@cli.example', name: 'Linus' });
      const usersBefore = await userCount();
      const result = await runCli(server, ['keys', 'create', '--email', 'LINUS@cli.example', '--name', 'Someone Else']);
      expect(result.code, result.stderr).to.equal(0);
      expect(await userCount()).to.equal(usersBefore);
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
});
