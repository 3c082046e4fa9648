// `npm run bench -- --soak [--minutes 30]`: mixed load held for half an hour against an API process
// and a worker process on one database: reads, task writes, an automation on a third of them,
// webhook deliveries to a fast, a slow (2 s) and a failing receiver, and retention removing a
// backlog of expired events meanwhile. It says whether memory holds still after the first sixth
// (5 of 30 minutes), whether any answer was an error, and how far the outbox and delivery backlogs grew.
// The worker runs as `npm run worker` starts it (its node flags from package.json) and serves its
// metrics on a port of its own, from which the worker's V8 heap is sampled beside its RSS.
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent, fetch } from 'undici';
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import { call, type Api } from './api-calls.ts';
import { benchSecretKey, rssMb, type OurApi } from './api.bench.ts';
import { median, type BenchRow } from './table.ts';

/** Requests per second the load offers (about a tenth of what the API serves on this machine), and how many may be in flight. */
const OFFERED_RPS = 100;
const IN_FLIGHT = 20;
const SAMPLE_EVERY_MS = 15_000;
const EXPIRED_EVENTS = 200_000;
const RSS_BAND = 0.15;

interface Sample {
  atMs: number;
  apiRss: number;
  workerRss: number;
  /** The worker's V8 heap in use and its off-heap (external) memory, from its own /metrics: what RSS is made of. */
  workerHeap: number;
  workerHeapTotal: number;
  workerExternal: number;
  outbox: number;
  deliveries: number;
  runs: number;
}

/** Medians of consecutive minutes (4 samples each; a shorter last one counts too). */
function smoothed(values: number[]): number[] {
  const perMinute = 60_000 / SAMPLE_EVERY_MS;
  const out: number[] = [];
  for (let i = 0; i < values.length; i += perMinute) out.push(median(values.slice(i, i + perMinute)));
  return out;
}

/** Answers `/ok` at once, `/slow` after 2 s and `/fail` with 500; counts by path and keeps nothing else. */
async function startCountingReceiver(tls: { key: string; cert: string }): Promise<{
  url: (path: string) => string;
  counts: Map<string, number>;
  startFailing(): void;
  close(): Promise<void>;
}> {
  const counts = new Map<string, number>();
  // `/fail` answers its registration ping; it fails from the load's start.
  let failing = false;
  const server = https.createServer(tls, (req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '/';
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const answer = () => res.writeHead(path === '/fail' && failing ? 500 : 200).end('ok');
      if (path === '/slow') setTimeout(answer, 2_000).unref();
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `https://127.0.0.1:${port}${path}`,
    counts,
    startFailing: () => (failing = true),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Events past the bench workspace's retention (enterprise: 90 days), already dispatched: retention's backlog. */
async function seedExpiredEvents(knex: Knex, workspaceId: string): Promise<void> {
  await knex.raw(
    `insert into events (id, workspace_id, type, actor, data, created_at, dispatched_at)
     select 'evt_soak' || lpad(n::text, 12, '0'), ?, 'task.created', '{"type":"system","id":null,"name":"soak"}'::jsonb,
            jsonb_build_object('workspace_id', ?::text), now() - interval '120 days', now() - interval '120 days'
       from generate_series(1, ?) as n`,
    [workspaceId, workspaceId, EXPIRED_EVENTS],
  );
}

/** The worker's heap and external memory in MB, read from its metrics port (0 when it cannot be read). */
async function workerMemory(metricsUrl: string | undefined): Promise<Pick<Sample, 'workerHeap' | 'workerHeapTotal' | 'workerExternal'>> {
  const text = metricsUrl
    ? await fetch(metricsUrl).then(
        (r) => r.text(),
        () => '',
      )
    : '';
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0) / 2 ** 20);
  return {
    workerHeap: mb('nodejs_heap_size_used_bytes'),
    workerHeapTotal: mb('nodejs_heap_size_total_bytes'),
    workerExternal: mb('nodejs_external_memory_bytes'),
  };
}

async function sample(knex: Knex, startedAt: number, apiPid: number, workerPid: number, metricsUrl?: string): Promise<Sample> {
  const [outbox, deliveries, runs] = await Promise.all([
    knex('events').whereNull('dispatched_at').count({ n: '*' }).first(),
    knex('webhook_deliveries').whereIn('status', ['pending', 'failed']).count({ n: '*' }).first(),
    knex('automation_runs').where({ status: 'running' }).count({ n: '*' }).first(),
  ]);
  return {
    atMs: Date.now() - startedAt,
    apiRss: await rssMb(apiPid),
    workerRss: await rssMb(workerPid),
    ...(await workerMemory(metricsUrl)),
    outbox: Number(outbox!.n),
    deliveries: Number(deliveries!.n),
    runs: Number(runs!.n),
  };
}

/** The load: reads, task writes (a third of them start a run) and completions, paced at OFFERED_RPS. */
function mixedLoad(api: Api & { projectId: string; workspaceId: string }, until: number) {
  const dispatcher = new Agent({ connections: IN_FLIGHT, keepAliveTimeout: 10_000 });
  const statuses = new Map<number, number>();
  const recentTasks: string[] = [];
  let sent = 0;
  let inFlight = 0;
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.url}/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${api.key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher,
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response.ok ? ((await response.json()) as { data: { id: string } }) : (await response.text(), undefined);
  };
  const one = async (n: number) => {
    const pick = n % 10;
    if (pick < 5) {
      await request('GET', pick % 2 ? `/projects/${api.projectId}` : `/projects/${api.projectId}/tasks?per_page=20`);
    } else if (pick < 8) {
      const created = await request('POST', `/projects/${api.projectId}/tasks`, { name: pick === 5 ? `auto ${n}` : `task ${n}` });
      if (created) recentTasks.push(created.data.id);
      if (recentTasks.length > 100) recentTasks.shift();
    } else if (pick === 8 && recentTasks.length > 0) {
      await request('PATCH', `/tasks/${recentTasks[n % recentTasks.length]}`, { status: 'completed' });
    } else {
      await request('GET', `/workspaces/${api.workspaceId}/projects?per_page=20`);
    }
  };
  const done = new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      if (Date.now() >= until) {
        clearInterval(tick);
        const drain = setInterval(() => {
          if (inFlight === 0) {
            clearInterval(drain);
            void dispatcher.close().then(resolve);
          }
        }, 50);
        return;
      }
      // 10 ms ticks: OFFERED_RPS / 100 requests each, skipped while IN_FLIGHT are outstanding (a slow API is not buried).
      for (let i = 0; i < OFFERED_RPS / 100 && inFlight < IN_FLIGHT; i++) {
        inFlight++;
        const n = sent++;
        one(n)
          .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1))
          .finally(() => inFlight--);
      }
    }, 10);
  });
  return { done, statuses, sent: () => sent };
}

export async function benchSoak(ours: OurApi, databaseUrl: string, minutes: number, certificates: TestCertificates): Promise<BenchRow[]> {
  const knex = createKnex(databaseUrl, { pool: { max: 3 } });
  const receiver = await startCountingReceiver(certificates);
  const worker = await startWorkerProcess({
    databaseUrl,
    secretKey: benchSecretKey,
    caFile: certificates.caFile,
    env: { WEBHOOK_RETRY_DELAYS: '1s,2s,4s,8s,16s', METRICS_PORT: '0' },
  });
  const metricsUrl = /"url":"(http:[^"]+\/metrics)"/.exec(worker.output())?.[1];
  try {
    const api: Api = { url: ours.url, key: ours.key };
    const project = await call(api, 'POST', '/projects', { workspace_id: ours.workspaceId, name: 'Soak', visibility: 'shared' });
    await call(api, 'POST', '/automations', {
      project_id: project.data.id,
      name: 'Soak automation',
      type: 'event',
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'auto' }] },
      actions: [{ type: 'call_webhook', config: { url: receiver.url('/automation'), body: '{"task":"{{task.id}}"}' } }],
    });
    for (const [path, events] of [
      ['/ok', ['task.created', 'task.completed']],
      ['/slow', ['task.created']],
      ['/fail', ['task.updated', 'task.completed']],
    ] as const) {
      await call(api, 'POST', '/webhooks', {
        workspace_id: ours.workspaceId,
        url: receiver.url(path),
        events,
        secret: 'soak-secret-0123456789abcdef',
      });
    }
    await seedExpiredEvents(knex, ours.workspaceId);
    const expiredBefore = EXPIRED_EVENTS;

    receiver.startFailing();
    const startedAt = Date.now();
    const until = startedAt + minutes * 60_000;
    const load = mixedLoad({ ...api, projectId: project.data.id, workspaceId: ours.workspaceId }, until);
    const samples: Sample[] = [];
    const sampler = setInterval(() => {
      void sample(knex, startedAt, ours.pid, worker.pid, metricsUrl).then(
        (s) => {
          samples.push(s);
          process.stdout.write(
            `  soak ${Math.round(s.atMs / 60_000)} min: API ${s.apiRss} MB, worker ${s.workerRss} MB (heap ${s.workerHeap} of ${s.workerHeapTotal}, external ${s.workerExternal}), outbox ${s.outbox}, deliveries due ${s.deliveries}, runs running ${s.runs}, requests ${load.sent()}\n`,
          );
        },
        () => {},
      );
    }, SAMPLE_EVERY_MS);
    await load.done;
    clearInterval(sampler);
    samples.push(await sample(knex, startedAt, ours.pid, worker.pid, metricsUrl));

    const warmupMs = (minutes * 60_000) / 6;
    const settled = samples.filter((s) => s.atMs >= warmupMs);
    const errors = [...load.statuses].filter(([status]) => status < 200 || status >= 300).reduce((sum, [, n]) => sum + n, 0);
    const expiredLeft = Number(
      (await knex('events')
        .where({ workspace_id: ours.workspaceId })
        .where('created_at', '<', knex.raw(`now() - interval '90 days'`))
        .count({ n: '*' })
        .first())!.n,
    );
    const rows: BenchRow[] = [
      {
        metric: `soak: requests in ${minutes} min (offered ${OFFERED_RPS}/s)`,
        ours: load.sent(),
        anchor: undefined,
        ratio: undefined,
        target: '—',
        met: undefined,
      },
      {
        metric: 'soak: error answers (non-2xx or no answer)',
        ours: errors,
        anchor: undefined,
        ratio: undefined,
        target: '0',
        met: errors === 0,
      },
    ];
    for (const side of ['apiRss', 'workerRss'] as const) {
      // A minute's median (4 samples) smooths the collector's sawtooth; the trend is what must hold still.
      const minutes = smoothed(settled.map((s) => s[side]));
      const base = minutes[0] ?? 0;
      const drift = base ? Math.max(...minutes.map((v) => Math.abs(v - base) / base)) : 0;
      const raw = settled.map((s) => s[side]);
      rows.push({
        metric: `soak: ${side === 'apiRss' ? 'API' : 'worker'} RSS, first minute after ${Math.round(warmupMs / 60_000)} min (MB; samples ${Math.min(...raw)}–${Math.max(...raw)})`,
        ours: base,
        anchor: undefined,
        ratio: undefined,
        target: `each later minute within ±${RSS_BAND * 100} % (${Math.min(...minutes)}–${Math.max(...minutes)})`,
        met: drift <= RSS_BAND,
      });
    }
    const heaps = settled.map((s) => s.workerHeap);
    rows.push({
      metric: `soak: worker V8 heap in use after warm-up (MB; external ${Math.min(...settled.map((s) => s.workerExternal))}–${Math.max(...settled.map((s) => s.workerExternal))})`,
      ours: median(heaps),
      anchor: undefined,
      ratio: undefined,
      target: `${Math.min(...heaps)}–${Math.max(...heaps)}`,
      met: undefined,
    });
    for (const [name, key] of [
      ['outbox backlog (undispatched events)', 'outbox'],
      ['delivery backlog (due or retrying)', 'deliveries'],
    ] as const) {
      const peak = Math.max(...settled.map((s) => s[key]));
      const last = samples.at(-1)![key];
      const firstSettled = settled[0]?.[key] ?? 0;
      rows.push({
        metric: `soak: ${name}, peak after warm-up (last ${last})`,
        ours: peak,
        anchor: undefined,
        ratio: undefined,
        // Bounded: the backlog at the end is no larger than twice where it stood after the warm-up, plus slack for one sample's arrivals.
        target: `last ≤ 2 × ${firstSettled} + ${OFFERED_RPS * 15}`,
        met: last <= 2 * firstSettled + OFFERED_RPS * 15,
      });
    }
    rows.push({
      metric: 'soak: expired events removed by retention meanwhile',
      ours: expiredBefore - expiredLeft,
      anchor: undefined,
      ratio: undefined,
      target: `of ${expiredBefore}`,
      met: undefined,
    });
    rows.push({
      metric: 'soak: receiver calls (ok / slow / fail / automation)',
      ours: ['/ok', '/slow', '/fail', '/automation'].reduce((sum, p) => sum + (receiver.counts.get(p) ?? 0), 0),
      anchor: undefined,
      ratio: undefined,
      target: ['/ok', '/slow', '/fail', '/automation'].map((p) => receiver.counts.get(p) ?? 0).join(' / '),
      met: undefined,
    });
    return rows;
  } finally {
    await worker.stop();
    await receiver.close();
    await knex.destroy();
  }
}
