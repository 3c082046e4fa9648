// What an engine may claim while its worker's dispatcher is behind (issue 29, point 3).
import { expect } from 'chai';
import { dispatchFirst } from './dispatch-first.ts';

describe('dispatch first: what an engine may claim while the dispatcher is behind', () => {
  it('lets an engine claim all its room while the dispatcher keeps up', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4 });
    expect(gate.claimable(Date.now(), 100)).to.deep.equal({ most: 100, holdMs: 0 });
  });

  it('holds every claim for holdMs from the start of the backlog, however long ago the engine last claimed', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4 });
    gate.behind(true);
    const { most, holdMs } = gate.claimable(0, 100);
    expect(most).to.equal(0);
    expect(holdMs).to.be.within(59_000, 60_000);
  });

  it("holds for holdMs from the engine's last claim within the backlog", () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4 });
    gate.behind(true);
    const { most, holdMs } = gate.claimable(Date.now() + 30_000, 100);
    expect(most).to.equal(0);
    expect(holdMs).to.be.within(89_000, 90_000);
  });

  it('lets a held engine claim at most heldClaim once its hold is over', () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4 });
    gate.behind(true);
    expect(gate.claimable(0, 100)).to.deep.equal({ most: 4, holdMs: 0 });
    expect(gate.claimable(0, 3)).to.deep.equal({ most: 3, holdMs: 0 });
  });

  it('wakes the engines once as the dispatcher caught up, and then holds nothing', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4 });
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
