import type { Knex } from 'knex';

// Deliveries are sent by the delivery engine of each worker process (server/modules/webhooks/delivery/
// delivery-engine.ts), not one graphile-worker job each. An engine claims a due delivery by leasing
// it: `leased_until` bounds how long it may take; a delivery whose lease ran out (its worker died) is
// claimed again, and the attempt left open is closed as interrupted. `attempts` counts attempts made,
// so a claim numbers the next one without counting rows, and an outcome recorded late, after another
// engine claimed again, changes nothing.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table webhook_deliveries
      add column attempts integer not null default 0,
      add column leased_until timestamptz;
    update webhook_deliveries d set attempts = a.n
      from (select delivery_id, count(*)::int as n from webhook_delivery_attempts group by delivery_id) a
      where a.delivery_id = d.id;
    create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status in ('pending', 'failed');
  `);
  // The jobs an earlier version queued, one per open delivery: the engine finds those deliveries itself.
  await knex.raw(`
    do $$ begin
      if to_regclass('graphile_worker._private_jobs') is not null then
        delete from graphile_worker._private_jobs
          where task_id in (select id from graphile_worker._private_tasks where identifier = 'deliver_webhook');
      end if;
    end $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index webhook_deliveries_due_idx;
    alter table webhook_deliveries drop column leased_until, drop column attempts;
  `);
}
