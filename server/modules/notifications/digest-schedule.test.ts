import { expect } from 'chai';
import { latestTick } from './digest-schedule.ts';

describe('digest schedule', () => {
  it('fires the daily digest at 09:00 in the workspace time zone, not in UTC', () => {
    const now = new Date('2026-11-26T05:00:00Z'); // 10:30 in Kolkata (UTC+05:30)
    expect(latestTick('0 9 * * *', 'Asia/Kolkata', now)?.toISOString()).to.equal('2026-11-26T03:30:00.000Z');
    expect(latestTick('0 9 * * *', 'UTC', now)?.toISOString()).to.equal('2026-11-25T09:00:00.000Z');
  });

  it('fires the hourly digest at minute 0 of the zone, which is minute 30 of UTC in a half-hour zone', () => {
    expect(latestTick('0 * * * *', 'Asia/Kolkata', new Date('2026-11-26T05:10:00Z'))?.toISOString()).to.equal('2026-11-26T04:30:00.000Z');
    expect(latestTick('0 * * * *', 'Europe/Berlin', new Date('2026-11-26T05:10:00Z'))?.toISOString()).to.equal('2026-11-26T05:00:00.000Z');
  });

  it('counts a tick at the very moment asked about', () => {
    expect(latestTick('* * * * *', 'UTC', new Date('2026-11-26T05:10:00.000Z'))?.toISOString()).to.equal('2026-11-26T05:10:00.000Z');
  });
});
