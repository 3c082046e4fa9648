// What an engine may claim while its worker's dispatcher is behind (issue 29, point 3).
import { expect } from 'chai';
import { sleep } from '../../contract-tests/support/wait.ts';
import { dispatchFirst } from './dispatch-first.ts';

describe('dispatch first: what an engine may claim while the dispatcher is behind', () => {
  it('lets an engine claim all its room while the dispatcher keeps up', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    expect(gate.claimable(performance.now(), 100)).to.deep.equal({ most: 100, holdMs: 0 });
  });

  it('holds every claim for holdMs from the start of the backlog, however long ago the engine last claimed', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind(true);
    const { most, holdMs } = gate.claimable(0, 100);
    expect(most).to.equal(0);
    expect(holdMs).to.be.within(59_000, 60_000);
  });

  it("holds for holdMs from the engine's last claim within the backlog", () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind(true);
    const { most, holdMs } = gate.claimable(performance.now() + 30_000, 100);
    expect(most).to.equal(0);
    expect(holdMs).to.be.within(89_000, 90_000);
  });

  it('holds nothing once the backlog has lasted maxSpanMs, so a lasting one cannot throttle every engine', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 0 });
    gate.behind(true);
    expect(gate.claimable(0, 100)).to.deep.equal({ most: 100, holdMs: 0 });
  });

  it('lets a held engine claim at most heldClaim once its hold is over', () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind(true);
    expect(gate.claimable(0, 100)).to.deep.equal({ most: 4, holdMs: 0 });
    expect(gate.claimable(0, 3)).to.deep.equal({ most: 3, holdMs: 0 });
  });

  it('counts the time behind, the backlog under way included, and stops counting once caught up', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    expect(gate.behindSeconds()).to.equal(0);
    gate.behind(true);
    await sleep(30);
    const during = gate.behindSeconds();
    expect(during).to.be.at.least(0.025);
    gate.behind(false);
    const caughtUp = gate.behindSeconds();
    await sleep(30);
    expect(gate.behindSeconds()).to.equal(caughtUp);
    gate.behind(true);
    await sleep(30);
    expect(gate.behindSeconds(), 'a second backlog adds to the first').to.be.at.least(caughtUp + 0.025);
  });

  it('wakes the engines once as the dispatcher caught up, and then holds nothing', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    let woken = 0;
    const off = gate.onCaughtUp(() => woken++);
    gate.behind(true);
    gate.behind(true);
    gate.behind(false);
    gate.behind(false);
    expect(woken, 'woken once, as it caught up').to.equal(1);
    expect(gate.claimable(0, 100)).to.deep.equal({ most: 100, holdMs: 0 });
    off();
    gate.behind(true);
    gate.behind(false);
    expect(woken, 'not after it stopped listening').to.equal(1);
  });
});
