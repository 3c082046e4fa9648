import type { Knex } from 'knex';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isDatabaseUnreachable } from '../db/availability.ts';
import type { Logger } from '../log.ts';
import { databaseGauges } from './database-gauges.ts';
import { knexPoolUse, poolGauges, type PoolReader } from './pool-gauges.ts';
import { processRegistry } from './process-metrics.ts';

/** How an attempt to deliver a webhook ended: a 2xx, a failure with a retry due, or the last failure. */
export type DeliveryOutcome = 'succeeded' | 'failed' | 'permanently_failed';
/** How the run engine ended a run. */
export type RunOutcome = 'success' | 'failed' | 'cancelled';

/**
 * This service's metrics (docs/operating.md#metrics): what the code reports through one-line calls
 * where the outcome is known, and what a scrape reads. One per service, not prom-client's global
 * registry, so the services one test process starts count apart.
 */
export interface Metrics {
  /** One answered request: `operation` is the contract's operationId, or `unmatched`. */
  requestAnswered(operation: string, status: number, seconds: number): void;
  /** The delivery engine's requests in flight, read at each scrape. */
  watchDeliveriesInFlight(read: () => number): void;
  /** How long this worker's dispatcher has been behind in all (seconds), read at each scrape. */
  watchDispatchBehind(read: () => number): void;
  /** One delivery attempt ended. */
  deliveryEnded(outcome: DeliveryOutcome, seconds: number): void;
  /** The run engine ended a run (a run parked in a wait has not ended). */
  runEnded(kind: 'automation' | 'workflow', outcome: RunOutcome): void;
  /** A connection pool of this process, read at each scrape. */
  watchPool(name: string, read: PoolReader): void;
  /** The Prometheus text a scrape answers: the process's own metrics, this service's, and the database's when it answered. */
  scrape(): Promise<string>;
}

/** Seconds, for requests: most answer in milliseconds; the slow tail is what matters. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, for delivery attempts: up to the 10 s a receiver is given, and a margin past it. */
const deliveryBuckets = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export function createMetrics({ knex, log }: { knex: Knex; log: Logger }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'wsa_http_requests_total',
    help: 'API requests answered, by the operationId of the contract they matched (unmatched: none) and status.',
    labelNames: ['operation', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'wsa_http_request_duration_seconds',
    help: 'Time from a request reaching the service to its answer, by operationId and status.',
    labelNames: ['operation', 'status'] as const,
    buckets: requestBuckets,
    registers,
  });
  // Each operation and status's two series, looked up once: prom-client hashes the labels on every
  // call that names them. Bounded: the contract's operations (and `unmatched`) times the statuses answered.
  const answered = new Map<string, { count: Counter.Internal; time: Histogram.Internal<'operation' | 'status'> }>();
  // The same for each delivery outcome (three): a delivery engine ends thousands of attempts a second.
  const delivered = new Map<DeliveryOutcome, { count: Counter.Internal; time: Histogram.Internal<'outcome'> }>();
  let deliveriesInFlight: () => number = () => 0;
  new Gauge({
    name: 'wsa_webhook_deliveries_in_flight',
    help: "Webhook delivery attempts this process's delivery engine is sending now.",
    registers,
    collect() {
      this.set(deliveriesInFlight());
    },
  });
  let dispatchBehind: () => number = () => 0;
  let behindReported = 0;
  new Counter({
    name: 'wsa_dispatch_behind_seconds_total',
    help: "Seconds this worker's outbox dispatcher was behind on some workspace (a claim took a whole batch of its events); its delivery and run engines hold that workspace's work for the first 5 s of its backlog.",
    registers,
    collect() {
      const behind = dispatchBehind();
      if (behind <= behindReported) return;
      this.inc(behind - behindReported);
      behindReported = behind;
    },
  });
  const deliveries = new Counter({
    name: 'wsa_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts ended, by outcome: succeeded (2xx), failed (a retry is due) or permanently_failed (no retry left).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const deliverySeconds = new Histogram({
    name: 'wsa_webhook_delivery_duration_seconds',
    help: 'Time a webhook delivery attempt took, from sending to the answer or the failure, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: deliveryBuckets,
    registers,
  });
  const runs = new Counter({
    name: 'wsa_automation_runs_total',
    help: 'Automation and workflow runs the run engine ended, by kind and outcome (success, failed, cancelled).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const databaseUp = new Gauge({
    name: 'wsa_database_up',
    help: "1 when this scrape's database gauges (outbox, job queue, waiting runs) were read; 0 when the database did not answer.",
    registers,
  });
  const watchPool = poolGauges(registry);
  watchPool('app', knexPoolUse(knex));
  const database = databaseGauges(knex);

  return {
    requestAnswered(operation, status, seconds) {
      const key = `${operation} ${status}`;
      let series = answered.get(key);
      if (series === undefined) {
        const labels = { operation, status: String(status) };
        series = { count: requests.labels(labels), time: requestSeconds.labels(labels) };
        answered.set(key, series);
      }
      series.count.inc();
      series.time.observe(seconds);
    },
    watchDeliveriesInFlight(read) {
      deliveriesInFlight = read;
    },
    watchDispatchBehind(read) {
      dispatchBehind = read;
    },
    deliveryEnded(outcome, seconds) {
      let series = delivered.get(outcome);
      if (series === undefined) {
        series = { count: deliveries.labels({ outcome }), time: deliverySeconds.labels({ outcome }) };
        delivered.set(outcome, series);
      }
      series.count.inc();
      series.time.observe(seconds);
    },
    runEnded(kind, outcome) {
      runs.inc({ kind, outcome });
    },
    watchPool,
    async scrape() {
      const read = await database.refresh().then(
        () => true,
        (err: unknown) => {
          // An outage is the outage log's to report, once; a scrape every 15 s must not repeat it.
          log[isDatabaseUnreachable(err) ? 'debug' : 'warn'](
            { err },
            'metrics: the database gauges could not be read; this scrape leaves them out',
          );
          return false;
        },
      );
      databaseUp.set(read ? 1 : 0);
      const parts = [processRegistry(), registry, ...(read ? [database.registry] : [])];
      const texts = await Promise.all(parts.map((r) => r.metrics()));
      return `${texts.map((t) => t.trim()).join('\n\n')}\n`;
    },
  };
}
