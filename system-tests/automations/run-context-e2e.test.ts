import { expect } from 'chai';
import { dispatchBatch, fanOutReading, type FanOut } from '../../server/events/dispatcher.ts';
import { fanOutToAutomations } from '../../server/modules/automations/engine/event-fan-out.ts';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject, createTask, type CreateAutomation } from '../../contract-tests/automations/support/e2e.ts';
import { maxRunClaims, startRunEngine } from '../../server/modules/automations/engine/run-engine.ts';
import { claimDueRuns } from '../../server/modules/automations/engine/run-claims.ts';
import { createKnex } from '../../server/db/knex.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

// When a run runs at all, driven and read inside without a worker: an automation younger than the
// event is not started by it (the outbox dispatched by hand), and a run queued before archiving ends
// failed once a run engine claims it (an engine started here, in the test's process).
/** Starts a run engine in this process until it ended the run, then stops it. */
async function runByAnEngine(server: TestServer, runId: string): Promise<void> {
  const engine = startRunEngine(server.deps);
  try {
    await waitFor(
      async () => ((await server.knex('automation_runs').where({ id: runId }).first('status'))?.status === 'running' ? undefined : true),
      { what: 'the engine to end the run' },
    );
  } finally {
    await engine.stop();
  }
}

/** Dispatches every event waiting in the outbox (to the automations unless told), as a worker's dispatcher would. */
async function dispatchAll(server: TestServer, fanOuts: FanOut[] = [fanOutToAutomations]): Promise<void> {
  while ((await dispatchBatch(server.knex, fanOuts)) > 0);
}

type EventAutomation = Extract<CreateAutomation, { type: 'event' }>;

/** An event automation in `projectId` sending one e-mail to `to` on `event`. */
const mailingOn = (owner: TestUser, at: { projectId: string; name: string; event: EventAutomation['trigger']['event']; to?: string }) =>
  createAutomation(owner, {
    project_id: at.projectId,
    name: at.name,
    type: 'event',
    trigger: { event: at.event },
    actions: [{ type: 'send_email', config: { to: at.to ?? 'ops@example.test', subject: 's', body: 'b' } }],
  });

describe('without a worker: event age and runs queued before archiving', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('does not start an automation for an event older than the automation', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Late');
    await createTask(owner, project.id, 'before the rule');
    const automation = await mailingOn(owner, { projectId: project.id, name: 'Too late', event: 'task.created' });
    // Without a worker the task's event is still in the outbox; dispatch it only now.
    expect(
      await server
        .knex('events')
        .where({ workspace_id: workspaceId, type: 'task.created' })
        .whereNull('dispatched_at')
        .count({ n: '*' })
        .first(),
    ).to.deep.equal({ n: 1 });
    await dispatchAll(server);

    expect(await server.knex('automation_runs').where({ automation_id: automation.id }).count({ n: '*' }).first()).to.deep.equal({ n: 0 });
    await createTask(owner, project.id, 'after the rule');
    await dispatchAll(server);
    expect(await server.knex('automation_runs').where({ automation_id: automation.id }).count({ n: '*' }).first()).to.deep.equal({ n: 1 });
  });

  it("reads no automation of another project for a project's event; a workspace-level event reaches every project's", async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const [x, y] = [await createProject(owner, workspaceId, 'X'), await createProject(owner, workspaceId, 'Y')];
    const onTask = await mailingOn(owner, { projectId: x.id, name: 'X tasks', event: 'task.created' });
    const onProject = await mailingOn(owner, { projectId: x.id, name: 'Any project', event: 'project.created' });
    await dispatchAll(server);
    const runsOf = async (automationId: string) =>
      (await server.knex('automation_runs').where({ automation_id: automationId }).count({ n: '*' }).first())!.n;
    /** Dispatches what is waiting, counting the candidates the claims read for the automations' fan-out. */
    const dispatchCountingCandidates = async () => {
      let candidates = 0;
      const counting = fanOutReading<{ candidates: unknown[] } | null>(fanOutToAutomations.read!, (trx, events, found) => {
        candidates += found?.candidates.length ?? 0;
        return fanOutToAutomations(trx, events, found);
      });
      await dispatchAll(server, [counting]);
      return candidates;
    };

    await createTask(owner, y.id, 'in Y, which no automation listens to');
    expect(await dispatchCountingCandidates(), "X's automation is not read for Y's task").to.equal(0);
    expect(await runsOf(onTask.id)).to.equal(0);
    await createTask(owner, x.id, 'in X');
    expect(await dispatchCountingCandidates()).to.equal(1);
    expect(await runsOf(onTask.id)).to.equal(1);
    await createProject(owner, workspaceId, 'Z');
    expect(await dispatchCountingCandidates(), 'project.created reaches every project').to.equal(1);
    expect(await runsOf(onProject.id)).to.equal(1);
  });

  it("reads what a run is started and executed with in the claims' own statements: the candidates and their authors' sight in the dispatch claim, the run's facts in the run claim", async () => {
    const { owner, workspaceId, ownerMemberId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Read with the claims');
    const automation = await mailingOn(owner, { projectId: project.id, name: 'Facts', event: 'task.created' });
    await dispatchAll(server);
    const task = await createTask(owner, project.id, 'claimed with its facts');
    // A pool of the test's own, so the statements counted are the work's: the server in this process
    // uses its pool for its own (the rate limits' counts, written every few hundred ms).
    const own = createKnex(server.connectionString);
    /** The statements `work` sends on `own`, but for a transaction's begin and commit. */
    const statementsOf = async <T>(work: () => Promise<T>): Promise<{ result: T; sent: string[] }> => {
      const sent: string[] = [];
      const onQuery = (query: { sql: string }) => {
        // The commit's wake-ups (pg_notify, sent after it on pooled connections) are not the work's statements.
        if (!/^(begin|commit)|pg_notify/i.test(query.sql)) sent.push(query.sql.trim().slice(0, 60));
      };
      own.on('query', onQuery);
      try {
        return { result: await work(), sent };
      } finally {
        own.off('query', onQuery);
      }
    };
    try {
      const dispatched = await statementsOf(() => dispatchBatch(own, [fanOutToAutomations]));
      expect(dispatched.result).to.equal(1);
      // The claim (which read the candidate and its author's sight), the run allowance's lock, the run's insert.
      expect(dispatched.sent, dispatched.sent.join('\n')).to.have.length(3);
      const run = await server.knex('automation_runs').where({ automation_id: automation.id }).first('id');
      expect(run, 'the task started a run').to.not.equal(undefined);

      const claimed = await statementsOf(() => claimDueRuns(own, { total: 100, room: new Map(), perWorkspace: 100, leaseSeconds: 30 }));
      expect(claimed.sent, claimed.sent.join('\n')).to.have.length(1);
      expect(claimed.result.runs.map((r) => r.id)).to.include(run!.id);
      // As each table's own read gives them, dates included.
      const event = await server
        .knex('events')
        .where({ workspace_id: workspaceId, type: 'task.created' })
        .first('id', 'type', 'project_id', 'data');
      expect(claimed.result.facts.get(run!.id)).to.deep.equal({
        automation: await server.knex('automations').where({ id: automation.id }).first(),
        project: await server.knex('projects').where({ id: project.id }).first(),
        author: { memberId: ownerMemberId, role: 'owner' },
        event,
        workspace: await server.knex('workspaces').where({ id: workspaceId }).first('id', 'name', 'slug', 'plan', 'timezone'),
      });
      expect((event!.data as { task: { id: string } }).task.id).to.equal(task.id);
    } finally {
      await own.destroy();
    }
  });

  it('ends a run queued before archiving as failed once an engine claims it, instead of leaving it running', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Archive me');
    const automation = await mailingOn(owner, {
      projectId: project.id,
      name: 'Queued',
      event: 'task.created',
      to: 'archived-run@example.test',
    });
    const { data } = await owner.client.POST('/v1/automations/{automation_id}/runs', {
      params: { path: { automation_id: automation.id } },
    });
    await owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { archived: true } });
    const queued = await server.knex('automation_runs').where({ id: data!.data.id }).first('status', 'next_step_at');
    expect(queued).to.deep.include({ status: 'running' });
    expect(queued!.next_step_at, 'due for an engine').to.be.instanceOf(Date);

    await runByAnEngine(server, data!.data.id);

    const run = await server.knex('automation_runs').where({ id: data!.data.id }).first('status', 'error_message', 'completed_at');
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.equal("The automation's project was archived before this run started; no action ran.");
    expect(run!.completed_at).to.be.instanceOf(Date);
    expect(await server.knex('mail_outbox').where({ to_address: 'archived-run@example.test' }).count({ n: '*' }).first()).to.deep.equal({
      n: 0,
    });
  });

  it('ends a run whose workers kept stopping while they held it at its sixth claim, without acting, with the event that says so', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Poison');
    const automation = await mailingOn(owner, {
      projectId: project.id,
      name: 'Claimed often',
      event: 'task.created',
      to: 'claimed-often@example.test',
    });
    const { data } = await owner.client.POST('/v1/automations/{automation_id}/runs', {
      params: { path: { automation_id: automation.id } },
    });
    // As if five engines had claimed it and died: the next claim is the sixth.
    await server.knex('automation_runs').where({ id: data!.data.id }).update({ claims: maxRunClaims });

    await runByAnEngine(server, data!.data.id);
    const run = await server.knex('automation_runs').where({ id: data!.data.id }).first('status', 'error_message', 'claims', 'steps');
    expect(run).to.deep.include({ status: 'failed', claims: maxRunClaims + 1 });
    expect(run!.error_message).to.equal(
      `The run was interrupted ${maxRunClaims} times (its worker stopped, or the service failed, while it ran); its remaining steps did not run.`,
    );
    expect(run!.steps.map((s: { status: string }) => s.status)).to.deep.equal(['skipped']);
    const failed = await server
      .knex('events')
      .where({ workspace_id: workspaceId, type: 'automation.run.failed' })
      .whereRaw(`data->>'run_id' = ?`, [data!.data.id]);
    expect(failed, 'its automation.run.failed event').to.have.length(1);
    expect(await server.knex('mail_outbox').where({ to_address: 'claimed-often@example.test' }).count({ n: '*' }).first()).to.deep.equal({
      n: 0,
    });
  });
});
