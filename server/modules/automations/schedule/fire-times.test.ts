// Fire times across DST changes (fireTimes), with what the preview shows of each: its offset and how
// the change touched it. docs/decisions.md#schedules: a skipped local time fires once at the next
// valid time; a repeated one fires once, in the first pass.
import { expect } from 'chai';
import { parseSchedule } from './cron.ts';
import { fireTimes } from './fire-times.ts';
import { StepBudget } from './step-budget.ts';
import { WallClock } from './wall-clock.ts';
import { localIsoTime, ZoneTimeline } from './zone-offsets.ts';

/** The next `count` fire times after `after`, as the preview shows them. */
function fires(expression: string, timeZone: string, after: string, count: number) {
  const parsed = parseSchedule(expression, timeZone);
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  const budget = new StepBudget(10_000);
  const found: Array<{ at: string; local: string; dst: string | null }> = [];
  for (const fire of fireTimes(new WallClock(parsed.cron, budget), new ZoneTimeline(timeZone, budget), {
    after: new Date(after),
    until: Date.UTC(2030, 0, 1),
  })) {
    found.push({ at: fire.at.toISOString(), local: localIsoTime(fire.at, fire.offset), dst: fire.dst });
    if (found.length >= count) break;
  }
  return found;
}

describe('fire times across DST changes (fireTimes)', () => {
  it("marks a time the spring gap skipped as moved, fired at the gap's end, on its new offset", () => {
    expect(fires('30 2 * * *', 'Europe/Berlin', '2026-03-28T12:00:00Z', 2)).to.deep.equal([
      { at: '2026-03-29T01:00:00.000Z', local: '2026-03-29T03:00:00+02:00', dst: 'moved' },
      { at: '2026-03-30T00:30:00.000Z', local: '2026-03-30T02:30:00+02:00', dst: null },
    ]);
  });

  it("does not mark the gap's end as moved when the pattern names that time itself", () => {
    expect(fires('0 2,3 * * *', 'Europe/Berlin', '2026-03-28T12:00:00Z', 2)).to.deep.equal([
      { at: '2026-03-29T01:00:00.000Z', local: '2026-03-29T03:00:00+02:00', dst: null },
      { at: '2026-03-30T00:00:00.000Z', local: '2026-03-30T02:00:00+02:00', dst: null },
    ]);
  });

  it('marks a repeated time fired in its first pass only as repeat_skipped', () => {
    expect(fires('30 2 * * *', 'Europe/Berlin', '2026-10-24T12:00:00Z', 2)).to.deep.equal([
      { at: '2026-10-25T00:30:00.000Z', local: '2026-10-25T02:30:00+02:00', dst: 'repeat_skipped' },
      { at: '2026-10-26T01:30:00.000Z', local: '2026-10-26T02:30:00+01:00', dst: null },
    ]);
  });

  it('starting inside the second pass of a repeated hour, fires nothing more of it', () => {
    // 01:15Z is 02:15 CET, the second pass; 02:30's first pass (00:30Z) is already behind.
    expect(fires('*/30 2 * * *', 'Europe/Berlin', '2026-10-25T01:15:00Z', 1)).to.deep.equal([
      { at: '2026-10-26T01:00:00.000Z', local: '2026-10-26T02:00:00+01:00', dst: null },
    ]);
  });

  it('moves a skipped time in the southern spring too: Sydney skips 02:00–02:59 on 2026-10-04', () => {
    expect(fires('30 2 * * *', 'Australia/Sydney', '2026-10-02T00:00:00Z', 3)).to.deep.equal([
      { at: '2026-10-02T16:30:00.000Z', local: '2026-10-03T02:30:00+10:00', dst: null },
      { at: '2026-10-03T16:00:00.000Z', local: '2026-10-04T03:00:00+11:00', dst: 'moved' },
      { at: '2026-10-04T15:30:00.000Z', local: '2026-10-05T02:30:00+11:00', dst: null },
    ]);
  });

  it('moves a time a half-hour change skips to 02:30 (Lord Howe), so an hourly schedule fires 30 minutes apart there', () => {
    expect(fires('0 * * * *', 'Australia/Lord_Howe', '2026-10-03T14:00:00Z', 3)).to.deep.equal([
      { at: '2026-10-03T14:30:00.000Z', local: '2026-10-04T01:00:00+10:30', dst: null },
      { at: '2026-10-03T15:30:00.000Z', local: '2026-10-04T02:30:00+11:00', dst: 'moved' },
      { at: '2026-10-03T16:00:00.000Z', local: '2026-10-04T03:00:00+11:00', dst: null },
    ]);
  });

  it('leaves 90 minutes between two hourly fire times across a half-hour change back (Lord Howe)', () => {
    expect(fires('0 * * * *', 'Australia/Lord_Howe', '2026-04-04T13:30:00Z', 2)).to.deep.equal([
      { at: '2026-04-04T14:00:00.000Z', local: '2026-04-05T01:00:00+11:00', dst: null },
      { at: '2026-04-04T15:30:00.000Z', local: '2026-04-05T02:00:00+10:30', dst: null },
    ]);
  });
});
