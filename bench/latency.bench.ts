// Event latencies: from a write's response to the receiver getting what it caused (a webhook
// delivery; a call_webhook action of an automation), one write at a time. Measured with the API and
// a worker as separate processes, idle, while another workspace floods the service with work that
// hangs, and while the API takes task writes at half its capacity, each delivered to a webhook;
// and the same with the API and worker in one process (`npm start`).
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startReceiver, type Receiver } from '../contract-tests/webhooks/support/receiver.ts';
import { startServiceProcess, startWorkerProcess } from '../contract-tests/support/processes.ts';
import type { BenchRow } from './table.ts';
import { backgroundWrites, call, percentile, writeCapacity, type Api } from './api-calls.ts';
import { benchLimitsLifted, benchSecretKey, enterpriseOwner, type OurApi } from './api.bench.ts';

/** The secret of the probe's webhook: a receiver checking its signatures takes it for `/latency`. */
export const webhookSecret = 'bench-latency-secret-0123456789';
/** The flooding workspace: this many automations on every task it creates, each calling a receiver that never answers. */
const hostileAutomations = 50;
const hostileTaskEveryMs = 250;

/**
 * A webhook on `project.created` and an automation calling `/action` on `task.completed`, in the
 * bench owner's workspace; `sample` makes one of each happen and times it.
 */
export async function latencyProbe(api: Api, workspaceId: string, receiver: Receiver) {
  await call(api, 'POST', '/webhooks', {
    workspace_id: workspaceId,
    url: receiver.url('/latency'),
    events: ['project.created'],
    secret: webhookSecret,
  });
  const project = await call(api, 'POST', '/projects', { workspace_id: workspaceId, name: 'Latency', visibility: 'shared' });
  await call(api, 'POST', '/automations', {
    project_id: project.data.id,
    name: 'Latency',
    type: 'event',
    trigger: { event: 'task.completed' },
    actions: [{ type: 'call_webhook', config: { url: receiver.url('/action'), body: '{"task":"{{task.id}}"}' } }],
  });
  return async (through: Api, samples: number): Promise<{ delivery: number[]; action: number[] }> => {
    const delivery: number[] = [];
    const action: number[] = [];
    for (let i = 0; i < samples; i++) {
      const seen = receiver.requestsTo('/latency').length;
      await call(through, 'POST', '/projects', { workspace_id: workspaceId, name: `Latency ${i}` });
      const answered = Date.now();
      const [arrived] = (await receiver.waitForRequests(seen + 1, { match: (r) => r.path === '/latency', timeoutMs: 30_000 })).slice(-1);
      delivery.push(arrived!.receivedAt - answered);

      const task = await call(through, 'POST', `/projects/${project.data.id}/tasks`, { name: `Latency ${i}` });
      const acted = receiver.requestsTo('/action').length;
      await call(through, 'PATCH', `/tasks/${task.data.id}`, { status: 'completed' });
      const completed = Date.now();
      const [called] = (await receiver.waitForRequests(acted + 1, { match: (r) => r.path === '/action', timeoutMs: 30_000 })).slice(-1);
      action.push(called!.receivedAt - completed);
    }
    return { delivery, action };
  };
}

type Sample = Awaited<ReturnType<typeof latencyProbe>>;
type Latencies = Awaited<ReturnType<Sample>>;

/** What `underLoad` measured. */
interface Loaded {
  /** Task writes a second at full speed (3 s of 50 connections), each delivered to `/load`. */
  capacity: number;
  /** From the end of that burst until the receiver had every delivery it made. */
  drainMs: number;
  /** Sampled as the burst ended, while its deliveries drained. */
  afterBurst: Latencies;
  /** Sampled while the API took task writes at half its capacity, each delivered. */
  loaded: Latencies;
  /** The write rate those samples were taken under. */
  loadRate: number;
}

/**
 * The latencies users see on a busy service: a full-speed burst of task writes, each delivered to a
 * webhook (its drain, and samples taken as it ended), then task writes at half that rate, each
 * delivered, with samples taken once it runs (issue 29, point 2). The probe shares the workspace, so
 * its events queue behind the load's in the dispatcher and the delivery engine, as a user's would.
 */
async function underLoad(
  knex: Knex,
  through: Api,
  at: { projectId: string; receiver: Receiver; sample: Sample; samples: number },
): Promise<Loaded> {
  const load = { ...through, projectId: at.projectId };
  const tasks = async () => Number((await knex('tasks').where({ project_id: at.projectId }).count({ n: '*' }).first())!.n);
  const delivered = at.receiver.requestsTo('/load').length;
  const before = await tasks();
  const capacity = await writeCapacity(load);
  const burstEnded = Date.now();
  const written = (await tasks()) - before;
  const afterBurst = await at.sample(through, 10);
  const arrived = await at.receiver.waitForRequests(delivered + written, {
    match: (r) => r.path === '/load',
    timeoutMs: 120_000,
    what: `the burst's ${written} deliveries`,
  });
  const drainMs = Math.max(0, Math.max(...arrived.slice(delivered).map((r) => r.receivedAt)) - burstEnded);

  const background = backgroundWrites(load, Math.round(capacity / 2));
  const started = performance.now();
  let loaded: Latencies;
  let writes: number;
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    loaded = await at.sample(through, at.samples);
  } finally {
    writes = await background.stop();
  }
  return { capacity, drainMs, afterBurst, loaded, loadRate: writes / ((performance.now() - started) / 1000) };
}

/** A workspace of its own (unlimited plan) whose webhook and 50 automations all call a receiver that never answers. */
async function seedHostile(knex: Knex, api: string, hang: Receiver) {
  const { key, workspaceId } = await knex.transaction((trx) =>
    enterpriseOwner(trx, { email: 'hostile@example.com', name: 'Hostile Tenant', workspace: 'Hostile' }),
  );
  const hostile = { url: api, key };
  await call(hostile, 'POST', '/webhooks', {
    workspace_id: workspaceId,
    url: hang.url('/hook'),
    events: ['task.created'],
    secret: webhookSecret,
  });
  const project = await call(hostile, 'POST', '/projects', { workspace_id: workspaceId, name: 'Flood', visibility: 'shared' });
  for (let i = 0; i < hostileAutomations; i++) {
    await call(hostile, 'POST', '/automations', {
      project_id: project.data.id,
      name: `Flood ${i}`,
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'call_webhook', config: { url: hang.url('/action') } }],
    });
  }
  return { hostile, workspaceId, projectId: project.data.id };
}

function rows(what: string, samples: number[], targets: { p50?: number; p99?: number }): BenchRow[] {
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  return [
    {
      metric: `${what}, p50 (ms)`,
      ours: p50,
      anchor: undefined,
      ratio: undefined,
      target: targets.p50 === undefined ? '—' : `≤ ${targets.p50}`,
      met: targets.p50 === undefined ? undefined : p50 <= targets.p50,
    },
    {
      metric: `${what}, p99 (ms)`,
      ours: p99,
      anchor: undefined,
      ratio: undefined,
      target: targets.p99 === undefined ? '—' : `≤ ${targets.p99}`,
      met: targets.p99 === undefined ? undefined : p99 <= targets.p99,
    },
  ];
}

export async function benchLatency(ours: OurApi, databaseUrl: string, quick: boolean, certificates: TestCertificates): Promise<BenchRow[]> {
  const samples = quick ? 20 : 100;
  const receiver = await startReceiver({ tls: certificates, secret: { '/latency': webhookSecret }, respond: () => ({ status: 200 }) });
  const hang = await startReceiver({
    tls: certificates,
    secret: webhookSecret,
    respond: (r) => (r.body?.type === 'ping' ? { status: 200 } : { hang: true }),
  });
  const knex = createKnex(databaseUrl);
  const api = { url: ours.url, key: ours.key };
  const out: BenchRow[] = [];
  try {
    const sample = await latencyProbe(api, ours.workspaceId, receiver);
    await call(api, 'POST', '/webhooks', {
      workspace_id: ours.workspaceId,
      url: receiver.url('/load'),
      events: ['task.created'],
      secret: webhookSecret,
    });
    const loadProject = await call(api, 'POST', '/projects', { workspace_id: ours.workspaceId, name: 'Load', visibility: 'shared' });
    const loading = { projectId: loadProject.data.id, receiver, sample, samples };

    // The API and a worker apart (`npm run serve` and `npm run worker`).
    const worker = await startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: certificates.caFile });
    let apart: Latencies;
    let flooded: Latencies;
    let apartLoaded: Loaded;
    let hostileWorkspace = '';
    try {
      await sample(api, 3);
      apart = await sample(api, samples);
      apartLoaded = await underLoad(knex, api, loading);
      const { hostile, workspaceId, projectId } = await seedHostile(knex, ours.url, hang);
      hostileWorkspace = workspaceId;
      let flooding = true;
      let floodTasks = 0;
      const flood = (async () => {
        while (flooding) {
          await call(hostile, 'POST', `/projects/${projectId}/tasks`, { name: `Flood ${floodTasks++}` });
          await new Promise((resolve) => setTimeout(resolve, hostileTaskEveryMs));
        }
      })();
      try {
        // Let the hanging work pile up first: the flooding workspace's requests in flight and its job slots held.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        flooded = await sample(api, samples);
      } finally {
        flooding = false;
        await flood;
      }
      // Ends the hanging requests, so the worker stops at once; then the flood's work left (its runs) goes with its workspace.
      await hang.close();
    } finally {
      await worker.stop();
    }
    await knex('workspaces').where({ id: hostileWorkspace }).delete();

    // The API and the worker in one process (`npm start`).
    const single = await startServiceProcess({
      databaseUrl,
      caFile: certificates.caFile,
      secretKey: benchSecretKey,
      env: { ...benchLimitsLifted, RUN_WORKER: 'true', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
    });
    let together: Latencies;
    let togetherLoaded: Loaded;
    try {
      const through = { url: single.url, key: ours.key };
      await sample(through, 3);
      together = await sample(through, samples);
      togetherLoaded = await underLoad(knex, through, loading);
    } finally {
      await single.stop();
    }

    const p50 = (values: number[]) => percentile(values, 50);
    out.push(
      ...rows('event → webhook received (API and worker apart)', apart.delivery, { p50: 10, p99: 50 }),
      ...rows('event → call_webhook action received (API and worker apart)', apart.action, { p50: 15, p99: 60 }),
      ...rows('event → webhook received (one process)', together.delivery, { p50: 10, p99: 50 }),
      ...rows('event → call_webhook action received (one process)', together.action, { p50: 15, p99: 60 }),
    );
    const ratioRow = (metric: string, value: number, base: number, atMost = 2): BenchRow => ({
      metric,
      ours: value,
      anchor: base,
      ratio: Math.round((value / Math.max(base, 1)) * 100) / 100,
      target: `≤ ${atMost}`,
      met: value <= atMost * Math.max(base, 1),
    });
    // Apart and one process are to be within a factor of each other, whichever is slower: the ratio is the larger over the smaller.
    const withinRow = (metric: string, a: number, b: number, atMost: number): BenchRow => {
      const ratio = Math.max(a, b) / Math.max(Math.min(a, b), 1);
      return { metric, ours: a, anchor: b, ratio: Math.round(ratio * 100) / 100, target: `≤ ${atMost} either way`, met: ratio <= atMost };
    };
    out.push(
      withinRow('event → webhook received p50, apart vs one process (ms)', p50(apart.delivery), p50(together.delivery), 2),
      withinRow('event → call_webhook action p50, apart vs one process (ms)', p50(apart.action), p50(together.action), 2),
      ratioRow(
        `event → webhook received p50 while another workspace's receiver hangs, vs idle (ms)`,
        p50(flooded.delivery),
        p50(apart.delivery),
      ),
      ratioRow(
        `event → call_webhook action p50 while another workspace's ${hostileAutomations} automations hang, vs idle (ms)`,
        p50(flooded.action),
        p50(apart.action),
      ),
    );
    for (const [how, measured] of [
      ['API and worker apart', apartLoaded],
      ['one process', togetherLoaded],
    ] as const) {
      const { capacity, loadRate, loaded, afterBurst, drainMs } = measured;
      out.push(
        {
          metric: `task writes, each delivered to a webhook, during the next two rows (${how}), vs capacity (/s)`,
          ours: Math.round(loadRate),
          anchor: Math.round(capacity),
          ratio: Math.round((loadRate / capacity) * 100) / 100,
          target: '≈ 0.5',
          met: undefined,
        },
        ...rows(`event → webhook received, API at half capacity (${how})`, loaded.delivery, { p50: 20, p99: 100 }),
        ...rows(`event → call_webhook action received, API at half capacity (${how})`, loaded.action, { p50: 30, p99: 150 }),
        {
          metric: `a full-speed burst's deliveries (3 s), drained after its end (${how}) (ms)`,
          ours: drainMs,
          anchor: undefined,
          ratio: undefined,
          target: '≤ 2,000',
          met: drainMs <= 2_000,
        },
        ...rows(`event → webhook received as that burst ended (${how})`, afterBurst.delivery, {}),
        ...rows(`event → call_webhook action received as that burst ended (${how})`, afterBurst.action, {}),
      );
    }
    out.push(
      withinRow(
        'event → webhook received p50 at half capacity, apart vs one process (ms)',
        p50(apartLoaded.loaded.delivery),
        p50(togetherLoaded.loaded.delivery),
        1.5,
      ),
      withinRow(
        'event → call_webhook action p50 at half capacity, apart vs one process (ms)',
        p50(apartLoaded.loaded.action),
        p50(togetherLoaded.loaded.action),
        1.5,
      ),
    );
    return out;
  } finally {
    await knex.destroy();
    await receiver.close();
    await hang.close().catch(() => {});
  }
}
