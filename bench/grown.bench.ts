// Costs that stay flat as data grows (issue 28, point 5): the API's three figures (a project by id,
// a workspace's projects, a task write) and the two event paths (event → webhook received, event →
// call_webhook action received) measured on the fresh bench database, then again after filling that
// same database with 10,000,000 events, 1,000,000 each of tasks, runs, deliveries and notifications
// over 1,000 workspaces, the bench's own among them (bench/grown-fill.ts). Each grown figure is shown
// against its fresh one; the goal is within 1.5×. The two phases cannot be interleaved (the fill is
// one-way), so the machine's drift between them lands in the ratios: read them with the fresh
// phase's own spread in mind.
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import { startReceiver } from '../contract-tests/webhooks/support/receiver.ts';
import { createKnex } from '../server/db/knex.ts';
import { percentile, type Api } from './api-calls.ts';
import { benchSecretKey, load, settleLoadEvents, type Load, type OurApi } from './api.bench.ts';
import { fillGrown, type FillStep, type GrownShape } from './grown-fill.ts';
import { latencyProbe, webhookSecret } from './latency.bench.ts';
import { median, type BenchRow, type BenchSettings } from './table.ts';

/** The database; --quick fills a hundredth of it, to check the bench runs. */
const shapes: Record<'full' | 'quick', GrownShape> = {
  full: {
    workspaces: 1_000,
    events: 10_000_000,
    tasks: 1_000_000,
    runs: 1_000_000,
    deliveries: 1_000_000,
    notifications: 1_000_000,
    projectsPerWorkspace: 10,
    membersPerWorkspace: 5,
    spreadDays: 6,
    expiredEvery: 0,
  },
  quick: {
    workspaces: 100,
    events: 100_000,
    tasks: 10_000,
    runs: 10_000,
    deliveries: 10_000,
    notifications: 10_000,
    projectsPerWorkspace: 10,
    membersPerWorkspace: 5,
    spreadDays: 6,
    expiredEvery: 0,
  },
};

/** Grown within 1.5× of fresh: a rate may fall to 1/1.5 of it, a latency rise to 1.5 times. */
const allowed = 1.5;

interface Figures {
  api: Array<{ metric: string; rps: number; p99: number }>;
  delivery: number[];
  action: number[];
}

type Sample = Awaited<ReturnType<typeof latencyProbe>>;

/** The five figures on the database as it is now: the API's by autocannon, then the event paths with a worker beside the API. */
async function measure(
  ours: OurApi,
  databaseUrl: string,
  settings: BenchSettings,
  input: { samples: number; caFile: string; sample: Sample },
): Promise<Figures> {
  const { key, workspaceId, projectId } = ours;
  const cases: Array<[metric: string, run: () => Promise<Load>]> = [
    ['GET /v1/projects/{project_id}', () => load(`${ours.url}/v1/projects/${projectId}`, settings, { key })],
    [
      'GET /v1/workspaces/{workspace_id}/projects?per_page=20',
      () => load(`${ours.url}/v1/workspaces/${workspaceId}/projects?per_page=20`, settings, { key }),
    ],
    [
      'POST /v1/projects/{project_id}/tasks',
      () =>
        load(`${ours.url}/v1/projects/${projectId}/tasks`, settings, {
          key,
          method: 'POST',
          body: JSON.stringify({ name: 'Grown bench task' }),
        }),
    ],
  ];
  const api: Figures['api'] = [];
  for (const [metric, run] of cases) {
    await run(); // warm: JIT, pools, and after the fill the pages the statements read
    const loads: Load[] = [];
    for (let round = 0; round < settings.rounds; round++) loads.push(await run());
    api.push({ metric, rps: median(loads.map((l) => l.rps)), p99: median(loads.map((l) => l.p99)) });
  }
  // The writes ran without a worker: their events are stamped dispatched, as api.bench.ts does, so the
  // event paths measure their own events rather than that backlog.
  await settleLoadEvents(databaseUrl);
  const worker = await startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: input.caFile });
  try {
    const through: Api = { url: ours.url, key };
    await input.sample(through, 3);
    const { delivery, action } = await input.sample(through, input.samples);
    return { api, delivery, action };
  } finally {
    await worker.stop();
  }
}

async function databaseMb(databaseUrl: string): Promise<number> {
  const knex = createKnex(databaseUrl);
  try {
    const { rows } = await knex.raw<{ rows: Array<{ bytes: number }> }>('select pg_database_size(current_database()) as bytes');
    return Math.round(rows[0]!.bytes / 2 ** 20);
  } finally {
    await knex.destroy();
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A grown figure against its fresh one: `higherIsBetter` for rates (target ≥ 1/1.5), else a latency (≤ 1.5). */
function compared(metric: string, grown: number, fresh: number, target: 'rate' | 'latency' | 'none'): BenchRow {
  const ratio = grown / Math.max(fresh, 1);
  return {
    metric: `${metric}, grown vs fresh`,
    ours: Math.round(grown),
    anchor: Math.round(fresh),
    ratio: round2(ratio),
    target: target === 'rate' ? `≥ ${round2(1 / allowed)}` : target === 'latency' ? `≤ ${allowed}` : '—',
    met: target === 'rate' ? ratio >= 1 / allowed : target === 'latency' ? ratio <= allowed : undefined,
  };
}

export async function benchGrown(
  ours: OurApi,
  databaseUrl: string,
  settings: BenchSettings,
  quick: boolean,
  certificates: TestCertificates,
): Promise<BenchRow[]> {
  const shape = quick ? shapes.quick : shapes.full;
  const receiver = await startReceiver({ tls: certificates, secret: { '/latency': webhookSecret }, respond: () => ({ status: 200 }) });
  try {
    // Its webhook, project and automation are made once, on the fresh database, and fire in both phases.
    const sample = await latencyProbe({ url: ours.url, key: ours.key }, ours.workspaceId, receiver);
    const input = { samples: quick ? 20 : 100, caFile: certificates.caFile, sample };
    const freshMb = await databaseMb(databaseUrl);
    const fresh = await measure(ours, databaseUrl, settings, input);

    const progress = (step: FillStep) =>
      process.stdout.write(`grown fill: ${step.what}, ${step.rows.toLocaleString('en-US')} rows, ${step.seconds.toFixed(1)} s\n`);
    const steps = await fillGrown(databaseUrl, shape, [ours.workspaceId], progress);
    const fillSeconds = steps.reduce((sum, s) => sum + s.seconds, 0);
    const grownMb = await databaseMb(databaseUrl);
    const grown = await measure(ours, databaseUrl, settings, input);

    const rows: BenchRow[] = [];
    for (const [i, figure] of grown.api.entries()) {
      rows.push(compared(`${figure.metric} (req/s)`, figure.rps, fresh.api[i]!.rps, 'rate'));
      rows.push(compared(`${figure.metric} (p99 ms)`, figure.p99, fresh.api[i]!.p99, 'none'));
    }
    for (const [what, key] of [
      ['event → webhook received', 'delivery'],
      ['event → call_webhook action received', 'action'],
    ] as const) {
      rows.push(compared(`${what}, p50 (ms)`, percentile(grown[key], 50), percentile(fresh[key], 50), 'latency'));
      rows.push(compared(`${what}, p99 (ms)`, percentile(grown[key], 99), percentile(fresh[key], 99), 'none'));
    }
    const count = (n: number) => n.toLocaleString('en-US');
    rows.push(
      {
        metric:
          `fill: ${count(shape.events)} events, ${count(shape.tasks)} tasks, ${count(shape.runs)} runs, ` +
          `${count(shape.deliveries)} deliveries, ${count(shape.notifications)} notifications, ${count(shape.workspaces)} workspaces (s)`,
        ours: Math.round(fillSeconds),
        anchor: undefined,
        ratio: undefined,
        target: '—',
        met: undefined,
      },
      { metric: 'database size, grown vs fresh (MB)', ours: grownMb, anchor: freshMb, ratio: undefined, target: '—', met: undefined },
    );
    return rows;
  } finally {
    await receiver.close();
  }
}
