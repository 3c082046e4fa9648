// npm run bench [-- --quick]: every figure of the service against an anchor started in the same run,
// printed as one table and written to bench/results/latest.json. Bounded: a fresh database on the
// embedded test cluster, load only against 127.0.0.1, a few rounds of a few seconds each.
import path from 'node:path';
import { createTestCertificates } from '../contract-tests/support/https.ts';
import { createTestDatabase, stopTestCluster } from '../contract-tests/support/postgres.ts';
import { benchApi, startOurApi } from './api.bench.ts';
import { benchDeliveries } from './deliveries.bench.ts';
import { benchLatency } from './latency.bench.ts';
import { benchRuns } from './runs.bench.ts';
import { benchWaits } from './waits.bench.ts';
import { benchNotifications } from './notifications.bench.ts';
import { formatTable, machine, writeResults, type BenchRow, type BenchSettings } from './table.ts';

async function main(argv: string[]): Promise<void> {
  const quick = argv.includes('--quick');
  // `--only api|deliveries|runs|latency|waits|notifications` runs one part, e.g. to profile it (NODE_OPTIONS=--cpu-prof); it writes no results.
  const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
  const settings: BenchSettings = quick ? { rounds: 1, seconds: 2, connections: 50 } : { rounds: 3, seconds: 8, connections: 50 };
  // The receivers and child processes do not hold the event loop open; the bench does, until it ends.
  const alive = setInterval(() => {}, 60_000);
  const database = await createTestDatabase('bench');
  try {
    const certificates = await createTestCertificates();
    const ours = await startOurApi(database.connectionString, certificates.caFile);
    let rows: BenchRow[];
    try {
      rows = [
        ...(only === undefined || only === 'api' ? await benchApi(ours, database.connectionString, settings) : []),
        ...(only === undefined || only === 'deliveries'
          ? await benchDeliveries(database.connectionString, settings, quick, certificates)
          : []),
        ...(only === undefined || only === 'runs' ? await benchRuns(ours, database.connectionString, settings, quick, certificates) : []),
        ...(only === undefined || only === 'latency' ? await benchLatency(ours, database.connectionString, quick, certificates) : []),
        ...(only === undefined || only === 'waits' ? await benchWaits(ours, database.connectionString, quick, certificates) : []),
        ...(only === undefined || only === 'notifications'
          ? await benchNotifications(ours, database.connectionString, quick, certificates)
          : []),
      ];
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

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err instanceof Error && err.stack) || String(err)}\n`);
  process.exit(1);
});
