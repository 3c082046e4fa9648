// Recording a batch of outcomes while the webhook is disabled (its open deliveries cancelled), against
// a real PostgreSQL: both lock the webhook's deliveries in one order, so neither is undone as a
// deadlock (a PATCH answered 409 for it), and each delivery ends one way or the other.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../../../contract-tests/support/postgres.ts';
import { newId } from '../../../db/ids.ts';
import { createKnex } from '../../../db/knex.ts';
import { cancelOpenDeliveries } from './deliveries.ts';
import { recordOutcomes, type Outcome } from './delivery-claims.ts';

describe('recording outcomes while a webhook is disabled', () => {
  let database: TestDatabase;
  let knex: Knex;
  let webhookId: string;
  let eventId: string;
  before(async () => {
    database = await createTestDatabase('outcome_locks');
    knex = createKnex(database.connectionString);
    const workspaceId = newId('ws');
    await knex('workspaces').insert({ id: workspaceId, name: 'Locks', slug: `locks-${workspaceId.slice(-6).toLowerCase()}` });
    webhookId = newId('wh');
    await knex('webhooks').insert({
      id: webhookId,
      workspace_id: workspaceId,
      url: 'https://127.0.0.1:9/h',
      events: ['task.created'],
      secret_ciphertext: 's',
    });
    eventId = newId('evt');
    await knex.raw(`insert into events (id, workspace_id, type, actor, data) values (?, ?, 'task.created', '{}', '{}')`, [
      eventId,
      workspaceId,
    ]);
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  /** `count` deliveries in flight on attempt 1, their attempts open. */
  const inFlight = async (count: number): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => newId('dlv'));
    await knex.batchInsert(
      'webhook_deliveries',
      ids.map((id) => ({
        id,
        webhook_id: webhookId,
        event_id: eventId,
        event_type: 'task.created',
        attempts: 1,
        next_attempt_at: new Date(),
      })),
      500,
    );
    await knex.batchInsert(
      'webhook_delivery_attempts',
      ids.map((id) => ({ delivery_id: id, number: 1 })),
      500,
    );
    return ids;
  };
  const succeeded = (id: string): Outcome => ({
    id,
    webhookId,
    attempt: 1,
    durationMs: 1,
    responseStatus: 200,
    error: null,
    requestHeaders: { 'content-type': 'application/json' },
    response: { headers: {}, body: 'ok', bodyTruncated: false },
    status: 'succeeded',
    nextAttemptAt: null,
  });

  it('never deadlocks, and leaves each delivery succeeded or cancelled', async () => {
    for (let round = 0; round < 6; round++) {
      const ids = await inFlight(1_500);
      // The engine's batch in the order its answers came, here the reverse of the cancellation's.
      const outcomes = [...ids].sort().reverse().map(succeeded);
      const results = await Promise.allSettled([
        recordOutcomes(knex, outcomes),
        knex.transaction((trx) => cancelOpenDeliveries(trx, webhookId)),
      ]);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string; message: string }).message] : []));
      expect(failures, `round ${round}`).to.deep.equal([]);
      const statuses = await knex('webhook_deliveries').whereIn('id', ids).distinct().pluck('status');
      expect(
        statuses.every((s: string) => s === 'succeeded' || s === 'cancelled'),
        statuses.join(),
      ).to.equal(true);
      await knex('webhook_deliveries').whereIn('id', ids).delete();
    }
  });
});
