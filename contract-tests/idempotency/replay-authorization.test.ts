/**
 * Issue 21, point 3: a stored response is replayed only to the API key that sent it, and only while
 * that key still passes the operation's own checks (scope, role, membership). Otherwise the request
 * is answered as the operation would answer it now: another key's request runs as its own, a removed
 * member gets 404, a demoted one 403, and no secret in a stored response reaches another key.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { rawRequest, type RawResponse } from '../support/client.ts';
import { keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { createProject } from '../projects/support/projects.ts';
import { createAutomation, eventBody } from '../automations/support/api.ts';
import { keysNamed, projectsNamed, tasksNamed } from './support/named.ts';

interface Envelope {
  error: { code: string; message: string; status: number };
}

describe('replays of Idempotency-Key requests are authorized like new requests', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const post = <T = unknown>(user: TestUser, path: string, key: string, body?: unknown): Promise<RawResponse<T>> =>
    rawRequest<T>(server.url, { method: 'POST', path, apiKey: user.key, headers: { 'Idempotency-Key': key }, body });

  it("another key of the same user never gets the stored response: a read-only key sending an admin key's request gets 403, not the new key's secret", async () => {
    const { owner } = await ownerWithWorkspace(server);
    const readOnly = await keyFor(server, owner, 'read-only');
    const key = randomUUID();
    const body = { name: 'Deploy bot', scope: 'admin' };
    const created = await post<{ data: { key: string } }>(owner, '/v1/api-keys', key, body);
    expect(created.status).to.equal(201);

    const refused = await post<Envelope>(readOnly, '/v1/api-keys', key, body);
    expect(refused.status).to.equal(403);
    expect(refused.headers.get('idempotent-replayed')).to.equal(null);
    expect(refused.text).to.not.contain(created.body.data.key);
    expect(refused.body.error.message).to.match(/read-only scope/);
    expect(await keysNamed(owner, 'Deploy bot')).to.equal(1);
  });

  it('a member removed from the workspace gets 404 for the replay of their stored dry run, as the dry run would answer now', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Shared', visibility: 'shared' });
    const automation = await createAutomation(owner, eventBody(project.id));
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const key = randomUUID();
    const path = `/v1/automations/${automation.id}/test`;
    const tried = await post(viewer, path, key, {});
    expect(tried.status).to.equal(200);

    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: viewer.memberId } },
    });
    expect(removed.response.status).to.equal(204);

    const replay = await post<Envelope>(viewer, path, key, {});
    expect(replay.status).to.equal(404);
    expect(replay.headers.get('idempotent-replayed')).to.equal(null);
    expect(replay.body.error.message).to.equal(`Automation ${automation.id} not found.`);
    expect(replay.text).to.not.contain('Mail on new tasks');
  });

  it('a member demoted from editor to viewer gets 403 for the replay of a task they created, and nothing is written', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { name: 'Roadmap', visibility: 'shared' });
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const key = randomUUID();
    const path = `/v1/projects/${project.id}/tasks`;
    const body = { name: 'Write the brief' };
    expect((await post(editor, path, key, body)).status).to.equal(201);

    const demoted = await owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: editor.memberId } },
      body: { role: 'viewer' },
    });
    expect(demoted.response.status).to.equal(200);

    const replay = await post<Envelope>(editor, path, key, body);
    expect(replay.status).to.equal(403);
    expect(replay.headers.get('idempotent-replayed')).to.equal(null);
    expect(replay.body.error.message).to.match(/\(viewer\) cannot do this: Creating a task needs editor or higher/);
    expect(await tasksNamed(owner, project.id, 'Write the brief')).to.equal(1);
  });

  it('the key that sent a request still gets its replay while allowed; another key of the same user with the same Idempotency-Key makes its own request', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const secondKey = await keyFor(server, owner, 'admin', workspaceId);
    const key = randomUUID();
    const body = { workspace_id: workspaceId, name: 'Per key' };
    const first = await post<{ data: { id: string } }>(owner, '/v1/projects', key, body);
    expect(first.status).to.equal(201);

    const replay = await post<{ data: { id: string } }>(owner, '/v1/projects', key, body);
    expect(replay.status).to.equal(201);
    expect(replay.headers.get('idempotent-replayed')).to.equal('true');
    expect(replay.text).to.equal(first.text);

    const fromSecondKey = await post<{ data: { id: string } }>(secondKey, '/v1/projects', key, body);
    expect(fromSecondKey.status).to.equal(201);
    expect(fromSecondKey.headers.get('idempotent-replayed')).to.equal(null);
    expect(fromSecondKey.body.data.id).to.not.equal(first.body.data.id);
    expect(await projectsNamed(owner, workspaceId, 'Per key')).to.equal(2);
  });
});
