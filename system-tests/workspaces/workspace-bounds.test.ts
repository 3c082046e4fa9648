/**
 * What one workspace may grow through the API, besides the bounds of its automations and webhooks:
 * 1,000 projects (archived ones included) and 500 pending invitations, each 422 past it naming
 * `workspace_id`, held under concurrent requests. Rows up to the bound are written straight to the
 * database: a thousand requests would test nothing more.
 */
import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

type ErrorBody = { error: { message: string; details?: Array<{ field: string; message: string }> } };

describe('the bounds of what a workspace grows', function () {
  this.timeout(60_000);
  let server: TestServer;
  let owner: TestUser;
  let workspaceId: string;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  beforeEach(async () => {
    ({ owner, workspaceId } = await ownerWithWorkspace(server, 'Bounded'));
  });
  after(async () => {
    await server?.close();
  });

  const createProject = (name: string) =>
    rawRequest<ErrorBody>(server.url, {
      method: 'POST',
      path: '/v1/projects',
      apiKey: owner.key,
      body: { workspace_id: workspaceId, name },
    });
  const invite = (email: string) =>
    rawRequest<ErrorBody>(server.url, {
      method: 'POST',
      path: `/v1/workspaces/${workspaceId}/invitations`,
      apiKey: owner.key,
      body: { email, role: 'viewer' },
    });

  async function addProjects(count: number, archived: boolean): Promise<void> {
    const rows = Array.from({ length: count }, (_, i) => ({
      id: `proj_${workspaceId.slice(3)}${archived ? 'a' : 'l'}${i}`,
      workspace_id: workspaceId,
      name: `Filler ${i}`,
      archived,
    }));
    await server.knex.batchInsert('projects', rows, 500);
  }

  it('1,000 projects, archived ones included: the next is 422 naming workspace_id, and a deleted one makes room', async () => {
    await addProjects(899, false);
    await addProjects(100, true);
    expect((await createProject('The thousandth')).status).to.equal(201);
    const refused = await createProject('One too many');
    expect(refused.status).to.equal(422);
    expect(refused.body.error.message).to.equal(
      `Workspace ${workspaceId} already has 1,000 projects (archived ones included), the most a workspace may have; delete one first.`,
    );
    expect(refused.body.error.details).to.deep.equal([{ field: '/workspace_id', message: 'already has the maximum of 1000 projects' }]);
    const count = async () => Number((await server.knex('projects').where({ workspace_id: workspaceId }).count({ n: '*' }).first())!.n);
    expect(await count()).to.equal(1_000);
    await server
      .knex('projects')
      .where({ id: `proj_${workspaceId.slice(3)}l0` })
      .delete();
    expect((await createProject('In its place')).status).to.equal(201);
  });

  it('concurrent project creations at the bound: exactly as many succeed as there is room for', async () => {
    await addProjects(997, false);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createProject(`Racer ${i}`)));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 201, 201, 422, 422, 422, 422, 422]);
  });

  it('500 pending invitations: the next is 422 naming workspace_id; expired ones do not count, and a re-invite always fits', async () => {
    const now = Date.now();
    const rows = (count: number, prefix: string, expiresAt: Date) =>
      Array.from({ length: count }, (_, i) => ({
        id: `inv_${workspaceId.slice(3)}${prefix}${i}`,
        workspace_id: workspaceId,
        email: `${prefix}-${i}@example.test`,
        role: 'viewer',
        invited_by: owner.userId,
        expires_at: expiresAt,
      }));
    await server.knex.batchInsert('invitations', rows(499, 'p', new Date(now + 86_400_000)), 500);
    // Past their time but not yet marked by the expiry job: not pending any more.
    await server.knex.batchInsert('invitations', rows(50, 'x', new Date(now - 1_000)), 500);
    expect((await invite('five-hundredth@example.test')).status).to.equal(201);
    const refused = await invite('one-too-many@example.test');
    expect(refused.status).to.equal(422);
    expect(refused.body.error.message).to.equal(
      `Workspace ${workspaceId} already has 500 pending invitations, the most a workspace may have; revoke one or wait for some to be accepted or expire.`,
    );
    expect(refused.body.error.details).to.deep.equal([
      { field: '/workspace_id', message: 'already has the maximum of 500 pending invitations' },
    ]);
    expect(await server.knex('invitations').where({ workspace_id: workspaceId, email: 'one-too-many@example.test' })).to.deep.equal([]);
    expect((await invite('p-7@example.test')).status, 'a re-invite supersedes one').to.equal(201);
  });

  it('concurrent invitations at the bound: exactly as many succeed as there is room for', async () => {
    const rows = Array.from({ length: 497 }, (_, i) => ({
      id: `inv_${workspaceId.slice(3)}r${i}`,
      workspace_id: workspaceId,
      email: `r-${i}@example.test`,
      role: 'viewer',
      invited_by: owner.userId,
      expires_at: new Date(Date.now() + 86_400_000),
    }));
    await server.knex.batchInsert('invitations', rows, 500);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => invite(`racer-${i}@example.test`)));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 201, 201, 422, 422, 422, 422, 422]);
  });
});
