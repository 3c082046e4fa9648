// npm run bench [-- --quick]: every figure of the service against an anchor started in the same run,
// printed as one table and written to bench/results/latest.json. Bounded: a fresh database on the
// embedded test cluster, load only against 127.0.0.1, a few rounds of a few seconds each.
import os from 'node:os';
import path from 'node:path';
import { stopChildren } from '../contract-tests/support/children.ts';
import { createTestCertificates, type TestCertificates } from '../contract-tests/support/https.ts';
import { createTestDatabase, stopTestCluster } from '../contract-tests/support/postgres.ts';
import { benchApi, startOurApi, type OurApi } from './api.bench.ts';
import { benchDeliveries } from './deliveries.bench.ts';
import { benchLatency } from './latency.bench.ts';
import { benchDispatch } from './dispatch.bench.ts';
import { benchRuns } from './runs.bench.ts';
import { benchWaits } from './waits.bench.ts';
import { benchNotifications } from './notifications.bench.ts';
import { benchRetention } from './retention.bench.ts';
import { benchSoak } from './soak.bench.ts';
import { benchGrown } from './grown.bench.ts';
import { withServiceRss } from './service-rss.ts';
import { formatTable, machine, writeResults, type BenchRow, type BenchSettings } from './table.ts';

async function main(argv: string[]): Promise<void> {
  const quick = argv.includes('--quick');
  if (argv.includes('--soak')) return soak(argv.includes('--minutes') ? Number(argv[argv.indexOf('--minutes') + 1]) : 30);
  if (argv.includes('--grown')) return grown(quick);
  // `--only api|deliveries|dispatch|runs|latency|waits|notifications|retention` runs one part, e.g. to profile it (NODE_OPTIONS=--cpu-prof),
  // or several in the full run's order (`--only api,dispatch`: a part as it runs after others, on their rows); it writes no results.
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]?.split(',') : undefined;
  // Without its parts it would run every part and overwrite the results as a full run.
  if (argv.includes('--only') && !only?.[0]) throw new Error('--only: name the parts to run, e.g. --only api,dispatch');
  const settings: BenchSettings = quick ? { rounds: 1, seconds: 2, connections: 50 } : { rounds: 3, seconds: 8, connections: 50 };
  // The receivers and child processes do not hold the event loop open; the bench does, until it ends.
  const alive = setInterval(() => {}, 60_000);
  const database = await createTestDatabase('bench');
  try {
    const certificates = await createTestCertificates();
    const ours = await startOurApi(database.connectionString, certificates.caFile);
    let rows: BenchRow[];
    try {
      // Each part's rows, then the highest RSS any service process reached while it ran.
      const parts: Array<[string, () => Promise<BenchRow[]>]> = [
        ['api', () => benchApi(ours, database.connectionString, settings)],
        ['deliveries', () => benchDeliveries(database.connectionString, settings, quick, certificates)],
        ['dispatch', () => benchDispatch(ours, database.connectionString, quick, certificates)],
        ['runs', () => benchRuns(ours, database.connectionString, settings, quick, certificates)],
        ['latency', () => benchLatency(ours, database.connectionString, quick, certificates)],
        ['waits', () => benchWaits(ours, database.connectionString, quick, certificates)],
        ['notifications', () => benchNotifications(ours, database.connectionString, quick, certificates)],
        // Slow (a million rows written, then removed): in the full run and on its own, not in --quick.
        ['retention', () => benchRetention(ours, database.connectionString, settings, quick)],
      ];
      const unknown = only?.filter((name) => !parts.some(([part]) => part === name)) ?? [];
      if (unknown.length > 0)
        throw new Error(`--only: no part named ${unknown.join(', ')}; the parts are ${parts.map(([part]) => part).join(', ')}`);
      const wanted = (part: string) => (only === undefined ? !(quick && part === 'retention') : only.includes(part));
      rows = [];
      for (const [part, run] of parts) if (wanted(part)) rows.push(...(await withServiceRss(part, run)));
    } finally {
      await ours.stop();
    }
    process.stdout.write(
      `\n${machine()}; ${settings.rounds} interleaved round(s) of ${settings.seconds} s, ${settings.connections} connections\n\n`,
    );
    process.stdout.write(`${formatTable(rows)}\n`);
    const file = path.join(import.meta.dirname, 'results', quick ? 'quick.json' : 'latest.json');
    if (only === undefined) {
      await writeResults(file, rows, settings);
      process.stdout.write(`\nwritten to ${path.relative(process.cwd(), file)}\n`);
    }
  } finally {
    await database.drop();
    await stopTestCluster();
    clearInterval(alive);
  }
}

/** `--soak [--minutes N]`: the soak alone (bench/soak.bench.ts), written to bench/results/soak.json. */
async function soak(minutes: number): Promise<void> {
  if (!(minutes >= 1)) throw new Error(`--minutes: give a number of minutes of at least 1, not ${minutes}`);
  const rows = await withOurApi('soak', (ours, databaseUrl, certificates) => benchSoak(ours, databaseUrl, minutes, certificates));
  process.stdout.write(`\n${machine()}; soak of ${minutes} min\n\n${formatTable(rows)}\n`);
  await writeNamed('soak.json', rows, { rounds: 1, seconds: minutes * 60, connections: 20 });
}

/**
 * `--grown [--quick]`: the figures on a fresh database and again once it holds 10,000,000 events
 * (bench/grown.bench.ts); written to bench/results/grown.json (not with --quick, a hundredth of the rows).
 */
async function grown(quick: boolean): Promise<void> {
  const settings: BenchSettings = quick ? { rounds: 1, seconds: 2, connections: 50 } : { rounds: 3, seconds: 8, connections: 50 };
  const rows = await withOurApi('grown', (ours, databaseUrl, certificates) => benchGrown(ours, databaseUrl, settings, quick, certificates));
  process.stdout.write(`\n${machine()}; ${settings.rounds} round(s) of ${settings.seconds} s, ${settings.connections} connections\n\n`);
  process.stdout.write(`${formatTable(rows)}\n`);
  if (!quick) await writeNamed('grown.json', rows, settings);
}

/** A part of the bench on a database of its own with our API started on it; all of it gone after. */
async function withOurApi(
  label: string,
  run: (ours: OurApi, databaseUrl: string, certificates: TestCertificates) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  // The receivers and child processes do not hold the event loop open; the bench does, until it ends.
  const alive = setInterval(() => {}, 60_000);
  const database = await createTestDatabase(label);
  try {
    const certificates = await createTestCertificates();
    const ours = await startOurApi(database.connectionString, certificates.caFile);
    try {
      return await run(ours, database.connectionString, certificates);
    } finally {
      await ours.stop();
    }
  } finally {
    await database.drop();
    await stopTestCluster();
    clearInterval(alive);
  }
}

async function writeNamed(name: string, rows: BenchRow[], settings: BenchSettings): Promise<void> {
  const file = path.join(import.meta.dirname, 'results', name);
  await writeResults(file, rows, settings);
  process.stdout.write(`\nwritten to ${path.relative(process.cwd(), file)}\n`);
}

/** The signal the bench is stopping on, once one came. */
let stoppedBy: NodeJS.Signals | undefined;

/**
 * SIGINT (Ctrl-C) and SIGTERM (CI, a test's time-out) stop what the bench started before it exits:
 * node's default ends this process alone, and the services, anchors and embedded PostgreSQL it started
 * ran on as orphans. Bounded (a child still running 10 s after SIGTERM is killed, and the bench exits
 * after 30 s whatever hangs), then exit 128 + the signal's number, as a process killed by it would. A
 * second signal changes nothing.
 */
function stopOnSignals(): void {
  const stop = (signal: NodeJS.Signals) => {
    if (stoppedBy) return;
    stoppedBy = signal;
    process.stderr.write(`bench: ${signal}, stopping the processes it started\n`);
    const exit = () => process.exit(128 + os.constants.signals[signal]);
    setTimeout(exit, 30_000);
    void (async () => {
      await stopChildren(10_000);
      // Its databases dropped and the embedded cluster stopped, if it started one (else 'exit' would SIGINT it unawaited).
      await stopTestCluster().catch(() => {});
    })().finally(exit);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Whoever read the output may be gone (execFile's time-out closes its pipes, then sends SIGTERM): a
  // write's EPIPE, unhandled, would end the bench at once and leave its children running.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}

stopOnSignals();
main(process.argv.slice(2)).catch((err: unknown) => {
  // Stopping on a signal: the run fails as its children go away under it; that is not news.
  if (stoppedBy) return;
  process.stderr.write(`bench failed: ${(err instanceof Error && err.stack) || String(err)}\n`);
  process.exit(1);
});
