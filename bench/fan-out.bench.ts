import type { Knex } from 'knex';
import { dispatchBatch } from '../server/events/dispatcher.ts';
import { fanOutToAutomations } from '../server/modules/automations/engine/event-fan-out.ts';
import { fanOutToWebhooks } from '../server/modules/webhooks/delivery/deliveries.ts';
import { newId } from '../server/db/ids.ts';

async function seedWorkspace(knex: Knex): Promise<string> {
  const workspaceId = newId('ws');
  await knex('workspaces').insert({ id: workspaceId, name: 'Bench', slug: `bench-${workspaceId.slice(-8)}` });
  for (let i = 0; i < 3; i++) {
    await knex('webhooks').insert({
      id: newId('wh'),
      workspace_id: workspaceId,
      url: 'https://127.0.0.1/hook',
      events: ['task.created'],
      secret_ciphertext: 'v1:x:y:z',
    });
  }
  return workspaceId;
}

async function writeEvents(knex: Knex, workspaceId: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, () => ({
    id: newId('evt'),
    workspace_id: workspaceId,
    type: 'task.created',
    actor: JSON.stringify({ type: 'system', id: null, name: 'bench' }),
    data: JSON.stringify({ workspace_id: workspaceId, task: { id: 't', name: 'x' } }),
  }));
  await knex.batchInsert('events', rows, 1000);
}

/** Events fanned out to 3 webhooks each: batched dispatch versus one transaction and add_job per delivery. */
export async function benchFanOut(knex: Knex, events: number): Promise<Record<string, number>> {
  const workspaceId = await seedWorkspace(knex);
  await writeEvents(knex, workspaceId, events);
  let started = performance.now();
  let handled = 0;
  while ((handled = await dispatchBatch(knex, [fanOutToAutomations, fanOutToWebhooks], { batchSize: 200 })) > 0) void handled;
  const batchedMs = performance.now() - started;
  const deliveries = Number((await knex('webhook_deliveries').count({ n: '*' }).first())?.n);

  started = performance.now();
  for (let i = 0; i < deliveries / 3; i++) {
    await knex.transaction(async (trx) => {
      // The anchor: graphile-worker's add_job, one statement (and one NOTIFY) per job.
      for (let j = 0; j < 3; j++) await trx.raw(`select graphile_worker.add_job('bench_noop', ?::json)`, [JSON.stringify({ i, j })]);
    });
  }
  const singleMs = performance.now() - started;
  return {
    events,
    deliveries,
    'batched deliveries/s': Math.round(deliveries / (batchedMs / 1000)),
    'one-add_job-per-delivery deliveries/s': Math.round(deliveries / (singleMs / 1000)),
    'batched speed-up (x)': Math.round((singleMs / batchedMs) * 10) / 10,
  };
}
