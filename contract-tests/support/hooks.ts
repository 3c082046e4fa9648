// Root hooks for every test file: after the run, print the contract coverage report (which
// documented statuses of which operations had a test) and stop the shared test PostgreSQL. Under
// `npm test` (CONTRACT_COVERAGE=required) the run fails when an operation, or a documented status
// of one, had no test (CONTRACT_COVERAGE=operations: when an operation had none); running a few
// files by hand only prints the report. Under CONTRACT_VIA_PRISM=1
// it fails when Prism, in front of every test server, reported a response violation.
// Under scripts/test.ts (`npm test`), this process is one of several shards (TEST_SHARD_DIR set): it
// only writes its coverage there, and the runner merges the shards', prints one report and checks it.
import path from 'node:path';
import { coverageCheckOf, coverageGapError, getCoverageReport, printCoverageReport, writeCoverageReport } from './coverage.ts';
import { stopTestCluster } from './postgres.ts';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    const report = getCoverageReport();
    const shardDir = process.env.TEST_SHARD_DIR;
    if (shardDir) writeCoverageReport(path.join(shardDir, 'coverage.json'), report);
    else writeCoverageReport(undefined, printCoverageReport(report));
    await stopTestCluster();
    // Loaded only when used: importing it here statically gave the root hooks their own instance of
    // coverage.ts (its imports reach ESM-only modules), and the report saw none of the tests' calls.
    if (process.env.CONTRACT_VIA_PRISM === '1') {
      const { prismTraffic, prismViolations, stopPrismFronts } = await import('./prism-front.ts');
      await stopPrismFronts();
      const bypassed = [...prismTraffic.bypassed].map(([why, n]) => `${n} (${why})`).join(', ') || 'none';
      console.log(
        `Prism proxy: ${prismTraffic.checked} answers checked (${prismTraffic.truncated} with a violation list Prism cut short), ` +
          `${prismViolations.length} response violations; sent around it: ${bypassed}.`,
      );
      if (prismViolations.length > 0) {
        throw new Error(`Prism reported ${prismViolations.length} response violation(s):\n  ${[...new Set(prismViolations)].join('\n  ')}`);
      }
    }
    if (shardDir) return;
    const gap = coverageGapError(report, coverageCheckOf(process.env.CONTRACT_COVERAGE));
    if (gap) throw gap;
  },
};
