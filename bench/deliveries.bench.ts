// Webhook delivery figures: a worker process delivering a burst of events to a local HTTPS receiver,
// against a bare keep-alive undici sender (HMAC-signed, same receiver, same count) in the same run;
// and the rate to a receiver that answers after 200 ms.
import { readFile } from 'node:fs/promises';
import { Pool } from 'undici';
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import { secretBox } from '../server/secrets/secret-box.ts';
import { signature } from '../server/modules/webhooks/delivery/signed-request.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startReceiver, type Receiver } from '../contract-tests/webhooks/support/receiver.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import type { EventType } from '../server/events/record-event.ts';
import { median, type BenchRow, type BenchSettings } from './table.ts';
import { benchSecretKey, type OurApi } from './api.bench.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function api(ours: OurApi, method: string, path: string, body?: unknown): Promise<{ data: { id: string } }> {
  const response = await fetch(`${ours.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${ours.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { id: string } };
}

/**
 * Milliseconds from a write's response to the receiver getting what it caused, one write at a time
 * on an otherwise idle service: a webhook delivery of `project.created`, and a `call_webhook` action
 * of an automation on `task.completed`.
 */
async function latencies(ours: OurApi, receiver: Receiver, samples: number): Promise<{ delivery: number[]; action: number[] }> {
  await api(ours, 'POST', '/webhooks', {
    workspace_id: ours.workspaceId,
    url: receiver.url('/latency'),
    events: ['project.created'],
    secret: webhookSecret,
  });
  const project = await api(ours, 'POST', '/projects', { workspace_id: ours.workspaceId, name: 'Latency', visibility: 'shared' });
  await api(ours, 'POST', '/automations', {
    project_id: project.data.id,
    name: 'Latency',
    type: 'event',
    trigger: { event: 'task.completed' },
    actions: [{ type: 'call_webhook', config: { url: receiver.url('/action'), body: '{"task":"{{task.id}}"}' } }],
  });
  const delivery: number[] = [];
  const action: number[] = [];
  for (let i = 0; i < samples; i++) {
    const seen = receiver.requestsTo('/latency').length;
    await api(ours, 'POST', '/projects', { workspace_id: ours.workspaceId, name: `Latency ${i}` });
    const answered = Date.now();
    const [arrived] = (await receiver.waitForRequests(seen + 1, { match: (r) => r.path === '/latency', timeoutMs: 30_000 })).slice(-1);
    delivery.push(arrived!.receivedAt - answered);

    const task = await api(ours, 'POST', `/projects/${project.data.id}/tasks`, { name: `Latency ${i}` });
    const acted = receiver.requestsTo('/action').length;
    await api(ours, 'PATCH', `/tasks/${task.data.id}`, { status: 'completed' });
    const completed = Date.now();
    const [called] = (await receiver.waitForRequests(acted + 1, { match: (r) => r.path === '/action', timeoutMs: 30_000 })).slice(-1);
    action.push(called!.receivedAt - completed);
  }
  return { delivery, action };
}

const webhookSecret = 'bench-webhook-secret-0123456789';
const slowMs = 200;

async function seedWebhooks(knex: Knex, receiver: Receiver): Promise<string> {
  const workspaceId = newId('ws');
  await knex('workspaces').insert({ id: workspaceId, name: 'Deliveries', slug: `deliveries-${workspaceId.slice(-8)}` });
  const box = secretBox(benchSecretKey);
  await knex('webhooks').insert([
    {
      id: newId('wh'),
      workspace_id: workspaceId,
      url: receiver.url('/fast'),
      events: ['task.created'],
      secret_ciphertext: box.seal(webhookSecret),
    },
    {
      id: newId('wh'),
      workspace_id: workspaceId,
      url: receiver.url('/slow'),
      events: ['task.deleted'],
      secret_ciphertext: box.seal(webhookSecret),
    },
  ]);
  return workspaceId;
}

async function writeEvents(knex: Knex, workspaceId: string, type: EventType, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId('evt'),
    workspace_id: workspaceId,
    type,
    actor: JSON.stringify({ type: 'system', id: null, name: 'bench' }),
    data: JSON.stringify({ workspace_id: workspaceId, task: { id: `task_${i}`, name: `Task ${i}` } }),
  }));
  await knex.batchInsert('events', rows, 1000);
}

/** Deliveries per second from writing `count` events until the receiver has them all. */
async function delivered(
  knex: Knex,
  receiver: Receiver,
  workspaceId: string,
  type: EventType,
  path: string,
  count: number,
): Promise<number> {
  const before = receiver.requestsTo(path).length;
  const started = performance.now();
  await writeEvents(knex, workspaceId, type, count);
  await receiver.waitForRequests(before + count, {
    match: (r) => r.path === path,
    timeoutMs: 180_000,
    what: `${count} deliveries to ${path}`,
  });
  return count / ((performance.now() - started) / 1000);
}

/** The anchor: one process sending `count` signed envelopes over keep-alive connections, 50 at a time. */
async function bareSender(receiver: Receiver, caFile: string, count: number): Promise<number> {
  const ca = await readFile(caFile, 'utf8');
  const pool = new Pool(`https://127.0.0.1:${receiver.port}`, { connections: 50, connect: { ca } });
  const started = performance.now();
  let next = 0;
  const sendOne = async () => {
    while (next < count) {
      const i = next++;
      const body = JSON.stringify({
        id: newId('evt'),
        type: 'task.created',
        created_at: new Date().toISOString(),
        data: { task: { id: `task_${i}` } },
      });
      const response = await pool.request({
        path: '/anchor',
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'service-signature': signature(webhookSecret, body) },
      });
      await response.body.dump();
    }
  };
  await Promise.all(Array.from({ length: 50 }, sendOne));
  const rate = count / ((performance.now() - started) / 1000);
  await pool.close();
  return rate;
}

function latencyRows(what: string, samples: number[], p50Target: number, p99Target: number): BenchRow[] {
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  return [
    { metric: `${what}, p50 (ms)`, ours: p50, anchor: undefined, ratio: undefined, target: `≤ ${p50Target}`, met: p50 <= p50Target },
    { metric: `${what}, p99 (ms)`, ours: p99, anchor: undefined, ratio: undefined, target: `≤ ${p99Target}`, met: p99 <= p99Target },
  ];
}

export async function benchDeliveries(
  ours: OurApi,
  databaseUrl: string,
  settings: BenchSettings,
  quick: boolean,
  certificates: TestCertificates,
): Promise<BenchRow[]> {
  const receiver = await startReceiver({
    tls: certificates,
    secret: { '/fast': webhookSecret, '/slow': webhookSecret, '/anchor': webhookSecret, '/latency': webhookSecret },
    respond: (request) => (request.path === '/slow' ? { status: 200, delayMs: slowMs } : { status: 200 }),
  });
  const knex = createKnex(databaseUrl);
  const worker = await startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: certificates.caFile });
  const burst = quick ? 1_000 : 3_000;
  const slowBurst = quick ? 400 : 1_200;
  try {
    const workspaceId = await seedWebhooks(knex, receiver);
    await delivered(knex, receiver, workspaceId, 'task.created', '/fast', 100);
    await bareSender(receiver, certificates.caFile, 100);
    const rates: number[] = [];
    const anchor: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      rates.push(await delivered(knex, receiver, workspaceId, 'task.created', '/fast', burst));
      anchor.push(await bareSender(receiver, certificates.caFile, burst));
    }
    const slow = await delivered(knex, receiver, workspaceId, 'task.deleted', '/slow', slowBurst);
    const latency = await latencies(ours, receiver, quick ? 20 : 100);
    const oursRate = median(rates);
    const anchorRate = median(anchor);
    return [
      {
        metric: `webhook deliveries, ${burst.toLocaleString('en-US')} events, fast HTTPS receiver (/s)`,
        ours: Math.round(oursRate),
        anchor: Math.round(anchorRate),
        ratio: Math.round((oursRate / anchorRate) * 100) / 100,
        target: '≥ 0.4',
        met: oursRate / anchorRate >= 0.4,
      },
      {
        metric: `deliveries to a receiver answering after ${slowMs} ms, ${slowBurst} events, one worker (/s)`,
        ours: Math.round(slow),
        anchor: undefined,
        ratio: undefined,
        target: '≥ 400',
        met: slow >= 400,
      },
      ...latencyRows('event → webhook received (API and worker apart)', latency.delivery, 10, 50),
      ...latencyRows('event → call_webhook action received (API and worker apart)', latency.action, 15, 60),
    ];
  } finally {
    await worker.stop();
    await knex.destroy();
    await receiver.close();
  }
}
