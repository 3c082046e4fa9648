/**
 * The engines' claims (server/db/windowed-claim.ts) take at most the slow workspaces' shared bound of
 * their rows together (workspace-windows.ts, slowShare), a round of each one's oldest at a time, and
 * leave every other workspace its own room: a tenant's many slow workspaces cannot take the claim,
 * however old their backlog.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { createProject } from '../../contract-tests/webhooks/support/webhooks.ts';
import { createAutomation } from '../../contract-tests/automations/support/api.ts';
import { claimDueRuns } from '../../server/modules/automations/engine/run-claims.ts';

describe("scale: a claim keeps the slow workspaces to their shared bound, a round of each one's oldest at a time", () => {
  let server: TestServer;
  const slow: string[] = [];
  let fast: string;
  const owners = new Map<string, TestUser>();

  /** `count` runs due in the workspace, the first `minutesAgo` minutes ago and each a millisecond later. */
  async function dueRuns(workspaceId: string, count: number, minutesAgo: number): Promise<void> {
    const owner = owners.get(workspaceId)!;
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Due',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'create_task', config: { name: 'x' } }],
    });
    await server.knex.raw(
      `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, next_step_at)
       select ? || '_' || lpad(i::text, 3, '0'), ?, ?, 'running', '{"kind":"schedule"}', '[]', '[]',
              now() - make_interval(mins => ?) + i * interval '1 ms'
       from generate_series(1, ?) i`,
      [`run_${workspaceId}`, automation.id, workspaceId, minutesAgo, count],
    );
  }
  before(async function () {
    this.timeout(60_000);
    server = await startTestServer({ RUN_WORKER: 'false' });
    for (let i = 0; i < 4; i++) {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      owners.set(workspaceId, owner);
      if (i < 3) slow.push(workspaceId);
      else fast = workspaceId;
    }
    // The slow workspaces' backlogs are the oldest: without the bound they would fill the claim.
    for (const [i, workspaceId] of slow.entries()) await dueRuns(workspaceId, 10, 60 - i);
    await dueRuns(fast, 5, 1);
  });
  after(async () => {
    await server?.close();
  });

  it('7 of the slow workspaces’ rows (3, 2 and 2, oldest of each), and the fast workspace its 5', async () => {
    const { runs } = await claimDueRuns(server.knex, {
      total: 30,
      room: new Map(),
      perWorkspace: 8,
      slow: { workspaces: slow, left: 7 },
      leaseSeconds: 30,
    });
    const ids = (workspaceId: string) =>
      runs
        .filter((r) => r.workspace_id === workspaceId)
        .map((r) => r.id)
        .sort();
    expect(ids(slow[0]!)).to.deep.equal([`run_${slow[0]}_001`, `run_${slow[0]}_002`, `run_${slow[0]}_003`]);
    expect(ids(slow[1]!)).to.deep.equal([`run_${slow[1]}_001`, `run_${slow[1]}_002`]);
    expect(ids(slow[2]!)).to.deep.equal([`run_${slow[2]}_001`, `run_${slow[2]}_002`]);
    expect(ids(fast)).to.have.length(5);
    expect(runs).to.have.length(12);
  });
});
