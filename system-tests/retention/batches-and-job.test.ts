/**
 * Issue 28, point 1: retention removes rows in small batches (docs/decisions.md#retention). With
 * RETENTION_BATCH_SIZE=10, 35 expired events take four batches; a workspace gets its visit's full
 * batches and the next round starts at the first left over; a pass that runs out of time says
 * which workspace to resume from and the next starts there; the `remove_expired_rows` job hands what
 * is left to a next job of its key and queue, which graphile-worker runs to the end, leaving no job
 * behind; the crontab adds it under that key and queue.
 */
import { expect } from 'chai';
import { parseCrontab, runOnce, type JobHelpers } from 'graphile-worker';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { graphileLogger } from '../../server/queue/logger.ts';
import { removeExpiredRowsJob, retentionJob } from '../../server/modules/retention/remove-expired-rows.job.ts';
import { batchesPerVisit, removeExpiredRows } from '../../server/modules/retention/retention-pass.ts';
import { crontab, taskList } from '../../server/worker-tasks.ts';
import { agedEvent, agedKey, agedWorkspace, stillThere } from './support/aged-rows.ts';

describe('retention: batches, where a pass resumes, and the job', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false', RETENTION_BATCH_SIZE: '10' });
  });
  after(async () => {
    await server?.close();
  });

  const pass = (limits: { from?: string; deadline?: number; batchesPerVisit?: number } = {}) =>
    removeExpiredRows(server.knex, server.deps.config.retention, { deadline: Number.POSITIVE_INFINITY, ...limits });
  const workspaceIds = async () => (await server.knex('workspaces').orderBy('id').select('id')).map((w) => w.id);
  const retentionJobs = async () => {
    const { rows } = await server.knex.raw<{ rows: Array<{ key: string | null; payload: { from?: string }; queue_name: string | null }> }>(
      `select j.key, j.payload, q.queue_name from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
         left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
        where t.identifier = 'remove_expired_rows'`,
    );
    return rows;
  };

  it('removes 35 expired events in batches of 10: four batches for them, one for each other kind and workspace', async () => {
    const ws = await agedWorkspace(server, 'Backlog');
    const events = [];
    for (let i = 0; i < 35; i++) events.push(await agedEvent(server.knex, ws, 8));
    const young = await agedEvent(server.knex, ws, 6);
    const workspaces = (await workspaceIds()).length;

    const result = await pass();

    expect(await stillThere(server.knex, 'events', [...events, young])).to.deep.equal([young]);
    expect(result.removed).to.deep.equal({ deliveries: 0, runs: 0, notifications: 0, digests: 0, invitations: 0, events: 35 });
    // Each workspace: one batch per kind that finds fewer than 10; here 10, 10, 10 and 5 events.
    expect(result.batches).to.equal(6 * workspaces + 3);
    expect(result.resumeFrom).to.equal(undefined);
  });

  it('a pass out of time names the workspace to resume from, and a pass from there leaves the ones before it alone', async () => {
    const first = await agedWorkspace(server, 'First');
    const second = await agedWorkspace(server, 'Second');
    const [earlier, later] = [first, second].sort((a, b) => (a.workspaceId < b.workspaceId ? -1 : 1));
    const earlierEvent = await agedEvent(server.knex, earlier!, 8);
    const laterEvent = await agedEvent(server.knex, later!, 8);

    const stopped = await pass({ deadline: 0 });
    expect(stopped.batches, 'out of time before its first batch').to.equal(0);
    expect(stopped.resumeFrom, 'resume from the first workspace').to.equal((await workspaceIds())[0]);

    const resumed = await pass({ from: later!.workspaceId });
    expect(resumed.resumeFrom).to.equal(undefined);
    expect(await stillThere(server.knex, 'events', [earlierEvent, laterEvent])).to.deep.equal([earlierEvent]);
  });

  it("gives a workspace its visit's full batches, then the next workspace its turn; the next pass takes the rest", async () => {
    const first = await agedWorkspace(server, 'Big backlog');
    const second = await agedWorkspace(server, 'Waits its turn');
    const [earlier, later] = [first, second].sort((a, b) => (a.workspaceId < b.workspaceId ? -1 : 1));
    const earlierEvents = [];
    for (let i = 0; i < 35; i++) earlierEvents.push(await agedEvent(server.knex, earlier!, 8));
    const laterEvents = [];
    for (let i = 0; i < 5; i++) laterEvents.push(await agedEvent(server.knex, later!, 8));

    const visit = await pass({ batchesPerVisit: 2 });
    expect(visit.leftOver, 'the earlier workspace has rows left').to.equal(earlier!.workspaceId);
    expect(visit.resumeFrom).to.equal(undefined);
    expect(await stillThere(server.knex, 'events', laterEvents), 'the later workspace had its turn').to.deep.equal([]);
    expect(await stillThere(server.knex, 'events', earlierEvents)).to.have.length(15);

    const round = await pass({ from: visit.leftOver, batchesPerVisit: 2 });
    expect(round.leftOver).to.equal(undefined);
    expect(await stillThere(server.knex, 'events', earlierEvents)).to.deep.equal([]);
  });

  it('the job that goes through every workspace with one left at the end of its visit enqueues a round from that one', async () => {
    const ws = await agedWorkspace(server, 'Past one visit');
    // One more full batch than a visit gives (batches of 10 here).
    for (let i = 0; i < 10 * (batchesPerVisit + 1); i++) await agedEvent(server.knex, ws, 8);
    const helpers = { logger: graphileLogger(server.deps.log), abortSignal: new AbortController().signal } as unknown as JobHelpers;
    try {
      await removeExpiredRowsJob(server.deps)({}, helpers);
      expect(await retentionJobs()).to.deep.equal([
        { key: retentionJob.jobKey, payload: { from: ws.workspaceId }, queue_name: retentionJob.queueName },
      ]);
    } finally {
      await server.knex.raw(`delete from graphile_worker._private_jobs j using graphile_worker._private_tasks t
                              where t.id = j.task_id and t.identifier = 'remove_expired_rows'`);
    }
  });

  it('a round over several jobs carries the workspace left over to its end, where the next round starts', async () => {
    const [first] = await workspaceIds();
    const leftOver = 'ws_left_over_in_an_earlier_job';
    try {
      // Stopped at once (its worker shutting down): on from where it stopped, still owing the round.
      const stopping = { logger: graphileLogger(server.deps.log), abortSignal: AbortSignal.abort() } as unknown as JobHelpers;
      await removeExpiredRowsJob(server.deps)({ leftOver }, stopping);
      expect((await retentionJobs()).map((j) => j.payload)).to.deep.equal([{ from: first, leftOver }]);
      // The round's end, with nothing left over of its own: the next round starts where the first was.
      const running = { logger: graphileLogger(server.deps.log), abortSignal: new AbortController().signal } as unknown as JobHelpers;
      await removeExpiredRowsJob(server.deps)({ from: first, leftOver }, running);
      expect((await retentionJobs()).map((j) => j.payload)).to.deep.equal([{ from: leftOver }]);
    } finally {
      await server.knex.raw(`delete from graphile_worker._private_jobs j using graphile_worker._private_tasks t
                              where t.id = j.task_id and t.identifier = 'remove_expired_rows'`);
    }
  });

  it('the job that stops early enqueues the rest as one job of its key and queue, from where it stopped', async () => {
    const ws = await agedWorkspace(server, 'Unfinished');
    const event = await agedEvent(server.knex, ws, 8);
    // graphile-worker's own helpers for a job whose worker is shutting down: the signal has fired.
    const helpers = { logger: graphileLogger(server.deps.log), abortSignal: AbortSignal.abort() } as unknown as JobHelpers;
    await removeExpiredRowsJob(server.deps)({}, helpers);

    expect(await retentionJobs()).to.deep.equal([
      { key: retentionJob.jobKey, payload: { from: (await workspaceIds())[0] }, queue_name: retentionJob.queueName },
    ]);
    expect(await stillThere(server.knex, 'events', [event])).to.deep.equal([event]);

    // Run by graphile-worker, the continuation removes the rest and leaves no job behind.
    await runOnce(
      { connectionString: server.connectionString, noHandleSignals: true, logger: graphileLogger(server.deps.log) },
      taskList(server.deps),
    );
    expect(await stillThere(server.knex, 'events', [event])).to.deep.equal([]);
    expect(await retentionJobs()).to.deep.equal([]);
  });

  it('the job removes API keys revoked longer ago than any plan keeps history, in batches, and keeps the others', async () => {
    const ws = await agedWorkspace(server, 'Keys');
    const days = Math.max(...Object.values(server.deps.config.retention.days));
    // More than two batches of 10, so the job goes on past a full one.
    const gone = [];
    for (let i = 0; i < 23; i++) gone.push(await agedKey(server.knex, ws, days + 1));
    const kept = [await agedKey(server.knex, ws, days - 1), await agedKey(server.knex, ws, null)];
    const helpers = { logger: graphileLogger(server.deps.log), abortSignal: new AbortController().signal } as unknown as JobHelpers;
    await removeExpiredRowsJob(server.deps)({}, helpers);
    expect(await stillThere(server.knex, 'api_keys', [...gone, ...kept])).to.deep.equal(kept);
    await server.knex.raw('delete from graphile_worker._private_jobs');
  });

  it('the job removes jobs whose last attempt failed for good longer ago than the shortest plan keeps history, in batches, and keeps the others (made long before, too)', async () => {
    const days = Math.min(...Object.values(server.deps.config.retention.days));
    /** A send_mail job last tried `triedDaysAgo` days ago (its run_at), made 30 days ago, with `attempts` of its 3 used; locked by a worker if said. */
    const job = async (triedDaysAgo: number, attempts: number, locked = false): Promise<string> => {
      const { rows } = await server.knex.raw<{ rows: Array<{ id: string }> }>(
        `select id from graphile_worker.add_job('send_mail', json_build_object('to', 'someone@example.com'), run_at := now() + interval '1 day', max_attempts := 3)`,
      );
      const id = rows[0]!.id;
      await server.knex.raw(
        `update graphile_worker._private_jobs set attempts = ?, run_at = now() - make_interval(days => ?), created_at = now() - interval '30 days',
           locked_at = case when ? then now() end, locked_by = case when ? then 'another-worker' end
         where id = ?`,
        [attempts, triedDaysAgo, locked, locked, id],
      );
      return String(id);
    };
    const gone: string[] = [];
    for (let i = 0; i < 23; i++) gone.push(await job(days + 1, 3));
    const kept = [await job(days - 1, 3), await job(days + 1, 2), await job(days + 1, 3, true)];
    const helpers = { logger: graphileLogger(server.deps.log), abortSignal: new AbortController().signal } as unknown as JobHelpers;
    await removeExpiredRowsJob(server.deps)({}, helpers);
    const left: string[] = (
      await server.knex.raw<{ rows: Array<{ id: string }> }>('select id from graphile_worker._private_jobs')
    ).rows.map((r) => String(r.id));
    expect(
      left.filter((id) => gone.includes(id)),
      'failed for good, made long ago',
    ).to.deep.equal([]);
    expect(
      kept.filter((id) => left.includes(id)),
      'recent, still retrying, or locked',
    ).to.deep.equal(kept);
    await server.knex.raw('delete from graphile_worker._private_jobs');
  });

  it('the crontab adds the job every five minutes under its key and queue, so one runs at a time and one waits', () => {
    const line = parseCrontab(crontab).find((item) => item.task === 'remove_expired_rows');
    expect(line?.options).to.include({ jobKey: retentionJob.jobKey, queueName: retentionJob.queueName });
    expect(line?.match({ min: 10, hour: 3, date: 1, month: 1, dow: 0 }), 'due at minute 10').to.equal(true);
    expect(line?.match({ min: 12, hour: 3, date: 1, month: 1, dow: 0 }), 'not at minute 12').to.equal(false);
  });
});
