/**
 * Idempotency keys as a client sees them (issue 21, point 3): keys belong to the API key that sent
 * them, and a request that failed is not remembered. Replays, conflicts, malformed keys, expiry and
 * what the keys leave in the database are system-tests/idempotency/idempotency-keys-stored.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { rawRequest } from '../support/client.ts';
import { keyFor, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { projectsNamed } from './support/named.ts';

describe('Idempotency-Key on POST, per API key', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('keys belong to the API key: another user, or another key of the same user, may use the same key for a request of its own', async () => {
    const a = await ownerWithWorkspace(server, 'A');
    const b = await ownerWithWorkspace(server, 'B');
    const key = 'shared-key-0001';
    const send = (key: string, apiKey: string, workspaceId: string) =>
      rawRequest<{ data: { id: string } }>(server.url, {
        method: 'POST',
        path: '/v1/projects',
        apiKey,
        headers: { 'Idempotency-Key': key },
        body: { workspace_id: workspaceId, name: 'Per user' },
      });
    const fromA = await send(key, a.owner.key, a.workspaceId);
    const fromB = await send(key, b.owner.key, b.workspaceId);
    expect([fromA.status, fromB.status]).to.deep.equal([201, 201]);
    expect(fromB.headers.get('idempotent-replayed')).to.equal(null);
    expect(fromB.body.data.id).to.not.equal(fromA.body.data.id);
    const secondKeyOfA = await keyFor(server, a.owner, 'admin', a.workspaceId);
    const fromSecondKey = await send(key, secondKeyOfA.key, a.workspaceId);
    expect(fromSecondKey.status).to.equal(201);
    expect(fromSecondKey.headers.get('idempotent-replayed')).to.equal(null);
    expect(fromSecondKey.body.data.id).to.not.equal(fromA.body.data.id);
    const replayed = await send(key, a.owner.key, a.workspaceId);
    expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
    expect(replayed.body.data.id).to.equal(fromA.body.data.id);
    expect(await projectsNamed(a.owner, a.workspaceId, 'Per user')).to.equal(2);
    expect(await projectsNamed(b.owner, b.workspaceId, 'Per user')).to.equal(1);
  });

  it('a request that failed is not remembered: corrected and sent again with its key, it runs', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const send = (body: object) =>
      rawRequest(server.url, { method: 'POST', path: '/v1/projects', apiKey: owner.key, headers: { 'Idempotency-Key': key }, body });
    expect((await send({ workspace_id: workspaceId, name: 'Fixed', color: 'blue' })).status).to.equal(422);
    expect((await send({ workspace_id: 'ws_00000000000000000000000000', name: 'Fixed' })).status).to.equal(404);
    const fixed = await send({ workspace_id: workspaceId, name: 'Fixed' });
    expect(fixed.status).to.equal(201);
    expect(fixed.headers.get('idempotent-replayed')).to.equal(null);
    expect(await projectsNamed(owner, workspaceId, 'Fixed')).to.equal(1);
  });
});
