import { expect } from 'chai';
import type { Logger } from '../log.ts';
import { outageLog } from './outage-log.ts';

/** A logger that keeps what it was told, by level. */
function recording() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (_fields: unknown, msg: string) => void lines.push({ level, msg });
  return { lines, log: { warn: at('warn'), info: at('info'), error: at('error') } as unknown as Logger };
}

describe('outageLog', () => {
  const down = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

  it('says nothing for the first 3 s of an outage, then warns every 30 s, and once when the database answers', () => {
    const { lines, log } = recording();
    let now = 1_000_000;
    const outage = outageLog(log, () => now);
    expect(outage.unreachable(down, 'claiming runs')).to.equal(true);
    now += 2_999;
    outage.unreachable(down, 'claiming runs');
    expect(lines, 'within the grace').to.deep.equal([]);
    now += 1;
    outage.unreachable(down, 'claiming runs');
    now += 29_999;
    outage.unreachable(down, 'claiming runs');
    now += 1;
    outage.unreachable(down, 'claiming runs');
    outage.answered();
    expect(lines).to.deep.equal([
      { level: 'warn', msg: 'claiming runs: the database cannot be reached; retrying' },
      { level: 'warn', msg: 'claiming runs: the database cannot be reached; retrying' },
      { level: 'info', msg: 'the database answers again' },
    ]);
  });

  it('leaves any other failure to the caller, and a short outage unreported, its end too', () => {
    const { lines, log } = recording();
    let now = 0;
    const outage = outageLog(log, () => now);
    expect(outage.unreachable(new Error('syntax error at or near "selec"'), 'dispatch')).to.equal(false);
    outage.unreachable(down, 'dispatch');
    now += 1_000;
    outage.answered();
    expect(lines).to.deep.equal([]);
  });
});
