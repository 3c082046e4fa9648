// Root hooks for every test file: after the run, print the contract coverage report (which
// documented statuses of which operations had a test) and stop the shared test PostgreSQL.
import { printCoverageReport, writeCoverageReport } from './coverage.ts';
import { stopTestCluster } from './postgres.ts';

export const mochaHooks = {
  async afterAll(): Promise<void> {
    printCoverageReport();
    writeCoverageReport();
    await stopTestCluster();
  },
};
