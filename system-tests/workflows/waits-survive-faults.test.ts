/**
 * Waits are durable (issue 24, point 2): a waiting run is a row (`waiting`, no executor, due at its
 * `resume_at`), so it outlives the worker that parked it and the database's own restart. A workflow
 * minute lasts 100 ms here (WORKFLOW_MINUTE) and a run lease 3 s (RUN_LEASE), in the API and in every
 * worker alike.
 *
 * - SIGKILL while 20 runs wait: a new worker resumes each within 2 s of its `resume_at`, claims it
 *   once, performs the step after the wait once (one call per run, Idempotency-Key `<run>.1`), and
 *   ends it `success` once (one `workflow.run.completed`).
 * - SIGKILL mid-step, with the call after the wait held by its endpoint: the next worker takes the
 *   run over after its lease and makes the call again under the same key (at least once); the run
 *   ends once.
 * - PostgreSQL restarted while runs wait (a cluster of this file's own; the API and the worker are
 *   processes that keep running across it): back before the waits end, each run resumes within 2 s
 *   of its `resume_at`; down when they end, each resumes within 2 s of the database being back. One
 *   Slack message per run, one end per run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded.ts';
import { createKnex } from '../../server/db/knex.ts';
import { createProject, createTask } from '../../contract-tests/automations/support/e2e.ts';
import { slackEnv } from '../../contract-tests/automations/support/e2e-service.ts';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import type { HttpsReceiver } from '../../contract-tests/support/https.ts';
import { startServiceProcess, startWorkerProcess, type ChildService, type ServiceProcess } from '../../contract-tests/support/processes.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { createWorkflow, endedRuns, waitingRuns, type WorkflowRun } from '../../contract-tests/workflows/support/workflows.ts';
import { useWorkersWithPeers } from '../automations/support/worker-peers.ts';

const MINUTE_MS = 100;
const LEASE = '3s';
const faultEnv = { WORKFLOW_MINUTE: `${MINUTE_MS}ms`, RUN_LEASE: LEASE };
const RUNS = 20;
/** The promise: a waiting run resumes within this long of its resume_at (or of the database's return). */
const RESUME_BOUND_MS = 2_000;

const ms = (iso: string | null | undefined) => Date.parse(iso ?? '');

/** The wait step's resume time and when it was marked done on resuming, from the run as the API shows it. */
function waitStepOf(run: WorkflowRun) {
  const wait = run.steps[0]!;
  expect(wait.type, `${run.id}: step 0`).to.equal('wait');
  return { resumeAt: ms(wait.resume_at), resumedAt: ms(wait.completed_at) };
}

/** The run's outbox ends (`workflow.run.completed` and `.failed`), by run id. */
async function endEventsByRun(knex: Knex, workspaceId: string): Promise<Map<string, string[]>> {
  const rows: Array<{ type: string; run_id: string }> = await knex('events')
    .where({ workspace_id: workspaceId })
    .whereIn('type', ['workflow.run.completed', 'workflow.run.failed'])
    .select('type', knex.raw(`data->>'run_id' as run_id`));
  const byRun = new Map<string, string[]>();
  for (const row of rows) byRun.set(row.run_id, [...(byRun.get(row.run_id) ?? []), row.type]);
  return byRun;
}

/** Every run ended `success` with all its steps `success`, and wrote exactly one end event. */
async function expectEachEndedOnce(knex: Knex, workspaceId: string, runs: WorkflowRun[]): Promise<void> {
  const ends = await endEventsByRun(knex, workspaceId);
  for (const run of runs) {
    expect(run.status, `${run.id}: ${run.error_message ?? ''}`).to.equal('success');
    expect(
      run.steps.map((s) => s.status),
      run.id,
    ).to.deep.equal(['success', 'success']);
    expect(ends.get(run.id), `${run.id}: its end events`).to.deep.equal(['workflow.run.completed']);
  }
  expect(ends.size, 'end events of runs of this workspace').to.equal(runs.length);
}

describe('workflow waits across a SIGKILLed worker', function () {
  this.timeout(60_000);
  let endpoint: HttpsReceiver;
  let server: TestServer;
  let startWorker: () => Promise<ChildService>;
  useWorkersWithPeers(LEASE, (started) => ({ endpoint, server, worker: startWorker } = started), faultEnv);
  // Each test's workers end with it (after the rig printed their output if it failed): none takes the next test's runs.
  let started: ChildService[] = [];
  const worker = async () => {
    const child = await startWorker();
    started.push(child);
    return child;
  };
  afterEach(async () => {
    await Promise.all(started.map((child) => child.kill()));
    started = [];
  });

  it(`killed while ${RUNS} runs wait: a new worker resumes each within 2 s of its resume_at, calls once per run and ends each success once`, async () => {
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Killed while waiting');
    const project = await createProject(owner, workspaceId, 'Waits');
    // 120 minutes of 100 ms: long enough to kill the worker and start another before the first wait ends,
    // also on a busy machine, where starting a worker takes seconds (6 s was too short with `npm test`'s
    // two test processes and another suite sharing two cores).
    const workflow = await createWorkflow(owner, {
      project_id: project.id,
      name: 'Wait, then call',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'Wait' }] },
      steps: [
        { type: 'wait', minutes: 120 },
        { type: 'action', action: { type: 'call_webhook', config: { url: `${endpoint.url}/resumed`, body: '{"run":"{{run.id}}"}' } } },
      ],
    });
    await Promise.all(Array.from({ length: RUNS }, (_, i) => createTask(owner, project.id, `Wait ${i}`)));
    const waiting = await waitingRuns(owner, workflow.id, RUNS, 20_000);
    await first.kill();
    await worker();
    const readyAt = Date.now();
    const firstResume = Math.min(...waiting.map((r) => ms(r.resume_at)));
    expect(readyAt, 'the new worker ran before the first wait ended (else the bound below measures its start)').to.be.below(firstResume);
    expect(endpoint.requestsTo('/resumed'), 'nothing after the wait before it ends').to.have.length(0);

    const runs = await endedRuns(owner, workflow.id, RUNS, 30_000);
    expect(runs.map((r) => r.id).sort()).to.deep.equal(waiting.map((r) => r.id).sort());
    await expectEachEndedOnce(server.knex, workspaceId, runs);
    const calls = endpoint.requestsTo('/resumed');
    expect(calls, 'one call per run').to.have.length(RUNS);
    for (const run of runs) {
      const { resumeAt, resumedAt } = waitStepOf(run);
      expect(resumeAt, `${run.id}: the resume_at it waited for`).to.equal(ms(waiting.find((w) => w.id === run.id)!.resume_at));
      expect(resumedAt - resumeAt, `${run.id}: resumed after its resume_at, within 2 s (ms)`).to.be.within(0, RESUME_BOUND_MS);
      const own = calls.filter((c) => c.headers['idempotency-key'] === `${run.id}.1`);
      expect(own, `${run.id}: its calls, keyed <run>.1`).to.have.length(1);
      expect(JSON.parse(own[0]!.body)).to.deep.equal({ run: run.id });
      expect(own[0]!.receivedAt - resumeAt, `${run.id}: the call within 2 s of resume_at (ms)`).to.be.within(0, RESUME_BOUND_MS);
    }
    // Resumed once: the one claim after the park (a park counts claims anew), and nothing left due.
    const stored = await server
      .knex('automation_runs')
      .whereIn(
        'id',
        runs.map((r) => r.id),
      )
      .select('id', 'claims', 'next_step_at', 'executor');
    for (const row of stored) expect(row, row.id).to.deep.include({ claims: 1, next_step_at: null });
  });

  it('killed mid-step after a wait: the next worker takes the run over after its lease and makes the held call again under the same key; the run ends once', async () => {
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Killed mid-step');
    const project = await createProject(owner, workspaceId, 'Held');
    endpoint.replyFor('/held', { delayMs: 30_000 });
    const workflow = await createWorkflow(owner, {
      project_id: project.id,
      name: 'Wait, then a held call',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'Hold' }] },
      steps: [
        { type: 'wait', minutes: 1 },
        { type: 'action', action: { type: 'call_webhook', config: { url: `${endpoint.url}/held`, body: '{"run":"{{run.id}}"}' } } },
      ],
    });
    await createTask(owner, project.id, 'Hold');
    const held = await endpoint.waitFor((r) => r.path === '/held', 20_000);
    endpoint.replyFor('/held', { status: 200 });
    // The step after the wait is in flight: the run is running, its wait done, its call under way.
    const [inFlight] = await waitFor(
      async () => {
        const rows: Array<{ id: string; status: string; steps: Array<{ status: string }> }> = await server
          .knex('automation_runs')
          .where({ automation_id: workflow.id })
          .select('id', 'status', 'steps');
        return rows.length === 1 && rows[0]!.steps[1]!.status === 'running' ? rows : undefined;
      },
      { what: 'the call step written as running', timeoutMs: 5_000 },
    );
    expect(inFlight!.status).to.equal('running');
    await first.kill();
    const killedAt = Date.now();
    await worker();

    const [run] = await endedRuns(owner, workflow.id, 1, 30_000);
    expect(run!.id).to.equal(inFlight!.id);
    await expectEachEndedOnce(server.knex, workspaceId, [run!]);
    const calls = endpoint.requestsTo('/held');
    expect(calls, 'the call in flight, made again by the next worker').to.have.length(2);
    expect(calls.map((c) => c.headers['idempotency-key'])).to.deep.equal([`${run!.id}.1`, `${run!.id}.1`]);
    expect(held.headers['idempotency-key']).to.equal(`${run!.id}.1`);
    expect(calls[1]!.receivedAt, 'the second call once the killed claim lapsed').to.be.above(killedAt);
    const { resumeAt, resumedAt } = waitStepOf(run!);
    expect(resumedAt - resumeAt, 'the wait ended by the first worker, within 2 s of resume_at (ms)').to.be.within(0, RESUME_BOUND_MS);
    expect(held.receivedAt).to.be.at.least(resumeAt);
    const stored = await server.knex('automation_runs').where({ id: run!.id }).first('claims', 'next_step_at', 'executor');
    expect(stored, 'claimed on resuming and once more after the kill, ended').to.deep.include({ claims: 2, next_step_at: null });
  });
});

describe('workflow waits across a PostgreSQL restart', function () {
  this.timeout(60_000);
  let dataDir: string;
  let postgres: EmbeddedPostgres;
  let knex: Knex;
  let slack: FakeSlack;
  let api: ServiceProcess;
  let worker: ChildService;
  let target: TestServer;
  /** Answers 503 after /readyz said ready again (reported, not asserted: a client retries them). */
  let unavailableAfterReady = 0;

  const startPostgres = () => startEmbeddedPostgres({ dataDir, settings: { fsync: 'off' }, unref: true });

  before(async function () {
    this.timeout(120_000);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-waits-restart-'));
    postgres = await startPostgres();
    knex = createKnex(postgres.connectionString, { applicationName: 'waits-restart-test' });
    slack = await startFakeSlack();
    const env = { ...faultEnv, ...slackEnv(slack) };
    // The API migrates the database as it starts; the worker comes after it.
    api = await startServiceProcess({ databaseUrl: postgres.connectionString, env });
    worker = await startWorkerProcess({ databaseUrl: postgres.connectionString, env });
    target = { url: api.url, knex, connectionString: postgres.connectionString } as unknown as TestServer;
  });
  after(async () => {
    if (unavailableAfterReady > 0) console.warn(`  (${unavailableAfterReady} list call(s) answered 503 after /readyz said ready again)`);
    await worker?.stop();
    await api?.stop();
    await knex?.destroy();
    await postgres?.stop();
    await slack?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });
  afterEach(function () {
    if (this.currentTest?.state !== 'failed') return;
    console.error(`API output, last 4 kB:\n${api.output().slice(-4000)}`);
    console.error(`worker output, last 6 kB:\n${worker.output().slice(-6000)}`);
  });

  /** An enabled workflow of a fresh workspace: wait `minutes`, then a Slack message naming the run. */
  async function waitThenSlack(tag: string, minutes: number) {
    const { owner, workspaceId } = await ownerWithWorkspace(target, `Restart ${tag}`);
    const project = await createProject(owner, workspaceId, tag);
    const channel = `#${tag}-${process.pid}`;
    const workflow = await createWorkflow(owner, {
      project_id: project.id,
      name: `Wait ${minutes}, then Slack`,
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created' },
      steps: [
        { type: 'wait', minutes },
        { type: 'action', action: { type: 'send_slack_message', config: { channel, message: '{{run.id}}' } } },
      ],
    });
    await Promise.all(Array.from({ length: RUNS }, (_, i) => createTask(owner, project.id, `${tag} ${i}`)));
    const waiting = await waitingRuns(owner, workflow.id, RUNS, 20_000);
    return { owner, workspaceId, workflowId: workflow.id, channel, waiting };
  }

  /**
   * Stops PostgreSQL, waits until the API has seen it gone and `whileDown` resolved, and starts it
   * again: when it went, when it began to start (the earliest it can be back: the service may reach
   * it before `startPostgres` returns) and when it was back.
   */
  async function restartPostgres(
    whileDown: () => Promise<void> = async () => {},
  ): Promise<{ downAt: number; startingAt: number; backAt: number }> {
    const downAt = Date.now();
    await postgres.stop();
    await waitFor(async () => (await rawRequest(api.url, { method: 'GET', path: '/readyz' })).status === 503, {
      timeoutMs: 5_000,
      what: '/readyz to say not ready',
    });
    await whileDown();
    const startingAt = Date.now();
    postgres = await startPostgres();
    const backAt = Date.now();
    await waitFor(async () => (await rawRequest(api.url, { method: 'GET', path: '/readyz' })).status === 200, {
      timeoutMs: 10_000,
      what: '/readyz to say ready again',
    });
    return { downAt, startingAt, backAt };
  }

  /**
   * The workflow's runs once all ${RUNS} ended, read through the API as a client would just after the
   * outage: a 503 (with Retry-After) is asked again, as the contract tells clients to.
   */
  async function endedRunsRetrying(owner: TestUser, workflowId: string): Promise<WorkflowRun[]> {
    let last = '';
    return waitFor(
      async () => {
        const { data, response } = await owner.client.GET('/v1/workflows/{workflow_id}/runs', {
          params: { path: { workflow_id: workflowId }, query: { per_page: 100 } },
        });
        if (!data) {
          expect(response.status, 'only 503 while the API finds the database again').to.equal(503);
          unavailableAfterReady += 1;
          return undefined;
        }
        last = data.data.map((r) => r.status).join(',');
        return data.data.length === RUNS && data.data.every((r) => r.status !== 'waiting' && r.status !== 'running')
          ? data.data
          : undefined;
      },
      { timeoutMs: 30_000, what: () => `${RUNS} ended runs of ${workflowId}; statuses so far: ${last}` },
    );
  }

  /** Every run ended success once, sent one Slack message naming it, and resumed within 2 s of `from(run)`, not before `earliest`. */
  async function expectResumedOnce(
    at: { owner: TestUser; workspaceId: string; workflowId: string; channel: string; waiting: WorkflowRun[] },
    from: (resumeAt: number) => number,
    earliest: (resumeAt: number) => number = from,
  ) {
    const runs = await endedRunsRetrying(at.owner, at.workflowId);
    expect(runs.map((r) => r.id).sort()).to.deep.equal(at.waiting.map((r) => r.id).sort());
    await expectEachEndedOnce(knex, at.workspaceId, runs);
    const messages = slack.callsTo(at.channel);
    expect(messages, 'one Slack message per run').to.have.length(RUNS);
    for (const run of runs) {
      const { resumeAt, resumedAt } = waitStepOf(run);
      expect(resumedAt - resumeAt, `${run.id}: not before its resume_at (ms)`).to.be.at.least(0);
      expect(resumedAt, `${run.id}: resumed no earlier than it could`).to.be.at.least(earliest(resumeAt));
      expect(resumedAt - from(resumeAt), `${run.id}: resumed within 2 s (ms)`).to.be.at.most(RESUME_BOUND_MS);
      const own = messages.filter((m) => m.body?.text === run.id);
      expect(own, `${run.id}: its Slack messages`).to.have.length(1);
      expect(own[0]!.receivedAt, `${run.id}: its message no earlier than it could`).to.be.at.least(earliest(resumeAt));
      expect(own[0]!.receivedAt - from(resumeAt), `${run.id}: its message within 2 s (ms)`).to.be.at.most(RESUME_BOUND_MS);
    }
    const stored = await knex('automation_runs')
      .whereIn(
        'id',
        runs.map((r) => r.id),
      )
      .select('id', 'claims', 'next_step_at');
    for (const row of stored)
      expect(row, `${row.id}: claimed once after its park, ended`).to.deep.include({ claims: 1, next_step_at: null });
  }

  it(`restarted while ${RUNS} runs wait and back before their resume_at: each resumes within 2 s of its resume_at, one Slack message each, ends success once`, async () => {
    // 100 minutes of 100 ms: the restart (a few seconds) is over before the first wait ends.
    const at = await waitThenSlack('early', 100);
    const { backAt } = await restartPostgres();
    const firstResume = Math.min(...at.waiting.map((r) => ms(r.resume_at)));
    expect(backAt, 'the database was back before the first wait ended').to.be.below(firstResume);
    await expectResumedOnce(at, (resumeAt) => resumeAt);
  });

  it(`down when ${RUNS} runs' waits end: each resumes within 2 s of the database being back, one Slack message each, ends success once`, async () => {
    // 40 minutes of 100 ms: the database goes before the first wait ends and comes back after the last.
    const at = await waitThenSlack('late', 40);
    const resumes = at.waiting.map((r) => ms(r.resume_at));
    const { downAt, startingAt, backAt } = await restartPostgres(async () => {
      await waitFor(() => Date.now() > Math.max(...resumes) + 500, {
        timeoutMs: 10_000,
        what: 'every wait to end while the database is down',
      });
    });
    expect(downAt, 'the database went before the first wait ended').to.be.below(Math.min(...resumes));
    expect(
      slack.callsTo(at.channel).filter((m) => m.receivedAt < startingAt),
      'nothing while the database was down',
    ).to.have.length(0);
    await expectResumedOnce(
      at,
      () => backAt,
      () => startingAt,
    );
  });
});
