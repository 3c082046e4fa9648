/**
 * Issue 21, points 1 and 2: cron work over caller-chosen patterns and zones is bounded in steps and its
 * caches in entries and bytes, and a preview cut short says why (`note`). The old search walked the
 * time up to the next fire in 12-hour steps, so `0 0 * 2 1#5` (Februaries with five Mondays, 2044 next)
 * cost seconds in a zone without DST, and kept an 83 KB cron per pattern and offset for ever.
 */
import { expect } from 'chai';
import { intervalSteps, nextFireTime, parseSchedule } from './cron.ts';
import { fireTimes } from './fire-times.ts';
import { intervalCacheSize, shortestInterval } from './intervals.ts';
import { previewSteps, schedulePreview } from './schedule-preview.ts';
import { StepBudget } from './step-budget.ts';
import { learntCacheSize, WallClock } from './wall-clock.ts';
import { formatterCacheSize, offsetMinutes, ZoneTimeline } from './zone-offsets.ts';

function cronFor(expression: string) {
  const parsed = parseSchedule(expression, 'UTC');
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  return parsed.cron;
}

const from = new Date('2026-11-25T12:00:00Z');

/** The worst zones we know (no DST, 30-minute DST, negative DST, 45-minute offsets, Ramadan changes, a two-hour shift). */
const zones = [
  'UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Europe/Dublin',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'Antarctica/Troll',
  'America/Adak',
];

/** Rare, never-firing and dense patterns: each worst for one part of the search. */
const patterns = [
  '0 0 * 2 1#5',
  '0 0 29 2 *',
  '0 0 29 2 1',
  '0 0 29 2 +1',
  '59 23 31 12 5#5',
  '0 0 31 2,4,6,9,11 +0L,1L,2L,3L,4L,5L,6L',
  '0 0 1-21 * +0L,1L,2L,3L,4L,5L,6L',
  '0 0 31 2,4,6,9,11,12 +0L,1L,2L,3L,4L,5L,6L',
  '*/30 2 * 3 0#2',
  '* * * * *',
  '* 2 * * *',
];

describe('schedule search bounds', () => {
  it('finds the real next fire time of a rare pattern, however far off: Februaries with five Mondays fire next in 2044', () => {
    expect(nextFireTime(cronFor('0 0 * 2 1#5'), 'Asia/Kolkata', from)?.toISOString()).to.equal('2044-02-28T18:30:00.000Z');
    expect(nextFireTime(cronFor('0 0 29 2 +1'), 'UTC', new Date('2044-03-01T00:00:00Z'))?.toISOString()).to.equal(
      '2072-02-29T00:00:00.000Z',
    );
  });

  it('fires a schedule whose every local time the spring gap swallows at the end of the gap, each year (croner alone said it never fires)', () => {
    const cron = cronFor('*/30 2 * 3 0#2');
    expect(nextFireTime(cron, 'America/New_York', from)?.toISOString()).to.equal('2027-03-14T07:00:00.000Z');
    expect(nextFireTime(cron, 'America/New_York', new Date('2027-03-14T07:00:00Z'))?.toISOString()).to.equal('2028-03-12T07:00:00.000Z');
  });

  it('says a pattern that matches no day never fires, after a search of 41 years rather than croner’s 974', () => {
    expect(nextFireTime(cronFor('0 0 31 2,4,6,9,11 +0L,1L,2L,3L,4L,5L,6L'), 'UTC', from)).to.equal(null);
    expect(nextFireTime(cronFor('0 0 1-21 * +0L,1L,2L,3L,4L,5L,6L'), 'UTC', from)).to.equal(null);
    expect(nextFireTime(cronFor('0 0 30 2 *'), 'Pacific/Chatham', from)).to.equal(null);
  });

  it('learns a pattern once: a second search of a pattern that never fires asks croner nothing again', () => {
    const cron = cronFor('7 0 1-21 * +0L,1L,2L,3L,4L,5L,6L');
    const first = new StepBudget(10_000);
    expect(
      fireTimes(new WallClock(cron, first), new ZoneTimeline('UTC', first), { after: from, until: Date.UTC(2068, 0, 1) }).next().done,
    ).to.equal(true);
    const again = new StepBudget(10_000);
    expect(
      fireTimes(new WallClock(cron, again), new ZoneTimeline('UTC', again), { after: from, until: Date.UTC(2068, 0, 1) }).next().done,
    ).to.equal(true);
    // 96 questions for its minutes, hours and months and 31 for each of the 91 kinds of month, then a step a month.
    expect(first.spent).to.be.within(2_917, 2_917 + 500);
    expect(again.spent).to.be.below(500);
  });

  for (const timeZone of zones) {
    it(`lists 100 fire times and walks the year's intervals within their step budgets, for every worst pattern in ${timeZone}`, () => {
      for (const pattern of patterns) {
        const budget = new StepBudget(previewSteps);
        let found = 0;
        const fires = fireTimes(new WallClock(cronFor(pattern), budget), new ZoneTimeline(timeZone, budget), {
          after: from,
          until: Date.UTC(2127, 0, 1),
        });
        for (const _ of fires) if (++found >= 100) break;
        const interval = shortestInterval(cronFor(pattern), timeZone, { from, stopBelow: 0, budget: new StepBudget(intervalSteps) });
        expect(interval.complete, `${pattern}: interval walk within ${intervalSteps} steps`).to.equal(true);
        expect(budget.spent, `${pattern}: steps for 100 fire times`).to.be.below(previewSteps);
      }
    });
  }

  it('cuts a rare schedule at the 100-year horizon and says so; a frequent one has no note', () => {
    const rare = schedulePreview(
      { cron: cronFor('0 0 * 2 1#5'), expression: '0 0 * 2 1#5', timeZone: 'UTC' },
      { plan: 'free', count: 10, from },
    );
    expect(rare.fires.map((f) => f.at)).to.deep.equal(['2044-02-29T00:00:00.000Z', '2072-02-29T00:00:00.000Z', '2112-02-29T00:00:00.000Z']);
    expect(rare.note).to.deep.equal({
      code: 'horizon',
      message: "Fires so rarely that only 3 fire times of the 10 asked for fall before 2127, the end of the preview's 100-year search.",
    });
    const leap = schedulePreview(
      { cron: cronFor('0 0 29 2 *'), expression: '0 0 29 2 *', timeZone: 'UTC' },
      { plan: 'free', count: 100, from },
    );
    expect(leap.fires).to.have.length(24);
    expect(leap.fires.at(-1)!.at).to.equal('2124-02-29T00:00:00.000Z');
    expect(leap.note!.code).to.equal('horizon');
    const daily = schedulePreview(
      { cron: cronFor('0 9 * * *'), expression: '0 9 * * *', timeZone: 'Europe/Dublin' },
      { plan: 'free', count: 100, from },
    );
    expect(daily.fires).to.have.length(100);
    expect(daily.note).to.equal(null);
  });

  it('stops at its step budget with the fire times found so far and a note that says so', () => {
    const preview = schedulePreview(
      { cron: cronFor('5 9 * * *'), expression: '5 9 * * *', timeZone: 'America/New_York' },
      { plan: 'free', count: 100, from, steps: 250 },
    );
    expect(preview.fires.length).to.be.within(1, 99);
    expect(preview.note).to.deep.equal({
      code: 'search_budget',
      message: `Only ${preview.fires.length} of the 100 fire times asked for were found within the search budget; ask for fewer.`,
    });
    expect(preview.fires[0]!.local).to.equal('2026-11-25T09:05:00-05:00');
  });

  it('keeps the interval cache and the learnt patterns within their entries and bytes however many distinct schedules are asked about', () => {
    for (let i = 0; i < 2_500; i++) {
      const pattern = `${i % 60} ${Math.floor(i / 60) % 24} * * ${Math.floor(i / 1_440) + 1}`;
      schedulePreview({ cron: cronFor(pattern), expression: pattern, timeZone: 'UTC' }, { plan: 'free', count: 1, from });
    }
    expect(intervalCacheSize().entries).to.be.at.most(2_000);
    expect(intervalCacheSize().bytes).to.be.at.most(1_000_000);
    expect(learntCacheSize().bytes).to.be.at.most(1_500_000);
    expect(learntCacheSize().entries).to.be.below(2_500);
  });

  it('keeps a time-zone formatter for at most 100 zones however many are asked about', () => {
    for (const timeZone of Intl.supportedValuesOf('timeZone')) offsetMinutes(from, timeZone);
    expect(Intl.supportedValuesOf('timeZone').length).to.be.above(400);
    expect(formatterCacheSize().entries).to.be.within(90, 100);
    expect(formatterCacheSize().bytes).to.be.at.most(5_000_000);
    // The most recent zones are still answered right.
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'Pacific/Chatham')).to.equal(13 * 60 + 45);
  });
});
