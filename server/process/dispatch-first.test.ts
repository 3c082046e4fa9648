// What an engine may claim of a workspace's work while its worker's dispatcher is behind on that
// workspace's events (issue 29, point 3).
import { expect } from 'chai';
import { sleep } from '../../contract-tests/support/wait.ts';
import { dispatchFirst } from './dispatch-first.ts';

/** An engine that never released held work. */
const never = 0;

describe("dispatch first: what an engine may claim of a workspace's work while the dispatcher is behind on it", () => {
  it('holds nothing while the dispatcher keeps up', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    expect(gate.held(never)).to.deep.equal({ caps: new Map(), askAgainMs: 0 });
  });

  it("holds only the workspaces it is behind on, for holdMs from the start of each one's backlog", () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    const { caps, askAgainMs } = gate.held(never);
    expect([...caps]).to.deep.equal([['ws_a', 0]]);
    expect(askAgainMs).to.be.within(59_000, 60_000);
  });

  it("holds the workspaces' work for holdMs from the engine's last release within their backlogs", () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    gate.behind('ws_b', true);
    const { caps, askAgainMs } = gate.held(performance.now() + 30_000);
    expect([...caps]).to.deep.equal([
      ['ws_a', 0],
      ['ws_b', 0],
    ]);
    expect(askAgainMs).to.be.within(89_000, 90_000);
  });

  it("lets every held workspace's work through at once when any one's hold is over, and asks again when the first hold ends", async () => {
    const gate = dispatchFirst({ holdMs: 50, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    await sleep(60);
    gate.behind('ws_b', true);
    expect([...gate.held(never).caps], "A's hold is over: B's work goes with A's").to.deep.equal([
      ['ws_a', 4],
      ['ws_b', 4],
    ]);
    const releasedAt = performance.now();
    const { caps, askAgainMs } = gate.held(releasedAt);
    expect([...caps]).to.deep.equal([
      ['ws_a', 0],
      ['ws_b', 0],
    ]);
    expect(askAgainMs, 'holdMs after that release, for both').to.be.above(0).and.at.most(50);
  });

  it("holds nothing of a workspace once its backlog has lasted maxSpanMs, so a lasting one's work goes on", () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 0 });
    gate.behind('ws_a', true);
    expect(gate.held(never)).to.deep.equal({ caps: new Map(), askAgainMs: 0 });
  });

  it("lets an engine claim at most heldClaim of a workspace's work once its hold is over", () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    expect(gate.held(performance.now() - 1)).to.deep.equal({ caps: new Map([['ws_a', 4]]), askAgainMs: 0 });
  });

  it('counts the time behind on any workspace, the backlog under way included, and stops counting once caught up on all', async () => {
    const gate = dispatchFirst({ holdMs: 0, heldClaim: 4, maxSpanMs: 600_000 });
    expect(gate.behindSeconds()).to.equal(0);
    gate.behind('ws_a', true);
    await sleep(20);
    gate.behind('ws_b', true);
    gate.behind('ws_a', false);
    await sleep(20);
    const during = gate.behindSeconds();
    expect(during, 'counted while behind on B, after A caught up').to.be.at.least(0.035);
    gate.behind('ws_b', false);
    const caughtUp = gate.behindSeconds();
    await sleep(30);
    expect(gate.behindSeconds()).to.equal(caughtUp);
    gate.behind('ws_a', true);
    await sleep(30);
    expect(gate.behindSeconds(), 'a second backlog adds to the first').to.be.at.least(caughtUp + 0.025);
  });

  it('wakes the engines as the dispatcher caught up on a workspace, once, and then holds nothing of it', () => {
    const gate = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 600_000 });
    let woken = 0;
    const off = gate.onCaughtUp(() => woken++);
    gate.behind('ws_a', true);
    gate.behind('ws_b', true);
    gate.behind('ws_a', true);
    gate.behind('ws_a', false);
    gate.behind('ws_a', false);
    expect(woken, 'woken once, as it caught up on A').to.equal(1);
    expect([...gate.held(never).caps]).to.deep.equal([['ws_b', 0]]);
    gate.behind('ws_b', false);
    expect(woken).to.equal(2);
    expect(gate.held(never)).to.deep.equal({ caps: new Map(), askAgainMs: 0 });
    off();
    gate.behind('ws_a', true);
    gate.behind('ws_a', false);
    expect(woken, 'not after it stopped listening').to.equal(2);
  });

  it("says whether a workspace's work is held as held() does, without building the caps", async () => {
    const heldByHeld = (gate: ReturnType<typeof dispatchFirst>, workspaceId: string, lastReleaseAt: number) =>
      gate.held(lastReleaseAt).caps.get(workspaceId) === 0;
    const gate = dispatchFirst({ holdMs: 60, heldClaim: 4, maxSpanMs: 600_000 });
    gate.behind('ws_a', true);
    const agree = (what: string, workspaceId: string, lastReleaseAt: number, held: boolean) => {
      expect(gate.holds(workspaceId, lastReleaseAt), what).to.equal(held);
      expect(heldByHeld(gate, workspaceId, lastReleaseAt), `${what}, as held() says`).to.equal(held);
    };
    agree('held', 'ws_a', never, true);
    agree('a workspace it is not behind on', 'ws_b', never, false);
    agree('released a hold ago, its backlog newer', 'ws_a', performance.now() - 1_000, true);
    await sleep(70);
    gate.behind('ws_b', true);
    agree("let through with A, whose hold is over, though B's own is not", 'ws_b', never, false);
    agree('held again after a release', 'ws_b', performance.now(), true);
    const spanOver = dispatchFirst({ holdMs: 60_000, heldClaim: 4, maxSpanMs: 0 });
    spanOver.behind('ws_a', true);
    expect(spanOver.holds('ws_a', never), 'past its span').to.equal(false);
  });
});
