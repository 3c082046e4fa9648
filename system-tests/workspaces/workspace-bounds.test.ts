/**
 * What one workspace may grow through the API, besides the bounds of its automations and webhooks:
 * 1,000 projects (archived ones included) and 500 pending invitations, each 422 past it naming
 * `workspace_id`, held under concurrent requests; and the 100 workspaces one user may own, on each way to own one. Rows up to
 * the bound are written straight to the database: a thousand requests would test nothing more.
 */
import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { createUser, memberWithRole, ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
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

  describe('workspaces one user owns', () => {
    const createWorkspace = (user: TestUser, name: string) =>
      rawRequest<ErrorBody>(server.url, { method: 'POST', path: '/v1/workspaces', apiKey: user.key, body: { name } });
    /** `count` more workspaces with the user as a member of `role`, written straight to the tables. */
    async function addWorkspaces(user: TestUser, count: number, role: 'owner' | 'admin'): Promise<string[]> {
      const tag = `${user.userId.slice(-10)}${role[0]}`;
      const ids = Array.from({ length: count }, (_, i) => `ws_${tag}${i}`);
      await server.knex.batchInsert(
        'workspaces',
        ids.map((id) => ({ id, name: id, slug: id.replace('_', '-').toLowerCase() })),
        500,
      );
      await server.knex.batchInsert(
        'members',
        ids.map((id) => ({ id: `mem_${id.slice(3)}`, workspace_id: id, user_id: user.userId, role })),
        500,
      );
      return ids;
    }

    const refusal =
      'This user already owns 100 workspaces, the most allowed; one must be deleted (DELETE /v1/workspaces/{workspace_id}), or handed to another owner and left, first.';
    const ownerCount = async (user: TestUser) =>
      Number((await server.knex('members').where({ user_id: user.userId, role: 'owner' }).count({ n: '*' }).first())!.n);

    it('creating: 100 owned, however they came to be, then 422 writing nothing; a membership of another role does not count; owning one no more makes room', async () => {
      // The fixture's owner owns one already; these count alike, however the user came to own them.
      const owned = await addWorkspaces(owner, 98, 'owner');
      await addWorkspaces(owner, 30, 'admin');
      expect((await createWorkspace(owner, 'The hundredth')).status).to.equal(201);
      const refused = await createWorkspace(owner, 'One too many');
      expect(refused.status).to.equal(422);
      expect(refused.body.error.message).to.equal(refusal);
      expect(refused.body.error.details).to.deep.equal([{ field: '/', message: 'the user owns 100 workspaces, the most allowed' }]);
      expect(await server.knex('workspaces').where({ name: 'One too many' })).to.deep.equal([]);
      // Another user is not held by this one's bound.
      expect((await createWorkspace(await createUser(server), 'Someone else')).status).to.equal(201);
      // An owner no more of one of them (an admin there now): room for one.
      await server.knex('members').where({ workspace_id: owned[0], user_id: owner.userId }).update({ role: 'admin' });
      expect((await createWorkspace(owner, 'In its place')).status).to.equal(201);
      expect((await createWorkspace(owner, 'Past it again')).status).to.equal(422);
    });

    it('accepting an invitation as owner at the bound: 422, the invitation still pending and no membership; as an admin it is accepted', async () => {
      const invitee = await createUser(server);
      await addWorkspaces(invitee, 100, 'owner');
      const inviteAs = async (role: 'owner' | 'admin') => {
        const sent = await rawRequest<{ data: { id: string } }>(server.url, {
          method: 'POST',
          path: `/v1/workspaces/${workspaceId}/invitations`,
          apiKey: owner.key,
          body: { email: invitee.email, role },
        });
        expect(sent.status).to.equal(201);
        return sent.body.data.id;
      };
      const accept = (id: string) =>
        rawRequest<ErrorBody>(server.url, { method: 'POST', path: `/v1/invitations/${id}/accept`, apiKey: invitee.key });
      const asOwner = await inviteAs('owner');
      const refused = await accept(asOwner);
      expect(refused.status).to.equal(422);
      expect(refused.body.error.message).to.equal(refusal);
      expect(await server.knex('invitations').where({ id: asOwner }).first('status')).to.deep.equal({ status: 'pending' });
      expect(await server.knex('members').where({ workspace_id: workspaceId, user_id: invitee.userId })).to.deep.equal([]);
      expect((await accept(await inviteAs('admin'))).status, 'a re-invite as admin').to.equal(201);
      expect(await ownerCount(invitee)).to.equal(100);
    });

    it('being made an owner at the bound: 422 naming role, the role unchanged; made an admin it is changed', async () => {
      const target = await memberWithRole(server, workspaceId, 'editor');
      await addWorkspaces(target, 100, 'owner');
      const change = (role: string) =>
        rawRequest<ErrorBody>(server.url, {
          method: 'PATCH',
          path: `/v1/workspaces/${workspaceId}/members/${target.memberId}`,
          apiKey: owner.key,
          body: { role },
        });
      const refused = await change('owner');
      expect(refused.status).to.equal(422);
      expect(refused.body.error.message).to.equal(
        'This member already owns 100 workspaces, the most allowed; they must delete one, or hand one to another owner and leave it, before they can be made an owner here.',
      );
      expect(refused.body.error.details).to.deep.equal([{ field: '/role', message: 'the user owns 100 workspaces, the most allowed' }]);
      expect(await server.knex('members').where({ id: target.memberId }).first('role')).to.deep.equal({ role: 'editor' });
      expect((await change('admin')).status).to.equal(200);
      expect(await ownerCount(target)).to.equal(100);
    });

    it('concurrent creations at the bound: exactly as many succeed as there is room for', async () => {
      await addWorkspaces(owner, 96, 'owner');
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createWorkspace(owner, `Racer ${i}`)));
      expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 201, 201, 422, 422, 422, 422, 422]);
    });
  });
});
