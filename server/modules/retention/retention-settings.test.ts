// RETENTION_* as loadConfig reads them (docs/decisions.md#retention): days by plan, from 1 to 3,650,
// and the rows one statement removes, from 1 to 10,000; anything else stops the start naming the setting.
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../config.ts';

describe('the retention settings (RETENTION_DAYS_*, RETENTION_BATCH_SIZE)', () => {
  it('keep 7, 30 and 90 days by plan and remove 1,000 rows a statement unless set', () => {
    expect(loadConfig({}).retention).to.deep.equal({ days: { free: 7, pro: 30, enterprise: 90 }, batchSize: 1000 });
  });

  it('take other days per plan and another batch size', () => {
    const env = { RETENTION_DAYS_FREE: '1', RETENTION_DAYS_PRO: '60', RETENTION_DAYS_ENTERPRISE: '3650', RETENTION_BATCH_SIZE: '10' };
    expect(loadConfig(env).retention).to.deep.equal({ days: { free: 1, pro: 60, enterprise: 3650 }, batchSize: 10 });
  });

  it('refuse days that are not a whole number from 1 to 3650, naming the setting and the range', () => {
    for (const [name, value] of [
      ['RETENTION_DAYS_FREE', '0'],
      ['RETENTION_DAYS_PRO', '-3'],
      ['RETENTION_DAYS_ENTERPRISE', '3651'],
      ['RETENTION_DAYS_FREE', '7d'],
      ['RETENTION_DAYS_PRO', '1.5'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), `${name}=${value}`).to.throw(
        ConfigError,
        `${name}: '${value}' is not an integer from 1 to 3650`,
      );
    }
  });

  it('refuse a batch size outside 1 to 10000', () => {
    for (const value of ['0', '10001', 'many']) {
      expect(() => loadConfig({ RETENTION_BATCH_SIZE: value }), value).to.throw(
        ConfigError,
        `RETENTION_BATCH_SIZE: '${value}' is not an integer from 1 to 10000`,
      );
    }
  });
});
