// Root hooks for every test file: after the run, print the contract coverage report (which
// documented statuses of which operations had a test) and stop the shared test PostgreSQL. Under
// `npm test` (CONTRACT_COVERAGE=required) the run fails when an operation, or a documented status
// of one, had no test; running a few files by hand only prints the report. Under CONTRACT_VIA_PRISM=1
// it fails when Prism, in front of every test server, reported a response violation.
import { getCoverageReport, printCoverageReport, writeCoverageReport } from './coverage.ts';
import { stopTestCluster } from './postgres.ts';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    const report = getCoverageReport();
    printCoverageReport(report);
    writeCoverageReport(undefined, report);
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
    if (process.env.CONTRACT_COVERAGE !== 'required') return;
    const missing = report.operations.flatMap((op) => op.uncovered.map((status) => `${op.operationId} ${status}`));
    if (missing.length > 0) {
      throw new Error(
        `Contract coverage is required: no test answered ${missing.length} documented status(es):\n  ${missing.join('\n  ')}`,
      );
    }
  },
};
