// Waiting workflow runs (issue 24, point 2): what many runs parked at a `wait` step cost the worker
// that parked them, and how soon they go on when they all come due at once. A workflow
// `[wait, call_webhook]` is started through the outbox (task.created events written directly, with
// the commit's NOTIFY, as runs.bench does), so the worker itself runs each to its wait and parks it;
// the waits are then moved (in SQL) to end at one moment. The worker is its own process, with
// WORKFLOW_MINUTE 100 ms and waits of 6,000 minutes (10 minutes), so none ends before the bench says.
//
// 1. N runs park, then come due together: resume lag (wait step completed_at − resume_at) p50/p99,
//    and the time until every run ended. This round also warms the worker.
// 2. 10 runs park: the worker's RSS with 10 waiting; then they come due together: the lag's anchor.
// 3. N runs park: the worker's RSS with N waiting, against the 10's.
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import { startReceiver, type Receiver } from '../contract-tests/webhooks/support/receiver.ts';
import { call, percentile, type Api } from './api-calls.ts';
import { benchSecretKey, rssMb, type OurApi } from './api.bench.ts';
import { median, type BenchRow } from './table.ts';

const workflowMinute = '100ms';
const waitMinutes = 6_000;

/** Counts of the workflow's runs by status. */
async function statusCounts(knex: Knex, workflowId: string): Promise<Record<string, number>> {
  const rows: Array<{ status: string; n: string }> = await knex('automation_runs')
    .where({ automation_id: workflowId })
    .groupBy('status')
    .select('status', knex.raw('count(*) as n'));
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function until(what: string, timeoutMs: number, probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Writes `count` task.created events of the project to the outbox (and NOTIFYs), as the API would after its commits. */
async function writeTaskEvents(knex: Knex, at: { workspaceId: string; projectId: string }, word: string, count: number) {
  const actor = { type: 'system', id: null, name: 'bench' };
  const rows = Array.from({ length: count }, (_, i) => {
    const task = { id: newId('task'), project_id: at.projectId, name: `${word} ${i}`, status: 'open' };
    return {
      id: newId('evt'),
      workspace_id: at.workspaceId,
      project_id: at.projectId,
      type: 'task.created',
      actor: JSON.stringify(actor),
      data: JSON.stringify({ workspace_id: at.workspaceId, actor, project_id: at.projectId, task }),
    };
  });
  await knex.batchInsert('events', rows, 1000);
  await knex.raw(`select pg_notify('wsa_events_committed', '')`);
}

/** Starts `count` runs and waits until the worker parked them all at their wait: `waiting` runs then number `total`. */
async function park(knex: Knex, at: { workspaceId: string; projectId: string; workflowId: string }, count: number, total: number) {
  await writeTaskEvents(knex, at, 'wait', count);
  await until(`${total} waiting runs`, 180_000, async () => {
    const counts = await statusCounts(knex, at.workflowId);
    if ((counts.failed ?? 0) > 0) throw new Error(`${String(counts.failed)} runs failed while parking`);
    return (counts.waiting ?? 0) >= total;
  });
}

/** The worker's RSS once it is idle: the median of 5 readings 200 ms apart, after 2 s of quiet. */
async function idleRssMb(pid: number, quietMs: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(await rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return median(readings);
}

/**
 * Moves every waiting run's wait to end at one moment (`leadMs` from now, its column, its due time
 * and its wait step alike), waits until all ended, and returns each one's resume lag (ms) and the
 * time from that moment until the last ended.
 */
async function resumeTogether(knex: Knex, workflowId: string, expected: number, leadMs: number) {
  return resumeSpread(knex, workflowId, expected, leadMs, Number.POSITIVE_INFINITY);
}

/**
 * As {@link resumeTogether}, but the waits end `perSecond` a second from `leadMs` on (in id order),
 * as waits set at different times do; the time until all ended is from the first resume time.
 */
async function resumeSpread(knex: Knex, workflowId: string, expected: number, leadMs: number, perSecond: number) {
  const resumeAt = new Date(Date.now() + leadMs).toISOString();
  const spreadSeconds = Number.isFinite(perSecond) ? 1 / perSecond : 0;
  const { rowCount: moved } = await knex.raw<{ rowCount: number }>(
    `with due as (
       select id, ?::timestamptz + make_interval(secs => (row_number() over (order by id) - 1) * ?::float8) as at
       from automation_runs where automation_id = ? and status = 'waiting'
     )
     update automation_runs r set resume_at = due.at, next_step_at = due.at,
       steps = jsonb_set(r.steps, '{0,resume_at}', to_jsonb(to_char(due.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
     from due where r.id = due.id`,
    [resumeAt, spreadSeconds, workflowId],
  );
  if (moved !== expected) throw new Error(`moved ${moved} waiting runs, expected ${expected}`);
  if (Date.now() >= Date.parse(resumeAt)) throw new Error('the waits were moved too late: raise the lead');
  await until(`${expected} resumed runs to end`, 300_000, async () => {
    const counts = await statusCounts(knex, workflowId);
    return (counts.waiting ?? 0) + (counts.running ?? 0) === 0;
  });
  const rows: Array<{ status: string; lag_ms: number; ended_ms: number }> = await knex('automation_runs')
    .where({ automation_id: workflowId })
    .whereRaw(`(steps->0->>'resume_at')::timestamptz >= ?::timestamptz`, [resumeAt])
    .whereRaw(`completed_at >= ?::timestamptz`, [resumeAt])
    .select(
      'status',
      knex.raw(`extract(epoch from ((steps->0->>'completed_at')::timestamptz - (steps->0->>'resume_at')::timestamptz)) * 1000 as lag_ms`),
      knex.raw(`extract(epoch from (completed_at - (steps->0->>'resume_at')::timestamptz)) * 1000 as ended_ms`),
    );
  if (rows.length !== expected) throw new Error(`${rows.length} runs resumed at ${resumeAt}, expected ${expected}`);
  const unsuccessful = rows.filter((r) => r.status !== 'success').length;
  if (unsuccessful > 0) throw new Error(`${unsuccessful} resumed runs did not end success`);
  const lags = rows.map((r) => Number(r.lag_ms));
  return { lags, allEndedMs: Math.max(...rows.map((r) => Number(r.ended_ms))) };
}

export async function benchWaits(ours: OurApi, databaseUrl: string, quick: boolean, certificates: TestCertificates): Promise<BenchRow[]> {
  // Quick (`npm test` runs it): enough to show the shape in seconds, not the figures.
  const many = quick ? 200 : 10_000;
  const few = 10;
  const receiver: Receiver = await startReceiver({ tls: certificates, secret: 'unused', respond: () => ({ status: 200 }) });
  const knex = createKnex(databaseUrl);
  const startWorker = () =>
    startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: certificates.caFile, env: { WORKFLOW_MINUTE: workflowMinute } });
  let worker = await startWorker();
  const api: Api = { url: ours.url, key: ours.key };
  try {
    const project = await call(api, 'POST', '/projects', { workspace_id: ours.workspaceId, name: 'Waits', visibility: 'shared' });
    const workflow = await call(api, 'POST', '/workflows', {
      project_id: project.data.id,
      name: 'Wait, then call',
      type: 'event',
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'wait' }] },
      steps: [
        { type: 'wait', minutes: waitMinutes },
        { type: 'action', action: { type: 'call_webhook', config: { url: receiver.url('/resumed'), body: '{"run":"{{run.id}}"}' } } },
      ],
    });
    const workflowId = workflow.data.id;
    const at = { workspaceId: ours.workspaceId, projectId: project.data.id, workflowId };

    // 1. Many due at once (also the worker's warm-up).
    const parkStarted = performance.now();
    await park(knex, at, many, many);
    const parkSeconds = (performance.now() - parkStarted) / 1000;
    const burst = await resumeTogether(knex, workflowId, many, quick ? 1_000 : 3_000);
    // 2. A few: RSS, then the lag's anchor.
    await park(knex, at, few, few);
    const rssFew = await idleRssMb(worker.pid, quick ? 500 : 2_000);
    const anchor = await resumeTogether(knex, workflowId, few, 1_000);
    // 3. Many waiting again: RSS.
    await park(knex, at, many, many);
    const rssMany = await idleRssMb(worker.pid, quick ? 500 : 2_000);
    // 4. The worker is killed with them waiting; a new one resumes them as they come due, 250 a second
    //    (waits set at different times): the lag a restart leaves.
    await worker.kill();
    worker = await startWorker();
    const afterRestart = await resumeSpread(knex, workflowId, many, quick ? 1_500 : 3_000, 250);
    const calls = receiver.requestsTo('/resumed').length;
    if (calls !== 2 * many + few) throw new Error(`the receiver got ${calls} calls, expected ${2 * many + few}`);
    // 5. Deleting the workflow deletes its runs, in one transaction.
    const runs = 2 * many + few;
    const deleteStarted = performance.now();
    await call(api, 'DELETE', `/workflows/${workflowId}`);
    const deleteMs = Math.round(performance.now() - deleteStarted);

    const n = many.toLocaleString('en-US');
    process.stdout.write(
      `waits: ${n} runs parked in ${parkSeconds.toFixed(1)} s (${Math.round(many / parkSeconds)}/s); worker RSS ${rssFew} MB with ${few} waiting, ${rssMany} MB with ${n}\n`,
    );
    const ratio = Math.round((rssMany / rssFew) * 100) / 100;
    const [p50, p99] = [percentile(burst.lags, 50), percentile(burst.lags, 99)].map(Math.round) as [number, number];
    return [
      {
        metric: `worker RSS with ${n} waiting workflow runs, vs ${few} (MB)`,
        ours: rssMany,
        anchor: rssFew,
        ratio,
        target: '≤ 1.1',
        met: ratio <= 1.1,
      },
      {
        metric: `${n} waits ending at one moment: resume lag p50, vs ${few} (ms)`,
        ours: p50,
        anchor: Math.round(percentile(anchor.lags, 50)),
        ratio: undefined,
        // Bound by how many runs a second a worker performs (runs.bench), not by waiting: informational.
        target: '—',
        met: undefined,
      },
      {
        metric: `${n} waits ending at one moment: resume lag p99, vs ${few} (ms)`,
        ours: p99,
        anchor: Math.round(percentile(anchor.lags, 99)),
        ratio: undefined,
        target: '—',
        met: undefined,
      },
      {
        metric: `${n} waiting runs after the worker was killed, due 250/s: resume lag p50, vs ${few} at once (ms)`,
        ours: Math.round(percentile(afterRestart.lags, 50)),
        anchor: Math.round(percentile(anchor.lags, 50)),
        ratio: undefined,
        target: '≤ 2,000',
        met: percentile(afterRestart.lags, 50) <= 2_000,
      },
      {
        metric: `${n} waiting runs after the worker was killed, due 250/s: resume lag p99, vs ${few} at once (ms)`,
        ours: Math.round(percentile(afterRestart.lags, 99)),
        anchor: Math.round(percentile(anchor.lags, 99)),
        ratio: undefined,
        target: '≤ 2,000',
        met: percentile(afterRestart.lags, 99) <= 2_000,
      },
      {
        metric: `deleting the workflow with its ${runs.toLocaleString('en-US')} runs (ms)`,
        ours: deleteMs,
        anchor: undefined,
        ratio: undefined,
        target: '—',
        met: undefined,
      },
      {
        metric: `${n} waits ending at one moment: all runs ended, vs ${few} (s)`,
        ours: Math.round(burst.allEndedMs / 100) / 10,
        anchor: Math.round(anchor.allEndedMs / 100) / 10,
        ratio: undefined,
        target: '—',
        met: undefined,
      },
    ] satisfies BenchRow[];
  } finally {
    await worker.stop();
    await knex.destroy();
    await receiver.close();
  }
}
