// Mocha runs TypeScript through tsx (node --import tsx, set by `node-option`, which makes mocha
// re-spawn node with it). Root hooks (contract-tests/support/hooks.ts) start and stop what every
// test file shares. `exit: false`: a test run that leaks a handle (server, pool, timer, child
// process) hangs instead of passing, so leaks are found and fixed rather than hidden. `npm test`
// (scripts/test.ts) runs this configuration in several processes, each with its share of the `spec`
// files; `npx mocha` runs them all in one.
module.exports = {
  'node-option': ['import=tsx'],
  extension: ['ts'],
  spec: ['contract-tests/**/*.test.ts', 'system-tests/**/*.test.ts', 'server/**/*.test.ts'],
  require: ['contract-tests/support/hooks.ts'],
  timeout: 60000,
  exit: false,
  recursive: true,
  reporter: 'contract-tests/support/reporter.cjs',
};
