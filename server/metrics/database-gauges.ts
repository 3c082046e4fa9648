import type { Knex } from 'knex';
import { Gauge, Registry } from 'prom-client';

/** A scrape waits this long for the database at most; past it the database gauges are left out of that scrape. */
const queryTimeoutMs = 5_000;

/**
 * One statement, each part read through a partial index, so its cost follows the backlog and never
 * the size of a table: `events_undispatched_idx` (events where dispatched_at is null), graphile-worker's
 * `jobs_main_index` (jobs where is_available) and `automation_runs_waiting_idx` (runs where status = 'waiting').
 */
const reading = `
  select
    (select count(*) from events where dispatched_at is null) as outbox_backlog,
    coalesce((select extract(epoch from now() - created_at) from events where dispatched_at is null order by seq limit 1), 0) as outbox_lag,
    (select count(*) from graphile_worker._private_jobs where is_available and run_at <= now()) as jobs_ready,
    (select count(*) from automation_runs where status = 'waiting') as runs_waiting`;

interface Reading {
  outbox_backlog: number;
  outbox_lag: number | string;
  jobs_ready: number;
  runs_waiting: number;
}

export interface DatabaseGauges {
  /** The gauges read from the database, in a registry of their own: a scrape shows them only when the read answered. */
  registry: Registry;
  /** Reads them all anew; rejects when the database did not answer within 5 s. */
  refresh(): Promise<void>;
}

/**
 * The gauges of the deployment's shared state, read at scrape time: every process over one database
 * shows the same values, so aggregate them with `max` across instances, not `sum`.
 */
export function databaseGauges(knex: Knex): DatabaseGauges {
  const registry = new Registry();
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const backlog = gauge('wsa_outbox_backlog_events', 'Events written and not yet dispatched to runs and deliveries.');
  const lag = gauge('wsa_outbox_lag_seconds', 'Age of the oldest event not yet dispatched (0 when none waits).');
  const jobs = gauge('wsa_job_queue_ready_jobs', 'graphile-worker jobs due now and not taken by a worker.');
  const waiting = gauge('wsa_workflow_runs_waiting', "Workflow runs parked in a 'wait' step.");
  return {
    registry,
    async refresh() {
      const { rows } = (await knex.raw(reading).timeout(queryTimeoutMs, { cancel: true })) as { rows: Reading[] };
      const row = rows[0]!;
      backlog.set(row.outbox_backlog);
      // extract() answers numeric, which pg hands over as text.
      lag.set(Number(row.outbox_lag));
      jobs.set(row.jobs_ready);
      waiting.set(row.runs_waiting);
    },
  };
}
