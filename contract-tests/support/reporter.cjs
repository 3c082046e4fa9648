// Mocha's spec reporter plus one closing line in the plain form CI reads: "N passed, N failed".
// In a shard of scripts/test.ts (TEST_SHARD_DIR set) it writes the counts and each file's duration
// and each failure to <dir>/results.json instead, and the runner prints the one line for all shards.
const fs = require('node:fs');
const path = require('node:path');
const Mocha = require('mocha');

class SpecWithTotals extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    // A file's duration: from its top-level suites' start to their end, hooks included.
    const durations = {};
    const started = new Map();
    // Each failure's title and first lines, so the runner can repeat them last, where a log's tail shows them.
    const failed = [];
    runner.on('fail', (test, err) => {
      const message = String((err && (err.stack || err.message)) || err)
        .split('\n')
        .slice(0, 6)
        .join('\n');
      failed.push({ title: test.fullTitle(), file: test.file ? path.relative(process.cwd(), test.file) : undefined, message });
    });
    runner.on('suite', (suite) => {
      if (suite.file && suite.parent && suite.parent.root) started.set(suite, Date.now());
    });
    runner.on('suite end', (suite) => {
      if (!started.has(suite)) return;
      const file = path.relative(process.cwd(), suite.file);
      durations[file] = (durations[file] ?? 0) + Date.now() - started.get(suite);
    });
    runner.once('end', () => {
      const { passes, failures, pending } = runner.stats;
      const shardDir = process.env.TEST_SHARD_DIR;
      if (shardDir) {
        fs.writeFileSync(path.join(shardDir, 'results.json'), `${JSON.stringify({ passes, failures, pending, durations, failed })}\n`);
      } else {
        process.stdout.write(`\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`);
      }
    });
  }
}

module.exports = SpecWithTotals;
