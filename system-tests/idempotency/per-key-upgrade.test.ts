/**
 * Issue 21, point 3, the upgrade: idempotency keys stored per user before they became per API key
 * are kept for each of the user's active keys, so a retry across the upgrade still runs once, and
 * their replays are authorized like any other; a stored new API key is dropped, since which key may
 * see its secret is no longer known. A system test: it migrates its own database down and up.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { migrationConfig } from '../../server/db/migrate.ts';
import { rawRequest, type RawResponse } from '../../contract-tests/support/client.ts';
import { keyFor, ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

const perKeyMigration = { ...migrationConfig, name: '20261128000100_idempotency_keys_per_api_key.ts' };

describe('upgrading idempotency keys from per user to per API key', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const post = <T = unknown>(user: TestUser, path: string, key: string, body: unknown): Promise<RawResponse<T>> =>
    rawRequest<T>(server.url, { method: 'POST', path, apiKey: user.key, headers: { 'Idempotency-Key': key }, body });

  it("keeps a user's stored responses for each of their active keys, replayed only past the operation's checks, and drops stored API keys", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const secondKey = await keyFor(server, owner, 'admin', workspaceId);
    const readOnly = await keyFor(server, owner, 'read-only', workspaceId);
    const revoked = await keyFor(server, owner, 'admin', workspaceId);
    await server.knex('api_keys').where({ id: revoked.keyId }).update({ revoked_at: new Date() });
    const projectKey = randomUUID();
    const project = { workspace_id: workspaceId, name: 'Before the upgrade' };
    const created = await post<{ data: { id: string } }>(owner, '/v1/projects', projectKey, project);
    expect(created.status).to.equal(201);
    const apiKeyKey = randomUUID();
    const newKey = await post<{ data: { key: string } }>(owner, '/v1/api-keys', apiKeyKey, { name: 'Before the upgrade' });
    expect(newKey.status).to.equal(201);

    await server.knex.migrate.down(perKeyMigration);
    const perUser = await server.knex('idempotency_keys').where({ user_id: owner.userId }).count({ n: '*' }).first();
    expect(Number(perUser!.n), 'before the upgrade: a row per user and key').to.equal(2);
    await server.knex.migrate.up(perKeyMigration);

    const rows = await server.knex('idempotency_keys').where({ user_id: owner.userId }).orderBy('api_key_id').select('api_key_id', 'key');
    // The user's active keys: the fixture's first key (it made the workspace), the three above and the one made by request.
    const active: string[] = await server
      .knex('api_keys')
      .where({ user_id: owner.userId })
      .whereNull('revoked_at')
      .orderBy('id')
      .pluck('id');
    expect(active).to.have.length(5).and.include.members([owner.keyId, secondKey.keyId, readOnly.keyId]).and.not.include(revoked.keyId);
    expect(rows, 'one row per active key, none for the revoked one, none for the API key').to.deep.equal(
      active.map((id) => ({ api_key_id: id, key: projectKey })),
    );

    const replayed = await post<{ data: { id: string } }>(secondKey, '/v1/projects', projectKey, project);
    expect(replayed.status).to.equal(201);
    expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
    expect(replayed.body.data.id).to.equal(created.body.data.id);
    const refused = await post(readOnly, '/v1/projects', projectKey, project);
    expect(refused.status, 'the replay passes the operation’s scope check first').to.equal(403);

    const again = await post<{ data: { key: string } }>(secondKey, '/v1/api-keys', apiKeyKey, { name: 'Before the upgrade' });
    expect(again.status).to.equal(201);
    expect(again.headers.get('idempotent-replayed')).to.equal(null);
    expect(again.body.data.key).to.not.equal(newKey.body.data.key);
  });
});
