/**
 * Contract coverage: which (operationId, status) pairs the tests have seen. Every response that
 * passes through the contract-checking test client or `rawRequest` is recorded here; the report
 * lists, per operation of the document, its documented statuses and which of them were answered at
 * least once, then the operations no test reached at all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentedKeyFor, loadContract } from './openapi.ts';
import type { ContractDocument } from './openapi.ts';

/** Where {@link writeCoverageReport} writes by default (git-ignored). */
export const DEFAULT_COVERAGE_FILE = fileURLToPath(new URL('../../.test-data/coverage.json', import.meta.url));

/** Coverage of one operation. */
export interface OperationCoverage {
  operationId: string;
  method: string;
  path: string;
  tags: string[];
  /** Documented response keys (`200`, `404`, `4XX`, `default`). */
  documented: string[];
  /** Documented keys answered at least once. */
  covered: string[];
  /** Documented keys never answered. */
  uncovered: string[];
  /** Every status seen, with how many responses had it. */
  seen: Record<string, number>;
}

/** The whole report, as written to `.test-data/coverage.json`. */
export interface CoverageReport {
  generatedAt: string;
  /** Documented (operation, status) pairs, and how many were answered. */
  totals: { operations: number; operationsTested: number; statuses: number; statusesCovered: number };
  operations: OperationCoverage[];
  /** Operation ids no test reached. */
  untestedOperations: string[];
  /** Statuses seen that the document does not list (should be empty: the contract check fails those). */
  undocumented: Array<{ operationId: string; status: number }>;
}

const seen = new Map<string, Map<number, number>>();

/** Records one response of an operation (or `count` of them). */
export function recordCoverage(operationId: string, status: number, count = 1): void {
  let statuses = seen.get(operationId);
  if (!statuses) {
    statuses = new Map();
    seen.set(operationId, statuses);
  }
  statuses.set(status, (statuses.get(status) ?? 0) + count);
}

/**
 * Records what another process's report saw: scripts/test.ts runs the files in several mocha
 * processes, each writes its report, and the runner adds them all up here.
 */
export function addCoverageReport(report: CoverageReport): void {
  const known = new Set(report.operations.map((op) => op.operationId));
  for (const op of report.operations) {
    for (const [status, count] of Object.entries(op.seen)) recordCoverage(op.operationId, Number(status), count);
  }
  // Operations the document does not name appear only here, one entry per status.
  for (const { operationId, status } of report.undocumented) if (!known.has(operationId)) recordCoverage(operationId, status);
}

/** Forgets everything recorded (for a fresh run in the same process). */
export function resetCoverage(): void {
  seen.clear();
}

/** The coverage of every operation of the document, from what was recorded. */
export function getCoverageReport(contract: ContractDocument = loadContract()): CoverageReport {
  const operations: OperationCoverage[] = [];
  const undocumented: CoverageReport['undocumented'] = [];
  const known = new Set<string>();
  for (const info of contract.operations()) {
    known.add(info.operationId);
    const statuses = seen.get(info.operationId) ?? new Map<number, number>();
    const covered = new Set<string>();
    for (const status of statuses.keys()) {
      const key = documentedKeyFor(info.statuses, status);
      if (key) covered.add(key);
      else undocumented.push({ operationId: info.operationId, status });
    }
    operations.push({
      operationId: info.operationId,
      method: info.method.toUpperCase(),
      path: info.pathTemplate,
      tags: info.tags,
      documented: info.statuses,
      covered: info.statuses.filter((key) => covered.has(key)),
      uncovered: info.statuses.filter((key) => !covered.has(key)),
      seen: Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([status, n]) => [String(status), n])),
    });
  }
  for (const [operationId, statuses] of seen) {
    if (!known.has(operationId)) for (const status of statuses.keys()) undocumented.push({ operationId, status });
  }
  const statusesTotal = operations.reduce((n, op) => n + op.documented.length, 0);
  const statusesCovered = operations.reduce((n, op) => n + op.covered.length, 0);
  const untestedOperations = operations.filter((op) => Object.keys(op.seen).length === 0).map((op) => op.operationId);
  return {
    generatedAt: new Date().toISOString(),
    totals: {
      operations: operations.length,
      operationsTested: operations.length - untestedOperations.length,
      statuses: statusesTotal,
      statusesCovered,
    },
    operations,
    untestedOperations,
    undocumented,
  };
}

/**
 * What a run checks: `required` (`npm test`), every documented status of every operation; `operations`
 * (the pooled pass, which runs the contract tests but not the system tests that answer 500 and 503),
 * every operation at least once. Anything else checks nothing.
 */
export type CoverageCheck = 'required' | 'operations' | undefined;

export function coverageCheckOf(value: string | undefined): CoverageCheck {
  return value === 'required' || value === 'operations' ? value : undefined;
}

/** The error a checked run fails with, naming every operation or documented status no test answered. */
export function coverageGapError(report: CoverageReport, check: CoverageCheck): Error | undefined {
  if (check === 'operations') {
    const untested = report.untestedOperations;
    if (untested.length === 0) return undefined;
    return new Error(
      `Contract coverage of operations is required: no test called ${untested.length} operation(s):\n  ${untested.join('\n  ')}`,
    );
  }
  if (check !== 'required') return undefined;
  const missing = report.operations.flatMap((op) => op.uncovered.map((status) => `${op.operationId} ${status}`));
  if (missing.length === 0) return undefined;
  return new Error(`Contract coverage is required: no test answered ${missing.length} documented status(es):\n  ${missing.join('\n  ')}`);
}

/** The report as text: one line per operation (`✓` covered, `·` not), then the untested operations. */
export function formatCoverageReport(report: CoverageReport = getCoverageReport()): string {
  const lines: string[] = [];
  const { totals } = report;
  lines.push(
    `Contract coverage: ${totals.operationsTested}/${totals.operations} operations tested, ` +
      `${totals.statusesCovered}/${totals.statuses} documented statuses answered.`,
  );
  const idWidth = Math.max(0, ...report.operations.map((op) => op.operationId.length));
  const routeWidth = Math.max(0, ...report.operations.map((op) => op.method.length + op.path.length + 1));
  for (const op of report.operations) {
    const statuses = op.documented.map((key) => `${op.covered.includes(key) ? '✓' : '·'}${key}`).join(' ');
    const route = `${op.method} ${op.path}`;
    lines.push(`  ${op.operationId.padEnd(idWidth)}  ${route.padEnd(routeWidth)}  ${statuses}`);
  }
  if (report.untestedOperations.length) {
    lines.push(`Operations with no test at all (${report.untestedOperations.length}):`);
    for (const id of report.untestedOperations) lines.push(`  - ${id}`);
  } else {
    lines.push('Every operation has at least one test.');
  }
  if (report.undocumented.length) {
    lines.push('Statuses seen that the document does not list:');
    for (const { operationId, status } of report.undocumented) lines.push(`  - ${operationId} ${status}`);
  }
  return lines.join('\n');
}

/** Prints {@link formatCoverageReport} to stdout and returns the report. */
export function printCoverageReport(report: CoverageReport = getCoverageReport()): CoverageReport {
  process.stdout.write(`${formatCoverageReport(report)}\n`);
  return report;
}

/** Writes the report as JSON (default `.test-data/coverage.json`) and returns the file's path. */
export function writeCoverageReport(file: string = DEFAULT_COVERAGE_FILE, report: CoverageReport = getCoverageReport()): string {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
  return path;
}
