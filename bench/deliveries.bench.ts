// Webhook delivery figures: a worker process delivering a burst of events to a local HTTPS receiver,
// against a bare keep-alive undici sender (HMAC-signed, same receiver, same count) in the same run;
// and the rate to receivers that answer after 200 ms: one workspace's (its window holds at most 200 in
// flight, docs/decisions.md#delivery-windows) and several workspaces' at once, each its own receiver.
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
import { benchSecretKey } from './api.bench.ts';

const webhookSecret = 'bench-webhook-secret-0123456789';
const slowMs = 200;
/** Workspaces (each with its own receiver, so its own connection pool) delivered to at once. */
const slowWorkspaces = 4;

/** A workspace whose events of each type go to that receiver path: `/fast` answers at once, `/slow` after 200 ms. */
async function seedWorkspace(knex: Knex, receiver: Receiver, hooks: Array<{ path: string; type: EventType }>): Promise<string> {
  const workspaceId = newId('ws');
  await knex('workspaces').insert({ id: workspaceId, name: 'Deliveries', slug: `deliveries-${workspaceId.slice(-8)}` });
  const box = secretBox(benchSecretKey);
  await knex('webhooks').insert(
    hooks.map(({ path, type }) => ({
      id: newId('wh'),
      workspace_id: workspaceId,
      url: receiver.url(path),
      events: [type],
      secret_ciphertext: box.seal(webhookSecret),
    })),
  );
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
  // As the API does after its commits: the dispatchers hear of them at once rather than at their next poll.
  await knex.raw(`select pg_notify('wsa_events_committed', '')`);
}

/** Deliveries per second from writing `count` events of `type` to each workspace until each receiver has its own at `path`. */
async function delivered(
  knex: Knex,
  targets: Array<{ receiver: Receiver; workspaceId: string }>,
  { type, path, count }: { type: EventType; path: string; count: number },
): Promise<number> {
  const before = targets.map(({ receiver }) => receiver.requestsTo(path).length);
  const started = performance.now();
  await Promise.all(targets.map(({ workspaceId }) => writeEvents(knex, workspaceId, type, count)));
  await Promise.all(
    targets.map(({ receiver }, i) =>
      receiver.waitForRequests(before[i]! + count, {
        match: (r) => r.path === path,
        timeoutMs: 180_000,
        what: `${count} deliveries to ${path}`,
      }),
    ),
  );
  return (count * targets.length) / ((performance.now() - started) / 1000);
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

export async function benchDeliveries(
  databaseUrl: string,
  settings: BenchSettings,
  quick: boolean,
  certificates: TestCertificates,
): Promise<BenchRow[]> {
  const receiverOptions = {
    tls: certificates,
    secret: { '/fast': webhookSecret, '/slow': webhookSecret, '/anchor': webhookSecret },
    respond: (request: { path: string }) => (request.path === '/slow' ? { status: 200, delayMs: slowMs } : { status: 200 }),
  };
  const receiver = await startReceiver(receiverOptions);
  const slowReceivers = await Promise.all(Array.from({ length: slowWorkspaces }, () => startReceiver(receiverOptions)));
  const knex = createKnex(databaseUrl);
  const worker = await startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: certificates.caFile });
  const burst = quick ? 1_000 : 3_000;
  const slowBurst = quick ? 400 : 1_200;
  // After a warm-up burst (the receivers' TLS handshakes, about 800 of them, and the windows' growth
  // from their floor to 200 are not the steady rate), long enough to be most of what is measured.
  const slowEach = quick ? 400 : 3_000;
  try {
    const workspaceId = await seedWorkspace(knex, receiver, [
      { path: '/fast', type: 'task.created' },
      { path: '/slow', type: 'task.deleted' },
    ]);
    const own = [{ receiver, workspaceId }];
    await delivered(knex, own, { type: 'task.created', path: '/fast', count: 100 });
    await bareSender(receiver, certificates.caFile, 100);
    const rates: number[] = [];
    const anchor: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      rates.push(await delivered(knex, own, { type: 'task.created', path: '/fast', count: burst }));
      anchor.push(await bareSender(receiver, certificates.caFile, burst));
    }
    const slow = await delivered(knex, own, { type: 'task.deleted', path: '/slow', count: slowBurst });
    const slowTargets = await Promise.all(
      slowReceivers.map(async (slowReceiver) => ({
        receiver: slowReceiver,
        workspaceId: await seedWorkspace(knex, slowReceiver, [{ path: '/slow', type: 'task.deleted' }]),
      })),
    );
    await delivered(knex, slowTargets, { type: 'task.deleted', path: '/slow', count: 400 });
    const slowSpread = await delivered(knex, slowTargets, { type: 'task.deleted', path: '/slow', count: slowEach });
    const oursRate = median(rates);
    const anchorRate = median(anchor);
    return [
      {
        metric: `webhook deliveries, ${burst.toLocaleString('en-US')} events, fast HTTPS receiver (/s)`,
        ours: Math.round(oursRate),
        anchor: Math.round(anchorRate),
        ratio: Math.round((oursRate / anchorRate) * 100) / 100,
        target: '≥ 0.8',
        met: oursRate / anchorRate >= 0.8,
      },
      {
        // One workspace's window holds at most 200 in flight: 1,000 a second at 200 ms is its ceiling.
        metric: `deliveries to a receiver answering after ${slowMs} ms, ${slowBurst} events, one workspace, one worker (/s)`,
        ours: Math.round(slow),
        anchor: 1_000,
        ratio: Math.round((slow / 1_000) * 100) / 100,
        target: '—',
        met: undefined,
      },
      {
        metric: `deliveries to ${slowWorkspaces} workspaces' receivers answering after ${slowMs} ms, ${slowEach.toLocaleString('en-US')} events each, one worker (/s)`,
        ours: Math.round(slowSpread),
        anchor: undefined,
        ratio: undefined,
        target: '≥ 2,000',
        met: slowSpread >= 2_000,
      },
    ];
  } finally {
    await worker.stop();
    await knex.destroy();
    await receiver.close();
    await Promise.all(slowReceivers.map((r) => r.close()));
  }
}
