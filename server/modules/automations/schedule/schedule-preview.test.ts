// The schedule preview (GET …/schedule, POST …/schedule-preview): its fire times as shown, its
// shortest interval against the plan, and the note when a bound cut it short (beyond
// schedule-bounds.test.ts, which covers the budget note and rare schedules).
import { expect } from 'chai';
import { parseSchedule } from './cron.ts';
import { schedulePreview } from './schedule-preview.ts';

function preview(expression: string, timeZone: string, plan: 'free' | 'pro' | 'enterprise', count: number, from: string) {
  const parsed = parseSchedule(expression, timeZone);
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  return schedulePreview({ cron: parsed.cron, expression, timeZone }, { plan, count, from: new Date(from) });
}

describe('the schedule preview (schedulePreview)', () => {
  it('answers the fire times in UTC and local time, with what a DST change did to each', () => {
    expect(preview('30 2 * * *', 'Europe/Berlin', 'free', 2, '2026-03-28T12:00:00Z')).to.deep.equal({
      schedule: '30 2 * * *',
      timezone: 'Europe/Berlin',
      fires: [
        { at: '2026-03-29T01:00:00.000Z', local: '2026-03-29T03:00:00+02:00', dst: 'moved' },
        { at: '2026-03-30T00:30:00.000Z', local: '2026-03-30T02:30:00+02:00', dst: null },
      ],
      // 02:30 CET to 03:00 CEST: 23.5 hours. The interval is over the coming year from now (not from
      // `from`), and every year has its spring change.
      shortest_interval_minutes: 23 * 60 + 30,
      plan: 'free',
      plan_minimum_minutes: 60,
      allowed: true,
      note: null,
    });
  });

  it("allows a schedule only as often as the plan's minimum", () => {
    const onPlan = (plan: 'free' | 'pro' | 'enterprise') => preview('*/15 * * * *', 'UTC', plan, 1, '2026-11-25T00:00:00Z');
    expect(onPlan('free')).to.deep.include({ shortest_interval_minutes: 15, plan_minimum_minutes: 60, allowed: false });
    expect(onPlan('pro')).to.deep.include({ shortest_interval_minutes: 15, plan_minimum_minutes: 15, allowed: true });
    expect(onPlan('enterprise')).to.deep.include({ shortest_interval_minutes: 15, plan_minimum_minutes: 1, allowed: true });
  });

  it('says a schedule that never fires does not fire within its 100-year search, with no interval to refuse', () => {
    expect(preview('0 0 30 2 *', 'UTC', 'pro', 3, '2026-11-25T00:00:00Z')).to.deep.include({
      fires: [],
      shortest_interval_minutes: null,
      allowed: true,
      note: { code: 'horizon', message: "Does not fire before 2127, the end of the preview's 100-year search." },
    });
  });

  it('counts its 100 years from the time it previews from', () => {
    const later = preview('0 0 30 2 *', 'UTC', 'pro', 3, '2050-06-01T00:00:00Z');
    expect(later.note?.message).to.equal("Does not fire before 2151, the end of the preview's 100-year search.");
  });
});
