// Root hooks for every test file: after the run, print the contract coverage report (which
// documented statuses of which operations had a test) and stop the shared test PostgreSQL. Under
// `npm test` (CONTRACT_COVERAGE=required) the run fails when an operation, or a documented status
// of one, had no test; running a few files by hand only prints the report.
import { getCoverageReport, printCoverageReport, writeCoverageReport } from './coverage.ts';
import { stopTestCluster } from './postgres.ts';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    const report = getCoverageReport();
    printCoverageReport(report);
    writeCoverageReport(undefined, report);
    await stopTestCluster();
    if (process.env.CONTRACT_COVERAGE !== 'required') return;
    const missing = report.operations.flatMap((op) => op.uncovered.map((status) => `${op.operationId} ${status}`));
    if (missing.length > 0) {
      throw new Error(
        `Contract coverage is required: no test answered ${missing.length} documented status(es):\n  ${missing.join('\n  ')}`,
      );
    }
  },
};
