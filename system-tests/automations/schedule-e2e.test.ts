import { expect } from 'chai';
import { ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import { useServiceWithSlack } from '../../contract-tests/automations/support/e2e-service.ts';
import { createAutomation, createProject, finishedRuns, runsOf, type Automation } from '../../contract-tests/automations/support/e2e.ts';
import { settled } from '../support/settled.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

// Scheduled automations with the real worker. A schedule is made due the way time would make it due:
// `automations.next_run_at` is set to a past slot and its `fire_schedule` job (job key
// `schedule:<automation id>`, payload `at` = next_run_at) is replaced through graphile-worker's public
// add_job. The workspace is in Asia/Kolkata (UTC+05:30), so `0 * * * *` fires at half past each UTC hour.
describe('scheduled automations end to end', () => {
  let slack: FakeSlack;
  let server: TestServer;
  let n = 0;
  useServiceWithSlack((started) => ({ slack, server } = started));

  const HOUR = 3_600_000;

  /** The first instant strictly after `after` at hh:30:00.000 UTC (the top of an hour in Kolkata). */
  function nextHalfPast(after: number): number {
    const candidate = Math.floor(after / HOUR) * HOUR + 30 * 60_000;
    return candidate > after ? candidate : candidate + HOUR;
  }
  /** The latest hh:30 UTC at or before `at`. */
  function lastHalfPast(at: number): number {
    return nextHalfPast(at) - HOUR;
  }

  async function setUp(): Promise<WorkspaceFixture & { automation: Automation; channel: string }> {
    const ws = await ownerWithWorkspace(server, `Sched ${++n}`);
    const tz = await ws.owner.client.PATCH('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: ws.workspaceId } },
      body: { timezone: 'Asia/Kolkata' },
    });
    expect(tz.response.status).to.equal(200);
    const project = await createProject(ws.owner, ws.workspaceId, 'Reports');
    const channel = `#hourly-${n}-${process.pid}`;
    const automation = await createAutomation(ws.owner, {
      project_id: project.id,
      name: 'Hourly report',
      type: 'scheduled',
      trigger: { schedule: '0 * * * *' },
      actions: [
        {
          type: 'send_slack_message',
          config: { channel, message: 'Hourly report for {{project.name}} in {{workspace.name}} ({{automation.name}})' },
        },
      ],
    });
    return { ...ws, automation, channel };
  }

  interface ScheduleJob {
    id: string;
    key: string | null;
    payload: { automation_id: string; at: string };
    run_at: Date;
  }

  async function scheduleJobs(automationId: string): Promise<ScheduleJob[]> {
    const { rows } = await server.knex.raw<{ rows: ScheduleJob[] }>(
      `select j.id::text as id, j.key, j.payload, j.run_at from graphile_worker._private_jobs j
       join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'fire_schedule' and j.payload->>'automation_id' = ? order by j.id`,
      [automationId],
    );
    return rows;
  }

  /** Makes the schedule due: next_run_at = `slot`, and its keyed job (payload `at` = slot) runs now. */
  async function makeDue(automationId: string, slot: Date): Promise<void> {
    await server.knex.transaction(async (trx) => {
      await trx('automations').where({ id: automationId }).update({ next_run_at: slot });
      await trx.raw(`select graphile_worker.add_job('fire_schedule', ?::json, job_key => ?, run_at => now(), max_attempts => 5)`, [
        JSON.stringify({ automation_id: automationId, at: slot.toISOString() }),
        `schedule:${automationId}`,
      ]);
    });
  }

  async function nextRunAt(ws: WorkspaceFixture, automationId: string): Promise<string | null> {
    const { data } = await ws.owner.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: automationId } } });
    return data!.data.next_run_at;
  }

  it('books the first fire time in the workspace time zone when the automation is created', async () => {
    const before = Date.now();
    const ws = await setUp();
    const expected = new Date(nextHalfPast(before)).toISOString();
    expect(ws.automation.next_run_at).to.be.oneOf([expected, new Date(nextHalfPast(Date.now())).toISOString()]);
    const jobs = await scheduleJobs(ws.automation.id);
    expect(jobs.map((j) => [j.key, j.payload.at, j.run_at.toISOString()])).to.deep.equal([
      [`schedule:${ws.automation.id}`, ws.automation.next_run_at, ws.automation.next_run_at],
    ]);
  });

  it('fires once when due: one run with trigger kind schedule, the action done, and next_run_at moved to the next slot after now', async () => {
    const ws = await setUp();
    await makeDue(ws.automation.id, new Date(lastHalfPast(Date.now())));

    const [run] = await finishedRuns(ws.owner, ws.automation.id);
    await settled(server, ws.workspaceId);
    expect(run!.trigger).to.deep.equal({ kind: 'schedule' });
    expect(run!.status).to.equal('success');
    expect(run!.steps.map((s) => s.status)).to.deep.equal(['success']);
    expect(slack.callsTo(ws.channel).map((c) => c.body?.text)).to.deep.equal([`Hourly report for Reports in Sched ${n} (Hourly report)`]);

    const next = await nextRunAt(ws, ws.automation.id);
    const started = Date.parse(run!.started_at);
    expect(next).to.be.oneOf([new Date(nextHalfPast(started)).toISOString(), new Date(nextHalfPast(Date.now())).toISOString()]);
    expect(Date.parse(next!)).to.be.greaterThan(started);
    const jobs = await scheduleJobs(ws.automation.id);
    expect(
      jobs.map((j) => [j.key, j.payload.at, j.run_at.toISOString()]),
      'one pending job, for the new next_run_at',
    ).to.deep.equal([[`schedule:${ws.automation.id}`, next, next]]);
    expect(await runsOf(ws.owner, ws.automation.id)).to.have.length(1);
  });

  it('after downtime that missed several slots it fires once, not once per missed slot, and books the next slot after now', async () => {
    const ws = await setUp();
    const threeSlotsAgo = new Date(lastHalfPast(Date.now()) - 3 * HOUR);
    // As after an outage: the job has been due since the missed slot.
    await server.knex.transaction(async (trx) => {
      await trx('automations').where({ id: ws.automation.id }).update({ next_run_at: threeSlotsAgo });
      await trx.raw(`select graphile_worker.add_job('fire_schedule', ?::json, job_key => ?, run_at => ?, max_attempts => 5)`, [
        JSON.stringify({ automation_id: ws.automation.id, at: threeSlotsAgo.toISOString() }),
        `schedule:${ws.automation.id}`,
        threeSlotsAgo,
      ]);
    });

    await finishedRuns(ws.owner, ws.automation.id);
    await settled(server, ws.workspaceId);
    const next = await nextRunAt(ws, ws.automation.id);
    expect(Date.parse(next!)).to.be.greaterThan(Date.now() - 5_000);
    expect(next).to.be.oneOf([new Date(nextHalfPast(Date.now() - 5_000)).toISOString(), new Date(nextHalfPast(Date.now())).toISOString()]);
    // The only job left is in the future, so no catch-up run can follow.
    const jobs = await scheduleJobs(ws.automation.id);
    expect(jobs).to.have.length(1);
    expect(jobs[0]!.run_at.getTime()).to.be.greaterThan(Date.now());
    expect(await runsOf(ws.owner, ws.automation.id)).to.have.length(1);
    expect(slack.callsTo(ws.channel)).to.have.length(1);
  });

  it('a stale job (payload at other than next_run_at) does nothing and leaves the booked slot alone', async () => {
    const ws = await setUp();
    const booked = ws.automation.next_run_at!;
    const stale = new Date(lastHalfPast(Date.now()) - HOUR).toISOString();
    // Without a job key, so the real job for the booked slot stays as it is.
    const { rows } = await server.knex.raw<{ rows: Array<{ id: string }> }>(
      `select (graphile_worker.add_job('fire_schedule', ?::json, run_at => now(), max_attempts => 1)).id::text as id`,
      [JSON.stringify({ automation_id: ws.automation.id, at: stale })],
    );
    const staleJobId = rows[0]!.id;

    await waitFor(
      async () => {
        const left = await server.knex.raw<{ rows: Array<{ last_error: string | null }> }>(
          'select last_error from graphile_worker._private_jobs where id = ?::bigint',
          [staleJobId],
        );
        if (left.rows[0]?.last_error) throw new Error(`the stale job failed: ${left.rows[0].last_error}`);
        return left.rows.length === 0 ? true : undefined;
      },
      { what: 'the stale job to be processed' },
    );
    await settled(server, ws.workspaceId);
    expect(await runsOf(ws.owner, ws.automation.id)).to.have.length(0);
    expect(await nextRunAt(ws, ws.automation.id)).to.equal(booked);
    const jobs = await scheduleJobs(ws.automation.id);
    expect(jobs.map((j) => [j.key, j.payload.at])).to.deep.equal([[`schedule:${ws.automation.id}`, booked]]);
  });

  it('a disabled scheduled automation has no next_run_at and no job, and its old job does nothing', async () => {
    const ws = await setUp();
    const booked = ws.automation.next_run_at!;
    const off = await ws.owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: ws.automation.id } },
      body: { enabled: false },
    });
    expect(off.data!.data).to.include({ enabled: false, next_run_at: null });
    expect(await scheduleJobs(ws.automation.id)).to.deep.equal([]);

    // A job for the old slot that escaped cancellation (e.g. already claimed) must not fire.
    const { rows } = await server.knex.raw<{ rows: Array<{ id: string }> }>(
      `select (graphile_worker.add_job('fire_schedule', ?::json, run_at => now(), max_attempts => 1)).id::text as id`,
      [JSON.stringify({ automation_id: ws.automation.id, at: booked })],
    );
    await waitFor(
      async () => {
        const left = await server.knex.raw<{ rows: unknown[] }>('select 1 from graphile_worker._private_jobs where id = ?::bigint', [
          rows[0]!.id,
        ]);
        return left.rows.length === 0 ? true : undefined;
      },
      { what: 'the old job to be processed' },
    );
    expect(await runsOf(ws.owner, ws.automation.id)).to.have.length(0);
    expect(await nextRunAt(ws, ws.automation.id)).to.equal(null);
  });
});
