// A zone's offsets and their changes (offsetMinutes, ZoneTimeline), and local times as shown
// (localIsoTime): the facts every fire time across a DST change is computed from.
import { expect } from 'chai';
import { StepBudget } from './step-budget.ts';
import { localIsoTime, offsetMinutes, ZoneTimeline } from './zone-offsets.ts';

const year2026 = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)] as const;
const changes = (timeZone: string, budget = new StepBudget(1_000)) =>
  new ZoneTimeline(timeZone, budget)
    .changesOver(...year2026)
    .map((c) => ({ at: new Date(c.at).toISOString(), before: c.before, after: c.after }));

describe('zone offsets and their changes', () => {
  it('reads the offset in minutes east of UTC, whole, half and three-quarter hours alike', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(offsetMinutes(winter, 'UTC')).to.equal(0);
    expect([offsetMinutes(winter, 'America/New_York'), offsetMinutes(summer, 'America/New_York')]).to.deep.equal([-300, -240]);
    expect(offsetMinutes(winter, 'Asia/Kolkata')).to.equal(330);
    expect(offsetMinutes(winter, 'America/St_Johns')).to.equal(-210);
    expect([offsetMinutes(winter, 'Pacific/Chatham'), offsetMinutes(summer, 'Pacific/Chatham')]).to.deep.equal([825, 765]);
  });

  it("finds a year's changes to the minute: Berlin's at 01:00Z in March and October", () => {
    expect(changes('Europe/Berlin')).to.deep.equal([
      { at: '2026-03-29T01:00:00.000Z', before: 60, after: 120 },
      { at: '2026-10-25T01:00:00.000Z', before: 120, after: 60 },
    ]);
  });

  it('finds half-hour changes in the southern year: Lord Howe goes back in April and forward in October', () => {
    expect(changes('Australia/Lord_Howe')).to.deep.equal([
      { at: '2026-04-04T15:00:00.000Z', before: 660, after: 630 },
      { at: '2026-10-03T15:30:00.000Z', before: 630, after: 660 },
    ]);
  });

  it('finds none where the offset never changes, in about 70 look-ups for the year rather than 730', () => {
    const budget = new StepBudget(1_000);
    expect(changes('Asia/Kolkata', budget)).to.deep.equal([]);
    expect(budget.spent).to.be.within(20, 80);
  });

  it('answers the offset on either side of a change, and the changes within a span', () => {
    const timeline = new ZoneTimeline('America/New_York', new StepBudget(1_000));
    const change = Date.parse('2026-03-08T07:00:00Z');
    expect([timeline.offsetAt(change - 1), timeline.offsetAt(change)]).to.deep.equal([-300, -240]);
    expect(timeline.changesIn(change - 3_600_000, change + 3_600_000)).to.deep.equal([{ at: change, before: -300, after: -240 }]);
    expect(timeline.changesIn(change + 60_000, change + 86_400_000)).to.deep.equal([]);
  });

  it('pays every look-up from its budget, and stops when it is spent', () => {
    const budget = new StepBudget(3);
    expect(() => new ZoneTimeline('Europe/Berlin', budget).changesOver(...year2026)).to.throw(/budget of 3 steps/);
  });

  it('shows an instant as local time with its offset, signed and padded', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(localIsoTime(at, 0)).to.equal('2026-01-01T00:00:00+00:00');
    expect(localIsoTime(at, -210)).to.equal('2025-12-31T20:30:00-03:30');
    expect(localIsoTime(at, 825)).to.equal('2026-01-01T13:45:00+13:45');
    expect(localIsoTime(new Date('2027-03-14T07:00:00Z'), -240)).to.equal('2027-03-14T03:00:00-04:00');
  });
});
