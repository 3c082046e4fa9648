// The webhook delivery retry schedule (docs/decisions.md#delivery-retries): after a failed attempt,
// the configured delay for that attempt varied by ±20 %, five retries at most, then none.
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../../config.ts';
import { retryDelayMs } from './deliveries.ts';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const documented = [30 * second, 5 * minute, 30 * minute, 2 * hour, 8 * hour];
/** `random` returning `value`: the jitter drawn is `0.8 + 0.4 * value` times the delay. */
const drawing = (value: number) => () => value;

describe('the webhook delivery retry schedule (retryDelayMs)', () => {
  it('is about 30 s, 5 min, 30 min, 2 h and 8 h by default (WEBHOOK_RETRY_DELAYS unset)', () => {
    expect(loadConfig({}).webhookRetryDelaysMs).to.deep.equal(documented);
  });

  it('waits the delay configured for the attempt that failed, unvaried at the middle of the jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(documented, attempt, drawing(0.5)))).to.deep.equal(documented);
  });

  it('gives up after the fifth retry: the sixth attempt failing has no delay (the delivery fails permanently)', () => {
    expect(retryDelayMs(documented, 5, drawing(0.5))).to.equal(8 * hour);
    expect(retryDelayMs(documented, 6, drawing(0.5))).to.equal(undefined);
    expect(retryDelayMs(documented, 7, drawing(0.5))).to.equal(undefined);
  });

  it('varies each delay by 20 % either way: from 0.8 times the delay (random 0) toward 1.2 times it (random near 1)', () => {
    const at = (value: number) => [1, 2, 3, 4, 5].map((attempt) => retryDelayMs(documented, attempt, drawing(value)));
    expect(at(0), 'shortest').to.deep.equal([24 * second, 4 * minute, 24 * minute, 96 * minute, 384 * minute]);
    expect(at(0.25), 'a quarter in').to.deep.equal([27 * second, 270 * second, 27 * minute, 108 * minute, 432 * minute]);
    expect(at(1 - Number.EPSILON), 'longest').to.deep.equal([36 * second, 6 * minute, 36 * minute, 144 * minute, 576 * minute]);
  });

  it('rounds the varied delay to whole milliseconds', () => {
    // 1,000 ms × (0.8 + 0.4 × 0.123456) = 849.3824 ms.
    expect(retryDelayMs([1_000], 1, drawing(0.123456))).to.equal(849);
    expect(retryDelayMs([3], 1, drawing(0.75))).to.equal(3);
  });

  it('draws its jitter from Math.random by default: delays spread within the bounds, not one value for all', () => {
    const drawn = Array.from({ length: 200 }, () => retryDelayMs(documented, 1)!);
    for (const delay of drawn) expect(delay).to.be.within(24 * second, 36 * second);
    // 200 draws over 12,001 possible values: the chance all are one value is nil.
    expect(new Set(drawn).size).to.be.above(1);
  });

  it('takes the schedule from WEBHOOK_RETRY_DELAYS, five durations with units (so tests can use milliseconds)', () => {
    const delays = loadConfig({ WEBHOOK_RETRY_DELAYS: '100ms,2s,3m,1h,1d' }).webhookRetryDelaysMs;
    expect(delays).to.deep.equal([100, 2 * second, 3 * minute, hour, 24 * hour]);
    expect(retryDelayMs(delays, 1, drawing(0))).to.equal(80);
    expect(retryDelayMs(delays, 6, drawing(0))).to.equal(undefined);
  });

  it('refuses a schedule of other than five delays: the number of retries is not configurable', () => {
    for (const value of ['30s,5m,30m,2h', '30s,5m,30m,2h,8h,1d']) {
      const count = value.split(',').length;
      expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS: value }))
        .to.throw(ConfigError)
        .with.property('message', `WEBHOOK_RETRY_DELAYS: give exactly 5 delays (one per retry), got ${count}`);
    }
  });
});
