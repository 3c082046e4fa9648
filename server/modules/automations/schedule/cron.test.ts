import { InvalidError } from '../../../errors.ts';
import { expect } from 'chai';
import { validateAutomation } from '../validate-automation.ts';
import { checkedInterval, minimumIntervalMinutes, nextFireTime, parseSchedule, shortestIntervalMinutes } from './cron.ts';
import type { Plan } from '../../workspaces/workspaces.model.ts';

function cronFor(expression: string, timeZone: string) {
  const parsed = parseSchedule(expression, timeZone);
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  return parsed.cron;
}

/** The next `count` fire times after `from`, each computed from the one before, as ISO strings. */
function fireTimes(expression: string, timeZone: string, from: string, count: number): string[] {
  const cron = cronFor(expression, timeZone);
  const times: string[] = [];
  let after = new Date(from);
  for (let i = 0; i < count; i++) {
    const next = nextFireTime(cron, timeZone, after);
    if (!next) break;
    times.push(next.toISOString());
    after = next;
  }
  return times;
}

type Row = [description: string, expression: string, timeZone: string, from: string, expected: string[]];

function table(rows: Row[]): void {
  for (const [description, expression, timeZone, from, expected] of rows) {
    it(`${description} ('${expression}' in ${timeZone} after ${from})`, () => {
      expect(fireTimes(expression, timeZone, from, expected.length)).to.deep.equal(expected);
    });
  }
}

// Expected times are worked out by hand from the zone rules, in UTC:
// Europe/Berlin: CET is UTC+1, CEST UTC+2. 2026-03-29 02:00 CET → 03:00 CEST at 01:00Z (02:00–02:59
//   does not exist); 2026-10-25 03:00 CEST → 02:00 CET at 01:00Z (02:00–02:59 happens twice: first
//   pass 00:00Z–00:59Z, second pass 01:00Z–01:59Z).
// America/New_York: EST is UTC−5, EDT UTC−4. 2026-03-08 02:00 EST → 03:00 EDT at 07:00Z; 2026-11-01
//   02:00 EDT → 01:00 EST at 06:00Z (01:00–01:59 twice: 05:00Z–05:59Z, then 06:00Z–06:59Z).
describe('schedule fire times (nextFireTime)', () => {
  describe('Europe/Berlin, clocks forward on 2026-03-29: a skipped local time fires once, at 03:00 CEST', () => {
    table([
      [
        'a daily 02:30 fires at 03:00 on the short day, at 02:30 around it',
        '30 2 * * *',
        'Europe/Berlin',
        '2026-03-27T12:00:00Z',
        ['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z'],
      ],
      [
        'both half-hours of 02:xx collapse into one fire at 03:00',
        '*/30 2 * * *',
        'Europe/Berlin',
        '2026-03-27T12:00:00Z',
        [
          '2026-03-28T01:00:00.000Z',
          '2026-03-28T01:30:00.000Z',
          '2026-03-29T01:00:00.000Z',
          '2026-03-30T00:00:00.000Z',
          '2026-03-30T00:30:00.000Z',
        ],
      ],
      [
        'a list of minutes in the skipped hour fires once at 03:00 too',
        '15,45 2 * * *',
        'Europe/Berlin',
        '2026-03-28T12:00:00Z',
        ['2026-03-29T01:00:00.000Z', '2026-03-30T00:15:00.000Z'],
      ],
      [
        'hourly keeps every real hour and fires 03:00 once (no extra fire for the lost 02:00)',
        '0 * * * *',
        'Europe/Berlin',
        '2026-03-28T22:30:00Z',
        ['2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
      ],
      [
        '02:00 and 03:00 meet at 03:00 and fire once there',
        '0 2,3 * * *',
        'Europe/Berlin',
        '2026-03-28T12:00:00Z',
        ['2026-03-29T01:00:00.000Z', '2026-03-30T00:00:00.000Z', '2026-03-30T01:00:00.000Z'],
      ],
      [
        'times outside the gap are untouched',
        '30 1,3 * * *',
        'Europe/Berlin',
        '2026-03-28T12:00:00Z',
        ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-29T23:30:00.000Z'],
      ],
    ]);
  });

  describe('Europe/Berlin, clocks back on 2026-10-25: a repeated local time fires once, in the first pass', () => {
    table([
      [
        'a daily 02:30 fires at 02:30 CEST only',
        '30 2 * * *',
        'Europe/Berlin',
        '2026-10-24T12:00:00Z',
        ['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z'],
      ],
      [
        'each half-hour of the repeated 02:xx fires once',
        '*/30 2 * * *',
        'Europe/Berlin',
        '2026-10-24T12:00:00Z',
        ['2026-10-25T00:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:00:00.000Z', '2026-10-26T01:30:00.000Z'],
      ],
      [
        'hourly fires 02:00 once, so the repeated hour leaves a two-hour gap',
        '0 * * * *',
        'Europe/Berlin',
        '2026-10-24T21:30:00Z',
        [
          '2026-10-24T22:00:00.000Z',
          '2026-10-24T23:00:00.000Z',
          '2026-10-25T00:00:00.000Z',
          '2026-10-25T02:00:00.000Z',
          '2026-10-25T03:00:00.000Z',
        ],
      ],
    ]);
  });

  describe('America/New_York, clocks forward on 2026-03-08 (02:00–02:59 skipped)', () => {
    table([
      [
        'a daily 02:30 fires at 03:00 EDT on the short day',
        '30 2 * * *',
        'America/New_York',
        '2026-03-06T12:00:00Z',
        ['2026-03-07T07:30:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-09T06:30:00.000Z'],
      ],
      [
        'both half-hours of 02:xx collapse into one fire at 03:00 EDT',
        '*/30 2 * * *',
        'America/New_York',
        '2026-03-07T12:00:00Z',
        ['2026-03-08T07:00:00.000Z', '2026-03-09T06:00:00.000Z', '2026-03-09T06:30:00.000Z'],
      ],
      [
        'hourly goes from 01:00 EST straight to 03:00 EDT',
        '0 * * * *',
        'America/New_York',
        '2026-03-08T05:30:00Z',
        ['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T08:00:00.000Z'],
      ],
    ]);
  });

  describe('America/New_York, clocks back on 2026-11-01 (01:00–01:59 repeated)', () => {
    table([
      [
        'a daily 01:30 fires at 01:30 EDT only',
        '30 1 * * *',
        'America/New_York',
        '2026-10-31T12:00:00Z',
        ['2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z'],
      ],
      [
        'each half-hour of the repeated 01:xx fires once',
        '*/30 1 * * *',
        'America/New_York',
        '2026-10-31T12:00:00Z',
        ['2026-11-01T05:00:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-02T06:00:00.000Z'],
      ],
      [
        'the 02:xx hour is not repeated here and fires normally',
        '*/30 2 * * *',
        'America/New_York',
        '2026-10-31T12:00:00Z',
        ['2026-11-01T07:00:00.000Z', '2026-11-01T07:30:00.000Z', '2026-11-02T07:00:00.000Z'],
      ],
      [
        'hourly fires 01:00 once, then 02:00 EST',
        '0 * * * *',
        'America/New_York',
        '2026-11-01T03:30:00Z',
        ['2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z'],
      ],
    ]);
  });

  describe('day of week: 0 and 7 are Sunday, 1 is Monday (2026-03-01 is a Sunday)', () => {
    table([
      ['0 is Sunday', '0 9 * * 0', 'UTC', '2026-02-26T00:00:00Z', ['2026-03-01T09:00:00.000Z', '2026-03-08T09:00:00.000Z']],
      ['7 is Sunday too', '0 9 * * 7', 'UTC', '2026-02-26T00:00:00Z', ['2026-03-01T09:00:00.000Z', '2026-03-08T09:00:00.000Z']],
      [
        '0,7 is Sunday once, not twice',
        '0 9 * * 0,7',
        'UTC',
        '2026-02-26T00:00:00Z',
        ['2026-03-01T09:00:00.000Z', '2026-03-08T09:00:00.000Z'],
      ],
      ['1 is Monday', '0 9 * * 1', 'UTC', '2026-02-26T00:00:00Z', ['2026-03-02T09:00:00.000Z', '2026-03-09T09:00:00.000Z']],
      [
        'a range ending in 7 runs Friday to Sunday',
        '0 9 * * 5-7',
        'UTC',
        '2026-02-26T00:00:00Z',
        ['2026-02-27T09:00:00.000Z', '2026-02-28T09:00:00.000Z', '2026-03-01T09:00:00.000Z', '2026-03-06T09:00:00.000Z'],
      ],
      [
        'weekdays are those of the workspace zone: Sunday 09:00 in Berlin is 08:00Z',
        '0 9 * * 7',
        'Europe/Berlin',
        '2026-02-26T00:00:00Z',
        ['2026-03-01T08:00:00.000Z'],
      ],
      [
        'day of month and day of week both restricted: either matches (cron OR rule)',
        '0 9 14 * 1',
        'UTC',
        '2026-02-01T00:00:00Z',
        ['2026-02-02T09:00:00.000Z', '2026-02-09T09:00:00.000Z', '2026-02-14T09:00:00.000Z', '2026-02-16T09:00:00.000Z'],
      ],
    ]);
  });

  it('a leap-day schedule skips to the next leap year', () => {
    expect(fireTimes('0 0 29 2 *', 'UTC', '2026-01-01T00:00:00Z', 2)).to.deep.equal([
      '2028-02-29T00:00:00.000Z',
      '2032-02-29T00:00:00.000Z',
    ]);
  });

  it('a date that never exists never fires', () => {
    expect(fireTimes('0 0 30 2 *', 'UTC', '2026-01-01T00:00:00Z', 1)).to.deep.equal([]);
  });

  it('the next fire time is strictly after the given time', () => {
    expect(fireTimes('0 9 * * *', 'UTC', '2026-03-01T09:00:00Z', 1)).to.deep.equal(['2026-03-02T09:00:00.000Z']);
  });
});

describe('schedule parsing (parseSchedule)', () => {
  const refused: Array<[string, RegExp]> = [
    ['* * * *', /five fields .* got 4/],
    ['0 0 * * * *', /five fields .* got 6/],
    ['@daily', /five fields .* got 1/],
    ['61 * * * *', /minute/i],
    ['0 24 * * *', /hour/i],
    ['0 0 * * 8', /day ?of ?week/i],
    ['0 0 32 * *', /day/i],
    ['a b c d e', /illegal/i],
  ];
  for (const [expression, message] of refused) {
    it(`refuses '${expression}' with a reason`, () => {
      const parsed = parseSchedule(expression, 'UTC');
      expect(parsed).to.have.property('error').that.matches(message);
    });
  }

  it('accepts extra spaces between the five fields', () => {
    expect(fireTimes('  0   9 * *  1 ', 'UTC', '2026-02-26T00:00:00Z', 1)).to.deep.equal(['2026-03-02T09:00:00.000Z']);
  });
});

describe('shortest interval between fire times (shortestIntervalMinutes) and the plan minimums', () => {
  const from = new Date('2026-01-01T00:00:00Z');
  const rows: Array<[description: string, expression: string, timeZone: string, minutes: number | undefined]> = [
    ['every minute', '* * * * *', 'UTC', 1],
    ['every 15 minutes', '*/15 * * * *', 'UTC', 15],
    ['hourly', '0 * * * *', 'UTC', 60],
    ['hourly across both DST changes of a year (never shorter, only a longer gap)', '0 * * * *', 'Europe/Berlin', 60],
    ['irregular: 09:00 and 09:05 daily', '0,5 9 * * *', 'UTC', 5],
    ['irregular: 23:59 then 00:00 the next day', '0,59 0,23 * * *', 'UTC', 1],
    ['irregular hours: 09:00 and 10:00 on weekdays', '0 9,10 * * 1-5', 'UTC', 60],
    ['two half-hours of 02:xx (the spring gap merges them, never brings them closer)', '*/30 2 * * *', 'Europe/Berlin', 30],
    ['daily, shortened to 23 hours by the spring change', '0 9 * * *', 'Europe/Berlin', 23 * 60],
    ['daily in UTC', '0 9 * * *', 'UTC', 24 * 60],
    ['weekly', '0 9 * * 1', 'UTC', 7 * 24 * 60],
    ['a leap day: four years apart', '0 0 29 2 *', 'UTC', (366 + 365 * 3) * 24 * 60],
    ['a date that never exists: no interval', '0 0 30 2 *', 'UTC', undefined],
  ];
  for (const [description, expression, timeZone, minutes] of rows) {
    it(`${description}: '${expression}' in ${timeZone} → ${minutes ?? 'none'}`, () => {
      expect(shortestIntervalMinutes(cronFor(expression, timeZone), timeZone, { from })).to.equal(minutes);
    });
  }

  it('the plan minimums are free 60, pro 15, enterprise 1 minutes', () => {
    expect(minimumIntervalMinutes).to.deep.equal({ free: 60, pro: 15, enterprise: 1 });
  });

  // Whether creating a scheduled automation is allowed, through the same validation the API runs
  // (each check scans up to 2,000 fire times, so the list is kept short).
  const plans: Array<[expression: string, allowed: Record<Plan, boolean>]> = [
    ['0 * * * *', { free: true, pro: true, enterprise: true }],
    ['*/15 * * * *', { free: false, pro: true, enterprise: true }],
    ['*/10 * * * *', { free: false, pro: false, enterprise: true }],
    ['0,20 9 * * *', { free: false, pro: true, enterprise: true }],
    ['0,5 9 * * *', { free: false, pro: false, enterprise: true }],
    ['0,59 0,23 * * *', { free: false, pro: false, enterprise: true }],
    ['0 0 29 2 *', { free: true, pro: true, enterprise: true }],
  ];
  for (const [expression, allowed] of plans) {
    for (const plan of ['free', 'pro', 'enterprise'] as const) {
      it(`'${expression}' is ${allowed[plan] ? 'allowed' : 'refused with 422'} on the ${plan} plan`, () => {
        const validate = () =>
          validateAutomation({ type: 'scheduled', trigger: { schedule: expression }, plan, timeZone: 'Europe/Berlin' });
        if (allowed[plan]) expect(validate).to.not.throw();
        else {
          expect(validate)
            .to.throw()
            .that.satisfies((err: Error) => {
              expect(err).to.be.instanceOf(InvalidError);
              expect(err.message).to.contain(`the ${plan} plan allows one run every ${minimumIntervalMinutes[plan]} minutes at most`);
              return true;
            });
        }
      });
    }
  }

  it('refuses a schedule that never fires on every plan', () => {
    expect(() =>
      validateAutomation({ type: 'scheduled', trigger: { schedule: '0 0 30 2 *' }, plan: 'enterprise', timeZone: 'UTC' }),
    ).to.throw(/never fires/);
  });
});

describe('the plan check (checkedInterval) decides as the full walk does', () => {
  const patterns = [
    '* * * * *',
    '*/5 * * * *',
    '*/15 * * * *',
    '0 * * * *',
    '10 * * * *',
    '30 2 * * *',
    '0 1,3 * * *',
    '0 9 * * 1-5',
    '0 * 1-31 * *',
    '0 0 29 2 *',
    '0,45 * * * *',
    '0 */2 * * *',
  ];
  const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe'];
  for (const timeZone of zones) {
    it(`refuses exactly what the full walk finds below each plan's minimum, in ${timeZone}`, () => {
      for (const pattern of patterns) {
        const parsed = parseSchedule(pattern, timeZone);
        if ('error' in parsed) throw new Error(parsed.error);
        const full = shortestIntervalMinutes(parsed.cron, timeZone, { from: new Date() });
        for (const minimum of Object.values(minimumIntervalMinutes)) {
          const checked = checkedInterval(parsed.cron, timeZone, minimum);
          expect(checked === undefined ? undefined : checked < minimum, `${pattern} against ${minimum} min`).to.equal(
            full === undefined ? undefined : full < minimum,
          );
        }
      }
    });
  }
});
