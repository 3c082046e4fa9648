/**
 * `npm test`: the test files in TEST_JOBS (default 2) mocha processes side by side. Much of the
 * suite's time is waiting (timers, child servers, peers on 127.0.0.1): one process keeps about one
 * core of two busy, so two side by side finish sooner (on a 2-core machine, about 15 min → 12).
 * Every file gets its own databases either way, and every process its own embedded PostgreSQL
 * (contract-tests/support/postgres.ts).
 *
 * Each shard is mocha with .mocharc.cjs and a list of files. It writes its contract coverage, its
 * counts and each file's duration to .test-data/shards/<n>/ (hooks.ts, reporter.cjs); its output is
 * printed whole when it ends. Then this script prints one coverage report and one closing line
 * "N passed, N failed", and fails when a shard failed or, under CONTRACT_COVERAGE=required, when no
 * shard answered an operation's documented status (under CONTRACT_COVERAGE=operations, when no shard
 * called an operation: the pooled pass). Files are dealt longest first to the shard with
 * the least work, by their durations in contract-tests/support/test-durations.json
 * (`TEST_DURATIONS=write` rewrites it from this run).
 *
 *   node --import tsx scripts/test.ts [files… | --quick | --pooled]      TEST_JOBS=2, TEST_DURATIONS=write
 *
 * `--quick` runs the subset scripts/quick-tests.ts names (`npm run test:quick`); `--pooled` the one
 * scripts/pooled-tests.ts names, behind a pooler (`.ci/pooled-postgres start` sets the database first).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addCoverageReport,
  coverageCheckOf,
  coverageGapError,
  getCoverageReport,
  printCoverageReport,
  writeCoverageReport,
  type CoverageReport,
} from '../contract-tests/support/coverage.ts';
import { notPooled, pooledTests } from './pooled-tests.ts';
import { quickTests } from './quick-tests.ts';
import { descendantsOf } from '../contract-tests/support/process-tree.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const MOCHA = path.join(root, 'node_modules/mocha/bin/mocha.js');
const SHARDS_DIR = path.join(root, '.test-data/shards');
const DURATIONS_FILE = path.join(root, 'contract-tests/support/test-durations.json');
/** What a file not in the durations file is assumed to take. */
const UNKNOWN_FILE_MS = 5_000;
/** How long a shard may stay alive after its tests ended before its output is shown as hanging. */
const HANG_NOTICE_MS = 30_000;
/** How long after its tests ended a shard that has not exited is killed, and the run failed: a leak fails, it does not hang CI. */
const HANG_KILL_MS = 90_000;

/** What a shard's reporter writes when its tests end (reporter.cjs). */
interface ShardResults {
  passes: number;
  failures: number;
  pending: number;
  durations: Record<string, number>;
  failed?: Array<{ title: string; file?: string; message: string }>;
}

interface Shard {
  name: string;
  code: number | null;
  /** Killed because it had not exited long after its tests ended (a leak). */
  hung: boolean;
  results?: ShardResults;
  coverage?: CoverageReport;
}

const config = createRequire(import.meta.url)('../.mocharc.cjs') as Record<string, unknown> & { spec: string[] };
const jobs = Number(process.env.TEST_JOBS || 2);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`TEST_JOBS must be a whole number of at least 1, not ${process.env.TEST_JOBS}`);
const args = process.argv.slice(2);
const subset = args[0] === '--quick' ? quickTests : args[0] === '--pooled' ? pooledTests : undefined;
if (args[0] === '--pooled' && !(process.env.DATABASE_URL && process.env.DATABASE_DIRECT_URL))
  throw new Error('--pooled needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (the server): eval "$(.ci/pooled-postgres start)"');
const files = subset
  ? specFiles(subset).filter((file) => subset !== pooledTests || !notPooled.some((glob) => path.matchesGlob(file, glob)))
  : args.length > 0
    ? args.map((file) => path.relative(root, path.resolve(file)))
    : specFiles(config.spec);
for (const file of files) if (!existsSync(path.join(root, file))) throw new Error(`No test file ${file}`);
const known = existsSync(DURATIONS_FILE) ? (readJson(DURATIONS_FILE) as Record<string, number>) : {};
const plan = balance(files, jobs, known);

const started = Date.now();
console.log(
  `${count(files.length, 'test file')} in ${count(plan.length, 'shard')}, one mocha process each (${plan.map((s) => `${count(s.files.length, 'file')}, ~${seconds(s.ms)}`).join('; ')}); ` +
    `each one's output follows when it ends.`,
);
rmSync(SHARDS_DIR, { recursive: true, force: true });
const shards = await Promise.all(
  plan.map((shard, i) => runShard(`${i + 1} of ${plan.length}`, path.join(SHARDS_DIR, String(i + 1)), shard.files)),
);

for (const shard of shards) if (shard.coverage) addCoverageReport(shard.coverage);
const report = getCoverageReport();
writeCoverageReport(undefined, printCoverageReport(report));
const gap = coverageGapError(report, coverageCheckOf(process.env.CONTRACT_COVERAGE));
if (gap) console.log(`\n${gap.message}`);
// A coverage gap counts as one failure, as the root hook that found it did in one mocha process;
// so does a shard that ended before its tests did (a crash), or that was killed long after they ended (a leak).
const unfinished = shards.filter((shard) => !shard.results);
for (const shard of unfinished) console.log(`\nshard ${shard.name} ended before its tests did; see its output above.`);
const hung = shards.filter((shard) => shard.results && shard.hung);
for (const shard of hung)
  console.log(`\nshard ${shard.name} did not exit after its tests ended and was killed: a leak; see its output above.`);

if (process.env.TEST_DURATIONS === 'write') writeDurations(shards);
const total = (key: 'passes' | 'failures' | 'pending') => shards.reduce((n, shard) => n + (shard.results?.[key] ?? 0), 0);
const failures = total('failures') + unfinished.length + hung.length + (gap ? 1 : 0);
const pending = total('pending');
// Repeated last: CI keeps only a log's tail, and a failure printed mid-shard is cut from it.
const failedTests = shards.flatMap((shard) => shard.results?.failed ?? []);
if (failedTests.length > 0) {
  console.log(`\nFailed:`);
  failedTests.forEach((test, i) =>
    console.log(`\n${i + 1}) ${test.title}${test.file ? ` (${test.file})` : ''}\n${test.message.replace(/^/gm, '   ')}`),
  );
}
console.log(`\n${count(plan.length, 'shard')} side by side took ${seconds(Date.now() - started)}.`);
console.log(`\n${total('passes')} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}`);
process.exitCode = failures > 0 || shards.some((shard) => shard.code !== 0) ? 1 : 0;

/** The files globs name (each a folder, then a pattern: `server/**\/*.test.ts`, or a file itself). */
function specFiles(globs: string[]): string[] {
  const found = globs.flatMap((glob) => {
    if (!/[*?[{]/.test(glob)) return [glob];
    const base = glob.slice(0, glob.search(/[*?[{]/)).replace(/[^/]*$/, '');
    return readdirSync(path.join(root, base), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(base, file))
      .filter((file) => path.matchesGlob(file, glob));
  });
  return [...new Set(found)].sort();
}

/** Deals the files longest first, each to the shard with the least work so far. */
function balance(files: string[], jobs: number, durations: Record<string, number>): Array<{ files: string[]; ms: number }> {
  const cost = (file: string) => durations[file] ?? UNKNOWN_FILE_MS;
  const shards = Array.from({ length: Math.min(jobs, files.length) }, () => ({ files: [] as string[], ms: 0 }));
  for (const file of [...files].sort((a, b) => cost(b) - cost(a))) {
    const lightest = shards.reduce((a, b) => (b.ms < a.ms ? b : a));
    lightest.files.push(file);
    lightest.ms += cost(file);
  }
  for (const shard of shards) shard.files.sort();
  return shards;
}

/** Runs one mocha over `files`, keeps its output and prints it when it ends (or when it hangs). */
async function runShard(name: string, dir: string, files: string[]): Promise<Shard> {
  mkdirSync(dir, { recursive: true });
  // .mocharc.cjs with the shard's files: mocha adds files given on its command line to the config's spec.
  const rc = path.join(dir, 'mocharc.json');
  writeFileSync(rc, JSON.stringify({ ...config, spec: files, ...(process.stdout.isTTY ? { color: true } : {}) }));
  const child = spawn(process.execPath, [MOCHA, '--config', rc], {
    cwd: root,
    env: { ...process.env, TEST_SHARD_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const flush = (title: string) => {
    process.stdout.write(`\n── shard ${name}: ${title} ──\n`);
    for (const chunk of output.splice(0)) process.stdout.write(chunk);
  };
  const resultsFile = path.join(dir, 'results.json');
  // With `exit: false` a leaked handle keeps mocha alive after its tests: say so, and show why.
  let noticed = false;
  let hung = false;
  const hangWatch = setInterval(() => {
    const ended = statSync(resultsFile, { throwIfNoEntry: false })?.mtimeMs;
    if (ended === undefined || Date.now() - ended < HANG_NOTICE_MS) return;
    if (!noticed) {
      noticed = true;
      flush(
        `its tests ended ${seconds(Date.now() - ended)} ago but the process has not exited: something a test started is still ` +
          `open (a leak; .mocharc.cjs has exit: false). It is killed ${seconds(HANG_KILL_MS)} after its tests ended. Its output so far`,
      );
    }
    if (Date.now() - ended < HANG_KILL_MS) return;
    clearInterval(hangWatch);
    hung = true;
    // mocha re-spawns itself with node's options: the tests run in a grandchild, which must go too.
    for (const pid of [child.pid!, ...descendantsOf(child.pid!)]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }, 5_000);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  clearInterval(hangWatch);
  flush(`${count(files.length, 'file')}, ${seconds(Date.now() - started)}, ${signal ? `killed by ${signal}` : `exit code ${code}`}`);
  const coverageFile = path.join(dir, 'coverage.json');
  return {
    name,
    code,
    hung,
    ...(existsSync(resultsFile) ? { results: readJson(resultsFile) as ShardResults } : {}),
    ...(existsSync(coverageFile) ? { coverage: readJson(coverageFile) as CoverageReport } : {}),
  };
}

/** Rewrites the durations file: this run's files updated, the others kept, deleted files dropped. */
function writeDurations(shards: Shard[]): void {
  const exists = new Set(specFiles(config.spec));
  const measured = Object.assign({}, known, ...shards.map((shard) => shard.results?.durations ?? {})) as Record<string, number>;
  const kept = Object.entries(measured).filter(([file]) => exists.has(file));
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
  console.log(`\nWrote the durations of ${kept.length} files to ${path.relative(root, DURATIONS_FILE)}.`);
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function seconds(ms: number): string {
  return `${Math.round(ms / 1000)} s`;
}
