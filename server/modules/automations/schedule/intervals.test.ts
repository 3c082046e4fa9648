// The shortest interval and the plan check (shortestInterval, checkedInterval), beyond what
// cron.test.ts covers: a walk that stops at the first gap below the plan's minimum, half-hour DST
// changes, the cases that need no walk, and the cache that answers a question asked again.
import { expect } from 'chai';
import { validateAutomation } from '../validate-automation.ts';
import { checkedInterval, intervalSteps, minimumIntervalMinutes, parseSchedule } from './cron.ts';
import { cachedInterval, shortestInterval } from './intervals.ts';
import { StepBudget } from './step-budget.ts';

function cronFor(expression: string) {
  const parsed = parseSchedule(expression, 'UTC');
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  return parsed.cron;
}

const from = new Date('2026-11-25T00:00:00Z');

describe('the shortest interval and the plan check', () => {
  it('stops at the first gap below what was asked about: 09:00 and 09:40 are 40 apart, though 09:40 and 09:45 are 5', () => {
    const early = new StepBudget(intervalSteps);
    expect(shortestInterval(cronFor('0,40,45 9 * * *'), 'UTC', { from, stopBelow: 60, budget: early })).to.deep.equal({
      shortest: 40,
      complete: true,
    });
    const full = new StepBudget(intervalSteps);
    expect(shortestInterval(cronFor('0,40,45 9 * * *'), 'UTC', { from, stopBelow: 0, budget: full })).to.deep.equal({
      shortest: 5,
      complete: true,
    });
    expect(early.spent).to.be.below(full.spent);
  });

  it('walks the half-hour DST change: hourly in Lord Howe is 30 minutes at its shortest, refused on the free plan', () => {
    expect(
      shortestInterval(cronFor('0 * * * *'), 'Australia/Lord_Howe', { from, stopBelow: 0, budget: new StepBudget(intervalSteps) }),
    ).to.deep.equal({
      shortest: 30,
      complete: true,
    });
    const onPlan = (plan: 'free' | 'pro') => () =>
      validateAutomation({ type: 'scheduled', trigger: { schedule: '0 * * * *' }, plan, timeZone: 'Australia/Lord_Howe' });
    expect(onPlan('free')).to.throw('fires as often as every 30 minutes; the free plan allows one run every 60 minutes at most');
    expect(onPlan('pro')).to.not.throw();
  });

  it('finds a daily schedule 23 hours apart in a DST zone (every coming year has a spring change), 24 in UTC', () => {
    expect(checkedInterval(cronFor('0 9 * * *'), 'Europe/Berlin', minimumIntervalMinutes.free)).to.equal(23 * 60);
    expect(checkedInterval(cronFor('0 9 * * *'), 'UTC', minimumIntervalMinutes.free)).to.equal(24 * 60);
  });

  it('answers the plan check with the first gap below the minimum that the walk meets', () => {
    // Against 15 minutes the 40-minute gap passes and the 5-minute one is the first below; against 60
    // the walk (from now) meets 09:00→09:40 or 09:40→09:45 first, by the time of day.
    expect(checkedInterval(cronFor('0,40,45 9 * * *'), 'UTC', minimumIntervalMinutes.pro)).to.equal(5);
    expect(checkedInterval(cronFor('0,40,45 9 * * *'), 'UTC', minimumIntervalMinutes.free)).to.be.oneOf([5, 40]);
  });

  it('needs no walk for a minimum of one minute (no two fire times are closer): the minimum when it fires, none when it never does', () => {
    expect(checkedInterval(cronFor('* * * * *'), 'UTC', minimumIntervalMinutes.enterprise)).to.equal(1);
    expect(checkedInterval(cronFor('0 0 1 1 *'), 'UTC', minimumIntervalMinutes.enterprise)).to.equal(1);
    expect(checkedInterval(cronFor('0 0 30 2 *'), 'UTC', minimumIntervalMinutes.enterprise)).to.equal(undefined);
  });

  it('answers from the cache: an exact result answers a later plan check of the same pattern and zone', () => {
    const cron = cronFor('7,37 4 * * 2');
    const exact = cachedInterval(cron, 'Asia/Tokyo', { stopBelow: 0, steps: intervalSteps });
    expect(exact).to.deep.equal({ shortest: 30, complete: true });
    // With one step, a walk of its own could not even learn the pattern: this answer is the cached one.
    expect(cachedInterval(cron, 'Asia/Tokyo', { stopBelow: 60, steps: 1 })).to.equal(exact);
    expect(cachedInterval(cron, 'Asia/Seoul', { stopBelow: 60, steps: 1 }), 'another zone is another question').to.deep.equal({
      shortest: undefined,
      complete: false,
    });
  });
});
