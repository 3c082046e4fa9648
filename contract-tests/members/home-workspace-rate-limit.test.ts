// A key's rate limit follows the plan of its home workspace only while its user is a member there.
import { expect } from 'chai';
import { keyFor, memberWithRole, ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runCli } from '../users/support/run-cli.ts';

describe('the rate limit of a key whose user left its home workspace', () => {
  // Set here, apart, so the two plans' limits tell which one a request was counted against.
  const limits = { free: 600, pro: 3000 };
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_FREE: String(limits.free), RATE_LIMIT_PRO: String(limits.pro) });
  });
  after(async () => {
    await server?.close();
  });

  it("is the free plan's, from the request after the removal", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const plan = await runCli(server, ['workspaces', 'set-plan', workspaceId, 'pro']);
    expect(plan.code, plan.stderr).to.equal(0);
    const member = await memberWithRole(server, workspaceId, 'editor');
    const homed = await keyFor(server, member, 'editor', workspaceId);

    const first = await homed.client.GET('/v1/users/me');
    expect(first.response.headers.get('RateLimit-Limit')).to.equal(String(limits.pro));
    const removed = await owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: workspaceId, member_id: member.memberId } },
    });
    expect(removed.response.status).to.equal(204);
    const next = await homed.client.GET('/v1/users/me');
    expect(next.response.status).to.equal(200);
    expect(next.response.headers.get('RateLimit-Limit')).to.equal(String(limits.free));
  });
});
