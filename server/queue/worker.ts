import { EventEmitter } from 'node:events';
import { run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';
import type { AppDeps } from '../context.ts';
import type { Logger } from '../log.ts';
import { startDispatcher, type FanOut } from '../events/dispatcher.ts';
import { dispatchFirst, type DispatchFirst } from '../process/dispatch-first.ts';
import { graphileLogger } from './logger.ts';
import { releaseJobs, startLiveness } from './liveness.ts';
import { pgPoolUse } from '../metrics/pool-gauges.ts';

export interface WorkerOptions {
  connectionString: string;
  concurrency?: number;
  /** The tasks to run, by name. */
  taskList: TaskList;
  /** graphile-worker crontab lines for recurring tasks. */
  crontab: string;
  /** What the outbox dispatcher turns events into. */
  fanOuts: FanOut[];
  /** Work that runs beside the job slots (the delivery engine), started and drained with them. */
  engines?: EngineStarter[];
}

/**
 * A loop of its own in the worker process, given what it shares with the process's dispatcher;
 * `stop` drains it until the deadline, false if it could not.
 */
export type EngineStarter = (deps: AppDeps, shared: { dispatchFirst: DispatchFirst }) => { stop(deadline?: number): Promise<boolean> };

export interface Worker {
  /**
   * Takes no new job and lets the running ones finish until `deadline` (epoch ms); the jobs still
   * running then are released for other workers at once, and stop() resolves false without them:
   * the caller must then keep those tasks from writing (close the database handle they use).
   */
  stop(deadline?: number): Promise<boolean>;
}

/** The connection string with an application_name, so the worker's connections show as its own. */
function named(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/** A pool to open: the database's address, the name its connections show in `pg_stat_activity`, and its size. */
interface PoolSpec {
  connectionString: string;
  name: string;
  max: number;
}

/**
 * A pool the worker owns, with an error listener for its whole life. graphile-worker removes its own
 * listener when it stops, and a connection that PostgreSQL ends after that (Ctrl-C reaches the
 * embedded cluster too) would otherwise raise an unhandled 'error' and kill the process.
 */
function ownPool({ connectionString, name, max }: PoolSpec, log: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: named(connectionString, name), max });
  // At debug: PostgreSQL ending idle connections is routine (Ctrl-C reaches the embedded cluster
  // first; a restart); an outage that lasts is reported once by the claim loops' outage log.
  const lost = (err: Error) => log.debug({ err, pool: name }, 'a worker database connection was closed');
  pool.on('error', lost);
  // A checked-out connection that fails raises on the client: the query in flight reports it.
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/**
 * The job runner plus the outbox dispatcher. Jobs are claimed through the database and outbox
 * batches with SKIP LOCKED, so any number of worker processes may run side by side.
 */
export async function startWorker(deps: AppDeps, options: WorkerOptions): Promise<Worker> {
  // graphile-worker locks jobs under its pool's id; listen before run() creates the pool.
  const poolIds = new Set<string>();
  let newest: string | undefined;
  const events: WorkerEvents = new EventEmitter();
  // The jobs this process is running, by graphile-worker's own account; see releaseOrphans.
  const running = new Set<string>();
  events.on('job:start', ({ job }) => running.add(String(job.id)));
  events.on('job:complete', ({ job }) => running.delete(String(job.id)));
  events.on('pool:create', ({ workerPool }) => {
    poolIds.add(workerPool.id);
    newest = workerPool.id;
  });
  const concurrency = options.concurrency ?? 8;
  const pool = ownPool({ connectionString: options.connectionString, name: 'wsa-worker', max: concurrency + 3 }, deps.log);
  deps.metrics.watchPool('worker', pgPoolUse(pool));
  const log = deps.log.child({ component: 'worker' });
  let stopping = false;

  const startRunner = async (): Promise<{ runner: Runner; poolId: string | undefined }> => {
    newest = undefined;
    const runner = await run({
      events,
      pgPool: pool,
      concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: graphileLogger(deps.log),
      taskList: options.taskList,
      crontab: options.crontab,
    });
    const started = { runner, poolId: newest };
    // graphile-worker ends its pool when a job fetch fails on a connection error it does not retry
    // (PostgreSQL restarted): this process then starts a new runner once the database answers.
    void runner.promise.then(
      () => replaceIfCurrent(started, undefined),
      (err: unknown) => replaceIfCurrent(started, err),
    );
    return started;
  };
  let current = await startRunner();
  let replacing: Promise<void> | undefined;

  const replaceIfCurrent = (ended: typeof current, err: unknown) => {
    if (stopping || ended !== current) return;
    log.warn({ err }, 'the job runner stopped on its own (the database went away?); starting a new one once the database answers');
    replacing = (async () => {
      for (let delayMs = 500; !stopping; delayMs = Math.min(delayMs * 2, 5_000)) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (stopping) return;
        try {
          // The dead runner's jobs go back to the queue now rather than after the liveness bound.
          if (ended.poolId) {
            await releaseJobs(deps.knex, [ended.poolId]);
            poolIds.delete(ended.poolId);
            await deps.knex('worker_heartbeats').where({ worker_id: ended.poolId }).delete();
          }
          current = await startRunner();
          log.info('job runner started again');
          return;
        } catch (retryErr) {
          log.warn({ err: retryErr }, 'the job runner could not start yet; retrying');
        }
      }
    })();
  };

  const liveness = startLiveness(deps.knex, deps.log.child({ component: 'liveness' }), {
    workerIds: () => [...poolIds],
    runningJobs: () => running,
  });
  // While the dispatcher has a backlog, the engines let the runs and deliveries it is making be written first.
  const shared = { dispatchFirst: dispatchFirst() };
  deps.metrics.watchDispatchBehind(() => shared.dispatchFirst.behindSeconds());
  const dispatcher = startDispatcher(deps.knex, deps.log.child({ component: 'dispatcher' }), {
    fanOuts: options.fanOuts,
    listener: deps.listener,
    dispatchFirst: shared.dispatchFirst,
  });
  const engines = (options.engines ?? []).map((start) => start(deps, shared));
  return {
    async stop(deadline = Number.POSITIVE_INFINITY) {
      stopping = true;
      await replacing;
      await dispatcher.stop();
      const { runner } = current;
      // stop() can settle before the runner's own pool is released; `promise` settles after.
      const finished = runner
        .stop()
        .then(() => runner.promise)
        .then(
          () => true,
          () => true,
        );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        if (Number.isFinite(deadline)) timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      });
      const enginesDrained = Promise.all(engines.map((engine) => engine.stop(deadline))).then((all) => all.every(Boolean));
      const inTime = await Promise.race([finished, late]);
      clearTimeout(timer);
      const drained = await enginesDrained;
      if (!inTime) {
        // Their tasks are abandoned with this process; another worker takes them now, not after the liveness bound.
        const released = await releaseJobs(deps.knex, [...poolIds]);
        deps.log.warn({ released }, 'released the jobs still running at the shutdown deadline');
      }
      await liveness.stop();
      // A task still running holds its connection; the pool is dropped with the process instead.
      if (inTime) await pool.end();
      return inTime && drained;
    },
  };
}
