// Outbox dispatch figures (issue 29, point 3): a worker process's dispatcher working through events
// written straight to the outbox, with nothing subscribed (one workspace, whose batches go one at a
// time, and eight side by side) and with one webhook and one automation subscribed, against the
// API's task-write capacity measured in the same run: writes must never outrun their fan-out.
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startReceiver } from '../contract-tests/webhooks/support/receiver.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import type { BenchRow } from './table.ts';
import { call, writeCapacity, type Api } from './api-calls.ts';
import { benchSecretKey, enterpriseOwner, type OurApi } from './api.bench.ts';
import { writeEvents } from './runs.bench.ts';

const webhookSecret = 'bench-dispatch-secret-0123456789';

/** A workspace on the enterprise plan (no run limit) with an admin key, made in SQL. */
const seedWorkspace = (knex: Knex, name: string) =>
  knex.transaction((trx) => enterpriseOwner(trx, { email: 'dispatch@example.com', name: 'Dispatch Bench', workspace: name }));

/**
 * Task events dispatched a second: `perWorkspace` of them written to each workspace in one
 * transaction, from its commit until no event is left undispatched; or, `upToWritten`, none as old as
 * the last one written. With an automation subscribed that is what writes make being fanned out while
 * their runs and deliveries go on in the same worker (the runs' events, written after, are dispatched
 * after them). Timed from the commit: timed from the start of the writing, as until 2026-12-03, the
 * rows with nothing subscribed measured mostly the writing (20,000 events: 1.1–1.3 s to write,
 * 0.8–1.0 s to dispatch).
 */
async function dispatchRate(
  knex: Knex,
  at: Array<{ workspaceId: string; projectId: string }>,
  perWorkspace: number,
  upToWritten = false,
): Promise<number> {
  await knex.transaction(async (trx) => {
    for (const place of at) await writeEvents(trx, place, { type: 'task.created', word: 'dispatch', count: perWorkspace });
  });
  const started = performance.now();
  const last = upToWritten ? (await knex('events').max<{ seq: number }>('seq as seq').first())?.seq : undefined;
  const deadline = Date.now() + 120_000;
  // Any event left, of any workspace (the bench's database has only these to dispatch), read from
  // the undispatched events' own index every 20 ms: asked per workspace, PostgreSQL read the
  // workspace's every event, and the watching cost a third as much as the dispatch it watched.
  const undispatched = () =>
    knex('events')
      .whereNull('dispatched_at')
      .modify((q) => {
        if (last !== undefined) void q.where('seq', '<=', last);
      })
      .orderBy('seq')
      .first('seq');
  while (await undispatched()) {
    if (Date.now() > deadline) throw new Error('events were still undispatched after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (perWorkspace * at.length) / ((performance.now() - started) / 1000);
}

export async function benchDispatch(
  ours: OurApi,
  databaseUrl: string,
  quick: boolean,
  certificates: TestCertificates,
): Promise<BenchRow[]> {
  const receiver = await startReceiver({ tls: certificates, secret: webhookSecret, respond: () => ({ status: 200 }) });
  const knex = createKnex(databaseUrl);
  const worker = await startWorkerProcess({ databaseUrl, secretKey: benchSecretKey, caFile: certificates.caFile });
  const quiet = quick ? 2_000 : 20_000;
  const subscribed = quick ? 500 : 5_000;
  try {
    const quietPlaces = [];
    for (let i = 0; i < 8; i++)
      quietPlaces.push({ workspaceId: (await seedWorkspace(knex, `Quiet${i}`)).workspaceId, projectId: newId('proj') });
    await dispatchRate(knex, quietPlaces.slice(0, 1), 500);
    const one = await dispatchRate(knex, quietPlaces.slice(0, 1), quiet);
    const eight = await dispatchRate(knex, quietPlaces, Math.round(quiet / 8));

    // The API's capacity first, while nothing is subscribed: its writes' events are then dispatched at once.
    const busy = await seedWorkspace(knex, 'Subscribed');
    const api: Api = { url: ours.url, key: busy.key };
    const project = await call(api, 'POST', '/projects', { workspace_id: busy.workspaceId, name: 'Dispatch', visibility: 'shared' });
    // Measured warm: on the API as `--only dispatch` starts it, the first 3 s took about half the writes
    // a warm API takes (733–871 a second against 1,544 in a full run), and the ratio below was that much kinder.
    await writeCapacity({ ...api, projectId: project.data.id });
    const capacity = await writeCapacity({ ...api, projectId: project.data.id });
    await call(api, 'POST', '/webhooks', {
      workspace_id: busy.workspaceId,
      url: receiver.url('/hook'),
      events: ['task.created'],
      secret: webhookSecret,
    });
    await call(api, 'POST', '/automations', {
      project_id: project.data.id,
      name: 'Dispatch',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'call_webhook', config: { url: receiver.url('/action') } }],
    });
    const place = { workspaceId: busy.workspaceId, projectId: project.data.id };
    const withSubscribers = await dispatchRate(knex, [place], subscribed, true);
    // What the dispatch made is done before the next part of the bench starts.
    for (const path of ['/hook', '/action']) {
      await receiver.waitForRequests(subscribed, {
        match: (r) => r.path === path,
        timeoutMs: 120_000,
        what: `${subscribed} calls to ${path}`,
      });
    }
    return [
      {
        metric: `outbox dispatch, nothing subscribed, ${quiet.toLocaleString('en-US')} events of one workspace (/s)`,
        ours: Math.round(one),
        anchor: undefined,
        ratio: undefined,
        target: '≥ 10,000',
        met: one >= 10_000,
      },
      {
        metric: `outbox dispatch, nothing subscribed, ${quiet.toLocaleString('en-US')} events of 8 workspaces (/s)`,
        ours: Math.round(eight),
        anchor: undefined,
        ratio: undefined,
        target: '≥ 10,000',
        met: eight >= 10_000,
      },
      {
        metric: `outbox dispatch, one webhook and one automation subscribed: ${subscribed.toLocaleString('en-US')} task events fanned out while their runs and deliveries go on, vs the API's task writes (/s)`,
        ours: Math.round(withSubscribers),
        anchor: Math.round(capacity),
        ratio: Math.round((withSubscribers / capacity) * 100) / 100,
        target: '≥ 2',
        met: withSubscribers >= 2 * capacity,
      },
    ];
  } finally {
    await worker.stop();
    await knex.destroy();
    await receiver.close();
  }
}
