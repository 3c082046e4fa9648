import { expect } from 'chai';
import { coverageCheckOf, coverageGapError, type CoverageReport, type OperationCoverage } from '../support/coverage.ts';

// The check `npm test` (CONTRACT_COVERAGE=required) and CI's pooled pass (=operations) fail on, and
// that a run of a few files (unset) must not.
describe('the contract coverage check', () => {
  const operation = (operationId: string, covered: string[], uncovered: string[]): OperationCoverage => ({
    operationId,
    method: 'GET',
    path: `/v1/${operationId}`,
    tags: [],
    documented: [...covered, ...uncovered],
    covered,
    uncovered,
    seen: Object.fromEntries(covered.map((status) => [status, 1])),
  });
  const report: CoverageReport = {
    generatedAt: new Date().toISOString(),
    totals: { operations: 2, operationsTested: 1, statuses: 4, statusesCovered: 1 },
    operations: [operation('getThing', ['200'], ['500']), operation('listThings', [], ['200', '503'])],
    untestedOperations: ['listThings'],
    undocumented: [],
  };

  it('reads CONTRACT_COVERAGE: required, operations, or nothing checked', () => {
    expect(coverageCheckOf('required')).to.equal('required');
    expect(coverageCheckOf('operations')).to.equal('operations');
    for (const value of [undefined, '', 'yes', 'REQUIRED']) expect(coverageCheckOf(value), String(value)).to.equal(undefined);
  });

  it('under required names every documented status no test answered', () => {
    const message = coverageGapError(report, 'required')?.message;
    expect(message).to.include('3 documented status(es)').and.include('getThing 500').and.include('listThings 503');
  });

  it('under operations names only the operations no test called', () => {
    const message = coverageGapError(report, 'operations')?.message;
    expect(message).to.include('1 operation(s)').and.include('listThings').and.not.include('getThing');
    const allCalled = { ...report, untestedOperations: [] };
    expect(coverageGapError(allCalled, 'operations')).to.equal(undefined);
  });

  it('checks nothing when CONTRACT_COVERAGE is unset', () => {
    expect(coverageGapError(report, coverageCheckOf(undefined))).to.equal(undefined);
  });
});
