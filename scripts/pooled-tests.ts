/**
 * `node --import tsx scripts/test.ts --pooled`: what CI runs a second time on Debian's PostgreSQL 15
 * behind PgBouncer in transaction pooling (.ci/pooled-postgres sets DATABASE_URL and
 * DATABASE_DIRECT_URL): the contract tests of every operation (the automation, workflow and webhook
 * end-to-end tests among them), several processes over one database, readiness with a deaf listener,
 * and what only a pooler shows (system-tests/startup/behind-pgbouncer.test.ts). The rest of the
 * system tests look inside one server and gain nothing from a pooler; the bench's own test measures
 * the machine, not the database's address.
 */
export const pooledTests = [
  'contract-tests/**/*.test.ts',
  'system-tests/faults/many-processes.test.ts',
  'system-tests/startup/behind-pgbouncer.test.ts',
  'system-tests/health/readiness-deaf-listener.test.ts',
];

/** Left out of the pooled pass although a glob above names them. */
export const notPooled = ['contract-tests/bench/**'];
