/**
 * Issue 28, point 1: retention (docs/decisions.md#retention). A pass removes each workspace's events,
 * ended runs, ended deliveries, notifications, the record of digests sent and ended invitations older than its plan's days (7 on free, 30 on pro by
 * default), a run's steps and a delivery's attempts with them; what is still under way stays however
 * old; a row another transaction holds is skipped, never waited on. Rows are aged in SQL; the pass is
 * the one the `remove_expired_rows` job runs, called here without a worker so nothing else moves.
 */
import { expect } from 'chai';
import { setPlan } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { removeExpiredRows } from '../../server/modules/retention/retention-pass.ts';
import {
  agedDelivery,
  agedDigest,
  agedEvent,
  agedInvitation,
  agedNotification,
  agedRun,
  agedWorkspace,
  digestsStillThere,
  stillThere,
} from './support/aged-rows.ts';

describe('retention: what a pass removes and what it keeps', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const pass = () => removeExpiredRows(server.knex, server.deps.config.retention, { deadline: Number.POSITIVE_INFINITY });

  it('removes rows past the plan’s days and keeps younger ones: a 10-day-old event goes on free and stays on pro', async () => {
    const { knex } = server;
    const free = await agedWorkspace(server, 'Free');
    const pro = await agedWorkspace(server, 'Pro');
    await setPlan(server, pro.workspaceId, 'pro');
    const made = async (ws: typeof free) => {
      const oldEvent = await agedEvent(knex, ws, 10);
      const newEvent = await agedEvent(knex, ws, 3);
      return {
        events: [oldEvent, newEvent],
        runs: [await agedRun(knex, ws, 10, 'success', { eventId: oldEvent }), await agedRun(knex, ws, 3, 'failed', { eventId: newEvent })],
        deliveries: [
          await agedDelivery(knex, ws, oldEvent, 10, 'succeeded'),
          await agedDelivery(knex, ws, newEvent, 3, 'permanently_failed'),
        ],
        notifications: [await agedNotification(knex, ws, 10, oldEvent), await agedNotification(knex, ws, 3, newEvent)],
        digests: [await agedDigest(knex, ws, 10), await agedDigest(knex, ws, 3)],
        invitations: [
          await agedInvitation(knex, ws, 10, 'accepted'),
          await agedInvitation(knex, ws, 3, 'expired'),
          // Still pending however old (the expiry job ends it first).
          await agedInvitation(knex, ws, 10, 'pending'),
        ],
      };
    };
    const onFree = await made(free);
    const onPro = await made(pro);

    const result = await pass();

    expect(await stillThere(knex, 'events', onFree.events), 'free: events').to.deep.equal([onFree.events[1]]);
    expect(await stillThere(knex, 'automation_runs', onFree.runs), 'free: runs, their steps in their rows').to.deep.equal([onFree.runs[1]]);
    expect(await stillThere(knex, 'webhook_deliveries', onFree.deliveries), 'free: deliveries').to.deep.equal([onFree.deliveries[1]]);
    expect(await stillThere(knex, 'notifications', onFree.notifications), 'free: notifications').to.deep.equal([onFree.notifications[1]]);
    expect(await digestsStillThere(knex, free, onFree.digests), 'free: the record of digests sent').to.deep.equal([onFree.digests[1]]);
    expect(await digestsStillThere(knex, pro, onPro.digests), 'pro keeps its record of a digest 10 days old').to.deep.equal(onPro.digests);
    expect(await stillThere(knex, 'invitations', onFree.invitations), 'free: ended invitations; a pending one stays').to.deep.equal(
      onFree.invitations.slice(1),
    );
    expect(
      await stillThere(knex, 'webhook_delivery_attempts', onFree.deliveries, 'delivery_id'),
      'the removed delivery’s attempts went with it',
    ).to.deep.equal([onFree.deliveries[1]]);
    for (const [table, ids] of [
      ['events', onPro.events],
      ['automation_runs', onPro.runs],
      ['webhook_deliveries', onPro.deliveries],
      ['notifications', onPro.notifications],
      ['invitations', onPro.invitations],
    ] as const) {
      expect(await stillThere(knex, table, ids), `pro keeps its 10-day-old ${table}`).to.deep.equal(ids);
    }
    expect(result.removed).to.deep.equal({ deliveries: 1, runs: 1, notifications: 1, digests: 1, invitations: 1, events: 1 });
    expect(result.resumeFrom, 'the pass went through every workspace').to.equal(undefined);
  });

  it('keeps what is under way however old: an undispatched event, queued, running and waiting runs, a delivery due for a retry, and their events', async () => {
    const { knex } = server;
    const ws = await agedWorkspace(server, 'Busy');
    const undispatched = await agedEvent(knex, ws, 20, { dispatched: false });
    const ofWaiting = await agedEvent(knex, ws, 20);
    const ofRunning = await agedEvent(knex, ws, 20);
    const ofRetrying = await agedEvent(knex, ws, 20);
    const ofPending = await agedEvent(knex, ws, 20);
    const ofRecovered = await agedEvent(knex, ws, 20);
    const runs = [
      await agedRun(knex, ws, 20, 'waiting', { eventId: ofWaiting }),
      await agedRun(knex, ws, 20, 'running', { eventId: ofRunning }),
      await agedRun(knex, ws, 20, 'queued'),
    ];
    // A failed run whose retry is still running stays until the retry ends.
    const retried = await agedRun(knex, ws, 20, 'failed');
    const retry = await agedRun(knex, ws, 20, 'running', { retryOf: retried });
    const deliveries = [
      await agedDelivery(knex, ws, ofRetrying, 20, 'failed'),
      await agedDelivery(knex, ws, ofPending, 20, 'pending', 0),
      // A recovery's delivery, made yesterday for a 20-day-old event, keeps its event.
      await agedDelivery(knex, ws, ofRecovered, 1, 'succeeded'),
    ];
    const gone = await agedEvent(knex, ws, 20);

    await pass();

    const events = [undispatched, ofWaiting, ofRunning, ofRetrying, ofPending, ofRecovered];
    expect(await stillThere(knex, 'events', [...events, gone]), 'events still needed').to.deep.equal(events);
    expect(await stillThere(knex, 'automation_runs', [...runs, retried, retry]), 'runs not ended, and one being retried').to.deep.equal([
      ...runs,
      retried,
      retry,
    ]);
    expect(await stillThere(knex, 'webhook_deliveries', deliveries)).to.deep.equal(deliveries);
    expect(await stillThere(knex, 'webhook_delivery_attempts', deliveries, 'delivery_id')).to.deep.equal([deliveries[0], deliveries[2]]);
  });

  it('skips a row another transaction holds instead of waiting for it, and removes the rest', async () => {
    const { knex } = server;
    const ws = await agedWorkspace(server, 'Locked');
    const heldEvent = await agedEvent(knex, ws, 10);
    const freeEvent = await agedEvent(knex, ws, 10);
    const held = {
      run: await agedRun(knex, ws, 10, 'success'),
      delivery: await agedDelivery(knex, ws, await agedEvent(knex, ws, 10), 10, 'succeeded'),
      notification: await agedNotification(knex, ws, 10),
    };
    const others = {
      run: await agedRun(knex, ws, 10, 'success'),
      notification: await agedNotification(knex, ws, 10),
    };
    const holder = await knex.transaction();
    try {
      await holder.raw('select 1 from events where id = ? for update', [heldEvent]);
      await holder.raw('select 1 from automation_runs where id = ? for update', [held.run]);
      await holder.raw('select 1 from webhook_deliveries where id = ? for update', [held.delivery]);
      await holder.raw('select 1 from notifications where id = ? for update', [held.notification]);

      // Had a statement waited for a held row it would wait until the holder ends: watch for a
      // session waiting on a lock while the pass runs, and end the holder if one does.
      let settled = false;
      const running = pass().finally(() => {
        settled = true;
      });
      let waited = false;
      while (!settled && !waited) {
        const { rows } = await knex.raw<{ rows: unknown[] }>(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        waited = rows.length > 0;
        if (!waited) await new Promise((resolve) => setImmediate(resolve));
      }
      if (waited) await holder.rollback();
      await running;
      expect(waited, 'a statement of the pass waited on a held row').to.equal(false);

      expect(await stillThere(knex, 'events', [heldEvent, freeEvent]), 'the held event stays').to.deep.equal([heldEvent]);
      expect(await stillThere(knex, 'automation_runs', [held.run, others.run])).to.deep.equal([held.run]);
      expect(await stillThere(knex, 'webhook_deliveries', [held.delivery])).to.deep.equal([held.delivery]);
      expect(await stillThere(knex, 'notifications', [held.notification, others.notification])).to.deep.equal([held.notification]);
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
    await pass();
    expect(await stillThere(knex, 'events', [heldEvent]), 'released, it goes at the next pass').to.deep.equal([]);
    expect(await stillThere(knex, 'automation_runs', [held.run])).to.deep.equal([]);
  });
});
