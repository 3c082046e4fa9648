// npm run bench:micro: figures and ratios for the design's load-bearing choices, on this machine.
// Bounded: a few thousand operations against 127.0.0.1 and a throwaway database.
import { benchAuthHotPath } from './auth-hot-path.bench.ts';
import { benchDryRun } from './dry-run.bench.ts';
import { benchFanOut } from './fan-out.bench.ts';
import { benchFilters } from './filters.bench.ts';
import { benchOutbound } from './outbound.bench.ts';
import { benchValidation } from './validation.bench.ts';
import { ownerWithWorkspace } from '../contract-tests/support/fixtures.ts';
import { startTestServer } from '../contract-tests/support/server.ts';
import { stopTestCluster } from '../contract-tests/support/postgres.ts';

function print(title: string, figures: Record<string, number>): void {
  process.stdout.write(`\n${title}\n`);
  for (const [name, value] of Object.entries(figures)) process.stdout.write(`  ${name.padEnd(42)} ${value}\n`);
}

async function main(): Promise<void> {
  print('Automation validation over hostile input (worst of 3 runs per shape; first runs cold)', benchValidation());
  print('Trigger filters over hostile text (a 10,000-character description, 1,000-character values)', benchFilters());
  print('Outbound HTTPS (webhook deliveries)', await benchOutbound(200));
  const server = await startTestServer({ RUN_WORKER: 'false', RATE_LIMIT_FREE: '1000000' });
  try {
    print('Outbox fan-out (3 webhooks per event)', await benchFanOut(server.knex, 2000));
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    print('Authenticated GET (key and membership cached)', await benchAuthHotPath(server.url, server.knex, owner.key, workspaceId, 2000));
    print(
      'Workflow dry run at the bounds (50 conditions of 20 contains filters over 10,000 characters)',
      await benchDryRun(server.url, owner, workspaceId, 20),
    );
  } finally {
    await server.close();
    await stopTestCluster();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${(err instanceof Error && err.stack) || String(err)}\n`);
  process.exit(1);
});
