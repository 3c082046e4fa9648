// npm run bench [-- --quick]: every figure of the service against an anchor started in the same run,
// printed as one table and written to bench/results/latest.json. Bounded: a fresh database on the
// embedded test cluster, load only against 127.0.0.1, a few rounds of a few seconds each.
import path from 'node:path';
import { createTestDatabase, stopTestCluster } from '../contract-tests/support/postgres.ts';
import { benchApi } from './api.bench.ts';
import { benchDeliveries } from './deliveries.bench.ts';
import { formatTable, machine, writeResults, type BenchSettings } from './table.ts';

async function main(argv: string[]): Promise<void> {
  const quick = argv.includes('--quick');
  const settings: BenchSettings = quick ? { rounds: 1, seconds: 3, connections: 50 } : { rounds: 3, seconds: 8, connections: 50 };
  const database = await createTestDatabase('bench');
  try {
    const rows = [
      ...(await benchApi(database.connectionString, settings)),
      ...(await benchDeliveries(database.connectionString, settings, quick)),
    ];
    process.stdout.write(
      `\n${machine()}; ${settings.rounds} interleaved round(s) of ${settings.seconds} s, ${settings.connections} connections\n\n`,
    );
    process.stdout.write(`${formatTable(rows)}\n`);
    const file = path.join(import.meta.dirname, 'results', quick ? 'quick.json' : 'latest.json');
    await writeResults(file, rows, settings);
    process.stdout.write(`\nwritten to ${path.relative(process.cwd(), file)}\n`);
  } finally {
    await database.drop();
    await stopTestCluster();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
