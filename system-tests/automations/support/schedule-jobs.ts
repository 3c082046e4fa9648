// A scheduled automation's slot made due by writing its job straight into graphile-worker's queue,
// as the scheduler would at the top of the hour.
import type { TestServer } from '../../../contract-tests/support/server.ts';

/**
 * Makes the current hour's slot of an hourly automation due now, as the scheduler would at the top
 * of the hour, plus two stray jobs for the same slot, all committed together so that every worker
 * polling can claim one at the same moment. Returns the slot.
 */
export async function makeHourlySlotDue(server: Pick<TestServer, 'knex'>, automationId: string): Promise<Date> {
  const slot = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const payload = JSON.stringify({ automation_id: automationId, at: slot.toISOString() });
  await server.knex.transaction(async (trx) => {
    await trx('automations').where({ id: automationId }).update({ next_run_at: slot });
    await trx.raw(`select graphile_worker.add_job('fire_schedule', ?::json, job_key => ?, run_at => now(), max_attempts => 5)`, [
      payload,
      `schedule:${automationId}`,
    ]);
    await trx.raw(
      `select graphile_worker.add_job('fire_schedule', ?::json, run_at => now(), max_attempts => 1) from generate_series(1, 2)`,
      [payload],
    );
  });
  return slot;
}
